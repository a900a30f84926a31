import type { DiscoverKind } from '#shared/contracts/compare';
import type { ClimateDestination } from '#server/climate/climate';
import { gatewaySightNear, type GatewaySight } from '#server/sights/sights';

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
