import { describe, expect, it } from 'vitest';
import type { Messages } from './catalogs/en';
import type { Locale } from './locales';
import { createTranslator } from './translator';

// A message with a count, as each language's catalogue writes one (the glossary's "nights").
const NIGHTS: Record<Locale, string> = {
  en: '{count, plural, one {# night} other {# nights}} in {place}',
  es: '{count, plural, one {# noche} other {# noches}} en {place}',
  fr: '{count, plural, one {# nuit} other {# nuits}} à {place}',
  de: '{count, plural, one {# Nacht} other {# Nächte}} in {place}',
  pt: '{count, plural, one {# noite} other {# noites}} em {place}',
  it: '{count, plural, one {# notte} other {# notti}} a {place}',
  ar: '{count, plural, zero {لا ليالٍ} one {ليلة واحدة} two {ليلتان} few {# ليالٍ} many {# ليلة} other {# ليلة}} في {place}',
};

const EXPECTED: Record<Locale, [one: string, two: string, three: string, many: string]> = {
  en: ['1 night in Lisbon', '2 nights in Lisbon', '3 nights in Lisbon', '1,000 nights in Lisbon'],
  es: ['1 noche en Lisbon', '2 noches en Lisbon', '3 noches en Lisbon', '1000 noches en Lisbon'],
  fr: ['1 nuit à Lisbon', '2 nuits à Lisbon', '3 nuits à Lisbon', '1 000 nuits à Lisbon'],
  de: ['1 Nacht in Lisbon', '2 Nächte in Lisbon', '3 Nächte in Lisbon', '1.000 Nächte in Lisbon'],
  pt: ['1 noite em Lisbon', '2 noites em Lisbon', '3 noites em Lisbon', '1000 noites em Lisbon'],
  it: ['1 notte a Lisbon', '2 notti a Lisbon', '3 notti a Lisbon', '1000 notti a Lisbon'],
  ar: ['ليلة واحدة في Lisbon', 'ليلتان في Lisbon', '3 ليالٍ في Lisbon', '11 ليلة في Lisbon'],
};

const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe.each(Object.keys(NIGHTS) as Locale[])('a plural in %s', (locale) => {
  const t = createTranslator(locale, { 'test.nights': NIGHTS[locale] } as unknown as Messages);
  const say = (count: number) => plain(t('test.nights' as never, { count, place: 'Lisbon' }));

  it("picks the language's plural form and writes the count its way", () => {
    const [one, two, three, many] = EXPECTED[locale];
    expect(say(1)).toBe(one);
    expect(say(2)).toBe(two);
    expect(say(3)).toBe(three);
    expect(say(locale === 'ar' ? 11 : 1000)).toBe(many);
  });
});

describe('createTranslator', () => {
  it('puts React-like parts into a tagged stretch', () => {
    const t = createTranslator('en', { 'test.rules': 'Read <link>the rules</link>.' } as never);
    const parts = t.rich('test.rules' as never, {
      link: (chunks: unknown[]) => ({ linked: chunks.join('') }),
    });
    expect(parts).toEqual(['Read ', { linked: 'the rules' }, '.']);
  });

  it('reads a missing key as the key itself, so it is seen', () => {
    expect(createTranslator('de', {} as Messages)('test.missing' as never)).toBe('test.missing');
  });
});
