import countries from 'i18n-iso-countries';
import { addDays, daysBetween, isCalendarDate } from '#shared/domain/calendar-date';
import { US_STATES } from '#shared/domain/us-states';
import type { CostPlace, EstimateInput } from './estimate-types';
import { foldPlaceName } from './fold-place-name';

/** The estimator's input checked and read: the trip's days and travellers, and its places. */

const TRAVELLERS_PER_ROOM = 2;
const MAX_NIGHTS = 366;

export interface Trip {
  /** YYYY-MM-DD, the first day. */
  startDate: string;
  nights: number;
  travellers: number;
  rooms: number;
}

/** The date of the trip's `index`th day (0 is the first day). */
export function tripDay(trip: Trip, index: number): string {
  return addDays(trip.startDate, index);
}

/** The month (0-11) of a YYYY-MM-DD date. */
export const monthOf = (date: string) => Number(date.slice(5, 7)) - 1;

export function checkInput(input: EstimateInput): Trip {
  if (!isCalendarDate(input.startDate) || !isCalendarDate(input.endDate)) {
    throw new RangeError('Trip dates must be real dates written as YYYY-MM-DD');
  }
  const nights = daysBetween(input.startDate, input.endDate);
  if (nights < 0) throw new RangeError('The trip ends before it starts');
  if (nights > MAX_NIGHTS) throw new RangeError(`A trip is at most ${MAX_NIGHTS} nights`);
  const { travellers } = input;
  if (!Number.isInteger(travellers) || travellers < 1 || travellers > 20) {
    throw new RangeError('Travellers must be a whole number from 1 to 20');
  }
  return {
    startDate: input.startDate,
    nights,
    travellers,
    rooms: Math.ceil(travellers / TRAVELLERS_PER_ROOM),
  };
}

export interface ReadPlace {
  city: string;
  folded: string;
  /** Folded middle parts of the label ("lisbon" in "Lisbon, Lisbon, Portugal"). */
  otherParts: string[];
  countryCode: string | undefined;
  /** Two-letter US state or DC. */
  usState: string | undefined;
  county: string | undefined;
  lat: number | undefined;
  lng: number | undefined;
}

const usStateCodes = new Map<string, string>([
  ...US_STATES.flatMap((state): [string, string][] => [
    [foldPlaceName(state.code), state.code],
    [foldPlaceName(state.name), state.code],
  ]),
  ['dc', 'DC'],
  ['district of columbia', 'DC'],
  ['washington d c', 'DC'],
  // Our gazetteer labels Washington "Washington, D.C., United States".
  ['d c', 'DC'],
]);

export function readPlace(place: CostPlace): ReadPlace {
  const parts = place.label
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const city = parts[0] ?? '';
  const last = parts.length > 1 ? parts[parts.length - 1] : undefined;
  const countryCode = place.countryCode?.toUpperCase() ?? (last ? countryCodeOf(last) : undefined);
  const middle = parts.slice(1, countryCode && last ? -1 : undefined);
  let usState = place.admin1?.toUpperCase();
  if (!usState && (countryCode === 'US' || countryCode === undefined)) {
    usState = middle.map((part) => usStateCodes.get(foldPlaceName(part))).find(Boolean);
  }
  return {
    city,
    folded: foldPlaceName(city),
    otherParts: middle.map(foldPlaceName),
    countryCode: countryCode ?? (usState ? 'US' : undefined),
    usState,
    county: place.county,
    lat: place.lat,
    lng: place.lng,
  };
}

function countryCodeOf(text: string): string | undefined {
  if (/^[A-Za-z]{2}$/.test(text) && countries.isValid(text.toUpperCase())) {
    return text.toUpperCase();
  }
  const folded = foldPlaceName(text);
  if (folded === 'usa' || folded === 'us' || folded === 'united states') return 'US';
  if (folded === 'uk') return 'GB';
  return countries.getAlpha2Code(text, 'en') ?? undefined;
}

export function hasPoint(place: ReadPlace): place is ReadPlace & { lat: number; lng: number } {
  return Number.isFinite(place.lat) && Number.isFinite(place.lng);
}
