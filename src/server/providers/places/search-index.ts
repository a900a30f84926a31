import { foldPlaceText } from './place-text';
import { packStrings, type PackedStrings, type PlaceColumns } from './place-columns';

/** How a search key was made from a place. Lower ranks first. */
export const KeyKind = {
  Name: 0,
  Alias: 1,
  Word: 2,
} as const;
export type KeyKind = (typeof KeyKind)[keyof typeof KeyKind];

/** Common local or English names GeoNames files under the other form (folded → name, country). */
const NAME_ALIASES: [alias: string, name: string, country: string][] = [
  ['München', 'Munich', 'DE'],
  ['Köln', 'Cologne', 'DE'],
  ['Cologne', 'Köln', 'DE'],
  ['Nuremberg', 'Nürnberg', 'DE'],
  ['Wien', 'Vienna', 'AT'],
  ['Praha', 'Prague', 'CZ'],
  ['Roma', 'Rome', 'IT'],
  ['Firenze', 'Florence', 'IT'],
  ['Venezia', 'Venice', 'IT'],
  ['Napoli', 'Naples', 'IT'],
  ['Milano', 'Milan', 'IT'],
  ['Torino', 'Turin', 'IT'],
  ['Genova', 'Genoa', 'IT'],
  ['Lisboa', 'Lisbon', 'PT'],
  ['Warszawa', 'Warsaw', 'PL'],
  ['Moskva', 'Moscow', 'RU'],
  ['Bruxelles', 'Brussels', 'BE'],
  ['Brussel', 'Brussels', 'BE'],
  ['Bruges', 'Brugge', 'BE'],
  ['Antwerp', 'Antwerpen', 'BE'],
  ['København', 'Copenhagen', 'DK'],
  ['Den Haag', 'The Hague', 'NL'],
  ['Athina', 'Athens', 'GR'],
  ['Seville', 'Sevilla', 'ES'],
  ['Geneva', 'Genève', 'CH'],
  ['Lucerne', 'Luzern', 'CH'],
  ['Gothenburg', 'Göteborg', 'SE'],
  ['Kiev', 'Kyiv', 'UA'],
  ['București', 'Bucharest', 'RO'],
  ['Beograd', 'Belgrade', 'RS'],
  ['Ciudad de México', 'Mexico City', 'MX'],
  // GeoNames names the capital "Washington, D.C.", so "Washington, DC" found only a namesake.
  ['Washington', 'Washington, D.C.', 'US'],
  ['New York', 'New York City', 'US'],
];

/** The sorted search keys, with the place and kind of each (parallel arrays). */
export interface SearchIndex {
  /** Place indices sorted by GeoNames id, for `get`. */
  byId: Int32Array;
  /** Folded, in the order of their UTF-8 bytes, which `lowerBound` compares. */
  keys: PackedStrings;
  keyPlace: Int32Array;
  keyKind: Uint8Array;
}

/** Every name, alias and later word of a name as a sorted search key. */
export function buildSearchIndex(columns: PlaceColumns, names: readonly string[]): SearchIndex {
  const { ids, regions, regionOf, population } = columns;
  const byId = Int32Array.from(ids, (_, index) => index).sort(
    (a, b) => (ids[a] ?? 0) - (ids[b] ?? 0),
  );
  const entries: { key: string; place: number; kind: KeyKind }[] = [];
  names.forEach((name, index) => {
    const folded = foldPlaceText(name);
    // "Zürich (Kreis 11)": districts GeoNames files beside their city would crowd it out.
    if (!folded || name.includes('(')) return;
    entries.push({ key: folded, place: index, kind: KeyKind.Name });
    // Every later word starts a key too, so "york" finds "New York City".
    for (let at = folded.indexOf(' '); at !== -1; at = folded.indexOf(' ', at + 1)) {
      entries.push({ key: folded.slice(at + 1), place: index, kind: KeyKind.Word });
    }
  });
  for (const [alias, name, country] of NAME_ALIASES) {
    let target: number | undefined;
    names.forEach((candidate, index) => {
      if (candidate !== name || regions[regionOf[index] ?? 0]?.countryCode !== country) return;
      if (target === undefined || (population[index] ?? 0) > (population[target] ?? 0)) {
        target = index;
      }
    });
    if (target !== undefined) {
      entries.push({ key: foldPlaceText(alias), place: target, kind: KeyKind.Alias });
    }
  }
  // In the order of the keys' UTF-8 bytes, as `lowerBound` compares them: the bytes read as
  // Latin-1 compare as the bytes do, and as strings the sort stays native.
  const byteOrder = entries.map((entry) => Buffer.from(entry.key, 'utf8').toString('latin1'));
  const sorted = Array.from(entries, (_, index) => index)
    .sort((a, b) => (byteOrder[a]! < byteOrder[b]! ? -1 : byteOrder[a]! > byteOrder[b]! ? 1 : 0))
    .map((index) => entries[index]!);
  return {
    byId,
    keys: packStrings(sorted.map((entry) => entry.key)),
    keyPlace: Int32Array.from(sorted, (entry) => entry.place),
    keyKind: Uint8Array.from(sorted, (entry) => entry.kind),
  };
}
