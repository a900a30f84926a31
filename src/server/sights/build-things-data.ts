import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ThingKind } from '#shared/contracts/things-to-do';
import { parseCsvRecords } from '#server/costs/parse-csv';
import { distanceKm } from '#server/providers/places/gazetteer';
import { plainText, RAW_SIGHT_FILES } from './build-sight-data';
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
  usMuseums: 'us-museums-imls-2018.csv',
  canadaCulture: 'canada-culture-odcaf-v1.csv',
  franceMuseums: 'france-museofile.csv',
  franceMuseumVisitors: 'france-museum-visitors.csv',
  iberiaMuseums: 'iberia-museums-osm.csv',
  ukMuseums: 'uk-museums-mapping-museums.csv',
} as const;

/** The files the build writes, one per source (and so one per licence). */
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
  /**
   * Mapping Museums' size bands, set by annual visitors (huge 1,000,000 or more, large 100,000,
   * medium 10,000, small fewer), on the visitors' floors: each band's lowest count.
   */
  ukMuseumSizes: { huge: 4, large: 2, medium: 1, small: 1 } as Record<string, number>,
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

/** Every World Heritage site: cultural ones are historic sites, natural and mixed ones nature. */
function buildWorldHeritage(text: string): ShippedThing[] {
  const things: ShippedThing[] = [];
  for (const row of parseCsvRecords(text)) {
    const id = Number(row['id_no']);
    const category = row['category'];
    if (!Number.isInteger(id) || !category) continue;
    const built = thing({
      id: `whc:${id}`,
      name: decodeEntities(plainText(row['name_en'] ?? '')),
      kind: category === 'Cultural' ? 'historic' : 'nature',
      lat: Number(row['Latitude']),
      lng: Number(row['Longitude']),
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

/** IMLS's disciplines (data/README.md, "US museums"): gardens, zoos and aquariums are parks. */
const IMLS_KIND: Record<string, ThingKind> = {
  ART: 'museum',
  CMU: 'museum',
  GMU: 'museum',
  HST: 'museum',
  NAT: 'museum',
  SCI: 'museum',
  BOT: 'park',
  ZAW: 'park',
};
const IMLS_WORD: Record<string, string> = {
  ART: 'Art museum',
  CMU: "Children's museum",
  GMU: 'Museum',
  HST: 'History museum',
  NAT: 'Natural history museum',
  SCI: 'Science museum',
  BOT: 'Garden',
  ZAW: 'Zoo, aquarium or wildlife centre',
};

/** The states (and DC) IMLS's files cover, by postal code. */
const US_STATES: Record<string, string> = {
  AL: 'Alabama',
  AK: 'Alaska',
  AZ: 'Arizona',
  AR: 'Arkansas',
  CA: 'California',
  CO: 'Colorado',
  CT: 'Connecticut',
  DE: 'Delaware',
  DC: 'the District of Columbia',
  FL: 'Florida',
  GA: 'Georgia',
  HI: 'Hawaii',
  ID: 'Idaho',
  IL: 'Illinois',
  IN: 'Indiana',
  IA: 'Iowa',
  KS: 'Kansas',
  KY: 'Kentucky',
  LA: 'Louisiana',
  ME: 'Maine',
  MD: 'Maryland',
  MA: 'Massachusetts',
  MI: 'Michigan',
  MN: 'Minnesota',
  MS: 'Mississippi',
  MO: 'Missouri',
  MT: 'Montana',
  NE: 'Nebraska',
  NV: 'Nevada',
  NH: 'New Hampshire',
  NJ: 'New Jersey',
  NM: 'New Mexico',
  NY: 'New York',
  NC: 'North Carolina',
  ND: 'North Dakota',
  OH: 'Ohio',
  OK: 'Oklahoma',
  OR: 'Oregon',
  PA: 'Pennsylvania',
  RI: 'Rhode Island',
  SC: 'South Carolina',
  SD: 'South Dakota',
  TN: 'Tennessee',
  TX: 'Texas',
  UT: 'Utah',
  VT: 'Vermont',
  VA: 'Virginia',
  WA: 'Washington',
  WV: 'West Virginia',
  WI: 'Wisconsin',
  WY: 'Wyoming',
};
/** IMLS's city names are cut to 12 letters, abbreviated ("SAN FRANCISC"): longer ones are left out. */
const IMLS_CITY_LETTERS = 12;

/** A name that says it is a place to visit, not only the body that runs one. */
const VISITABLE_NAME =
  /\b(museums?|museo|galler(y|ies)|gardens?|botanic(al)?|arboretum|zoo|zoological|aquarium|planetarium|observatory|conservatory|science center|nature center|discovery center|heritage center|history center|arts? center|exploratorium|hall of fame|historic site|homestead|mansion|house|village|preserve|sanctuary|wildlife)\b/i;
/** Words that name an organisation (a society, a foundation, the friends of a museum). */
const ORGANISATION_NAME =
  /(^|[^a-zà-ÿ])(inc|corp|corporation|co|llc|ltd|limited|foundation|friends|association|assn|society|soci[eé]t[eé]|guild|league|club|council|alliance|auxiliary|members|fund|company|committee|commission|department|program|trust)(?![a-zà-ÿ])/i;
/** A street address that is a post office box locates the mail, not the museum. */
const PO_BOX = /^p\.?\s*o\.?\s*box\b/i;

/** Words kept in capitals and words kept in lower case when IMLS's capitals are undone. */
const ACRONYMS = new Set([
  'USS',
  'USA',
  'US',
  'NASA',
  'WWII',
  'JFK',
  'LBJ',
  'FDR',
  'II',
  'III',
  'IV',
  'DC',
  'NYC',
  'YMCA',
  'UFO',
  'MIT',
  'UCLA',
  'USC',
  'SS',
  'HMS',
]);
const SMALL_WORDS = new Set([
  'of',
  'the',
  'and',
  'in',
  'at',
  'for',
  'on',
  'a',
  'an',
  'to',
  'by',
  'de',
  'la',
  'del',
  'y',
]);

/** "CHILDREN'S MUSEUM OF THE ARTS" → "Children's Museum of the Arts". */
export function fromCapitals(name: string): string {
  return name
    .toLowerCase()
    .split(' ')
    .map((word, index) => {
      if (ACRONYMS.has(word.toUpperCase())) return word.toUpperCase();
      if (index > 0 && SMALL_WORDS.has(word)) return word;
      return word.replace(
        /(^|[-/(."]|\bmc|\bo')([a-z])/g,
        (_, before: string, letter: string) => `${before}${letter.toUpperCase()}`,
      );
    })
    .join(' ');
}

/**
 * The US museums, galleries, gardens and zoos of IMLS's Museum Data Files that name a place to
 * visit and are located by a street address; fame unknown (0), so they follow every measured
 * sight. The description says what and where: "Art museum in Mobile, Alabama".
 */
function buildUsMuseums(text: string): ShippedThing[] {
  const things: ShippedThing[] = [];
  for (const row of parseCsvRecords(text)) {
    const mid = row['mid'] ?? '';
    const discipline = row['discipline'] ?? '';
    const kind = IMLS_KIND[discipline];
    const name = row['name'] ?? '';
    if (!/^\d+$/.test(mid) || !kind || name.split(' ').length < 2) continue;
    if (!VISITABLE_NAME.test(name) || ORGANISATION_NAME.test(name)) continue;
    if (!row['street'] || PO_BOX.test(row['street'])) continue;
    const city = row['city'] ?? '';
    const state = US_STATES[row['state'] ?? ''];
    const where =
      city && city.length < IMLS_CITY_LETTERS ? `${fromCapitals(city)}, ${state}` : state;
    const built = thing({
      id: `imls:${mid}`,
      name: fromCapitals(name),
      kind,
      lat: Number(row['lat']),
      lng: Number(row['lng']),
      description: `${IMLS_WORD[discipline] ?? 'Museum'}${state ? ` in ${where}` : ''}`,
      fame: 0,
    });
    if (built) things.push(built);
  }
  // Three or more entries at one point are an institution's office (a university's), not each
  // museum's door: Harvard's address holds its observatory in Arizona. They are left out.
  const atPoint = new Map<string, number>();
  const point = (museum: ShippedThing) => `${museum.lat},${museum.lng}`;
  for (const museum of things) atPoint.set(point(museum), (atPoint.get(point(museum)) ?? 0) + 1);
  // One entry per name and place: the files list some museums twice.
  const seen = createNameIndex([]);
  return things
    .filter((museum) => (atPoint.get(point(museum)) ?? 0) < SHARED_ADDRESS_ENTRIES)
    .sort(byId)
    .filter((museum) => seen.addUnlessNear(museum));
}

/** This many IMLS entries at one point share an office address (data/README.md, "US museums"). */
const SHARED_ADDRESS_ENTRIES = 3;

/** Canada's provinces and territories, by ODCAF's (lower case) code. */
const CANADA_PROVINCES: Record<string, string> = {
  ab: 'Alberta',
  bc: 'British Columbia',
  mb: 'Manitoba',
  nb: 'New Brunswick',
  nl: 'Newfoundland and Labrador',
  ns: 'Nova Scotia',
  nt: 'Northwest Territories',
  nu: 'Nunavut',
  on: 'Ontario',
  pe: 'Prince Edward Island',
  qc: 'Quebec',
  sk: 'Saskatchewan',
  yt: 'Yukon',
};
/** ODCAF's source types that are a private building, a trade or a society, not a place to visit. */
const ODCAF_NOT_VISITABLE = new Set([
  'built heritage properties',
  'heritage trades',
  'historical society',
  'historical society other',
]);
const ODCAF_KIND: Record<string, { kind: ThingKind; word: string }> = {
  museum: { kind: 'museum', word: 'Museum' },
  gallery: { kind: 'museum', word: 'Gallery' },
  'heritage or historic site': { kind: 'historic', word: 'Historic site' },
};
/** A gallery ODCAF lists must say it is one (some entries are framers or studios). */
const GALLERY_NAME = /galler|galerie|\bart|mus[eé]/i;

/**
 * Canada's museums, galleries and heritage or historic sites from Statistics Canada's Open
 * Database of Cultural and Art Facilities, with coordinates, named as a place (not a street
 * address, not a society, trade or company); fame unknown (0). "Museum in Hazelton, British
 * Columbia".
 */
function buildCanadaCulture(text: string): ShippedThing[] {
  const things: ShippedThing[] = [];
  for (const row of parseCsvRecords(text)) {
    const index = row['index'] ?? '';
    const type = ODCAF_KIND[row['type'] ?? ''];
    const name = row['name'] ?? '';
    if (!/^\d+$/.test(index) || !type || /^\d/.test(name) || ORGANISATION_NAME.test(name)) continue;
    if (ODCAF_NOT_VISITABLE.has(row['source_type'] ?? '')) continue;
    if (row['type'] === 'gallery' && !GALLERY_NAME.test(name)) continue;
    if (/^doors open\b/i.test(name)) continue; // an open-house weekend, not a place
    const province = CANADA_PROVINCES[row['province'] ?? ''];
    const place = row['place'] && row['place'] !== '..' ? row['place'] : undefined;
    const built = thing({
      id: `odcaf:${index}`,
      name,
      kind: type.kind,
      lat: Number(row['lat']),
      lng: Number(row['lng']),
      description: province
        ? `${type.word} in ${place ? `${place}, ${province}` : province}`
        : undefined,
      fame: 0,
    });
    if (built) things.push(built);
  }
  const seen = createNameIndex([]);
  return things.sort(byId).filter((site) => seen.addUnlessNear(site));
}

/**
 * France's "Musées de France" from the Ministry of Culture's Muséofile, under their official name
 * ("musée du Louvre" → "Musée du Louvre"), each with the largest yearly attendance the ministry
 * published for it ("Fréquentation des Musées de France", 2019-2021) as its fame, 0 without one.
 * "Museum in Strasbourg, France".
 */
function buildFranceMuseums(museumsText: string, visitorsText: string): ShippedThing[] {
  const visitors = new Map<string, number>();
  for (const row of parseCsvRecords(visitorsText)) {
    const total = Number(row['total']);
    const ref = row['ref'] ?? '';
    if (row['total'] && Number.isFinite(total) && total > (visitors.get(ref) ?? 0))
      visitors.set(ref, total);
  }
  const things: ShippedThing[] = [];
  for (const row of parseCsvRecords(museumsText)) {
    const ref = row['ref'] ?? '';
    const official = (row['official_name'] || row['name'] || '').trim();
    if (!/^M\d+$/.test(ref) || !official || !row['lat'] || !row['lng']) continue;
    const city = row['city']?.trim();
    const built = thing({
      id: `museofile:${ref}`,
      name: official.charAt(0).toUpperCase() + official.slice(1),
      kind: 'museum',
      lat: Number(row['lat']),
      lng: Number(row['lng']),
      description: city ? `Museum in ${city}, France` : 'Museum in France',
      fame: fameFrom(FAME.visitors, visitors.get(ref) ?? Number.NaN),
    });
    if (built) things.push(built);
  }
  const seen = createNameIndex([]);
  return things.sort(byId).filter((site) => seen.addUnlessNear(site));
}

const WIKIDATA_PAGE = 'https://www.wikidata.org/wiki/';
const IBERIA_COUNTRIES: Record<string, string> = { PT: 'Portugal', ES: 'Spain' };

/**
 * Portugal's and Spain's museums as OpenStreetMap maps them (tourism=museum, named), linked to
 * their Wikidata item where OpenStreetMap gives one; fame 1 when a Wikipedia article describes
 * the museum (OpenStreetMap's `wikipedia` tag: at least one language, the count unknown), else
 * 0. "Museum in Lisboa, Portugal".
 */
function buildIberiaMuseums(text: string): ShippedThing[] {
  const things: ShippedThing[] = [];
  for (const row of parseCsvRecords(text)) {
    const osmId = row['osm_id'] ?? '';
    const country = IBERIA_COUNTRIES[row['country'] ?? ''];
    if (!/^(node|way|relation)\/\d+$/.test(osmId) || !country) continue;
    if (/^(museo|museu|museum)$/i.test(row['name']?.trim() ?? '')) continue; // a word, not a name
    const qid = /^Q\d+$/.test(row['wikidata'] ?? '') ? row['wikidata'] : undefined;
    const city = row['city']?.trim();
    const built = thing({
      id: `osm:${osmId}`,
      name: row['name'] ?? '',
      kind: 'museum',
      lat: Number(row['lat']),
      lng: Number(row['lng']),
      description: city ? `Museum in ${city}, ${country}` : `Museum in ${country}`,
      url: qid ? `${WIKIDATA_PAGE}${qid}` : undefined,
      fame: row['wikipedia'] ? 1 : 0,
    });
    if (built) things.push(built);
  }
  // Two different Wikidata items are two museums, whatever their names ("Museu Calouste
  // Gulbenkian" and its "- Centro de Arte Moderna"); a museum without one is judged by name.
  const seen = createNameIndex([]);
  const items = new Set<string>();
  const linked = things.filter((site) => site.url).sort(byId);
  const unlinked = things.filter((site) => !site.url).sort(byId);
  return [
    ...linked.filter((site) => {
      if (items.has(site.url ?? '')) return false;
      items.add(site.url ?? '');
      seen.addUnlessNear(site);
      return true;
    }),
    ...unlinked.filter((site) => seen.addUnlessNear(site)),
  ].sort(byId);
}

/** Mapping Museums' regions outside England, by its `Region_country`; the rest are English regions. */
const UK_NATIONS = new Set([
  'Scotland',
  'Wales',
  'Northern Ireland',
  'Channel Islands',
  'Isle of Man',
]);
/** A size Mapping Museums predicted with a model, not one a survey or the museum reported. */
const UK_SIZE_PREDICTED = 'mm_prediction_random_forest';

/** Mapping Museums' subject: castles and forts, palaces and houses are sights of their own kind. */
function ukMuseumKind(subject: string): { kind: ThingKind; word: string } {
  if (subject === 'War_and_conflict-Castles_and_forts') return { kind: 'castle', word: 'Castle' };
  if (subject === 'Buildings-Palace') return { kind: 'palace', word: 'Palace' };
  if (subject.startsWith('Buildings-Houses')) return { kind: 'historic', word: 'Historic house' };
  if (subject.startsWith('Buildings')) return { kind: 'historic', word: 'Historic building' };
  if (subject.startsWith('Arts')) return { kind: 'museum', word: 'Art museum' };
  return { kind: 'museum', word: 'Museum' };
}

/**
 * The UK's museums still open in Birkbeck's Mapping Museums database, fame from their size band
 * (set by annual visitors) where a survey or the museum gave it, 0 where the band is unknown or
 * only predicted. "Museum in Whitby, England", "Castle near Alnwick, England".
 */
function buildUkMuseums(text: string): ShippedThing[] {
  const things: ShippedThing[] = [];
  for (const row of parseCsvRecords(text)) {
    const id = row['id'] ?? '';
    if (!/^mm\.[\w.]+$/.test(id)) continue;
    const { kind, word } = ukMuseumKind(row['subject'] ?? '');
    const region = row['region'] ?? '';
    const nation = UK_NATIONS.has(region) ? region : region ? 'England' : 'the United Kingdom';
    const town = (row['town'] ?? '').trim();
    const near = /^n(ea)?r\.?\s+/i.exec(town);
    const where = town
      ? `${near ? 'near' : 'in'} ${town.slice(near?.[0].length ?? 0)}, ${nation}`
      : `in ${nation}`;
    const built = thing({
      id: `mappingmuseums:${id.slice(3)}`,
      name: row['name'] ?? '',
      kind,
      lat: Number(row['lat']),
      lng: Number(row['lng']),
      description: `${word} ${where}`,
      fame:
        row['size_source'] === UK_SIZE_PREDICTED ? 0 : (FAME.ukMuseumSizes[row['size'] ?? ''] ?? 0),
    });
    if (built) things.push(built);
  }
  const seen = createNameIndex([]);
  return things.sort(byId).filter((site) => seen.addUnlessNear(site));
}

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
function sameMuseumNear(museum: ShippedThing, listed: readonly ShippedThing[]): boolean {
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
const SAME_MUSEUM_KM = 0.3;
/** A name this long or longer is specific enough that a name starting with it is the same sight. */
const NAME_PREFIX_LETTERS = 12;

/**
 * Sights by name key, to tell whether a sight is already listed nearby under the same name (or a
 * name that starts with the other, when that is not a generic one: "Brooklyn Museum of Art" and
 * "Brooklyn Museum", not "Art Gallery" and "Art Gallery of Algoma").
 */
function createNameIndex(things: readonly ShippedThing[]) {
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
