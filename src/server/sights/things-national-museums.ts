import type { ThingKind } from '#shared/contracts/things-to-do';
import { parseCsvRecords } from '#server/costs/parse-csv';
import type { ShippedThing } from './sight-types';
import { byId, FAME, fameFrom, thing } from './things-build-helpers';
import { createNameIndex } from './things-duplicates';
import { ORGANISATION_NAME } from './things-us-museums';

/**
 * The national registers: Canada's ODCAF, France's Muséofile, Iberia's OpenStreetMap museums and
 * the UK's Mapping Museums.
 */

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
export function buildCanadaCulture(text: string): ShippedThing[] {
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
export function buildFranceMuseums(museumsText: string, visitorsText: string): ShippedThing[] {
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

export const WIKIDATA_PAGE = 'https://www.wikidata.org/wiki/';
const IBERIA_COUNTRIES: Record<string, string> = { PT: 'Portugal', ES: 'Spain' };

/**
 * Portugal's and Spain's museums as OpenStreetMap maps them (tourism=museum, named), linked to
 * their Wikidata item where OpenStreetMap gives one; fame 1 when a Wikipedia article describes
 * the museum (OpenStreetMap's `wikipedia` tag: at least one language, the count unknown), else
 * 0. "Museum in Lisboa, Portugal".
 */
export function buildIberiaMuseums(text: string): ShippedThing[] {
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
export function buildUkMuseums(text: string): ShippedThing[] {
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
