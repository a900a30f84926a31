import { distanceKm } from '../providers/places/gazetteer';
import type { AirportPoint } from './cost-data-types';

export interface NearestAirport {
  airport: AirportPoint;
  distanceKm: number;
}

/**
 * Within this distance a major airport wins over a nearer small one: Seattle flies from SEA, not
 * from Boeing Field, though both have scheduled service.
 */
export const MAJOR_AIRPORT_REACH_KM = 100;

/**
 * Finds the airport a traveller would fly from: the nearest major airport within reach, else the
 * nearest with scheduled service. The airports are bucketed by whole degrees of latitude once,
 * and a search looks at the bands near the point first, so one lookup touches a few hundred
 * airports at most instead of all of them.
 */
export function createAirportFinder(airports: readonly AirportPoint[]) {
  const index = (list: readonly AirportPoint[]) => {
    const bands = new Map<number, AirportPoint[]>();
    for (const airport of list) {
      const band = Math.floor(airport.lat);
      let members = bands.get(band);
      if (!members) bands.set(band, (members = []));
      members.push(airport);
    }
    return bands;
  };
  const all = index(airports);
  const major = index(airports.filter((airport) => airport.isLarge));

  return {
    nearestAirport(point: { lat: number; lng: number }): NearestAirport | undefined {
      const nearestMajor = nearestIn(major, point, MAJOR_AIRPORT_REACH_KM);
      return nearestMajor ?? nearestIn(all, point, Infinity);
    },
    /** Every major airport within reach, nearest first: a city's choice of gateways. */
    majorAirportsNear(point: { lat: number; lng: number }): NearestAirport[] {
      const found: NearestAirport[] = [];
      const home = Math.floor(point.lat);
      for (let band = home - 1; band <= home + 1; band++) {
        for (const airport of major.get(band) ?? []) {
          const distance = distanceKm(point, airport);
          if (distance <= MAJOR_AIRPORT_REACH_KM) found.push({ airport, distanceKm: distance });
        }
      }
      return found.sort((a, b) => a.distanceKm - b.distanceKm);
    },
  };
}

function nearestIn(
  bands: Map<number, AirportPoint[]>,
  point: { lat: number; lng: number },
  maxKm: number,
): NearestAirport | undefined {
  let best: NearestAirport | undefined;
  const home = Math.floor(point.lat);
  for (let step = 0; step <= 180; step++) {
    // A degree of latitude is at least 110 km, so once the next band is farther than the best
    // airport found (or the reach), no band beyond it can hold a nearer one.
    const bandGapKm = Math.max(0, step - 1) * 110;
    if (bandGapKm > Math.min(best?.distanceKm ?? Infinity, maxKm)) break;
    for (const band of step === 0 ? [home] : [home - step, home + step]) {
      for (const airport of bands.get(band) ?? []) {
        const distance = distanceKm(point, airport);
        if (distance <= maxKm && (!best || distance < best.distanceKm)) {
          best = { airport, distanceKm: distance };
        }
      }
    }
  }
  return best;
}
