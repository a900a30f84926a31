import type { ThingKind } from '#shared/contracts/things-to-do';
import { parseCsvRecords } from '#server/costs/parse-csv';
import { plainText } from './build-sight-data';
import type { ShippedThing } from './sight-types';
import {
  byId,
  decodeEntities,
  FAME,
  fameFrom,
  firstSentence,
  httpsUrl,
  oneLine,
  thing,
} from './things-build-helpers';

/** The worldwide sources: Castlemap's castles, Wikidata's museums and attractions, UNESCO, Beachmap. */

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
export function buildCastles(text: string): ShippedThing[] {
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
export function buildWikidata(museumsText: string, attractionsText: string): ShippedThing[] {
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
export function buildWorldHeritage(text: string): ShippedThing[] {
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
export function buildBeachThings(text: string): ShippedThing[] {
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
