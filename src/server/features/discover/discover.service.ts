import type {
  Discover,
  DiscoverKind,
  DiscoverRegion,
  LongWeekend,
} from '#shared/contracts/compare';
import { addDays, daysBetween } from '#shared/domain/calendar-date';
import { CLIMATE_CREDIT, nearestDestination } from '#server/climate/climate';
import {
  costPlaceFrom,
  createTypicalMonthFinder,
  findNamedPlace,
  lineOf,
  sourcesOf,
} from '#server/compare/compare-helpers';
import type { CostPlace, TripEstimator } from '#server/costs/estimator';
import type { HolidayCalendar } from '#server/holidays/holidays';
import type { ExchangeRates } from '#server/costs/exchange-rates';
import type { Gazetteer } from '#server/providers/places/gazetteer';
import { ANYTIME_SPAN_DAYS, createCheapestStartFinder } from './cheapest-window';
import { createCandidateFinder, SAME_PLACE_KM } from './discover-candidates';
import { discoverErrors } from './discover-errors';
import { priceCandidates } from './discover-pricing';
import { reasonPartsFor, reasonWords } from './discover-wording';
import { ADVISORIES_CREDIT } from './travel-advisories';

export { ANYWHERE_CANDIDATES } from './discover-candidates';
export { ANYTIME_LEAD_DAYS } from './cheapest-window';

export interface DiscoverServiceDeps {
  estimateTripCosts: TripEstimator;
  /** The newest exchange rates (the shipped snapshot, or live ones when a provider is on). */
  latestRates: () => Promise<ExchangeRates>;
  gazetteer: Gazetteer;
  /** Today's calendar date on the server, YYYY-MM-DD. */
  today: () => string;
  holidays: HolidayCalendar;
}

export interface DiscoverQuery {
  region: DiscoverRegion;
  tier: '$' | '$$' | '$$$';
  start?: string | undefined;
  end?: string | undefined;
  origin: string;
  travellers: number;
  minDayHighC?: number | undefined;
  kind?: DiscoverKind | undefined;
}

/** Anytime prices a getaway of this many nights. */
export const ANYTIME_NIGHTS = 4;
/** How many results a tier shows. */
export const DISCOVER_RESULTS = 12;
const TIERS = ['$', '$$', '$$$'] as const;
/** How many of the traveller's next long weekends Anytime offers. */
const LONG_WEEKENDS_OFFERED = 4;

/**
 * A tier's band can hold many more places than it shows: it shows its best-known ones, cheapest
 * first, rather than only the cheap edge of the band. Best known is the most populous of each
 * kind (as the Sunshine Atlas counts people), taken in turn, so a search of every kind keeps its
 * beaches beside the big cities (docs/ESTIMATES.md#discover-tiers).
 */
export function bestKnownOf<
  Result extends {
    kind: string;
    place: string;
    perPerson: { mid: { amount: number } };
    candidate: { destination: { population: number } };
  },
>(results: readonly Result[], count: number): Result[] {
  if (results.length <= count) return [...results];
  const byKind = new Map<string, Result[]>();
  for (const result of results)
    byKind.set(result.kind, [...(byKind.get(result.kind) ?? []), result]);
  const queues = [...byKind.values()].map((group) =>
    group.sort(
      (a, b) =>
        b.candidate.destination.population - a.candidate.destination.population ||
        a.place.localeCompare(b.place),
    ),
  );
  const chosen: Result[] = [];
  for (let turn = 0; chosen.length < count; turn += 1) {
    for (const queue of queues) {
      const next = queue[turn];
      if (next && chosen.length < count) chosen.push(next);
    }
  }
  return chosen.sort(
    (a, b) => a.perPerson.mid.amount - b.perPerson.mid.amount || a.place.localeCompare(b.place),
  );
}

/**
 * The tier of each of `count` options sorted cheapest first: the cheapest third `$`, the middle
 * third `$$`, the dearest third `$$$` (docs/ESTIMATES.md#discover-tiers).
 */
export function tierOfRank(rank: number, count: number): (typeof TIERS)[number] {
  return TIERS[Math.min(2, Math.floor((rank * 3) / Math.max(1, count)))] ?? '$$$';
}

/**
 * Discover: real destinations of a region for a budget tier, ranked by estimated cost per person
 * (docs/ESTIMATES.md#discover-tiers). Candidates are the Sunshine Atlas destinations; each is
 * matched to the gazetteer once and kept, and an Anytime search remembers each place's cheapest
 * window for the day, so only the travel line is estimated afresh for each origin.
 */
export function createDiscoverService(deps: DiscoverServiceDeps) {
  const { gazetteer } = deps;
  const typicalMonth = createTypicalMonthFinder();
  const { candidateOf, poolOf } = createCandidateFinder(deps);
  const cheapestStart = createCheapestStartFinder(deps.estimateTripCosts);

  /** The traveller's long weekends in the next 52 weeks, in the origin's country and state. */
  function longWeekendsFrom(origin: CostPlace, from: string): LongWeekend[] {
    if (!origin.countryCode) return [];
    return deps.holidays
      .longWeekends(
        origin.countryCode,
        origin.admin1,
        addDays(from, 1),
        addDays(from, ANYTIME_SPAN_DAYS),
      )
      .slice(0, LONG_WEEKENDS_OFFERED);
  }

  return {
    async discover(query: DiscoverQuery): Promise<Discover> {
      const originPlace = findNamedPlace(gazetteer, query.origin);
      if (!originPlace) throw discoverErrors.originNotFound();
      const origin = {
        ...costPlaceFrom(gazetteer, originPlace),
        lat: originPlace.lat,
        lng: originPlace.lng,
      };
      const home = nearestDestination(originPlace.lat, originPlace.lng, SAME_PLACE_KM);
      const rates = await deps.latestRates();
      const from = deps.today();
      const isAnytime = !(query.start && query.end);
      const nights =
        query.start && query.end ? daysBetween(query.start, query.end) : ANYTIME_NIGHTS;
      const longWeekends = isAnytime ? longWeekendsFrom(origin, from) : [];

      const priced = priceCandidates(poolOf(query.region, query.kind), {
        estimateTripCosts: deps.estimateTripCosts,
        rates,
        origin,
        originPlaceId: originPlace.id,
        home,
        start: query.start,
        end: query.end,
        travellers: query.travellers,
        kind: query.kind,
        nights,
        from,
        nextLongWeekend: longWeekends[0],
        candidateOf,
        cheapestStart,
        typicalMonth,
      });

      priced.sort(
        (a, b) => a.perPerson.mid.amount - b.perPerson.mid.amount || a.place.localeCompare(b.place),
      );
      // "Cheap lodging" means among the cheapest third of the search's nightly rates.
      const nightly = priced
        .map((result) => lineOf(result.estimate, 'lodging')?.mid.amount)
        .filter((amount): amount is number => amount !== undefined)
        .sort((a, b) => a - b);
      const cheapLodging =
        nights > 0 && nightly.length > 0
          ? (nightly[Math.floor(nightly.length / 3)] ?? 0) /
            (nights * Math.ceil(query.travellers / 2))
          : 0;
      const inTier = priced.filter((_, rank) => tierOfRank(rank, priced.length) === query.tier);
      const { minDayHighC } = query;
      const warmEnough =
        minDayHighC === undefined
          ? inTier
          : inTier.filter((result) => result.weather && result.weather.dayHighC >= minDayHighC);
      const shown = bestKnownOf(warmEnough, DISCOVER_RESULTS);
      // The long weekends the results' dates may touch: the next ones, or those around the dates.
      const nearWeekends =
        query.start && query.end && origin.countryCode
          ? deps.holidays.longWeekends(
              origin.countryCode,
              origin.admin1,
              addDays(query.start, -4),
              query.end,
            )
          : longWeekends;
      const weekendOf = (start: string, end: string) =>
        nearWeekends.find((weekend) => weekend.start <= end && weekend.end >= start);
      return {
        currency: 'USD',
        results: shown.map(({ estimate, candidate, ...result }) => {
          const reasons = reasonPartsFor({
            estimate,
            travel: result.travel,
            origin,
            weather: result.weather,
            nights,
            travellers: query.travellers,
            longWeekend: weekendOf(result.start, result.end),
            cheapLodgingCents: cheapLodging,
            gateway: candidate.gateway,
            advisory: candidate.advisory,
          });
          return { ...result, reason: reasonWords(reasons), reasons };
        }),
        longWeekends,
        sources: [
          ...sourcesOf(
            shown.map((result) => result.estimate),
            CLIMATE_CREDIT,
          ),
          ADVISORIES_CREDIT,
          ...new Set(shown.flatMap(({ candidate }) => candidate.gateway?.credit ?? [])),
        ],
      };
    },
  };
}

export type DiscoverService = ReturnType<typeof createDiscoverService>;
