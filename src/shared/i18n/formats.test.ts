import { describe, expect, it } from 'vitest';
import type { Money } from '../domain/money';
import { formatsFor } from './formats';
import type { Locale } from './locales';

// Intl separates with no-break spaces (U+00A0, U+202F); written here as plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
// Arabic isolates an amount as one left-to-right unit: U+2066 before it, U+2069 after.
const LRI = '\u2066';
const PDI = '\u2069';
const euros = (amount: number) => ({ amount, currency: 'EUR' }) as Money;
const dollars = (amount: number) => ({ amount, currency: 'USD' }) as Money;

/** What a native reader expects, written out (docs/I18N.md). Amounts are in minor units. */
const EXPECTED: Record<
  Locale,
  {
    date: string;
    range: string;
    acrossMonths: string;
    acrossYears: string;
    price: string;
    estimateRange: string;
    number: string;
  }
> = {
  en: {
    date: 'Mar 5, 2026',
    range: 'Jan 11 – Jan 15, 2027',
    acrossMonths: 'Mar 28 – Apr 2, 2026',
    acrossYears: 'Dec 30, 2026 – Jan 2, 2027',
    price: '€1,026.50',
    estimateRange: '$1,200 – $1,650',
    number: '1,234.5',
  },
  es: {
    date: '5 mar 2026',
    range: '11–15 ene 2027',
    acrossMonths: '28 mar – 2 abr 2026',
    acrossYears: '30 dic 2026 – 2 ene 2027',
    price: '1026,50 €',
    estimateRange: '1200 US$ – 1650 US$',
    number: '1234,5',
  },
  fr: {
    date: '5 mars 2026',
    range: '11–15 janv. 2027',
    acrossMonths: '28 mars – 2 avr. 2026',
    acrossYears: '30 déc. 2026 – 2 janv. 2027',
    price: '1 026,50 €',
    estimateRange: '1 200 $US – 1 650 $US',
    number: '1 234,5',
  },
  de: {
    date: '5. März 2026',
    range: '11.–15. Jan. 2027',
    acrossMonths: '28. März – 2. Apr. 2026',
    acrossYears: '30. Dez. 2026 – 2. Jan. 2027',
    price: '1.026,50 €',
    estimateRange: '1.200 $ – 1.650 $',
    number: '1.234,5',
  },
  pt: {
    date: '5 de março de 2026',
    range: '11–15 de janeiro de 2027',
    acrossMonths: '28 de março – 2 de abril de 2026',
    acrossYears: '30 de dezembro de 2026 – 2 de janeiro de 2027',
    price: '1026,50 €',
    estimateRange: '1200 US$ – 1650 US$',
    number: '1234,5',
  },
  it: {
    date: '5 mar 2026',
    range: '11–15 gen 2027',
    acrossMonths: '28 mar – 2 apr 2026',
    acrossYears: '30 dic 2026 – 2 gen 2027',
    price: '1026,50 €',
    estimateRange: '1200 USD – 1650 USD',
    number: '1234,5',
  },
  ar: {
    date: '5 مارس 2026',
    range: '11–15 يناير 2027',
    acrossMonths: '28 مارس – 2 أبريل 2026',
    acrossYears: '30 ديسمبر 2026 – 2 يناير 2027',
    price: `${LRI}1,026.50 €${PDI}`,
    estimateRange: `${LRI}1,200 US$${PDI} – ${LRI}1,650 US$${PDI}`,
    number: '1,234.5',
  },
};

describe.each(Object.entries(EXPECTED))('formats in %s', (locale, expected) => {
  const f = formatsFor(locale as Locale);

  it('writes a date and date ranges as the language does', () => {
    expect(plain(f.date('2026-03-05'))).toBe(expected.date);
    expect(plain(f.dateRange('2027-01-11', '2027-01-15'))).toBe(expected.range);
    expect(plain(f.dateRange('2026-03-28', '2026-04-02'))).toBe(expected.acrossMonths);
    expect(plain(f.dateRange('2026-12-30', '2027-01-02'))).toBe(expected.acrossYears);
  });

  it("writes a price in the trip's currency, whatever the language", () => {
    expect(plain(f.money(euros(102650)))).toBe(expected.price);
    expect(plain(f.moneyRange({ low: dollars(120000), high: dollars(165000) }))).toBe(
      expected.estimateRange,
    );
  });

  it('writes numbers with Latin digits', () => {
    expect(plain(f.number(1234.5))).toBe(expected.number);
  });
});

describe('the week', () => {
  it('starts on Sunday in English, Monday in Europe and Saturday in Arabic', () => {
    expect(formatsFor('en').firstDayOfWeek).toBe(0);
    expect(formatsFor('de').firstDayOfWeek).toBe(1);
    expect(formatsFor('ar').firstDayOfWeek).toBe(6);
  });
});

describe('distances', () => {
  it('write the unit as each language does, tenths of a kilometre under ten', () => {
    const distances = (locale: Locale) => {
      const f = formatsFor(locale);
      return [f.distance(0.3), f.distance(7.74), f.distance(26.2)].map(plain);
    };
    expect(distances('en')).toEqual(['300 m', '7.7 km', '26 km']);
    expect(distances('de')).toEqual(['300 m', '7,7 km', '26 km']);
    expect(distances('fr')).toEqual(['300 m', '7,7 km', '26 km']);
    expect(distances('ar')).toEqual(['300 متر', '7.7 كم', '26 كم']);
  });
});
