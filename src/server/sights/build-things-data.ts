import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ThingKind } from '#shared/contracts/things-to-do';
import { parseCsvRecords } from '#server/costs/parse-csv';
import { distanceKm } from '#server/providers/places/gazetteer';
import { plainText, readMixedEncoding, RAW_SIGHT_FILES } from './build-sight-data';
import type { ShippedThing, ThingsData } from './sight-types';

/**
 * Turns the raw sight lists in `data/raw/` into the trimmed lists "Things to do" loads at start
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
} as const;

/** The files the build writes, one per source (and so one per licence). */
export const THINGS_DATA_FILES = {
  castles: 'things-castles.json',
  wikidata: 'things-wikidata.json',
  worldHeritage: 'things-world-heritage.json',
  beaches: 'things-beaches.json',
} as const;

/** A sight is kept when it is this close to a place the app offers. */
export const THINGS_RADIUS_KM = 30;
/** A description longer than this is cut at a word, with an ellipsis. */
const DESCRIPTION_CHARS = 200;

/**
 * How well known a sight is, 4 (best known) to 1, from the open measure each source has
 * (data/README.md, "How things to do are ordered"): World Heritage status, Wikidata's annual
 * visitors (P1174), the number of Wikipedia languages that describe a castle, Beachmap's tier.
 * A sight with no measure has fame 0. Near a place, higher fame is listed first.
 */
export const FAME = {
  worldHeritage: 4,
  /** Annual visitors at or above each floor, best first. */
  visitors: [
    [1_000_000, 4],
    [250_000, 3],
    [50_000, 2],
    [1, 1],
  ],
  /** Wikipedia language editions (Castlemap's `sitelinks`) at or above each floor. */
  languages: [
    [50, 4],
    [25, 3],
    [12, 2],
    [0, 1],
  ],
  beachTiers: { '0': 3, '1': 2, '2': 1 } as Record<string, number>,
} as const;

function fameFrom(floors: readonly (readonly [number, number])[], value: number): number {
  if (!Number.isFinite(value)) return 0;
  for (const [floor, fame] of floors) if (value >= floor) return fame;
  return 0;
}

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
  return {
    castles: castles.filter(near),
    wikidata: wikidata.filter(near),
    worldHeritage: buildWorldHeritage(
      readMixedEncoding(join(rawDir, RAW_SIGHT_FILES.worldHeritage)),
    ).filter(near),
    beaches: buildBeachThings(readFileSync(join(rawDir, RAW_SIGHT_FILES.beaches), 'utf8')).filter(
      near,
    ),
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

function round5(value: number): number {
  return Math.round(value * 1e5) / 1e5;
}

function oneLine(text: string): string | undefined {
  const line = text.replace(/\s+/g, ' ').trim();
  if (!line) return undefined;
  if (line.length <= DESCRIPTION_CHARS) return line;
  const cut = line.slice(0, DESCRIPTION_CHARS);
  return `${cut.slice(0, cut.lastIndexOf(' ')).replace(/[,;:.]$/, '')}…`;
}

const ENTITIES: Record<string, string> = {
  ndash: '–',
  mdash: '—',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  quot: '"',
  apos: "'",
  hellip: '…',
  lt: '<',
  gt: '>',
};

/** The combining mark of each accent entity: `&eacute;` is e + U+0301. */
const ACCENTS: Record<string, string> = {
  acute: '\u0301',
  grave: '\u0300',
  circ: '\u0302',
  tilde: '\u0303',
  uml: '\u0308',
  cedil: '\u0327',
  ring: '\u030a',
};

/** UNESCO's descriptions keep some HTML entities (`&ndash;`, `&#8217;`) after their tags go. */
function decodeEntities(text: string): string {
  return text.replace(/&(#\d+|[a-z]+);/gi, (entity, name: string) => {
    if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)));
    const accented = /^([a-z])(acute|grave|circ|tilde|uml|cedil|ring)$/i.exec(name);
    if (accented?.[1] && accented[2])
      return `${accented[1]}${ACCENTS[accented[2].toLowerCase()] ?? ''}`.normalize('NFC');
    return ENTITIES[name.toLowerCase()] ?? entity;
  });
}

/** The first sentence of a text, on one line. */
function firstSentence(text: string): string | undefined {
  const line = text.replace(/\s+/g, ' ').trim();
  const end = line.search(/[.!?](\s|$)/);
  return oneLine(end > 0 ? line.slice(0, end + 1) : line);
}

function byId(a: ShippedThing, b: ShippedThing): number {
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/** What a thing becomes in JSON: absent fields are left out, so the files stay small. */
function thing(
  fields: Omit<ShippedThing, 'description' | 'url' | 'fame'> & {
    description?: string | undefined;
    url?: string | undefined;
    fame: number;
  },
): ShippedThing | undefined {
  const name = fields.name.replace(/\s+/g, ' ').trim();
  if (!name || !Number.isFinite(fields.lat) || !Number.isFinite(fields.lng)) return undefined;
  if (Math.abs(fields.lat) > 90 || Math.abs(fields.lng) > 180) return undefined;
  return {
    id: fields.id,
    name: name.slice(0, 120),
    kind: fields.kind,
    lat: round5(fields.lat),
    lng: round5(fields.lng),
    ...(fields.description ? { description: fields.description } : {}),
    ...(fields.url ? { url: fields.url } : {}),
    ...(fields.fame > 0 ? { fame: fields.fame } : {}),
  };
}

const CASTLE_KIND: Record<string, ThingKind> = {
  castle: 'castle',
  fortress: 'castle',
  ruin: 'castle',
  palace: 'palace',
};
const CASTLE_WORD: Record<string, string> = {
  castle: 'Castle',
  fortress: 'Fortress',
  ruin: 'Castle ruin',
  palace: 'Palace',
};

/** Castlemap's castles, fortresses, palaces and ruins, with their Wikipedia page. */
function buildCastles(text: string): ShippedThing[] {
  const things: ShippedThing[] = [];
  for (const row of parseCsvRecords(text)) {
    const category = row['category'] ?? '';
    const kind = CASTLE_KIND[category];
    const qid = row['qid'] ?? '';
    if (!kind || !/^Q\d+$/.test(qid)) continue;
    const country = row['country'] ?? '';
    const century = row['century'] ?? '';
    const languages = row['sitelinks'] ? Number(row['sitelinks']) : Number.NaN;
    const built = thing({
      id: `wikidata:${qid}`,
      name: row['name'] ?? '',
      kind,
      lat: Number(row['lat']),
      lng: Number(row['lon']),
      description: `${CASTLE_WORD[category] ?? 'Castle'}${country ? ` in ${country}` : ''}${century ? `, ${century}` : ''}`,
      url: httpsUrl(row['wikipedia']) ?? `https://www.wikidata.org/wiki/${qid}`,
      fame: fameFrom(FAME.languages, languages),
    });
    if (built) things.push(built);
  }
  return things.sort(byId);
}

function httpsUrl(value: string | undefined): string | undefined {
  return value && /^https:\/\/[^\s]+$/.test(value) ? value : undefined;
}

/** A Wikidata "tourist attraction" named as a park, a viewpoint, a beach or a market is one. */
function attractionKind(name: string): ThingKind {
  if (/\b(beach|praia|playa|plage|spiaggia|strand)\b/i.test(name)) return 'beach';
  if (/\b(miradouro|mirador|belvedere|lookout|viewpoint|observation deck)\b/i.test(name))
    return 'viewpoint';
  if (/\b(market|mercado|marché|markt|bazaar|bazar|souk)\b/i.test(name)) return 'market';
  if (/\b(park|parque|parc|parco|garden|gardens|jardim|jardín|jardin|giardino)\b/i.test(name))
    return 'park';
  return 'landmark';
}

/**
 * Wikidata's museums and tourist attractions as NumbersAPI collected them: one row per statement,
 * so an item may repeat (several visitor counts or coordinates); the first coordinates and the
 * largest visitor count stand. Items Wikidata knows by no English label are left out.
 */
function buildWikidata(museumsText: string, attractionsText: string): ShippedThing[] {
  const items = new Map<
    string,
    { name: string; kind: ThingKind; lat: number; lng: number; visitors: number }
  >();
  const read = (text: string, kindOf: (name: string) => ThingKind) => {
    for (const row of parseCsvRecords(text)) {
      const qid = row['qid'] ?? '';
      const name = row['label'] ?? '';
      if (!/^Q\d+$/.test(qid) || !name || /^Q\d+$/.test(name)) continue;
      const visitors = Number(row['visitors']) || 0;
      const known = items.get(qid);
      if (known) {
        known.visitors = Math.max(known.visitors, visitors);
        continue;
      }
      items.set(qid, {
        name,
        kind: kindOf(name),
        lat: Number(row['lat']),
        lng: Number(row['lng']),
        visitors,
      });
    }
  };
  read(museumsText, () => 'museum');
  read(attractionsText, attractionKind);
  const things: ShippedThing[] = [];
  for (const [qid, item] of items) {
    const built = thing({
      id: `wikidata:${qid}`,
      name: item.name,
      kind: item.kind,
      lat: item.lat,
      lng: item.lng,
      url: `https://www.wikidata.org/wiki/${qid}`,
      fame: fameFrom(FAME.visitors, item.visitors),
    });
    if (built) things.push(built);
  }
  return things.sort(byId);
}

/** Names whose letters the source file lost to "?", by UNESCO site number. */
const WORLD_HERITAGE_NAME_FIXES: Record<number, string> = {
  33: 'Białowieża Forest',
  1326: 'Papahānaumokuākea',
};

/** Every World Heritage site: cultural ones are historic sites, natural and mixed ones nature. */
function buildWorldHeritage(text: string): ShippedThing[] {
  const things: ShippedThing[] = [];
  for (const row of parseCsvRecords(text)) {
    const id = Number(row['id_no']);
    const category = row['category'];
    if (!Number.isInteger(id) || !category) continue;
    const built = thing({
      id: `whc:${id}`,
      name: WORLD_HERITAGE_NAME_FIXES[id] ?? decodeEntities(plainText(row['name_en'] ?? '')),
      kind: category === 'Cultural' ? 'historic' : 'nature',
      lat: Number(row['latitude']),
      lng: Number(row['longitude']),
      description: firstSentence(decodeEntities(plainText(row['short_description_en'] ?? ''))),
      url: `https://whc.unesco.org/en/list/${id}`,
      fame: FAME.worldHeritage,
    });
    if (built) things.push(built);
  }
  return things.sort(byId);
}

/** Every Beachmap beach (its tier gives its fame), with its one-line description and page. */
function buildBeachThings(text: string): ShippedThing[] {
  const things: ShippedThing[] = [];
  for (const row of parseCsvRecords(text)) {
    const id = row['id'] ?? '';
    if (!/^[a-z0-9-]+$/.test(id)) continue;
    const built = thing({
      id: `beach:${id}`,
      name: row['name'] ?? '',
      kind: 'beach',
      lat: Number(row['lat']),
      lng: Number(row['lon']),
      description: oneLine(row['description'] ?? ''),
      url: httpsUrl(row['url']),
      fame: FAME.beachTiers[row['tier'] ?? ''] ?? 0,
    });
    if (built) things.push(built);
  }
  return things.sort(byId);
}

/**
 * Points bucketed by whole degree of latitude, so "is any point within r km" looks at a few
 * buckets instead of every point.
 */
function createPointIndex(points: readonly OfferedPlace[]) {
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
