import countries from 'i18n-iso-countries';
import { isCalendarDate, monthName } from '#shared/domain/calendar-date';
import {
  divideRounded,
  money,
  roundToWholeUnits,
  scaleMoney,
  type CurrencyCode,
  type Money,
} from '#shared/domain/money';
import { US_STATES } from '#shared/domain/us-states';
import { distanceKm } from '../providers/places/gazetteer';
import { costData } from './cost-data';
import type {
  CostData,
  DatasetInfo,
  FareModel,
  FareRouteKind,
  MonthIndex,
  PerDiemArea,
  PerDiemSeason,
  RouteData,
} from './cost-data-types';
import { EU_MEMBERS, US_AIRFARE_AREAS } from './cost-areas';
import { convert, latestRates, type ConversionRate, type ExchangeRates } from './exchange-rates';
import {
  baseFareCents,
  createItineraryFinder,
  createRouteIndex,
  legKm,
  type Itinerary,
} from './fare-model';
import { foldPlaceName } from './fold-place-name';
import { createAirportFinder, type NearestAirport } from './nearest-airport';
import { routeData as shippedRouteData } from './route-data';
import { ROAD_FACTOR_PER_MILLE } from './road';
import { holidayCalendar, type HolidayCalendar } from '../holidays/holidays';

/**
 * Trip cost estimates from shipped official data: per diem rates for lodging and food, a fare
 * model calibrated on BTS averages for airfare. Pure: the data is indexed once when the estimator
 * is made, and an estimate does no I/O. The rules and their error are in docs/ESTIMATES.md;
 * every figure says it is an estimate (docs/PRODUCT-RULES.md#estimates).
 */

/** A place as a trip names it, plus what the gazetteer knows of it when available. */
export interface CostPlace {
  /** "New York, NY, United States", "Lisbon, Lisbon, Portugal", "Lisbon, Portugal". */
  label: string;
  lat?: number;
  lng?: number;
  /** ISO 3166-1 alpha-2; read from the label's last part when missing. */
  countryCode?: string;
  /** In the US, the two-letter state (GeoNames admin-1); read from the label when missing. */
  admin1?: string;
  /** The US county ("Kings"), when known: a city GSA does not list falls back to its county. */
  county?: string;
}

export interface EstimateInput {
  destination: CostPlace;
  /** Where the travellers start; without it (or its coordinates) there is no travel line. */
  origin?: CostPlace;
  /** YYYY-MM-DD, the first day. */
  startDate: string;
  /** YYYY-MM-DD, the last day (the night before it is the last night). */
  endDate: string;
  /** 1 to 20. */
  travellers: number;
  currency: CurrencyCode;
  /** Asked for a car rental line: the traveller's own figure per day, any supported currency. */
  carRentalPerDay?: Money;
  /** Driving cost per vehicle-km, any supported currency; the default is a labelled guess. */
  drivingCostPerKm?: Money;
  /** Defaults to the newest shipped rates. */
  rates?: ExchangeRates;
  /**
   * `drive` prices travel as a road trip whatever the distance (Discover's places within a day's
   * drive); by default places under 300 km apart are driven and the rest flown.
   */
  travelMode?: 'auto' | 'drive';
}

export type EstimateKind = 'lodging' | 'food' | 'airfare' | 'driving' | 'car_rental';

/** The cost-plan category a line belongs to; driving has none of its own, so it is `other`. */
export type EstimateCategory = 'lodging' | 'food' | 'airfare' | 'car_rental' | 'other';

export interface EstimateLine {
  kind: EstimateKind;
  category: EstimateCategory;
  /** Short label for the line, e.g. "Lodging, 3 nights, 1 room". */
  label: string;
  low: Money;
  /** The middle figure; the one a cost plan adds up. */
  mid: Money;
  high: Money;
  /** One sentence: what the figure is made of and where it comes from. */
  basis: string;
  /** The dataset's name, e.g. "GSA per diem rates, FY2026 (CONUS)". */
  dataset: string;
  /** The dataset's date, YYYY-MM-DD. */
  asOf: string;
  /** How the figures were converted into the trip's currency; null when no conversion. */
  conversion: { rate: ConversionRate; rateDate: string; source: string } | null;
  /** For a travel line: how the trip gets there. */
  travel?: EstimatedTravel;
  /**
   * For lodging and airfare: what moves the figure from month to month ("US–Europe fares by
   * month (BLS)"), or null when no data does and the figure is the same all year.
   */
  season?: { label: string | null; source: string | null };
}

/** The journey a travel line prices, for the words around it ("DEN–ORD–LIS, 1 connection"). */
export interface EstimatedTravel {
  mode: 'fly' | 'drive';
  /** IATA codes as flown, origin first; empty for a drive. */
  airports: string[];
  connections: number;
  /** One way: the distance flown, or the road distance. */
  km: number;
  /** True when a route is not in the route data and its connection is assumed. */
  isAssumed: boolean;
  /** The public holiday the dates are next to, when the fare carries the holiday premium. */
  holiday: string | null;
}

export interface TripEstimate {
  currency: CurrencyCode;
  lines: EstimateLine[];
  /** Fallbacks and omissions, one sentence each ("Porto is not listed; …"). */
  notes: string[];
  /**
   * The per diem area whose lodging rate applies, and whether it is a region's catch-all (the
   * standard CONUS rate, a country's "[Other]"): a place with a rate of its own is one the
   * government's travellers go to often enough to price. Null when no lodging rate applies.
   */
  lodgingArea: { name: string; isCatchAll: boolean } | null;
}

/** Low and high as percentages of the middle figure. See docs/ESTIMATES.md for why. */
export const RANGE_RULES = {
  lodging: { low: 70n, high: 130n },
  food: { low: 60n, high: 120n },
  driving: { low: 80n, high: 125n },
  domesticAirfare: { low: 70n, high: 140n },
  internationalAirfare: { low: 70n, high: 200n },
  /** Added to the high figure for each connection, and once for an assumed route. */
  perConnectionHigh: 25n,
  /** Added to the high figure for dates next to a public holiday. */
  holidayHigh: 30n,
} as const;

/** Below this great-circle distance the travellers drive instead of flying. */
export const DRIVING_THRESHOLD_KM = 300;
/** A place farther than this from its airport is reached by car from there (a transfer line). */
export const TRANSFER_DRIVE_KM = 50;
/** A guess at fuel and wear per vehicle-km, stated as one wherever it is used. */
export const DEFAULT_DRIVING_COST_PER_KM: Money = { amount: 21, currency: 'USD' };
const TRAVELLERS_PER_ROOM = 2;
const TRAVELLERS_PER_CAR = 5;
const MAX_NIGHTS = 366;

export type TripEstimator = (input: EstimateInput) => TripEstimate;

/** An estimator over `data` (the shipped data by default); indexes it once. */
export function createEstimator(
  data: CostData = costData,
  routes: RouteData = shippedRouteData,
  holidays: HolidayCalendar = holidayCalendar,
): TripEstimator {
  const areas = indexAreas(data.perDiemAreas);
  const { nearestAirport, majorAirportsNear } = createAirportFinder(data.airports);
  const findItinerary = createItineraryFinder(data.airports, createRouteIndex(routes.routes));
  const { datasets, fareModel } = data;
  const fareSources = { bts: datasets.bts, routes };
  const fareSeasonOf = (itinerary: Itinerary) => fareSeason(data, itinerary);
  // A city's own month index first, else its country's, else (in the EU) the EU's; the US index
  // (mainland hotels) is not for Alaska and Hawaii, whose DoD rates carry their own seasons.
  const lodgingSeasonOf = ({ countryCode, folded, usState }: ReadPlace): MonthIndex | undefined => {
    if (!countryCode || (usState && DOD_STATES.has(usState))) return undefined;
    return (
      data.lodgingSeasons[`${countryCode}|${folded}`] ??
      data.lodgingSeasons[countryCode] ??
      (EU_MEMBERS.has(countryCode) ? data.lodgingSeasons['EU'] : undefined)
    );
  };

  /**
   * The nearest airports fly unless another major airport within reach has fewer connections:
   * New York flies to Lisbon from JFK, not via Boston from LaGuardia.
   */
  function bestItinerary(froms: NearestAirport[], tos: NearestAirport[]): Itinerary {
    let best: Itinerary | undefined;
    for (const from of froms)
      for (const to of tos) {
        if (from.airport.iata === to.airport.iata) continue;
        const itinerary = findItinerary(from.airport, to.airport);
        if (!best || itinerary.connections < best.connections) best = itinerary;
      }
    return best ?? findItinerary(froms[0]!.airport, tos[0]!.airport);
  }

  return function estimateTripCosts(input: EstimateInput): TripEstimate {
    const trip = checkInput(input);
    const rates = input.rates ?? latestRates();
    const notes: string[] = [];
    const lines: SourceLine[] = [];
    const destination = readPlace(input.destination);
    const perDiem = findPerDiem(areas, destination, notes);

    if (perDiem) {
      const dataset = datasets[perDiem.meals.dataset];
      const lodging = perDiem.lodging;
      if (lodging && trip.nights > 0)
        lines.push(
          lodgingLine(trip, lodging, datasets[lodging.dataset], lodgingSeasonOf(destination)),
        );
      lines.push(foodLine(trip, perDiem.meals, dataset));
    }

    const origin = input.origin ? readPlace(input.origin) : undefined;
    if (!origin) {
      notes.push('No starting place is set, so travel to the destination is not estimated.');
    } else if (!hasPoint(origin) || !hasPoint(destination)) {
      notes.push('We could not locate both places, so travel to the destination is not estimated.');
    } else {
      const km = distanceKm(origin, destination);
      const from = nearestAirport(origin);
      const to = nearestAirport(destination);
      if (
        input.travelMode === 'drive' ||
        km < DRIVING_THRESHOLD_KM ||
        !from ||
        !to ||
        from.airport.iata === to.airport.iata
      ) {
        lines.push(drivingLine(trip, km, input.drivingCostPerKm));
      } else {
        const itinerary = bestItinerary(
          [from, ...majorAirportsNear(origin)],
          [to, ...majorAirportsNear(destination)],
        );
        const holiday = holidayNearTrip(holidays, origin, trip, fareModel.holidayWindowDays);
        lines.push(
          airfareLine(trip, itinerary, fareModel, fareSources, fareSeasonOf(itinerary), holiday),
        );
        // An airport far from the place: the rest of the way is a drive there and back.
        const landing = itinerary.path[itinerary.path.length - 1]!;
        const transferKm = distanceKm(landing, destination);
        if (transferKm > TRANSFER_DRIVE_KM) {
          lines.push(drivingLine(trip, transferKm, input.drivingCostPerKm, landing.iata));
        }
      }
    }

    if (input.carRentalPerDay) lines.push(carRentalLine(trip, input.carRentalPerDay));

    const lodgingArea = perDiem?.lodging;
    return {
      currency: input.currency,
      lines: lines.map((line) => asEstimate(inCurrency(line, input.currency, rates))),
      notes,
      lodgingArea: lodgingArea
        ? { name: lodgingArea.name, isCatchAll: lodgingArea.isCatchAll }
        : null,
    };
  };
}

/** The estimator over the shipped data. */
export const estimateTripCosts: TripEstimator = createEstimator();

// ---------------------------------------------------------------------------------------------
// Input

interface Trip {
  /** Day numbers (days since 1970-01-01) of the first and last day. */
  firstDay: number;
  nights: number;
  travellers: number;
  rooms: number;
}

const MS_PER_DAY = 86_400_000;

function dayNumber(date: string): number {
  return (
    Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))) /
    MS_PER_DAY
  );
}

/** A day number as YYYY-MM-DD. */
function dateOf(day: number): string {
  return new Date(day * MS_PER_DAY).toISOString().slice(0, 10);
}

/** The month and day of a day number as `month * 100 + day` (the season rows' form). */
function monthDayOf(day: number): number {
  const date = new Date(day * MS_PER_DAY);
  return (date.getUTCMonth() + 1) * 100 + date.getUTCDate();
}

function checkInput(input: EstimateInput): Trip {
  if (!isCalendarDate(input.startDate) || !isCalendarDate(input.endDate)) {
    throw new RangeError('Trip dates must be real dates written as YYYY-MM-DD');
  }
  const firstDay = dayNumber(input.startDate);
  const nights = dayNumber(input.endDate) - firstDay;
  if (nights < 0) throw new RangeError('The trip ends before it starts');
  if (nights > MAX_NIGHTS) throw new RangeError(`A trip is at most ${MAX_NIGHTS} nights`);
  const { travellers } = input;
  if (!Number.isInteger(travellers) || travellers < 1 || travellers > 20) {
    throw new RangeError('Travellers must be a whole number from 1 to 20');
  }
  return {
    firstDay,
    nights,
    travellers,
    rooms: Math.ceil(travellers / TRAVELLERS_PER_ROOM),
  };
}

interface ReadPlace {
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

function readPlace(place: CostPlace): ReadPlace {
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

function hasPoint(place: ReadPlace): place is ReadPlace & { lat: number; lng: number } {
  return Number.isFinite(place.lat) && Number.isFinite(place.lng);
}

// ---------------------------------------------------------------------------------------------
// Per diem areas

interface AreaIndex {
  /** `${region}|${folded name}` → area. */
  byName: Map<string, PerDiemArea>;
  /** `${state}|${folded county}` → GSA area. */
  byCounty: Map<string, PerDiemArea>;
  /** Region → its catch-all (`[Other]`, the standard CONUS rate under `US`). */
  catchAll: Map<string, PerDiemArea>;
}

function indexAreas(perDiemAreas: readonly PerDiemArea[]): AreaIndex {
  const index: AreaIndex = { byName: new Map(), byCounty: new Map(), catchAll: new Map() };
  const setOnce = (map: Map<string, PerDiemArea>, key: string, area: PerDiemArea) => {
    if (!map.has(key)) map.set(key, area);
  };
  for (const area of perDiemAreas) {
    if (area.isCatchAll) setOnce(index.catchAll, area.region, area);
    for (const key of area.keys) setOnce(index.byName, `${area.region}|${key}`, area);
    for (const county of area.counties) setOnce(index.byCounty, `${area.region}|${county}`, area);
  }
  return index;
}

/** US states DoD covers rather than GSA. */
const DOD_STATES = new Set(['AK', 'HI']);

interface PerDiemChoice {
  /** The area whose lodging rates apply; undefined when no rate is published. */
  lodging: PerDiemArea | undefined;
  /** The area whose M&IE rates apply. */
  meals: PerDiemArea;
}

function findPerDiem(
  index: AreaIndex,
  place: ReadPlace,
  notes: string[],
): PerDiemChoice | undefined {
  const { countryCode, usState, folded, city } = place;
  const byName = (region: string) =>
    index.byName.get(`${region}|${folded}`) ??
    place.otherParts.map((part) => index.byName.get(`${region}|${part}`)).find(Boolean);

  if (countryCode === 'US' && usState && !DOD_STATES.has(usState)) {
    const listed = byName(usState);
    if (listed) return { lodging: listed, meals: listed };
    const county = place.county
      ? index.byCounty.get(`${usState}|${foldPlaceName(place.county)}`)
      : undefined;
    if (county) {
      notes.push(
        `${city} is not listed in the GSA rates; we used ${county.name}, which covers ${place.county} County.`,
      );
      return { lodging: county, meals: county };
    }
    const standard = index.catchAll.get('US');
    if (!standard) return undefined;
    notes.push(
      place.county
        ? `${city} and ${place.county} County are not listed in the GSA rates, so the standard CONUS rate applies.`
        : `${city} is not listed in the GSA rates and we do not know its county, so the standard CONUS rate applies.`,
    );
    return { lodging: standard, meals: standard };
  }

  // Alaska and Hawaii are DoD regions `US-AK` and `US-HI`; territories (PR, GU, VI, AS, UM) are
  // DoD regions under their own ISO codes, and other countries State regions under theirs.
  const region = countryCode === 'US' && usState ? `US-${usState}` : countryCode;
  if (!region || region === 'US') {
    notes.push(
      `We could not tell which country or state ${city} is in, so lodging and food are not estimated.`,
    );
    return undefined;
  }
  const listed = byName(region);
  const catchAll = index.catchAll.get(region);
  const worldwide = index.catchAll.get('*');
  const meals = listed ?? catchAll ?? worldwide;
  if (!meals) return undefined;
  if (!listed) {
    notes.push(
      catchAll
        ? `${city} is not listed in the per diem rates; we used ${catchAll.name}.`
        : `There are no per diem rates for ${city}'s country; we used the rate for other foreign localities.`,
    );
  }
  // A lodging rate of 0 means none is published (government quarters), not free.
  let lodging: PerDiemArea | undefined = meals;
  if (!hasLodgingRate(meals)) {
    // Not the worldwide row: a country whose rates are all 0 houses travellers in quarters.
    lodging = [catchAll].find((area) => area && area !== meals && hasLodgingRate(area));
    notes.push(
      lodging
        ? `No lodging rate is published for ${meals.name}; we used ${lodging.name}.`
        : `No lodging rate is published for ${meals.name}, so lodging is not estimated.`,
    );
  }
  return { lodging, meals };
}

function hasLodgingRate(area: PerDiemArea): boolean {
  return area.seasons.every((season) => season[2] > 0);
}

/** The season holding a month-day; February 29 takes February 28's season when none lists it. */
function seasonAt(area: PerDiemArea, monthDay: number): PerDiemSeason {
  for (const season of area.seasons) {
    const [from, to] = season;
    if (from <= to ? monthDay >= from && monthDay <= to : monthDay >= from || monthDay <= to) {
      return season;
    }
  }
  if (monthDay === 229) return seasonAt(area, 228);
  // The datasets cover every day of the year; a gap would be a data error, so use the first row.
  return area.seasons[0] ?? [101, 1231, 0, 0];
}

// ---------------------------------------------------------------------------------------------
// Lines, in the currency of their data (US cents, or the traveller's own figure) before conversion

type SourceLine = Omit<EstimateLine, 'conversion'>;

const usd = (cents: number | bigint) => money(Number(cents), 'USD');

function withRange(mid: Money, rule: { low: bigint; high: bigint }) {
  return { low: scaleMoney(mid, rule.low, 100n), mid, high: scaleMoney(mid, rule.high, 100n) };
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;
const dollars = (cents: number) => `$${(cents / 100).toFixed(cents % 100 === 0 ? 0 : 2)}`;

/** True when a per diem area's lodging rate changes with the season (the area's own seasons). */
function hasLodgingSeasons(area: PerDiemArea): boolean {
  return new Set(area.seasons.map((season) => season[2])).size > 1;
}

/** The month (0-11) of a day number. */
const monthOf = (day: number) => Math.floor(monthDayOf(day) / 100) - 1;

/**
 * Lodging: each night at its per diem season's rate; where the rate has no seasons and a month
 * index covers the place, × that night's month index (docs/ESTIMATES.md#lodging-seasons), summed
 * in thousandths of a cent and rounded once.
 */
function lodgingLine(
  trip: Trip,
  area: PerDiemArea,
  dataset: DatasetInfo,
  monthIndex: MonthIndex | undefined,
): SourceLine {
  const seasonal = hasLodgingSeasons(area);
  const index = seasonal ? undefined : monthIndex;
  let milliCents = 0;
  const nightly = new Set<number>();
  const months = new Set<number>();
  for (let night = 0; night < trip.nights; night++) {
    const day = trip.firstDay + night;
    const rate = seasonAt(area, monthDayOf(day))[2];
    nightly.add(rate);
    months.add(monthOf(day));
    milliCents += rate * (index?.perMille[monthOf(day)] ?? 1000);
  }
  const cents = Number(divideRounded(BigInt(milliCents), 1000n));
  const rates = [...nightly].map(dollars).join(' to ');
  const sentences = [
    `${plural(trip.nights, 'night')} × ${plural(trip.rooms, 'room')} at the US government per diem lodging rate for ${area.name} (${rates} a night, before tax), a mid-range benchmark, not a quote.`,
  ];
  if (index) {
    const perMille = [...months].map((month) => index.perMille[month] ?? 1000);
    const mean = perMille.reduce((total, value) => total + value, 0) / perMille.length;
    sentences.push(
      `The rate is one figure all year, so it is moved by month: ${[...months].map((month) => monthName(month + 1)).join(' and ')} nights run ${percentWords(mean / 1000)} the year's average (${index.source}, ${index.years}).`,
    );
  } else if (!seasonal && trip.nights > 0) {
    sentences.push(
      'The rate is one figure all year and no monthly hotel data reaches this place, so lodging is the same on every date.',
    );
  }
  return {
    kind: 'lodging',
    category: 'lodging',
    label: `Lodging, ${plural(trip.nights, 'night')}, ${plural(trip.rooms, 'room')}`,
    ...withRange(usd(cents * trip.rooms), RANGE_RULES.lodging),
    basis: sentences.join(' '),
    dataset: dataset.name,
    asOf: dataset.asOf,
    season: seasonal
      ? { label: `the per diem seasons for ${area.name}`, source: null }
      : { label: index?.label ?? null, source: index ? `${index.source}, ${index.years}` : null },
  };
}

function foodLine(trip: Trip, area: PerDiemArea, dataset: DatasetInfo): SourceLine {
  const days = trip.nights + 1;
  // In quarters of a cent: the first and last day count 75% (3 quarters), the others 4.
  let quarterCents = 0;
  const daily = new Set<number>();
  for (let day = 0; day < days; day++) {
    const rate = seasonAt(area, monthDayOf(trip.firstDay + day))[3];
    daily.add(rate);
    quarterCents += rate * (day === 0 || day === days - 1 ? 3 : 4);
  }
  const mid = usd(divideRounded(BigInt(quarterCents) * BigInt(trip.travellers), 4n));
  const rates = [...daily].map(dollars).join(' to ');
  return {
    kind: 'food',
    category: 'food',
    label: `Food and incidentals, ${plural(days, 'day')}, ${plural(trip.travellers, 'traveller')}`,
    ...withRange(mid, RANGE_RULES.food),
    basis: `${plural(days, 'day')} × ${plural(trip.travellers, 'traveller')} at the US government per diem meals and incidentals rate for ${area.name} (${rates} a day, first and last day at 75%).`,
    dataset: dataset.name,
    asOf: dataset.asOf,
  };
}

/** The public holiday of the origin's country (and US state) next to the trip's travel days. */
function holidayNearTrip(
  holidays: HolidayCalendar,
  origin: ReadPlace,
  trip: Trip,
  withinDays: number,
): string | null {
  if (!origin.countryCode) return null;
  const state = origin.countryCode === 'US' ? origin.usState : undefined;
  const near = (day: number) =>
    holidays.holidayNear(origin.countryCode!, state, dateOf(day), withinDays)?.name;
  return near(trip.firstDay) ?? near(trip.firstDay + trip.nights) ?? null;
}

const CONNECTION_WORDS = ['direct', 'one connection', 'two connections', 'three connections'];

/** The month index of an itinerary's kind of route, or its kind alone when no data covers it. */
interface FareSeason {
  kind: FareRouteKind | null;
  index: MonthIndex | undefined;
  /** "Denver to Lisbon" in country words, for saying no index covers the route. */
  ends: [string, string];
}

/**
 * The kind of route (docs/ESTIMATES.md#airfare-seasons): within the US and its territories; the
 * US to or from a fare region (by the country at the other end); within Europe; else none.
 */
function fareSeason(data: CostData, itinerary: Itinerary): FareSeason {
  const from = itinerary.path[0]!.country;
  const to = itinerary.path[itinerary.path.length - 1]!.country;
  const isUs = (country: string) => US_AIRFARE_AREAS.has(country);
  let kind: FareRouteKind | null = null;
  if (isUs(from) && isUs(to)) kind = 'us';
  else if (isUs(from) || isUs(to)) {
    const region = data.fareRegions[isUs(from) ? to : from];
    if (region) kind = `us-${region}`;
  } else if (data.fareRegions[from] === 'europe' && data.fareRegions[to] === 'europe') {
    kind = 'within-europe';
  }
  const name = (code: string) =>
    isUs(code) ? 'the US' : (countries.getName(code, 'en', { select: 'alias' }) ?? code);
  return {
    kind,
    index: kind ? data.fareSeasons[kind] : undefined,
    ends: [name(from), name(to)],
  };
}

function airfareLine(
  trip: Trip,
  itinerary: Itinerary,
  model: FareModel,
  sources: { bts: DatasetInfo; routes: RouteData },
  fareMonths: FareSeason,
  holiday: string | null,
): SourceLine {
  const from = itinerary.path[0]!;
  const isDomestic = itinerary.path.every((airport) => US_AIRFARE_AREAS.has(airport.country));
  const originFactor = (model.originFactorsPerMille[from.iata] ?? 1000) / 1000;
  const month = monthOf(trip.firstDay);
  const { index } = fareMonths;
  const season = (index?.perMille[month] ?? 1000) / 1000;
  const holidayFactor = holiday ? 1 + model.holidayPremiumPerMille / 1000 : 1;
  // The model's only float step: one fare, rounded to the cent here.
  const fareCents = Math.round(
    baseFareCents(itinerary, model.params) * originFactor * season * holidayFactor,
  );
  const mid = usd(fareCents * trip.travellers);
  const base = isDomestic ? RANGE_RULES.domesticAirfare : RANGE_RULES.internationalAirfare;
  const widening =
    RANGE_RULES.perConnectionHigh * BigInt(itinerary.connections + (itinerary.isAssumed ? 1 : 0)) +
    (holiday ? RANGE_RULES.holidayHigh : 0n);
  const range = { low: base.low, high: base.high + widening };
  const route = itinerary.path.map((airport) => airport.iata).join('–');
  const flownKm = Math.round(legKm(itinerary).reduce((total, km) => total + km, 0));
  const { params } = model;
  const sentences = [
    `${route}, ${CONNECTION_WORDS[itinerary.connections] ?? `${itinerary.connections} connections`}: ${plural(trip.travellers, 'round trip')} at ${dollars(fareCents)} each, from a route model fitted on US average fares (BTS) over the ${flownKm} km flown` +
      (itinerary.connections > 0
        ? `, plus ${dollars(params.connectionPremiumCents)} a connection`
        : '') +
      (originFactor !== 1 ? ` and ${from.iata}'s own fare level` : '') +
      ', not a quote.',
    isDomestic
      ? ''
      : 'The model is built on US domestic fares, so the international price may differ widely (hence the wider range).',
    itinerary.isAssumed
      ? 'Routes as flown in 2014 (OpenFlights); an airport here has no route in that data, so its connection to the nearest hub is assumed.'
      : 'Routes as flown in 2014 (OpenFlights).',
    index
      ? `Fares for ${monthName(month + 1)} departures run ${percentWords(season)} the year's average (${index.source}, ${index.years}).`
      : `No monthly fare data covers flights from ${fareMonths.ends[0]} to ${fareMonths.ends[1]}, so the fare is the same in every month.`,
    holiday
      ? `Travel next to ${holiday} adds ${model.holidayPremiumPerMille / 10}% (a rule of thumb: seats around public holidays sell dearer; not from the fare data).`
      : '',
  ];
  return {
    kind: 'airfare',
    category: 'airfare',
    label: `Airfare ${route}, round trip, ${plural(trip.travellers, 'traveller')}`,
    ...withRange(mid, range),
    basis: sentences.filter(Boolean).join(' '),
    dataset: sources.bts.name,
    asOf: sources.bts.asOf,
    travel: {
      mode: 'fly',
      airports: itinerary.path.map((airport) => airport.iata),
      connections: itinerary.connections,
      km: flownKm,
      isAssumed: itinerary.isAssumed,
      holiday,
    },
    season: {
      label: index?.label ?? null,
      source: index ? `${index.source}, ${index.years}` : null,
    },
  };
}

/** 1.03 → "3% above", 0.97 → "3% below", 1.004 → "at". */
function percentWords(factor: number): string {
  const percent = Math.round((factor - 1) * 100);
  if (percent === 0) return 'about at';
  return `about ${Math.abs(percent)}% ${percent > 0 ? 'above' : 'below'}`;
}

/** Driving uses the traveller's per-km cost in its own currency; it is converted afterwards. */
function drivingLine(
  trip: Trip,
  straightKm: number,
  costPerKm: Money | undefined,
  fromAirport?: string,
): SourceLine {
  const perKm = costPerKm ?? DEFAULT_DRIVING_COST_PER_KM;
  const cars = Math.ceil(trip.travellers / TRAVELLERS_PER_CAR);
  // Whole km of road, there and back.
  const roadKm = Number(
    divideRounded(BigInt(Math.round(straightKm * 2)) * BigInt(ROAD_FACTOR_PER_MILLE), 1000n),
  );
  const mid = money(perKm.amount * roadKm * cars, perKm.currency);
  const costText = costPerKm
    ? 'your cost per km'
    : `a guessed ${dollars(perKm.amount)}/km for fuel and wear (you can change it)`;
  return {
    kind: 'driving',
    category: 'other',
    label: fromAirport
      ? `Driving from ${fromAirport} airport, round trip, ${plural(cars, 'car')}`
      : `Driving, round trip, ${plural(cars, 'car')}`,
    ...withRange(mid, RANGE_RULES.driving),
    basis: `${fromAirport ? `The nearest airport with scheduled flights is ${fromAirport}, ${Math.round(straightKm)} km away in a straight line. ` : ''}About ${roadKm} km of road there and back (straight-line distance × ${ROAD_FACTOR_PER_MILLE / 1000}) × ${plural(cars, 'car')} at ${costText}.${fromAirport ? ' A rental car is not included.' : ''}`,
    dataset: costPerKm ? 'Your figure' : 'Estimate (a guess)',
    asOf: '',
    travel: {
      mode: 'drive',
      airports: [],
      connections: 0,
      km: Math.round(roadKm / 2),
      isAssumed: false,
      holiday: null,
    },
  };
}

function carRentalLine(trip: Trip, perDay: Money): SourceLine {
  const days = Math.max(1, trip.nights);
  const total = money(perDay.amount * days, perDay.currency);
  return {
    kind: 'car_rental',
    category: 'car_rental',
    label: `Car rental, ${plural(days, 'day')}`,
    low: total,
    mid: total,
    high: total,
    basis: `${plural(days, 'day')} at the daily rate you gave.`,
    dataset: 'Your figure',
    asOf: '',
  };
}

/**
 * Estimated figures in whole units of the currency (docs/ESTIMATES.md): the cents of a model's
 * output are noise. A figure the traveller gave (a car's daily rate) is kept exact.
 */
function asEstimate(line: EstimateLine): EstimateLine {
  if (line.dataset === 'Your figure') return line;
  return {
    ...line,
    low: roundToWholeUnits(line.low),
    mid: roundToWholeUnits(line.mid),
    high: roundToWholeUnits(line.high),
  };
}

/**
 * The line in the trip's currency. Lines are built in the currency of their data (USD, or the
 * traveller's own figure), and each of low, mid and high is converted once, rounding at the end.
 */
function inCurrency(line: SourceLine, currency: CurrencyCode, rates: ExchangeRates): EstimateLine {
  if (line.mid.currency === currency) return { ...line, conversion: null };
  const mid = convert(line.mid, currency, rates);
  return {
    ...line,
    low: convert(line.low, currency, rates).money,
    mid: mid.money,
    high: convert(line.high, currency, rates).money,
    basis: `${line.basis} Converted from ${line.mid.currency} at ${mid.rate.approx} (${mid.source}, ${mid.rateDate}).`,
    conversion: { rate: mid.rate, rateDate: mid.rateDate, source: mid.source },
  };
}
