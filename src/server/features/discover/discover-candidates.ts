import type { DiscoverKind, DiscoverRegion } from '#shared/contracts/compare';
import { destinationsIn, listDestinations, type ClimateDestination } from '#server/climate/climate';
import { costPlaceFrom, postcardUrl } from '#server/compare/compare-helpers';
import { costData } from '#server/costs/cost-data';
import type { CostPlace, TripEstimator } from '#server/costs/estimator';
import { directRoutesFrom } from '#server/costs/route-data';
import { distanceKm, type Gazetteer } from '#server/providers/places/gazetteer';
import type { GatewaySight } from '#server/sights/sights';
import {
  beachMonths,
  gatewayOf,
  getawayKinds,
  isRecognisedGetaway,
  needsOwnLodgingRate,
  offeredKinds,
} from './getaway-kinds';
import { advisoryFor, type TravelAdvisory } from './travel-advisories';

/** "Anywhere" weighs the most populous destinations only, so a search stays well under a second. */
export const ANYWHERE_CANDIDATES = 300;
/** A climate destination and its gazetteer place must be this close to be the same place. */
export const SAME_PLACE_KM = 60;
/** Any night will do to ask which per diem area a place falls in: areas do not change by date. */
const RATE_PROBE_DATES = { start: '2026-01-05', end: '2026-01-06' };
/** A city break this close to a bigger one is its suburb (Mesa by Phoenix), not a trip of its own. */
const SUBURB_KM = 40;

/** A destination Discover offers, matched to the gazetteer with what its choice and card need. */
export interface Candidate {
  destination: ClimateDestination;
  kinds: readonly DiscoverKind[];
  /** The sight a small town is the gateway to; null for a getaway in its own right. */
  gateway: GatewaySight | null;
  /** Its own airport has scheduled flights; otherwise it is only a drive. */
  hasAirport: boolean;
  costPlace: CostPlace;
  label: string;
  imageUrl: string;
  gazetteerId: number;
  location: { lat: number; lng: number };
  /** A level 3 advisory over the place ("Reconsider travel"); level 4 places are no candidates. */
  advisory: TravelAdvisory | undefined;
  /** The months with beach weather there (a typical day high of 20 °C or more). */
  beachMonths: ReadonlySet<number>;
}

/** A value worked out on first use and kept: the destination lists wait for the first search. */
function onFirstUse<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}

/** Every destination, most populous first, for "Anywhere". */
const byPopulation = onFirstUse(() =>
  [...listDestinations()].sort(
    (a, b) => b.population - a.population || a.iata.localeCompare(b.iata),
  ),
);

/** City breaks, biggest first, to find each one's bigger neighbour. */
const cityBreaks = onFirstUse(() =>
  listDestinations()
    .filter((destination) => getawayKinds(destination)[0] === 'city')
    .sort((a, b) => b.population - a.population),
);

function isSuburb(destination: ClimateDestination): boolean {
  if (getawayKinds(destination)[0] !== 'city') return false;
  return cityBreaks().some(
    (bigger) =>
      bigger.population > destination.population &&
      bigger.iata !== destination.iata &&
      distanceKm(bigger, destination) <= SUBURB_KM,
  );
}

/** Airports with scheduled passenger service (OurAirports). */
const scheduledAirports = onFirstUse(
  () => new Set(costData.airports.map((airport) => airport.iata)),
);

export interface CandidateDeps {
  estimateTripCosts: TripEstimator;
  gazetteer: Gazetteer;
}

/**
 * Which destinations Discover offers: each Sunshine Atlas destination is matched to the gazetteer
 * once and kept, with the kinds of getaway it is, and left out when under "Do not travel", a
 * suburb of a bigger city, or not a recognised getaway (docs/ESTIMATES.md#discover-tiers).
 */
export function createCandidateFinder(deps: CandidateDeps) {
  const { gazetteer } = deps;
  const candidates = new Map<string, Candidate | null>();

  function candidateOf(destination: ClimateDestination): Candidate | null {
    const known = candidates.get(destination.iata);
    if (known !== undefined) return known;
    const near = (place: { lat: number; lng: number } | undefined) =>
      place !== undefined && distanceKm(place, destination) <= SAME_PLACE_KM;
    const resolved = gazetteer.resolve({
      city: destination.city,
      country: destination.countryCode,
    });
    const place = near(resolved)
      ? resolved
      : gazetteer
          .search(destination.city, 5)
          .find((found) => found.countryCode === destination.countryCode && near(found));
    const kinds = place ? offeredKinds(destination, place) : [];
    const advisory = place ? advisoryFor(place) : undefined;
    const costPlace = place ? costPlaceFrom(gazetteer, place) : undefined;
    const recognised =
      costPlace !== undefined &&
      kinds.length > 0 &&
      // Never a place under "Do not travel" (US level 4, or the UK's "all travel").
      advisory?.level !== 4 &&
      !isSuburb(destination) &&
      isRecognisedGetaway(
        destination,
        directRoutesFrom(destination.iata),
        needsOwnLodgingRate(destination) && hasOwnLodgingRate(costPlace),
      );
    const candidate: Candidate | null =
      place && costPlace && recognised
        ? {
            destination,
            kinds,
            gateway: gatewayOf(destination),
            hasAirport: scheduledAirports().has(destination.iata),
            costPlace,
            label: gazetteer.label(place),
            imageUrl: postcardUrl(place),
            gazetteerId: place.id,
            location: { lat: place.lat, lng: place.lng },
            advisory,
            beachMonths: beachMonths(destination),
          }
        : null;
    candidates.set(destination.iata, candidate);
    return candidate;
  }

  /** Whether the place has a per diem lodging rate of its own, not its region's catch-all. */
  function hasOwnLodgingRate(costPlace: CostPlace): boolean {
    const { lodgingArea } = deps.estimateTripCosts({
      destination: costPlace,
      startDate: RATE_PROBE_DATES.start,
      endDate: RATE_PROBE_DATES.end,
      travellers: 1,
      currency: 'USD',
    });
    return lodgingArea !== null && !lodgingArea.isCatchAll;
  }

  const candidatePool = new Map<string, readonly ClimateDestination[]>();
  /** The most populous first, matched one by one until ANYWHERE_CANDIDATES are offered. */
  function anywherePool(kind: DiscoverKind | undefined): ClimateDestination[] {
    const pool: ClimateDestination[] = [];
    for (const destination of byPopulation()) {
      if (kind && !getawayKinds(destination).includes(kind)) continue;
      const candidate = candidateOf(destination);
      if (candidate && (!kind || candidate.kinds.includes(kind))) pool.push(destination);
      if (pool.length === ANYWHERE_CANDIDATES) break;
    }
    return pool;
  }
  /**
   * The destinations a search weighs: the region's; for "Anywhere" the ANYWHERE_CANDIDATES most
   * populous of those Discover offers for the kind asked (any kind without one), so a beach
   * search weighs resorts rather than big cities with no beach to go for.
   */
  function poolOf(
    region: DiscoverRegion,
    kind: DiscoverKind | undefined,
  ): readonly ClimateDestination[] {
    const key = region === 'anywhere' ? `${region}|${kind ?? ''}` : region;
    let pool = candidatePool.get(key);
    if (!pool) {
      pool = region === 'anywhere' ? anywherePool(kind) : destinationsIn(region);
      candidatePool.set(key, pool);
    }
    return pool;
  }

  return { candidateOf, poolOf };
}
