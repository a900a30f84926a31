import countries from 'i18n-iso-countries';
import type { GazetteerPlace, NearbyPlace } from './gazetteer';
import type { GazetteerSnapshot } from './gazetteer-snapshot';
import { distanceKm } from './distance';
import { foldPlaceText } from './place-text';
import {
  countryCodeByName,
  usStateNames,
  type PackedStrings,
  type PlaceColumns,
  type Region,
} from './place-columns';
import { KeyKind, type SearchIndex } from './search-index';

/**
 * Without its region, a name stands for its most populous place only when that place has at
 * least this many times the people of the next one of the name ("Paris" is Paris, France;
 * "Springfield" or "Washington, Utah-or-Illinois" is none of them).
 */
const DOMINANT_PLACE_RATIO = 5;

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
