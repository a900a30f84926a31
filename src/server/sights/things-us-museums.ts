import type { ThingKind } from '#shared/contracts/things-to-do';
import { parseCsvRecords } from '#server/costs/parse-csv';
import type { ShippedThing } from './sight-types';
import { byId, thing } from './things-build-helpers';
import { createNameIndex } from './things-duplicates';

/** The US museums of IMLS's Museum Data Files (data/README.md, "US museums"). */

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
export const ORGANISATION_NAME =
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
export function buildUsMuseums(text: string): ShippedThing[] {
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
