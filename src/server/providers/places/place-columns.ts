import countries from 'i18n-iso-countries';
import { US_STATES } from '#shared/domain/us-states';
import { readGeonamesCities } from './geonames-cities';
import { foldPlaceText } from './place-text';
import admin1NamesJson from './data/admin1-names.json' with { type: 'json' };

const admin1Names: Record<string, string> = admin1NamesJson;
export const usStateNames = new Map<string, string>(
  US_STATES.map((state) => [state.code, state.name]),
);

/** Names i18n-iso-countries gives in a long official or ambiguous form. */
const COUNTRY_NAME_OVERRIDES: Record<string, string> = {
  GB: 'United Kingdom',
  CD: 'DR Congo',
  CG: 'Republic of the Congo',
  VA: 'Vatican City',
  LA: 'Laos',
  SY: 'Syria',
  BN: 'Brunei',
  FM: 'Micronesia',
  XK: 'Kosovo',
};

/** The short English name people use ("United States", "Czechia"); never contains a comma. */
function countryNameOf(code: string): string {
  const override = COUNTRY_NAME_OVERRIDES[code];
  if (override) return override;
  const names = (countries.getName(code, 'en', { select: 'all' }) ?? []) as string[];
  const usable = names
    .filter((name) => !name.includes(',') && !/^[A-Z.]+$/.test(name))
    .sort((a, b) => a.length - b.length);
  return usable[0] ?? names[0]?.split(',')[0] ?? code;
}

/** One admin-1 region: the GeoNames code and its English name when known. */
export interface Region {
  countryCode: string;
  countryName: string;
  admin1: string;
  regionName: string | undefined;
}

/**
 * Strings packed end to end as UTF-8, string `i` from `starts[i]` to `starts[i + 1]`: 1.5 MB of
 * bytes instead of 130,000 or more separate strings (12 MB of heap for the names and keys
 * together, docs/PERFORMANCE.md), and nothing for the garbage collector to walk.
 */
export interface PackedStrings {
  bytes: Uint8Array;
  starts: Int32Array;
}

export function packStrings(strings: readonly string[]): PackedStrings {
  const encoded = strings.map((text) => Buffer.from(text, 'utf8'));
  const starts = new Int32Array(encoded.length + 1);
  encoded.forEach((bytes, index) => (starts[index + 1] = (starts[index] ?? 0) + bytes.length));
  return { bytes: new Uint8Array(Buffer.concat(encoded)), starts };
}

/**
 * The places as columns (one typed array per field) rather than one object per place: about a
 * third of the memory, and no objects for the garbage collector to walk. Objects are made only
 * for the few places a call answers.
 */
export interface PlaceColumns {
  ids: Int32Array;
  names: PackedStrings;
  regions: Region[];
  regionOf: Uint16Array;
  population: Uint32Array;
  lat: Float64Array;
  lng: Float64Array;
}

/** Our short country names folded, for addresses written by this app ("DR Congo"). */
export const countryCodeByName = new Map<string, string>();

/** Historical, abandoned and destroyed places: nobody plans a trip there. */
const FORMER_PLACE_CODES = new Set(['PPLH', 'PPLQ', 'PPLW']);

/** The GeoNames file decoded into columns, with each place's name (by place index). */
export function decodeGeonames(): { columns: PlaceColumns; names: string[] } {
  const regions: Region[] = [];
  const regionIndex = new Map<string, number>();
  // Plain number arrays while decoding (no object per city), typed arrays once the size is known.
  const ids: number[] = [];
  const regionOf: number[] = [];
  const population: number[] = [];
  const lat: number[] = [];
  const lng: number[] = [];
  const names = readGeonamesCities((city) => {
    if (FORMER_PLACE_CODES.has(city.featureCode)) return undefined;
    const regionKey = `${city.country}.${city.admin1}`;
    let region = regionIndex.get(regionKey);
    if (region === undefined) {
      const countryName = countryNameOf(city.country);
      countryCodeByName.set(foldPlaceText(countryName), city.country);
      region = regions.length;
      regions.push({
        countryCode: city.country,
        countryName,
        admin1: city.admin1,
        regionName: city.country === 'US' ? usStateNames.get(city.admin1) : admin1Names[regionKey],
      });
      regionIndex.set(regionKey, region);
    }
    ids.push(city.id);
    regionOf.push(region);
    population.push(city.population);
    lat.push(city.lat);
    lng.push(city.lng);
    return city.name;
  });
  const columns = {
    ids: Int32Array.from(ids),
    names: packStrings(names),
    regions,
    regionOf: Uint16Array.from(regionOf),
    population: Uint32Array.from(population),
    lat: Float64Array.from(lat),
    lng: Float64Array.from(lng),
  };
  return { columns, names };
}
