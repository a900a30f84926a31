import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseCsvRecords } from '#server/costs/parse-csv';
import { RAW_SIGHT_FILES } from './build-sight-data';
import type { ShippedThing, ThingsData } from './sight-types';
import {
  createNameIndex,
  createPointIndex,
  SAME_MUSEUM_KM,
  sameMuseumNear,
} from './things-duplicates';
import {
  buildBeachThings,
  buildCastles,
  buildWikidata,
  buildWorldHeritage,
} from './things-global-sources';
import {
  buildCanadaCulture,
  buildFranceMuseums,
  buildIberiaMuseums,
  buildUkMuseums,
  WIKIDATA_PAGE,
} from './things-national-museums';
import { buildUsMuseums } from './things-us-museums';

export { FAME } from './things-build-helpers';
export { fromCapitals } from './things-us-museums';
export { THINGS_DATA_FILES } from './things';

/**
 * Turns the raw sight lists in `data/raw/` into the trimmed lists "Things to do" loads on first use
 * (docs/PRODUCT-RULES.md#things-to-do): only sights within THINGS_RADIUS_KM of a place the app
 * offers, only the fields the app shows, one file per source so each keeps its own licence.
 * Pure apart from reading the files, and deterministic, so a test can check the committed JSON
 * is current. Run `npm run build:sight-data` after replacing a raw file.
 */

export const RAW_THINGS_FILES = {
  castles: 'castles.csv',
  museums: 'wikidata-museums.csv',
  attractions: 'wikidata-attractions.csv',
  noLongerStanding: 'no-longer-standing.csv',
  usMuseums: 'us-museums-imls-2018.csv',
  canadaCulture: 'canada-culture-odcaf-v1.csv',
  franceMuseums: 'france-museofile.csv',
  franceMuseumVisitors: 'france-museum-visitors.csv',
  iberiaMuseums: 'iberia-museums-osm.csv',
  ukMuseums: 'uk-museums-mapping-museums.csv',
} as const;

/** A sight is kept when it is this close to a place the app offers. */
export const THINGS_RADIUS_KM = 30;
/** A place sights are kept near: Discover's destinations and the most populous cities. */
export interface OfferedPlace {
  lat: number;
  lng: number;
}

export function buildThingsData(rawDir: string, offered: readonly OfferedPlace[]): ThingsData {
  const index = createPointIndex(offered);
  const gone = readNoLongerStanding(
    readFileSync(join(rawDir, RAW_THINGS_FILES.noLongerStanding), 'utf8'),
  );
  const near = (thing: ShippedThing) =>
    !gone.has(thing.id) && index.hasWithin(thing, THINGS_RADIUS_KM);
  const castles = buildCastles(readFileSync(join(rawDir, RAW_THINGS_FILES.castles), 'utf8'));
  const castleIds = new Set(castles.map((castle) => castle.id));
  const wikidata = buildWikidata(
    readFileSync(join(rawDir, RAW_THINGS_FILES.museums), 'utf8'),
    readFileSync(join(rawDir, RAW_THINGS_FILES.attractions), 'utf8'),
  ).filter((thing) => !castleIds.has(thing.id));
  const parts = {
    castles: castles.filter(near),
    wikidata: wikidata.filter(near),
    worldHeritage: buildWorldHeritage(
      readFileSync(join(rawDir, RAW_SIGHT_FILES.worldHeritage), 'utf8'),
    ).filter(near),
    beaches: buildBeachThings(readFileSync(join(rawDir, RAW_SIGHT_FILES.beaches), 'utf8')).filter(
      near,
    ),
  };
  const named = createNameIndex([...parts.castles, ...parts.wikidata, ...parts.worldHeritage]);
  const notListed = (thing: ShippedThing) => !named.hasNear(thing);
  // An OpenStreetMap museum that names its Wikidata item is a duplicate only of that item (the
  // Gulbenkian Museum is 250 m from its garden's modern art centre); one without is judged as
  // Muséofile's are.
  const listedIds = new Set([...parts.castles, ...parts.wikidata].map((thing) => thing.id));
  // Wikidata names French museums in English ("Louvre Museum"), Muséofile in French.
  const listedMuseumList = [...parts.castles, ...parts.wikidata].filter(
    (thing) => thing.kind === 'museum',
  );
  const listedMuseums = createPointIndex(listedMuseumList);
  return {
    ...parts,
    usMuseums: buildUsMuseums(readFileSync(join(rawDir, RAW_THINGS_FILES.usMuseums), 'utf8'))
      .filter(near)
      .filter(notListed),
    canadaCulture: buildCanadaCulture(
      readFileSync(join(rawDir, RAW_THINGS_FILES.canadaCulture), 'utf8'),
    )
      .filter(near)
      .filter(notListed),
    franceMuseums: buildFranceMuseums(
      readFileSync(join(rawDir, RAW_THINGS_FILES.franceMuseums), 'utf8'),
      readFileSync(join(rawDir, RAW_THINGS_FILES.franceMuseumVisitors), 'utf8'),
    )
      .filter(near)
      .filter(notListed)
      .filter((museum) => !listedMuseums.hasWithin(museum, SAME_MUSEUM_KM)),
    iberiaMuseums: buildIberiaMuseums(
      readFileSync(join(rawDir, RAW_THINGS_FILES.iberiaMuseums), 'utf8'),
    )
      .filter(near)
      .filter(notListed)
      .filter((museum) =>
        museum.url
          ? !listedIds.has(museum.url.replace(WIKIDATA_PAGE, 'wikidata:'))
          : !listedMuseums.hasWithin(museum, SAME_MUSEUM_KM),
      ),
    // Wikidata names British museums in English too, so one 300 m away is the same museum only if
    // the names share a word of their own ("Perth Museum", "Perth Museum and Art Gallery"): the
    // National Museum of Scotland is not the Talbot Rice Gallery across the street.
    ukMuseums: buildUkMuseums(readFileSync(join(rawDir, RAW_THINGS_FILES.ukMuseums), 'utf8'))
      .filter(near)
      .filter(notListed)
      .filter((museum) => !sameMuseumNear(museum, listedMuseumList)),
  };
}

/**
 * The Wikidata items of places that no longer stand (destroyed, demolished), each with the year
 * and its source in `raw/no-longer-standing.csv`: none of them is listed as a thing to do.
 */
export function readNoLongerStanding(text: string): Set<string> {
  const ids = new Set<string>();
  for (const row of parseCsvRecords(text)) {
    const qid = row['qid'] ?? '';
    if (/^Q\d+$/.test(qid) && row['how']) ids.add(`wikidata:${qid}`);
  }
  return ids;
}
