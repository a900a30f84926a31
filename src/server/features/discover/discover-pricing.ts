import type { DiscoverKind, DiscoverResult, LongWeekend } from '#shared/contracts/compare';
import { addDays } from '#shared/domain/calendar-date';
import { monthsBetween, type ClimateDestination } from '#server/climate/climate';
import type { createTypicalMonthFinder } from '#server/compare/compare-helpers';
import { rangesOf, scaleRange } from '#server/compare/ranges';
import type { CostPlace, TripEstimate, TripEstimator } from '#server/costs/estimator';
import type { ExchangeRates } from '#server/costs/exchange-rates';
import { roadKm as kmOfRoad } from '#server/costs/road';
import { distanceKm } from '#server/providers/places/gazetteer';
import type { createCheapestStartFinder } from './cheapest-window';
import type { Candidate } from './discover-candidates';
import { discoverErrors } from './discover-errors';
import { travelLineOf, travelOf } from './discover-wording';

/** A day's drive, one way, in km of road: about 8 hours at 80 km/h. */
const DAY_DRIVE_KM = 640;
/** A getaway has at most this many changes of plane each way; two is a journey. */
const MAX_CONNECTIONS = 1;

/** A result priced for the search, before its reason is worded. */
export type PricedResult = Omit<DiscoverResult, 'reason' | 'reasons'> & {
  estimate: TripEstimate;
  candidate: Candidate;
};

/** What one search prices its candidates with. */
export interface PricingSearch {
  estimateTripCosts: TripEstimator;
  rates: ExchangeRates;
  origin: CostPlace & { lat: number; lng: number };
  /** The origin's gazetteer place, never its own destination. */
  originPlaceId: number;
  /** The climate destination at the origin, if any, likewise left out. */
  home: ClimateDestination | undefined;
  start?: string | undefined;
  end?: string | undefined;
  travellers: number;
  kind?: DiscoverKind | undefined;
  nights: number;
  /** Today, where Anytime's windows start from. */
  from: string;
  nextLongWeekend: LongWeekend | undefined;
  candidateOf: (destination: ClimateDestination) => Candidate | null;
  cheapestStart: ReturnType<typeof createCheapestStartFinder>;
  typicalMonth: ReturnType<typeof createTypicalMonthFinder>;
}

/**
 * The pool's destinations a search offers, each priced for its dates: one per city, of the kind
 * asked, with beach weather for a beach pick's every month, reached by a flight with at most one
 * change or within a day's drive.
 */
export function priceCandidates(
  pool: readonly ClimateDestination[],
  search: PricingSearch,
): PricedResult[] {
  const { origin, nextLongWeekend, nights, travellers } = search;
  const estimateFor = (
    candidate: Candidate,
    start: string,
    end: string,
    travelMode: 'auto' | 'drive',
  ) => {
    try {
      return search.estimateTripCosts({
        destination: candidate.costPlace,
        origin,
        startDate: start,
        endDate: end,
        travellers,
        currency: 'USD',
        rates: search.rates,
        travelMode,
      });
    } catch (error) {
      if (error instanceof RangeError) throw discoverErrors.estimateFailed(error.message);
      throw error;
    }
  };

  const priced: PricedResult[] = [];
  const seen = new Set<number>();
  for (const destination of pool) {
    if (destination.iata === search.home?.iata) continue;
    const candidate = search.candidateOf(destination);
    if (!candidate || candidate.gazetteerId === search.originPlaceId) continue;
    if (search.kind && !candidate.kinds.includes(search.kind)) continue;
    const kind = search.kind ?? candidate.kinds[0] ?? 'city';
    // A beach pick needs beach weather for every month of its dates; Anytime looks among those.
    const warmMonths = kind === 'beach' ? candidate.beachMonths : undefined;
    if (
      warmMonths &&
      search.start &&
      search.end &&
      !monthsBetween(search.start, search.end).every((month) => warmMonths.has(month))
    )
      continue;
    // One result per city: a second airport of the same place adds nothing.
    if (seen.has(candidate.gazetteerId)) continue;
    const roadKm = kmOfRoad(distanceKm(origin, destination));
    const isDayDrive = roadKm <= DAY_DRIVE_KM;
    if (!candidate.hasAirport && !isDayDrive) continue;
    const start =
      search.start ?? search.cheapestStart(candidate, nights, travellers, search.from, warmMonths);
    if (start === undefined) continue;
    const end = search.end ?? addDays(start, nights);
    let travelMode: 'auto' | 'drive' = candidate.hasAirport ? 'auto' : 'drive';
    let estimate = estimateFor(candidate, start, end, travelMode);
    const connections = travelLineOf(estimate)?.travel?.connections ?? 0;
    if (connections > MAX_CONNECTIONS) {
      // Two changes of plane is a journey, not a getaway; unless it is a day's drive.
      if (!isDayDrive) continue;
      travelMode = 'drive';
      estimate = estimateFor(candidate, start, end, travelMode);
    }
    seen.add(candidate.gazetteerId);
    const { total } = rangesOf(estimate);
    let longWeekend: DiscoverResult['longWeekend'] = null;
    if (nextLongWeekend) {
      const weekend = rangesOf(
        estimateFor(candidate, nextLongWeekend.start, nextLongWeekend.end, travelMode),
      ).total;
      longWeekend = {
        label: nextLongWeekend.label,
        start: nextLongWeekend.start,
        end: nextLongWeekend.end,
        total: weekend,
        perPerson: scaleRange(weekend, 1n, BigInt(travellers)),
      };
    }
    priced.push({
      place: candidate.label,
      kind,
      start,
      end,
      total,
      perPerson: scaleRange(total, 1n, BigInt(travellers)),
      travel: travelOf(estimate),
      weather: search.typicalMonth(destination, start),
      image_url: candidate.imageUrl,
      location: candidate.location,
      longWeekend,
      estimate,
      candidate,
    });
  }
  return priced;
}
