import { distanceKm } from '#server/providers/places/gazetteer';
import type { ShippedThing } from './sight-types';
import type { OfferedPlace } from './build-things-data';

/** How the build tells a sight listed twice: by name near each other, or by point. */

/** Words that say what a place is, not which one: two names sharing only these are two places. */
const GENERIC_NAME_WORDS = new Set(
  'museum museums gallery galleries art arts and the of at for in on centre center collection collections exhibition national royal city university trust heritage house'.split(
    ' ',
  ),
);

/** A people's adjective names its country: "Scottish National Gallery", "National Gallery of Scotland". */
const COUNTRY_ADJECTIVES: Record<string, string> = {
  scottish: 'scotland',
  welsh: 'wales',
  british: 'britain',
  english: 'england',
  irish: 'ireland',
};

/** The words of a name that say which place it is ("Hunterian", "Glasgow"; not "Museum"). */
function distinctWords(name: string): Set<string> {
  const words = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .map((word) => COUNTRY_ADJECTIVES[word] ?? word);
  return new Set(words.filter((word) => word.length >= 3 && !GENERIC_NAME_WORDS.has(word)));
}

/** Whether a museum already listed within SAME_MUSEUM_KM shares a word of its own with this one. */
export function sameMuseumNear(museum: ShippedThing, listed: readonly ShippedThing[]): boolean {
  const words = distinctWords(museum.name);
  return listed.some(
    (other) =>
      Math.abs(other.lat - museum.lat) < 0.01 &&
      distanceKm(museum, other) <= SAME_MUSEUM_KM &&
      [...distinctWords(other.name)].some((word) => words.has(word)),
  );
}

/** A name reduced to its letters and digits, without a leading "the", to compare two lists. */
function nameKey(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/^the\s+/, '')
    .replace(/[^a-z0-9]/g, '');
}

/**
 * Within this distance, two sights whose names match are one sight: the registers' geocodes can
 * be kilometres off (IMLS puts the Brooklyn Museum 4 km from Wikidata's point).
 */
const SAME_SIGHT_KM = 5;
/**
 * A Muséofile museum this close to a museum Wikidata already lists is that museum under its
 * French name ("Musée du Louvre", "Louvre Museum"): dropping a neighbour by mistake loses a
 * museum, never lists one twice.
 */
export const SAME_MUSEUM_KM = 0.3;
/** A name this long or longer is specific enough that a name starting with it is the same sight. */
const NAME_PREFIX_LETTERS = 12;

/**
 * Sights by name key, to tell whether a sight is already listed nearby under the same name (or a
 * name that starts with the other, when that is not a generic one: "Brooklyn Museum of Art" and
 * "Brooklyn Museum", not "Art Gallery" and "Art Gallery of Algoma").
 */
export function createNameIndex(things: readonly ShippedThing[]) {
  const byLatitude = new Map<number, { key: string; thing: ShippedThing }[]>();
  const add = (thing: ShippedThing) => {
    const bucketKey = Math.floor(thing.lat);
    const bucket = byLatitude.get(bucketKey) ?? [];
    bucket.push({ key: nameKey(thing.name), thing });
    byLatitude.set(bucketKey, bucket);
  };
  for (const thing of things) add(thing);
  const hasNear = (thing: ShippedThing): boolean => {
    const key = nameKey(thing.name);
    const base = Math.floor(thing.lat);
    for (let bucketKey = base - 1; bucketKey <= base + 1; bucketKey++) {
      for (const other of byLatitude.get(bucketKey) ?? []) {
        if (distanceKm(thing, other.thing) > SAME_SIGHT_KM) continue;
        const short = other.key.length < key.length ? other.key : key;
        const long = short === key ? other.key : key;
        if (short === long || (short.length >= NAME_PREFIX_LETTERS && long.startsWith(short)))
          return true;
      }
    }
    return false;
  };
  return {
    hasNear,
    /** Adds the sight and says true, unless one of its name is already near. */
    addUnlessNear(thing: ShippedThing): boolean {
      if (hasNear(thing)) return false;
      add(thing);
      return true;
    },
  };
}

/**
 * Points bucketed by whole degree of latitude, so "is any point within r km" looks at a few
 * buckets instead of every point.
 */
export function createPointIndex(points: readonly OfferedPlace[]) {
  const buckets = new Map<number, OfferedPlace[]>();
  for (const point of points) {
    const key = Math.floor(point.lat);
    const bucket = buckets.get(key) ?? [];
    bucket.push(point);
    buckets.set(key, bucket);
  }
  return {
    hasWithin(point: OfferedPlace, radiusKm: number): boolean {
      const span = Math.ceil(radiusKm / 111) + 1;
      const base = Math.floor(point.lat);
      for (let key = base - span; key <= base + span; key++) {
        for (const candidate of buckets.get(key) ?? []) {
          if (distanceKm(point, candidate) <= radiusKm) return true;
        }
      }
      return false;
    },
  };
}
