import { distanceKm } from '../providers/places/gazetteer';
import type { AirportPoint, DirectRoute, FareParams } from './cost-data-types';

/**
 * Route-aware airfare (docs/ESTIMATES.md#airfare): a trip flies between real airports along the
 * route a traveller would take, found in the airline routes data (which pairs have direct
 * flights, and how many airlines fly them). A round trip per traveller costs
 *
 *     trunk fare on the longest leg (by distance and by how many airlines fly it)
 *   + a feeder add-on for each other leg
 *   + a premium for each connection
 *
 * The calibration (`fare-calibration.ts`) and the estimator price with these same functions.
 */

/** Shorter hops are priced as this long: a fare never falls towards zero with distance. */
export const MIN_FLIGHT_KM = 300;
/** A route flown by more airlines than this is priced as if flown by this many. */
const MAX_COUNTED_AIRLINES = 8;
/** For two connections, only the best-connected few neighbours of each end are tried. */
const HUBS_TRIED = 24;
/**
 * An airport with scheduled service but no route in the data (opened since 2014, or missing) is
 * assumed to connect to the nearest airport with at least this many routes within reach.
 */
const ASSUMED_HUB_MIN_ROUTES = 20;
const ASSUMED_HUB_REACH_KM = 600;

export interface Itinerary {
  /** The airports as flown, origin first. */
  path: AirportPoint[];
  connections: number;
  /** Index in `path` of the trunk leg's first airport: the longest leg. */
  trunkAt: number;
  /** Airlines flying the trunk (at least 1). */
  trunkAirlines: number;
  /** True when an end has no known route and its connection to a hub is assumed. */
  isAssumed: boolean;
}

/** Which airport pairs have direct flights, by how many airlines, indexed both ways. */
export interface RouteIndex {
  airlinesBetween(a: string, b: string): number;
  neighbours(iata: string): ReadonlyMap<string, number>;
}

export function createRouteIndex(routes: readonly DirectRoute[]): RouteIndex {
  const byAirport = new Map<string, Map<string, number>>();
  const link = (a: string, b: string, airlines: number) => {
    let map = byAirport.get(a);
    if (!map) byAirport.set(a, (map = new Map()));
    map.set(b, airlines);
  };
  for (const [a, b, airlines] of routes) {
    link(a, b, airlines);
    link(b, a, airlines);
  }
  const none: ReadonlyMap<string, number> = new Map();
  return {
    airlinesBetween: (a, b) => byAirport.get(a)?.get(b) ?? 0,
    neighbours: (iata) => byAirport.get(iata) ?? none,
  };
}

/** The distance curve: how a fare grows with a leg's length, 1 at `typicalKm`. */
export function distanceCurve(km: number, params: FareParams): number {
  return (Math.max(km, MIN_FLIGHT_KM) / params.typicalKm) ** (params.exponentPerMille / 1000);
}

/** How much dearer a trunk is with fewer airlines on it: 1 with two airlines. */
export function competitionFactor(airlines: number, params: FareParams): number {
  const counted = Math.min(MAX_COUNTED_AIRLINES, Math.max(1, airlines));
  return (counted / 2) ** -(params.competitionExponentPerMille / 1000);
}

export function legKm(itinerary: Itinerary): number[] {
  return itinerary.path.slice(1).map((to, index) => distanceKm(itinerary.path[index]!, to));
}

/** The parts of an itinerary's fare before scaling: what the calibration fits. */
export function fareTerms(itinerary: Itinerary, params: FareParams) {
  const kms = legKm(itinerary);
  const flownKm = kms.reduce((total, km) => total + km, 0);
  const feeders = kms.reduce(
    (total, km, index) => (index === itinerary.trunkAt ? total : total + distanceCurve(km, params)),
    0,
  );
  return {
    trunk: distanceCurve(flownKm, params) * competitionFactor(itinerary.trunkAirlines, params),
    feeders,
    connections: itinerary.connections,
  };
}

/** The round-trip fare of an itinerary per traveller in US cents, before origin and season. */
export function baseFareCents(itinerary: Itinerary, params: FareParams): number {
  const terms = fareTerms(itinerary, params);
  return (
    params.levelCents * (terms.trunk + (terms.feeders * params.feederSharePerMille) / 1000) +
    params.connectionPremiumCents * terms.connections
  );
}

/**
 * Finds the itinerary a traveller would fly between two airports: the fewest connections (up to
 * two), then the shortest distance flown. The choice needs no fare, so the calibration and the
 * estimator route alike. Answers are kept per airport pair.
 */
export function createItineraryFinder(airports: readonly AirportPoint[], routes: RouteIndex) {
  const byIata = new Map(airports.map((airport) => [airport.iata, airport]));
  const memo = new Map<string, Itinerary>();
  const hubsOf = (iata: string) =>
    [...routes.neighbours(iata).keys()]
      .sort((a, b) => routes.neighbours(b).size - routes.neighbours(a).size || a.localeCompare(b))
      .slice(0, HUBS_TRIED);

  /** The nearest well-connected airport, for an airport the routes data does not know. */
  function assumedHub(airport: AirportPoint): AirportPoint | undefined {
    let best: AirportPoint | undefined;
    let bestKm = ASSUMED_HUB_REACH_KM;
    for (const candidate of airports) {
      if (routes.neighbours(candidate.iata).size < ASSUMED_HUB_MIN_ROUTES) continue;
      const km = distanceKm(airport, candidate);
      if (km < bestKm) [best, bestKm] = [candidate, km];
    }
    return best;
  }

  function itineraryOf(path: AirportPoint[], isAssumed: boolean): Itinerary {
    let trunkAt = 0;
    let longest = -1;
    for (let index = 0; index + 1 < path.length; index++) {
      const km = distanceKm(path[index]!, path[index + 1]!);
      if (km > longest) [trunkAt, longest] = [index, km];
    }
    const airlines = routes.airlinesBetween(path[trunkAt]!.iata, path[trunkAt + 1]!.iata);
    return {
      path,
      connections: path.length - 2,
      trunkAt,
      trunkAirlines: Math.max(1, airlines),
      isAssumed,
    };
  }

  function shortest(paths: AirportPoint[][], isAssumed: boolean): Itinerary | undefined {
    let best: AirportPoint[] | undefined;
    let bestKm = Infinity;
    for (const path of paths) {
      let km = 0;
      for (let index = 0; index + 1 < path.length; index++)
        km += distanceKm(path[index]!, path[index + 1]!);
      if (km < bestKm) [best, bestKm] = [path, km];
    }
    return best && itineraryOf(best, isAssumed);
  }

  /** Known routes only: direct, else one connection, else two. */
  function search(from: AirportPoint, to: AirportPoint, isAssumed: boolean) {
    if (routes.airlinesBetween(from.iata, to.iata) > 0) return itineraryOf([from, to], isAssumed);
    const oneStop: AirportPoint[][] = [];
    const [fewer, more] =
      routes.neighbours(from.iata).size <= routes.neighbours(to.iata).size
        ? [from, to]
        : [to, from];
    for (const via of routes.neighbours(fewer.iata).keys()) {
      const airport = byIata.get(via);
      if (airport && routes.airlinesBetween(via, more.iata) > 0) oneStop.push([from, airport, to]);
    }
    if (oneStop.length > 0) return shortest(oneStop, isAssumed);
    const twoStops: AirportPoint[][] = [];
    const nearTo = hubsOf(to.iata);
    for (const first of hubsOf(from.iata)) {
      const a = byIata.get(first);
      if (!a) continue;
      for (const second of nearTo) {
        const b = byIata.get(second);
        if (b && first !== second && routes.airlinesBetween(first, second) > 0)
          twoStops.push([from, a, b, to]);
      }
    }
    return shortest(twoStops, isAssumed);
  }

  return function findItinerary(from: AirportPoint, to: AirportPoint): Itinerary {
    const key = `${from.iata}-${to.iata}`;
    const known = memo.get(key);
    if (known) return known;
    let itinerary = search(from, to, false);
    if (!itinerary) {
      // An end with no known route: connect it to its nearest well-connected airport (assumed).
      const start = routes.neighbours(from.iata).size > 0 ? from : (assumedHub(from) ?? from);
      const end = routes.neighbours(to.iata).size > 0 ? to : (assumedHub(to) ?? to);
      const inner = start === from && end === to ? undefined : search(start, end, true);
      const path = inner
        ? [...(start === from ? [] : [from]), ...inner.path, ...(end === to ? [] : [to])]
        : [from, to];
      // With no route at all, the pair is priced as a direct flight and marked assumed.
      itinerary = itineraryOf(
        path.filter((airport, index) => index === 0 || airport !== path[index - 1]),
        true,
      );
    }
    if (memo.size > 20_000) memo.clear();
    memo.set(key, itinerary);
    return itinerary;
  };
}

export type ItineraryFinder = ReturnType<typeof createItineraryFinder>;
