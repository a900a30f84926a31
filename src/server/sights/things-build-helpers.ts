import type { ShippedThing } from './sight-types';

/** The pieces every source of "Things to do" is built with: fame, short descriptions, the JSON shape. */

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

export function fameFrom(floors: readonly (readonly [number, number])[], value: number): number {
  if (!Number.isFinite(value)) return 0;
  for (const [floor, fame] of floors) if (value >= floor) return fame;
  return 0;
}

function round5(value: number): number {
  return Math.round(value * 1e5) / 1e5;
}

export function oneLine(text: string): string | undefined {
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
export function decodeEntities(text: string): string {
  return text.replace(/&(#\d+|[a-z]+);/gi, (entity, name: string) => {
    if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)));
    const accented = /^([a-z])(acute|grave|circ|tilde|uml|cedil|ring)$/i.exec(name);
    if (accented?.[1] && accented[2])
      return `${accented[1]}${ACCENTS[accented[2].toLowerCase()] ?? ''}`.normalize('NFC');
    return ENTITIES[name.toLowerCase()] ?? entity;
  });
}

/** The first sentence of a text, on one line. */
export function firstSentence(text: string): string | undefined {
  const line = text.replace(/\s+/g, ' ').trim();
  const end = line.search(/[.!?](\s|$)/);
  return oneLine(end > 0 ? line.slice(0, end + 1) : line);
}

export function byId(a: ShippedThing, b: ShippedThing): number {
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/** What a thing becomes in JSON: absent fields are left out, so the files stay small. */
export function thing(
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

export function httpsUrl(value: string | undefined): string | undefined {
  return value && /^https:\/\/[^\s]+$/.test(value) ? value : undefined;
}
