import { readFileSync } from 'node:fs';
import type { ThingKind, ThingsCredit } from '#shared/contracts/things-to-do';
import { distanceKm } from '#server/providers/places/gazetteer';
import type { ShippedThing } from './sight-types';

/** Each shipped list with who publishes it and under which licence (data/README.md). */
export const THING_SOURCES = {
  castles: {
    source: 'Castlemap, from Wikidata',
    licence: 'CC0 1.0',
    url: 'https://github.com/Flightmussy/castlemap-dataset',
  },
  wikidata: {
    source: 'Wikidata',
    licence: 'CC0 1.0',
    url: 'https://www.wikidata.org/',
  },
  worldHeritage: {
    source: 'UNESCO World Heritage Centre',
    licence: 'CC BY-SA 3.0 IGO',
    url: 'https://whc.unesco.org/en/list/',
  },
  beaches: {
    source: 'Beachmap',
    licence: 'CC BY 4.0',
    url: 'https://europebeachmap.com/',
  },
  usMuseums: {
    source: 'Institute of Museum and Library Services, Museum Data Files',
    licence: 'Public domain (U.S. Government work)',
    url: 'https://www.imls.gov/research-evaluation/data/museum-data-files',
  },
  canadaCulture: {
    source: 'Statistics Canada, Open Database of Cultural and Art Facilities',
    licence: 'Open Government Licence – Canada',
    url: 'https://www.statcan.gc.ca/en/lode/databases/odcaf',
  },
  franceMuseums: {
    source: 'Ministère de la Culture, Muséofile and Fréquentation des Musées de France',
    licence: 'Licence Ouverte / Open Licence 2.0',
    url: 'https://www.data.gouv.fr/datasets/musees-de-france-base-museofile',
  },
  iberiaMuseums: {
    source: '© OpenStreetMap contributors',
    licence: 'ODbL 1.0',
    url: 'https://www.openstreetmap.org/copyright',
  },
  ukMuseums: {
    source: 'Mapping Museums, Birkbeck, University of London',
    licence: 'CC BY 4.0',
    url: 'https://museweb.dcs.bbk.ac.uk/data',
  },
} as const satisfies Record<string, ThingsCredit>;

/** How far from a trip's place a sight is listed: the trimmed data keeps this much around each. */
export const THINGS_NEAR_KM = 30;

/** A shipped sight near a place, with its distance and where it is listed. */
export interface NearbyThing {
  id: string;
  name: string;
  kind: ThingKind;
  lat: number;
  lng: number;
  distanceKm: number;
  description: string | null;
  url: string | null;
  /** How well known it is, 0 (no measure) to 4 (data/README.md, "How things to do are ordered"). */
  fame: number;
  credit: ThingsCredit;
}

interface LoadedThing extends ShippedThing {
  credit: ThingsCredit;
}

/** The files the data build writes, one per source (and so one per licence). */
export const THINGS_DATA_FILES = {
  castles: 'things-castles.json',
  wikidata: 'things-wikidata.json',
  worldHeritage: 'things-world-heritage.json',
  beaches: 'things-beaches.json',
  usMuseums: 'things-us-museums.json',
  canadaCulture: 'things-canada-culture.json',
  franceMuseums: 'things-france-museums.json',
  iberiaMuseums: 'things-iberia-museums-osm.json',
  ukMuseums: 'things-uk-museums.json',
} as const satisfies Record<keyof typeof THING_SOURCES, string>;

/** The shipped sights and their index by whole degree of latitude. */
interface LoadedThings {
  all: readonly LoadedThing[];
  /** Sights by whole degree of latitude, so a search looks at a few buckets, not every sight. */
  byLatitude: Map<number, LoadedThing[]>;
}

let loaded: LoadedThings | undefined;

/**
 * The shipped lists (2.9 MB of JSON), read and indexed on first use rather than at start, so the
 * server answers its health check without them. Each file sits in ./data beside this module, and
 * beside the compiled server, which the server build copies them to (scripts/build-server.mjs).
 */
function loadedThings(): LoadedThings {
  if (loaded) return loaded;
  const all = (Object.keys(THINGS_DATA_FILES) as (keyof typeof THINGS_DATA_FILES)[]).flatMap(
    (part) => {
      const file = new URL(`./data/${THINGS_DATA_FILES[part]}`, import.meta.url);
      const things = JSON.parse(readFileSync(file, 'utf8')) as ShippedThing[];
      // Each parsed sight takes its credit in place: a copy would keep 17,000 sights twice.
      return things.map((thing) =>
        Object.assign(thing, { credit: THING_SOURCES[part] } as { credit: ThingsCredit }),
      );
    },
  );
  const byLatitude = new Map<number, LoadedThing[]>();
  for (const thing of all) {
    const key = Math.floor(thing.lat);
    const bucket = byLatitude.get(key) ?? [];
    bucket.push(thing);
    byLatitude.set(key, bucket);
  }
  loaded = { all, byLatitude };
  return loaded;
}

/** How many sights are shipped, all lists together. */
export function shippedThingsCount(): number {
  return loadedThings().all.length;
}

/**
 * The shipped sights within `radiusKm` of a point, best known first (data/README.md, "How things
 * to do are ordered"): by fame (World Heritage status, annual visitors, Wikipedia languages),
 * then nearest, then by name, so the order never changes. A sight listed by two sources under
 * one name (the Statue of Liberty is a World Heritage site and a Wikidata attraction) is listed
 * once, as its better known entry.
 */
export function thingsNear(
  point: { lat: number; lng: number },
  radiusKm = THINGS_NEAR_KM,
): NearbyThing[] {
  const span = Math.ceil(radiusKm / 111) + 1;
  const base = Math.floor(point.lat);
  const found: NearbyThing[] = [];
  const { byLatitude } = loadedThings();
  for (let key = base - span; key <= base + span; key++) {
    for (const thing of byLatitude.get(key) ?? []) {
      const km = distanceKm(point, thing);
      if (km > radiusKm) continue;
      found.push({
        id: thing.id,
        name: thing.name,
        kind: thing.kind,
        lat: thing.lat,
        lng: thing.lng,
        distanceKm: Math.round(km * 10) / 10,
        description: thing.description ?? null,
        url: thing.url ?? null,
        fame: thing.fame ?? 0,
        credit: thing.credit,
      });
    }
  }
  found.sort(
    (a, b) => b.fame - a.fame || a.distanceKm - b.distanceKm || a.name.localeCompare(b.name, 'en'),
  );
  const named = new Set<string>();
  return found.filter((thing) => {
    const name = thing.name.toLocaleLowerCase('en');
    if (named.has(name)) return false;
    named.add(name);
    return true;
  });
}
