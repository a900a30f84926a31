import countries from 'i18n-iso-countries';
import {
  GUESS_DATASET,
  OWN_FIGURE_DATASET,
  phrase,
  type EstimatePhrase,
} from '#shared/contracts/estimate-phrases';
import { monthName } from '#shared/domain/calendar-date';
import { divideRounded, money, type Money } from '#shared/domain/money';
import type { HolidayCalendar, HolidayNames } from '../holidays/holidays';
import { US_AIRFARE_AREAS } from './cost-areas';
import type {
  CostData,
  DatasetInfo,
  FareModel,
  FareRouteKind,
  MonthIndex,
  RouteData,
} from './cost-data-types';
import { DEFAULT_DRIVING_COST_PER_KM, RANGE_RULES, type SourceLine } from './estimate-types';
import { baseFareCents, legKm, type Itinerary } from './fare-model';
import { dollars, percentOf, percentWords, plural, usd, withRange } from './line-parts';
import { ROAD_FACTOR_PER_MILLE } from './road';
import { monthOf, tripDay, type ReadPlace, type Trip } from './trip-input';

/** The lines that price getting there: airfare, driving (also from a far airport), car rental. */

const TRAVELLERS_PER_CAR = 5;

/** The public holiday of the origin's country (and US state) next to the trip's travel days. */
export function holidayNearTrip(
  holidays: HolidayCalendar,
  origin: ReadPlace,
  trip: Trip,
  withinDays: number,
): NearHoliday | null {
  if (!origin.countryCode) return null;
  const country = origin.countryCode;
  const state = country === 'US' ? origin.usState : undefined;
  const near = (date: string) => {
    const found = holidays.holidayNear(country, state, date, withinDays);
    const names = found && holidays.namesOn(country, state, found.date);
    return found ? { name: found.name, ...(names ? { names } : {}) } : undefined;
  };
  return near(trip.startDate) ?? near(tripDay(trip, trip.nights)) ?? null;
}

/** A holiday next to the travel days: its name, and its names by language when known. */
export interface NearHoliday {
  name: string;
  names?: HolidayNames;
}

const CONNECTION_WORDS = ['direct', 'one connection', 'two connections', 'three connections'];

/** The month index of an itinerary's kind of route, or its kind alone when no data covers it. */
export interface FareSeason {
  kind: FareRouteKind | null;
  index: MonthIndex | undefined;
  /** "Denver to Lisbon" in country words, for saying no index covers the route. */
  ends: [string, string];
  /** The same ends as country codes, `US` for the US and its territories. */
  endCountries: [string, string];
}

/**
 * The kind of route (docs/ESTIMATES.md#airfare-seasons): within the US and its territories; the
 * US to or from a fare region (by the country at the other end); within Europe; else none.
 */
export function fareSeason(data: CostData, itinerary: Itinerary): FareSeason {
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
    endCountries: [isUs(from) ? 'US' : from, isUs(to) ? 'US' : to],
  };
}

export function airfareLine(
  trip: Trip,
  itinerary: Itinerary,
  model: FareModel,
  sources: { bts: DatasetInfo; routes: RouteData },
  fareMonths: FareSeason,
  nearHoliday: NearHoliday | null,
): SourceLine {
  const holiday = nearHoliday?.name ?? null;
  const holidayNames = nearHoliday?.names ?? null;
  const from = itinerary.path[0]!;
  const isDomestic = itinerary.path.every((airport) => US_AIRFARE_AREAS.has(airport.country));
  const originFactor = (model.originFactorsPerMille[from.iata] ?? 1000) / 1000;
  const month = monthOf(trip.startDate);
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
  const phrases: EstimatePhrase[] = [
    phrase('airfare_route', {
      route,
      connections: itinerary.connections,
      travellers: trip.travellers,
      fare: usd(fareCents),
      km: flownKm,
      connectionPremium: itinerary.connections > 0 ? usd(params.connectionPremiumCents) : null,
      ownFareLevel: originFactor !== 1 ? from.iata : null,
    }),
  ];
  if (!isDomestic) phrases.push(phrase('airfare_international'));
  phrases.push(phrase(itinerary.isAssumed ? 'airfare_routes_assumed' : 'airfare_routes'));
  phrases.push(
    index
      ? phrase('airfare_by_month', {
          month: month + 1,
          percent: percentOf(season),
          source: index.source,
          years: index.years,
        })
      : phrase('airfare_flat', {
          from: fareMonths.ends[0],
          to: fareMonths.ends[1],
          fromCountry: fareMonths.endCountries[0],
          toCountry: fareMonths.endCountries[1],
        }),
  );
  if (holiday)
    phrases.push(
      phrase('airfare_holiday', {
        holiday,
        holidayNames,
        percent: model.holidayPremiumPerMille / 10,
      }),
    );
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
    labelPhrase: phrase('label_airfare', { route, travellers: trip.travellers }),
    ...withRange(mid, range),
    basis: sentences.filter(Boolean).join(' '),
    basisPhrases: phrases,
    dataset: sources.bts.name,
    asOf: sources.bts.asOf,
    travel: {
      mode: 'fly',
      airports: itinerary.path.map((airport) => airport.iata),
      connections: itinerary.connections,
      km: flownKm,
      isAssumed: itinerary.isAssumed,
      holiday,
      ...(holidayNames ? { holidayNames } : {}),
    },
    season: {
      label: index?.label ?? null,
      source: index ? `${index.source}, ${index.years}` : null,
    },
  };
}

/** Driving uses the traveller's per-km cost in its own currency; it is converted afterwards. */
export function drivingLine(
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
    labelPhrase: phrase('label_driving', { cars, airport: fromAirport ?? null }),
    ...withRange(mid, RANGE_RULES.driving),
    basis: `${fromAirport ? `The nearest airport with scheduled flights is ${fromAirport}, ${Math.round(straightKm)} km away in a straight line. ` : ''}About ${roadKm} km of road there and back (straight-line distance × ${ROAD_FACTOR_PER_MILLE / 1000}) × ${plural(cars, 'car')} at ${costText}.${fromAirport ? ' A rental car is not included.' : ''}`,
    basisPhrases: [
      ...(fromAirport
        ? [phrase('driving_from_airport', { airport: fromAirport, km: Math.round(straightKm) })]
        : []),
      phrase('driving_road', {
        km: roadKm,
        factor: ROAD_FACTOR_PER_MILLE / 1000,
        cars,
        guessPerKm: costPerKm ? null : perKm,
      }),
      ...(fromAirport ? [phrase('driving_no_rental')] : []),
    ],
    dataset: costPerKm ? OWN_FIGURE_DATASET : GUESS_DATASET,
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

export function carRentalLine(trip: Trip, perDay: Money): SourceLine {
  const days = Math.max(1, trip.nights);
  const total = money(perDay.amount * days, perDay.currency);
  return {
    kind: 'car_rental',
    category: 'car_rental',
    label: `Car rental, ${plural(days, 'day')}`,
    labelPhrase: phrase('label_car_rental', { days }),
    low: total,
    mid: total,
    high: total,
    basis: `${plural(days, 'day')} at the daily rate you gave.`,
    basisPhrases: [phrase('car_rental_days', { days })],
    dataset: OWN_FIGURE_DATASET,
    asOf: '',
  };
}
