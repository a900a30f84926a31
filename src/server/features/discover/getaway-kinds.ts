import type { DiscoverKind } from '#shared/contracts/compare';
import type { ClimateDestination } from '#server/climate/climate';

/**
 * What each Sunshine Atlas destination type is a getaway for (docs/ESTIMATES.md#discover).
 * The first kind is the one a result shows; a filter matches any. "small town" and "regional
 * city" are absent: they are where people live and work, not where they go for a weekend.
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

/** The kinds of getaway a destination offers, first the one it is known for; [] if none. */
export function getawayKinds(destination: ClimateDestination): readonly DiscoverKind[] {
  return KINDS_BY_TYPE[destination.type] ?? [];
}

/** Beach resorts and seaside towns smaller than this need a busy airport to count as known. */
const KNOWN_RESORT_POPULATION = 20_000;
/** An airport with this many direct routes is one many airlines fly to: a known destination. */
const KNOWN_RESORT_ROUTES = 20;

/**
 * Whether a traveller would recognise the place as a getaway: a small island town with a
 * handful of routes (Castletown, Santa Cruz das Flores) is not a weekend away, while a resort
 * many airlines fly to is, however few people live there.
 */
export function isRecognisedGetaway(destination: ClimateDestination, airportRoutes: number) {
  if (getawayKinds(destination).length === 0) return false;
  const isResort = destination.type === 'beach resort' || destination.type === 'seaside town';
  return (
    !isResort ||
    destination.population >= KNOWN_RESORT_POPULATION ||
    airportRoutes >= KNOWN_RESORT_ROUTES
  );
}
