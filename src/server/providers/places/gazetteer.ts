import { existsSync, readFileSync } from 'node:fs';
import { deserialize, serialize } from 'node:v8';
import countries from 'i18n-iso-countries';
import { US_STATES } from '#shared/domain/us-states';
import { readGeonamesCities } from './geonames-cities';
import { foldPlaceText } from './place-text';
import admin1NamesJson from './data/admin1-names.json' with { type: 'json' };

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

const admin1Names: Record<string, string> = admin1NamesJson;
const usStateNames = new Map<string, string>(US_STATES.map((state) => [state.code, state.name]));

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

/** Common local or English names GeoNames files under the other form (folded → name, country). */
const NAME_ALIASES: [alias: string, name: string, country: string][] = [
  ['München', 'Munich', 'DE'],
  ['Köln', 'Cologne', 'DE'],
  ['Cologne', 'Köln', 'DE'],
  ['Nuremberg', 'Nürnberg', 'DE'],
  ['Wien', 'Vienna', 'AT'],
  ['Praha', 'Prague', 'CZ'],
  ['Roma', 'Rome', 'IT'],
  ['Firenze', 'Florence', 'IT'],
  ['Venezia', 'Venice', 'IT'],
  ['Napoli', 'Naples', 'IT'],
  ['Milano', 'Milan', 'IT'],
  ['Torino', 'Turin', 'IT'],
  ['Genova', 'Genoa', 'IT'],
  ['Lisboa', 'Lisbon', 'PT'],
  ['Warszawa', 'Warsaw', 'PL'],
  ['Moskva', 'Moscow', 'RU'],
  ['Bruxelles', 'Brussels', 'BE'],
  ['Brussel', 'Brussels', 'BE'],
  ['Bruges', 'Brugge', 'BE'],
  ['Antwerp', 'Antwerpen', 'BE'],
  ['København', 'Copenhagen', 'DK'],
  ['Den Haag', 'The Hague', 'NL'],
  ['Athina', 'Athens', 'GR'],
  ['Seville', 'Sevilla', 'ES'],
  ['Geneva', 'Genève', 'CH'],
  ['Lucerne', 'Luzern', 'CH'],
  ['Gothenburg', 'Göteborg', 'SE'],
  ['Kiev', 'Kyiv', 'UA'],
  ['București', 'Bucharest', 'RO'],
  ['Beograd', 'Belgrade', 'RS'],
  ['Ciudad de México', 'Mexico City', 'MX'],
  // GeoNames names the capital "Washington, D.C.", so "Washington, DC" found only a namesake.
  ['Washington', 'Washington, D.C.', 'US'],
  ['New York', 'New York City', 'US'],
];

/**
 * Without its region, a name stands for its most populous place only when that place has at
 * least this many times the people of the next one of the name ("Paris" is Paris, France;
 * "Springfield" or "Washington, Utah-or-Illinois" is none of them).
 */
const DOMINANT_PLACE_RATIO = 5;

/** How a search key was made from a place. Lower ranks first. */
const enum KeyKind {
  Name = 0,
  Alias = 1,
  Word = 2,
}

const EARTH_RADIUS_KM = 6371;

export function distanceKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }) {
  const toRad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * toRad;
  const dLng = (b.lng - a.lng) * toRad;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.lat * toRad) * Math.cos(b.lat * toRad) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** One admin-1 region: the GeoNames code and its English name when known. */
interface Region {
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
interface PackedStrings {
  bytes: Uint8Array;
  starts: Int32Array;
}

function packStrings(strings: readonly string[]): PackedStrings {
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
interface PlaceColumns {
  ids: Int32Array;
  names: PackedStrings;
  regions: Region[];
  regionOf: Uint16Array;
  population: Uint32Array;
  lat: Float64Array;
  lng: Float64Array;
}

/**
 * The world gazetteer behind the embedded places adapter, weather geocoding and offline
 * suggestions. Built once per process (see `getGazetteer`) and never changed afterwards, so
 * every app instance can share it.
 */
/** The sorted search keys, with the place and kind of each (parallel arrays). */
interface SearchIndex {
  /** Place indices sorted by GeoNames id, for `get`. */
  byId: Int32Array;
  /** Folded, in the order of their UTF-8 bytes, which `lowerBound` compares. */
  keys: PackedStrings;
  keyPlace: Int32Array;
  keyKind: Uint8Array;
}

/**
 * Everything a gazetteer is, in a form `v8.serialize` keeps whole (typed arrays, plain arrays and
 * objects): written once by the server build, so a start reads it instead of decoding and sorting
 * 150,000 places again (docs/PERFORMANCE.md).
 */
export interface GazetteerSnapshot {
  columns: PlaceColumns;
  index: SearchIndex;
  countryCodes: [folded: string, code: string][];
}

function buildSearchIndex(columns: PlaceColumns, names: readonly string[]): SearchIndex {
  const { ids, regions, regionOf, population } = columns;
  const byId = Int32Array.from(ids, (_, index) => index).sort(
    (a, b) => (ids[a] ?? 0) - (ids[b] ?? 0),
  );
  const entries: { key: string; place: number; kind: KeyKind }[] = [];
  names.forEach((name, index) => {
    const folded = foldPlaceText(name);
    // "Zürich (Kreis 11)": districts GeoNames files beside their city would crowd it out.
    if (!folded || name.includes('(')) return;
    entries.push({ key: folded, place: index, kind: KeyKind.Name });
    // Every later word starts a key too, so "york" finds "New York City".
    for (let at = folded.indexOf(' '); at !== -1; at = folded.indexOf(' ', at + 1)) {
      entries.push({ key: folded.slice(at + 1), place: index, kind: KeyKind.Word });
    }
  });
  for (const [alias, name, country] of NAME_ALIASES) {
    let target: number | undefined;
    names.forEach((candidate, index) => {
      if (candidate !== name || regions[regionOf[index] ?? 0]?.countryCode !== country) return;
      if (target === undefined || (population[index] ?? 0) > (population[target] ?? 0)) {
        target = index;
      }
    });
    if (target !== undefined) {
      entries.push({ key: foldPlaceText(alias), place: target, kind: KeyKind.Alias });
    }
  }
  // In the order of the keys' UTF-8 bytes, as `lowerBound` compares them: the bytes read as
  // Latin-1 compare as the bytes do, and as strings the sort stays native.
  const byteOrder = entries.map((entry) => Buffer.from(entry.key, 'utf8').toString('latin1'));
  const sorted = Array.from(entries, (_, index) => index)
    .sort((a, b) => (byteOrder[a]! < byteOrder[b]! ? -1 : byteOrder[a]! > byteOrder[b]! ? 1 : 0))
    .map((index) => entries[index]!);
  return {
    byId,
    keys: packStrings(sorted.map((entry) => entry.key)),
    keyPlace: Int32Array.from(sorted, (entry) => entry.place),
    keyKind: Uint8Array.from(sorted, (entry) => entry.kind),
  };
}

/**
 * The world gazetteer behind the embedded places adapter, weather geocoding and offline
 * suggestions. Built once per process (see `getGazetteer`) and never changed afterwards, so
 * every app instance can share it.
 */
export class Gazetteer {
  private readonly columns: PlaceColumns;
  /** The names' bytes as a Buffer, whose `toString` decodes a range without a copy. */
  private readonly nameText: Buffer;
  private readonly byId: Int32Array;
  private readonly keys: PackedStrings;
  private readonly keyPlace: Int32Array;
  private readonly keyKind: Uint8Array;
  private readonly shortQueryResults = new Map<string, readonly GazetteerPlace[]>();

  constructor(columns: PlaceColumns, index: SearchIndex) {
    this.columns = columns;
    const { bytes } = columns.names;
    this.nameText = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    this.byId = index.byId;
    this.keys = index.keys;
    this.keyPlace = index.keyPlace;
    this.keyKind = index.keyKind;
  }

  /** What `getGazetteer` can start from instead of the GeoNames file. */
  snapshot(): GazetteerSnapshot {
    const { byId, keys, keyPlace, keyKind } = this;
    return {
      columns: this.columns,
      index: { byId, keys, keyPlace, keyKind },
      countryCodes: [...countryCodeByName],
    };
  }

  get size(): number {
    return this.columns.ids.length;
  }

  get(id: number): GazetteerPlace | undefined {
    const { ids } = this.columns;
    let low = 0;
    let high = this.byId.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if ((ids[this.byId[mid] ?? 0] ?? 0) < id) low = mid + 1;
      else high = mid;
    }
    const index = this.byId[low];
    return index !== undefined && ids[index] === id ? this.placeAt(index) : undefined;
  }

  /** "City, ST, United States" in the US, "City, Region, Country" or "City, Country" elsewhere. */
  label(place: GazetteerPlace): string {
    if (place.countryCode === 'US' && usStateNames.has(place.admin1)) {
      return `${place.name}, ${place.admin1}, ${place.countryName}`;
    }
    return place.regionName && place.regionName !== place.name
      ? `${place.name}, ${place.regionName}, ${place.countryName}`
      : `${place.name}, ${place.countryName}`;
  }

  /**
   * Places whose name (or a word of it) starts with what was typed, best first: the exact name,
   * then a prefix of the name, then a later word, each weighed by population (MATCH_QUALITY).
   * Text after a comma narrows by region or country: "paris, us", "austin, tx".
   */
  search(input: string, limit = 5): readonly GazetteerPlace[] {
    const [namePart = '', ...rest] = input.split(',');
    const query = foldPlaceText(namePart);
    if (!query) return [];
    const qualifiers = rest.map(foldPlaceText).filter(Boolean);
    // One or two letters scan thousands of keys; there are few such queries, so remember them.
    const memoKey = query.length <= 2 && qualifiers.length === 0 ? `${query}|${limit}` : undefined;
    const remembered = memoKey ? this.shortQueryResults.get(memoKey) : undefined;
    if (remembered) return remembered;

    const best: { place: number; weight: number }[] = [];
    const typed = Buffer.from(query, 'utf8');
    // UTF-8 never holds the byte 0xff, so every key that starts with `typed` sorts before this.
    const end = this.lowerBound(Buffer.concat([typed, PAST_EVERY_CHARACTER]));
    for (let i = this.lowerBound(typed); i < end; i++) {
      const place = this.keyPlace[i] ?? 0;
      const kind = (this.keyKind[i] ?? KeyKind.Word) as KeyKind;
      const quality = MATCH_QUALITY[kind][this.keyLength(i) === typed.length ? 0 : 1];
      // People count, scaled by how well the text matches: an exact name outranks a prefix unless
      // the prefix match is a far bigger place ("par" → Paris, not the village of Par).
      const weight = (this.populationAt(place) + 1000) * quality;
      const worst = best[best.length - 1];
      if (best.length === limit * 2 && worst && weight <= worst.weight) continue;
      const existing = best.findIndex((entry) => entry.place === place);
      if (existing !== -1) {
        if ((best[existing]?.weight ?? 0) >= weight) continue;
        best.splice(existing, 1);
      } else if (qualifiers.length && !this.matchesQualifiers(place, qualifiers)) {
        continue;
      }
      const at = best.findIndex((entry) => weight > entry.weight);
      best.splice(at === -1 ? best.length : at, 0, { place, weight });
      // Keep a few spare, since equal labels are merged below.
      if (best.length > limit * 2) best.pop();
    }

    const labels = new Set<string>();
    const results: GazetteerPlace[] = [];
    for (const entry of best) {
      const place = this.placeAt(entry.place);
      const label = this.label(place);
      if (labels.has(label)) continue;
      labels.add(label);
      results.push(place);
      if (results.length === limit) break;
    }
    if (memoKey) this.shortQueryResults.set(memoKey, results);
    return results;
  }

  /**
   * The place an address names, e.g. the parts of a trip's "Lisbon, Lisboa, Portugal": the name
   * must match exactly; the country (name or code) must match when known; a matching region is
   * preferred; then the most populous.
   */
  resolve(parts: {
    city: string;
    state?: string;
    country?: string;
    /** Only places in the named region (else a matching region is merely preferred). */
    requireRegion?: boolean;
  }): GazetteerPlace | undefined {
    const name = foldPlaceText(parts.city);
    if (!name) return undefined;
    const country = parts.country ? this.countryCodeOf(parts.country) : undefined;
    if (parts.country?.trim() && !country) return undefined;
    const state = parts.state ? foldPlaceText(parts.state) : '';

    // The most populous place in the named region; failing that, the most populous of the name
    // when it clearly dominates the next (a name shared by towns of a size names none of them).
    let inRegion: { place: number; people: number } | undefined;
    let first: { place: number; people: number } | undefined;
    let second: { place: number; people: number } | undefined;
    const named = Buffer.from(name, 'utf8');
    for (let i = this.lowerBound(named); this.compareKey(i, named) === 0; i++) {
      if (this.keyKind[i] === KeyKind.Word) continue;
      const place = this.keyPlace[i] ?? 0;
      const region = this.regionAt(place);
      if (country && region.countryCode !== country) continue;
      const people = this.populationAt(place);
      if (state !== '' && regionMatchesText(region, state, true)) {
        if (!inRegion || people > inRegion.people) inRegion = { place, people };
      }
      if (first?.place === place || second?.place === place) continue;
      if (!first || people > first.people) [first, second] = [{ place, people }, first];
      else if (!second || people > second.people) second = { place, people };
    }
    if (inRegion) return this.placeAt(inRegion.place);
    if (parts.requireRegion || !first) return undefined;
    const dominant = !second || first.people >= DOMINANT_PLACE_RATIO * Math.max(1, second.people);
    return dominant ? this.placeAt(first.place) : undefined;
  }

  /**
   * The place one free-text address names: "City, Region, Country" / "City, Country" / "City".
   * The one resolver of a trip's or traveller's place label for every feature: a label this
   * gazetteer wrote is its place, even where the name holds a comma ("Washington, D.C., United
   * States"); otherwise `resolve` on the parts, then with "City" added ("New York, NY" is New
   * York City), and "St." as "Saint". An address it cannot pin down resolves to none, never to a namesake.
   */
  resolveAddress(address: string): GazetteerPlace | undefined {
    const parts = address
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean);
    const [city, ...rest] = parts;
    if (!city) return undefined;
    const saint = city.replace(/^St\.? /i, 'Saint ');
    return (
      this.labelled(parts) ??
      this.resolveParts(city, rest) ??
      (/ city$/i.test(city) ? undefined : this.resolveParts(`${city} City`, rest)) ??
      (saint !== city ? this.resolveParts(saint, rest) : undefined)
    );
  }

  /** The most populous place whose label is `parts` joined, its name being the first few parts. */
  private labelled(parts: readonly string[]): GazetteerPlace | undefined {
    const whole = foldPlaceText(parts.join(', '));
    let best: { place: number; people: number } | undefined;
    for (let count = 1; count < parts.length; count++) {
      const named = Buffer.from(foldPlaceText(parts.slice(0, count).join(', ')), 'utf8');
      for (let i = this.lowerBound(named); this.compareKey(i, named) === 0; i++) {
        if (this.keyKind[i] !== KeyKind.Name) continue;
        const place = this.keyPlace[i] ?? 0;
        const people = this.populationAt(place);
        if (best && people <= best.people) continue;
        if (foldPlaceText(this.label(this.placeAt(place))) === whole) best = { place, people };
      }
    }
    return best ? this.placeAt(best.place) : undefined;
  }

  private resolveParts(city: string, rest: readonly string[]): GazetteerPlace | undefined {
    if (rest.length === 0) return this.resolve({ city });
    const country = rest[rest.length - 1] ?? '';
    if (rest.length === 1) {
      // "Paris, France", or "Austin, TX" where the last part names the region ("CA" is both).
      return (
        (this.countryCodeOf(country) ? this.resolve({ city, country }) : undefined) ??
        this.resolve({ city, state: country, requireRegion: true })
      );
    }
    return this.resolve({ city, ...(rest[0] !== undefined ? { state: rest[0] } : {}), country });
  }

  /** The most populous places within `radiusKm` (at least 3 km away), the place itself excluded. */
  nearby(origin: GazetteerPlace, radiusKm: number, limit: number): NearbyPlace[] {
    const { ids, lat, lng } = this.columns;
    const latSpan = radiusKm / 111;
    const found: { index: number; distanceKm: number }[] = [];
    for (let index = 0; index < ids.length; index++) {
      const placeLat = lat[index] ?? 0;
      if (ids[index] === origin.id || Math.abs(placeLat - origin.lat) > latSpan) continue;
      const distance = distanceKm(origin, { lat: placeLat, lng: lng[index] ?? 0 });
      if (distance <= radiusKm && distance >= 3) found.push({ index, distanceKm: distance });
    }
    return found
      .sort(
        (a, b) =>
          this.populationAt(b.index) - this.populationAt(a.index) || a.distanceKm - b.distanceKm,
      )
      .slice(0, limit)
      .map(({ index, distanceKm }) => ({ place: this.placeAt(index), distanceKm }));
  }

  /** ISO code for "PT", "pt", "Portugal", "United States", "USA"; undefined when unknown. */
  countryCodeOf(country: string): string | undefined {
    const trimmed = country.trim();
    if (/^[A-Za-z]{2}$/.test(trimmed) && countries.isValid(trimmed.toUpperCase())) {
      return trimmed.toUpperCase();
    }
    return (
      countries.getAlpha2Code(trimmed, 'en') ??
      (/^[A-Za-z]{3}$/.test(trimmed)
        ? countries.alpha3ToAlpha2(trimmed.toUpperCase())
        : undefined) ??
      countryCodeByName.get(foldPlaceText(trimmed))
    );
  }

  private placeAt(index: number): GazetteerPlace {
    const { ids, names, population, lat, lng } = this.columns;
    const region = this.regionAt(index);
    return {
      id: ids[index] ?? 0,
      name: this.nameText.toString('utf8', names.starts[index], names.starts[index + 1]),
      countryCode: region.countryCode,
      countryName: region.countryName,
      admin1: region.admin1,
      regionName: region.regionName,
      population: population[index] ?? 0,
      lat: lat[index] ?? 0,
      lng: lng[index] ?? 0,
    };
  }

  private regionAt(index: number): Region {
    return this.columns.regions[this.columns.regionOf[index] ?? 0] ?? UNKNOWN_REGION;
  }

  private populationAt(index: number): number {
    return this.columns.population[index] ?? 0;
  }

  private matchesQualifiers(index: number, qualifiers: string[]): boolean {
    const region = this.regionAt(index);
    return qualifiers.every(
      (qualifier) =>
        regionMatchesText(region, qualifier, false) ||
        foldPlaceText(region.countryName).startsWith(qualifier) ||
        region.countryCode.toLowerCase() === qualifier ||
        (qualifier === 'usa' && region.countryCode === 'US') ||
        (qualifier === 'uk' && region.countryCode === 'GB'),
    );
  }

  /** The first key not before `key`, comparing UTF-8 bytes as the keys were sorted. */
  private lowerBound(key: Uint8Array): number {
    let low = 0;
    let high = this.keys.starts.length - 1;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (this.compareKey(mid, key) < 0) low = mid + 1;
      else high = mid;
    }
    return low;
  }

  /** Negative, zero or positive as key `index` sorts before, equal to or after `key`; positive past the last. */
  private compareKey(index: number, key: Uint8Array): number {
    const { bytes, starts } = this.keys;
    if (index >= starts.length - 1) return 1;
    const start = starts[index] ?? 0;
    const length = (starts[index + 1] ?? 0) - start;
    const shorter = Math.min(length, key.length);
    for (let at = 0; at < shorter; at++) {
      const difference = (bytes[start + at] ?? 0) - (key[at] ?? 0);
      if (difference !== 0) return difference;
    }
    return length - key.length;
  }

  private keyLength(index: number): number {
    return (this.keys.starts[index + 1] ?? 0) - (this.keys.starts[index] ?? 0);
  }
}

const PAST_EVERY_CHARACTER = Buffer.from([0xff]);

const UNKNOWN_REGION: Region = {
  countryCode: '',
  countryName: '',
  admin1: '',
  regionName: undefined,
};

function regionMatchesText(region: Region, folded: string, exact: boolean): boolean {
  // A code written with stops ("D.C." folds to "d c") is still the code.
  const code = region.admin1.toLowerCase();
  if (code === folded || (folded.length <= 5 && code === folded.replace(/ /g, ''))) return true;
  const name = region.regionName;
  if (!name) return false;
  const regionFolded = foldPlaceText(name);
  return exact ? regionFolded === folded : regionFolded.startsWith(folded);
}

/** Weight of a match by kind of key, [exact, prefix]. */
const MATCH_QUALITY: Record<KeyKind, [exact: number, prefix: number]> = {
  [KeyKind.Name]: [30, 1],
  [KeyKind.Alias]: [30, 1],
  [KeyKind.Word]: [3, 0.2],
};

/** Our short country names folded, for addresses written by this app ("DR Congo"). */
const countryCodeByName = new Map<string, string>();

/** Historical, abandoned and destroyed places: nobody plans a trip there. */
const FORMER_PLACE_CODES = new Set(['PPLH', 'PPLQ', 'PPLW']);

let shared: Gazetteer | undefined;

/** Where the server build writes the snapshot: beside the compiled server, not in the sources. */
export const GAZETTEER_SNAPSHOT_FILE = 'gazetteer.v8';

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

function readSnapshot(): Gazetteer | undefined {
  const file = new URL(`./${GAZETTEER_SNAPSHOT_FILE}`, import.meta.url);
  if (!existsSync(file)) return undefined;
  return gazetteerFromSnapshot(deserialize(readFileSync(file)) as GazetteerSnapshot);
}

export function gazetteerFromSnapshot(snapshot: GazetteerSnapshot): Gazetteer {
  for (const [folded, code] of snapshot.countryCodes) countryCodeByName.set(folded, code);
  const { columns, index } = snapshot;
  // `v8.deserialize` may hand back a typed array as a view of the whole file it read (9.6 MB):
  // copies keep only their own bytes, so the file can be freed (docs/PERFORMANCE.md).
  const copy = ({ bytes, starts }: PackedStrings) => ({
    bytes: bytes.slice(),
    starts: starts.slice(),
  });
  return new Gazetteer(
    {
      ...columns,
      names: copy(columns.names),
      ids: columns.ids.slice(),
      regionOf: columns.regionOf.slice(),
      population: columns.population.slice(),
      lat: columns.lat.slice(),
      lng: columns.lng.slice(),
    },
    {
      ...index,
      keys: copy(index.keys),
      byId: index.byId.slice(),
      keyPlace: index.keyPlace.slice(),
      keyKind: index.keyKind.slice(),
    },
  );
}

export function serializeGazetteer(gazetteer: Gazetteer): Buffer {
  return serialize(gazetteer.snapshot());
}

/** Decodes the GeoNames file into columns and builds the search index. */
export function buildGazetteer(): Gazetteer {
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
  return new Gazetteer(columns, buildSearchIndex(columns, names));
}
