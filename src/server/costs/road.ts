/**
 * Road distance from straight-line distance, the one rule both the estimator's driving line and
 * Discover's day-drive test use (docs/ESTIMATES.md): roads run longer than the great circle, and
 * 1.3 is a common rule of thumb.
 */
export const ROAD_FACTOR_PER_MILLE = 1300;

/** Km of road for a straight-line distance in km, not rounded. */
export function roadKm(straightKm: number): number {
  return (straightKm * ROAD_FACTOR_PER_MILLE) / 1000;
}
