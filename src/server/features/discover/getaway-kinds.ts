import type { DiscoverKind } from '#shared/contracts/compare';
import { destinationMonths, type ClimateDestination } from '#server/climate/climate';
import { costData } from '#server/costs/cost-data';
import { routeData } from '#server/costs/route-data';
import { gatewaySightNear, type GatewaySight } from '#server/sights/sights';
import { thingsNear } from '#server/sights/things';

/**
 * What each Sunshine Atlas destination type is a getaway for (docs/ESTIMATES.md#discover).
 * The first kind is the one a result shows; a filter matches any. "small town" and "regional
 * city" are absent: they are where people live and work, not where they go for a weekend,
 * unless they are the gateway to a sight (`gatewayOf`).
 */
const KINDS_BY_TYPE: Record<string, readonly DiscoverKind[]> = {
  'major city break': ['city'],
  'city break': ['city'],
  'coastal city break': ['city', 'beach'],
  'major coastal city': ['city', 'beach'],
  'beach resort': ['beach'],
  'seaside town': ['beach'],
  'alpine / mountain town': ['mountains'],
  'alpine / mountain city': ['mountains', 'city'],
  'highland town': ['mountains'],
  'highland city': ['city', 'mountains'],
};

/** The atlas's types for where people live and work. */
const EVERYDAY_TYPES = new Set(['small town', 'regional city']);

/**
 * The natural World Heritage site or listed beach that makes a small town or regional city a
 * getaway (Tusayan for the Grand Canyon, Constanța for Mamaia Beach); null for any other place.
 */
export function gatewayOf(destination: ClimateDestination): GatewaySight | null {
  return EVERYDAY_TYPES.has(destination.type) ? gatewaySightNear(destination) : null;
}

/** The kinds of getaway a destination offers, first the one it is known for; [] if none. */
export function getawayKinds(destination: ClimateDestination): readonly DiscoverKind[] {
  const gateway = gatewayOf(destination);
  if (gateway) return [gateway.kind];
  return KINDS_BY_TYPE[destination.type] ?? [];
}

/** Beach resorts and seaside towns smaller than this need a busy airport to count as known. */
const KNOWN_RESORT_POPULATION = 20_000;
/** An airport with this many direct routes is one many airlines fly to: a known destination. */
const KNOWN_RESORT_ROUTES = 20;

/** The atlas's types that it gives by elevation, not by what is around. */
const ELEVATION_TYPES = new Set([
  'alpine / mountain town',
  'alpine / mountain city',
  'highland town',
  'highland city',
]);

/**
 * Whether the atlas's mountain type needs checking: in the United States it goes by elevation,
 * so every town on the high plains reads as a mountain town (Cheyenne, Alliance NE, Casper).
 */
export function needsOwnLodgingRate(destination: ClimateDestination): boolean {
  return destination.countryCode === 'US' && ELEVATION_TYPES.has(destination.type);
}

/**
 * Whether a traveller would recognise the place as a getaway (docs/ESTIMATES.md#discover):
 * - a small island town with a handful of routes (Castletown, Santa Cruz das Flores) is not a
 *   weekend away, while a resort many airlines fly to is, however few people live there;
 * - a US "mountain town" counts only with a GSA lodging rate of its own, which the government
 *   sets where visitors crowd the hotels (Aspen, Jackson, Telluride; Vail for Eagle), not on the
 *   plains' standard rate.
 */
export function isRecognisedGetaway(
  destination: ClimateDestination,
  airportRoutes: number,
  hasOwnLodgingRate: boolean,
) {
  if (getawayKinds(destination).length === 0) return false;
  if (needsOwnLodgingRate(destination) && !hasOwnLodgingRate) return false;
  const isResort =
    destination.type === 'beach resort' ||
    destination.type === 'seaside town' ||
    gatewayOf(destination)?.kind === 'beach';
  return (
    !isResort ||
    destination.population >= KNOWN_RESORT_POPULATION ||
    airportRoutes >= KNOWN_RESORT_ROUTES
  );
}

/** A city break needs this many listed things to do… */
export const CITY_MIN_THINGS = 5;
/** …within this many km of its centre (docs/ESTIMATES.md#discover-tiers). */
export const CITY_THINGS_KM = 15;
/** A listed beach this close makes a place a beach getaway. */
const BEACH_NEAR_KM = 15;
/** A beach resort or seaside town smaller than this lives from its beach. */
const BEACH_TOWN_POPULATION = 50_000;
/** Beach weather: a typical day high of at least this, every month of the stay. */
export const BEACH_DAY_HIGH_C = 20;

/** A resort is flown to directly from at least this many other countries. */
const RESORT_FOREIGN_COUNTRIES = 2;

let flownFrom: Map<string, Set<string>> | undefined;
/** The other countries each airport has direct flights from (OpenFlights), worked out on first use. */
function foreignCountriesByAirport(): Map<string, Set<string>> {
  if (flownFrom) return flownFrom;
  const airportCountry = new Map(
    costData.airports.map((airport) => [airport.iata, airport.country]),
  );
  flownFrom = new Map<string, Set<string>>();
  for (const [a, b] of routeData.routes) {
    const [countryA, countryB] = [airportCountry.get(a), airportCountry.get(b)];
    if (!countryA || !countryB || countryA === countryB) continue;
    for (const [airport, from] of [
      [a, countryB],
      [b, countryA],
    ] as const) {
      const countries = flownFrom.get(airport) ?? new Set<string>();
      countries.add(from);
      flownFrom.set(airport, countries);
    }
  }
  return flownFrom;
}
/** Where holidaymakers fly in: direct flights from RESORT_FOREIGN_COUNTRIES other countries. */
const isFlownFromAbroad = (iata: string) =>
  (foreignCountriesByAirport().get(iata)?.size ?? 0) >= RESORT_FOREIGN_COUNTRIES;

/**
 * Whether a beach is the reason to go (docs/ESTIMATES.md#discover-tiers): a beach listed in the
 * shipped sights within BEACH_NEAR_KM, or the listed beach it is the gateway to; or the atlas
 * types it a beach resort or seaside town and it is either small (a town that lives from its
 * beach) or flown to from two other countries or more (a resort, not a port or a border city like
 * Coatzacoalcos, Zonguldak or Tapachula). A coastal city needs the listed beach.
 */
export function hasBeachToGoFor(
  destination: ClimateDestination,
  centre: { lat: number; lng: number },
): boolean {
  if (gatewayOf(destination)?.kind === 'beach') return true;
  if (thingsNear(centre, BEACH_NEAR_KM).some((thing) => thing.kind === 'beach')) return true;
  const isBeachType = destination.type === 'beach resort' || destination.type === 'seaside town';
  return (
    isBeachType &&
    ((destination.population > 0 && destination.population < BEACH_TOWN_POPULATION) ||
      isFlownFromAbroad(destination.iata))
  );
}

/**
 * The kinds Discover offers a destination, first the one it shows: its atlas kinds
 * (`getawayKinds`) less a city break without CITY_MIN_THINGS listed things to do within
 * CITY_THINGS_KM of `centre` (a highland city without them offers nothing), and less a beach
 * without a beach to go for.
 */
export function offeredKinds(
  destination: ClimateDestination,
  centre: { lat: number; lng: number },
): DiscoverKind[] {
  const hasThingsToDo = thingsNear(centre, CITY_THINGS_KM).length >= CITY_MIN_THINGS;
  // A highland city is a city on a plateau (Aguascalientes, San Luis Potosí): without a city's
  // things to do, its height alone does not make it a mountain getaway.
  if (destination.type === 'highland city' && !hasThingsToDo) return [];
  return getawayKinds(destination).filter((kind) => {
    if (kind === 'city') return hasThingsToDo;
    if (kind === 'beach') return hasBeachToGoFor(destination, centre);
    return true;
  });
}

/** The months (1-12) whose typical day high at the destination makes beach weather. */
export function beachMonths(destination: ClimateDestination): Set<number> {
  return new Set(
    destinationMonths(destination)
      .filter((normals) => normals.dayHighC >= BEACH_DAY_HIGH_C)
      .map((normals) => normals.month),
  );
}
