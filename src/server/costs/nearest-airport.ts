import { distanceKm } from '../providers/places/gazetteer';
import type { AirportPoint } from './cost-data-types';

export interface NearestAirport {
  airport: AirportPoint;
  distanceKm: number;
}

/**
 * Finds the airport with scheduled service nearest a point. The airports are bucketed by whole
 * degrees of latitude once, and a search looks at the bands near the point first, so one lookup
 * touches a few hundred airports at most instead of all of them.
 */
export function createAirportFinder(airports: readonly AirportPoint[]) {
  const bands = new Map<number, AirportPoint[]>();
  for (const airport of airports) {
    const band = Math.floor(airport.lat);
    let list = bands.get(band);
    if (!list) bands.set(band, (list = []));
    list.push(airport);
  }

  return function nearestAirport(point: { lat: number; lng: number }): NearestAirport | undefined {
    let best: NearestAirport | undefined;
    const home = Math.floor(point.lat);
    // A degree of latitude is at least 110 km, so once the next band is farther than the best
    // airport found, no band beyond it can hold a nearer one.
    for (let step = 0; step <= 180; step++) {
      const bandGapKm = Math.max(0, step - 1) * 110;
      if (best && bandGapKm > best.distanceKm) break;
      for (const band of step === 0 ? [home] : [home - step, home + step]) {
        for (const airport of bands.get(band) ?? []) {
          const distance = distanceKm(point, airport);
          if (!best || distance < best.distanceKm) best = { airport, distanceKm: distance };
        }
      }
    }
    return best;
  };
}
