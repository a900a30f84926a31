import { Gazetteer } from './gazetteer-index';
import { readSnapshot } from './gazetteer-snapshot';
import { decodeGeonames } from './place-columns';
import { buildSearchIndex } from './search-index';

/** A populated place of the embedded gazetteer (GeoNames, population ≥ 1000). */
export interface GazetteerPlace {
  /** GeoNames id. */
  readonly id: number;
  readonly name: string;
  /** ISO 3166-1 alpha-2. */
  readonly countryCode: string;
  readonly countryName: string;
  /** GeoNames admin-1 code; the two-letter state code in the US. */
  readonly admin1: string;
  /** The admin-1 region's English name, when known. */
  readonly regionName: string | undefined;
  readonly population: number;
  readonly lat: number;
  readonly lng: number;
}

export interface NearbyPlace {
  place: GazetteerPlace;
  distanceKm: number;
}

export const GEONAMES_ATTRIBUTION = 'Place data © GeoNames, CC BY 4.0';

export { distanceKm } from './distance';
export { Gazetteer } from './gazetteer-index';
export {
  GAZETTEER_SNAPSHOT_FILE,
  gazetteerFromSnapshot,
  serializeGazetteer,
  type GazetteerSnapshot,
} from './gazetteer-snapshot';

let shared: Gazetteer | undefined;

/**
 * The process-wide gazetteer, built on first use and shared by every app instance: it is
 * immutable, so there is no reason to hold more than one copy in memory. A compiled server reads
 * the snapshot its build wrote beside it (a tenth of the time); from the sources it is built from
 * the GeoNames file (about a second).
 */
export function getGazetteer(): Gazetteer {
  shared ??= readSnapshot() ?? buildGazetteer();
  return shared;
}

/**
 * The shared gazetteer, read on its first use rather than now: the server hands this to its
 * services at start and answers its health check before any request needs a place. Every
 * property and method is the shared gazetteer's own, bound to it.
 */
export function gazetteerOnFirstUse(): Gazetteer {
  return new Proxy(Object.create(Gazetteer.prototype) as Gazetteer, {
    get(_target, key) {
      const gazetteer = getGazetteer();
      const value: unknown = Reflect.get(gazetteer, key, gazetteer);
      return typeof value === 'function' ? value.bind(gazetteer) : value;
    },
  });
}

/** Decodes the GeoNames file into columns and builds the search index. */
export function buildGazetteer(): Gazetteer {
  const { columns, names } = decodeGeonames();
  return new Gazetteer(columns, buildSearchIndex(columns, names));
}
