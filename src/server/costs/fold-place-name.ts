/**
 * A place name reduced to what both the per diem tables and our place labels agree on:
 * "New York City" and "New York" give "new york", "St. Thomas" and "Saint Thomas" give
 * "st thomas", "Zürich" gives "zurich".
 */
export function foldPlaceName(name: string): string {
  const words = name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .filter(Boolean)
    .map((word) => WORD_FORMS[word] ?? word);
  if (words[0] === 'the' && words.length > 1) words.shift();
  if (words[words.length - 1] === 'city' && words.length > 1) words.pop();
  return words.join(' ');
}

/** Abbreviations the datasets use for words GeoNames spells out. */
const WORD_FORMS: Record<string, string> = {
  saint: 'st',
  sainte: 'ste',
  fort: 'ft',
  mount: 'mt',
};
