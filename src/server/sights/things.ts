import type { ThingKind, ThingsCredit } from '#shared/contracts/things-to-do';
import { distanceKm } from '#server/providers/places/gazetteer';
import beachesJson from './data/things-beaches.json' with { type: 'json' };
import canadaCultureJson from './data/things-canada-culture.json' with { type: 'json' };
import castlesJson from './data/things-castles.json' with { type: 'json' };
import franceMuseumsJson from './data/things-france-museums.json' with { type: 'json' };
import iberiaMuseumsJson from './data/things-iberia-museums-osm.json' with { type: 'json' };
import ukMuseumsJson from './data/things-uk-museums.json' with { type: 'json' };
import usMuseumsJson from './data/things-us-museums.json' with { type: 'json' };
import wikidataJson from './data/things-wikidata.json' with { type: 'json' };
import worldHeritageJson from './data/things-world-heritage.json' with { type: 'json' };
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

const allThings: readonly LoadedThing[] = (
  [
    ['castles', castlesJson],
    ['wikidata', wikidataJson],
    ['worldHeritage', worldHeritageJson],
    ['beaches', beachesJson],
    ['usMuseums', usMuseumsJson],
    ['canadaCulture', canadaCultureJson],
    ['franceMuseums', franceMuseumsJson],
    ['iberiaMuseums', iberiaMuseumsJson],
    ['ukMuseums', ukMuseumsJson],
  ] as const
).flatMap(([part, json]) =>
  // Each parsed sight takes its credit in place: a copy would keep 17,000 sights twice in memory,
  // since the module keeps its JSON.
  (json as ShippedThing[]).map((thing) =>
    Object.assign(thing, { credit: THING_SOURCES[part] } as { credit: ThingsCredit }),
  ),
);

/** Sights by whole degree of latitude, so a search looks at a few buckets, not every sight. */
const byLatitude = new Map<number, LoadedThing[]>();
for (const thing of allThings) {
  const key = Math.floor(thing.lat);
  const bucket = byLatitude.get(key) ?? [];
  bucket.push(thing);
  byLatitude.set(key, bucket);
}

/** How many sights are shipped, all lists together. */
export function shippedThingsCount(): number {
  return allThings.length;
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
