/** Letters that Unicode decomposition does not split into a base letter and a mark. */
const FOLDED_LETTERS: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  đ: 'd',
  ð: 'd',
  ł: 'l',
  ı: 'i',
  þ: 'th',
  ħ: 'h',
};

/**
 * The form names are compared in: accents and case ignored, punctuation as spaces.
 * `"São Paulo"` → `"sao paulo"`, `"Saint-Étienne"` → `"saint etienne"`.
 */
export function foldPlaceText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[ßæœøđðłıþħ]/g, (letter) => FOLDED_LETTERS[letter] ?? letter)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}
