import { describe, expect, it } from 'vitest';
import { messages as de } from '#shared/i18n/catalogs/de';
import { messages as en } from '#shared/i18n/catalogs/en';
import { formatsFor } from '#shared/i18n/formats';
import { createTranslator } from '#shared/i18n/translator';
import { parseCapAmount } from './cap-amount';

const german = { locale: 'de' as const, t: createTranslator('de', de), f: formatsFor('de') };
const english = { locale: 'en' as const, t: createTranslator('en', en), f: formatsFor('en') };

describe('parseCapAmount', () => {
  it('reads a German cap with its decimal comma and grouping dots', () => {
    expect(parseCapAmount('600,50', 'USD', german)).toEqual({ ok: true, amount: 60050 });
    expect(parseCapAmount('1.200', 'USD', german)).toEqual({ ok: true, amount: 120000 });
    expect(parseCapAmount('1.234,5', 'EUR', german)).toEqual({ ok: true, amount: 123450 });
  });

  it('says in German why a cap was refused', () => {
    expect(parseCapAmount('-5', 'USD', german)).toEqual({
      ok: false,
      message: 'Ein Betrag darf nicht negativ sein.',
    });
    expect(parseCapAmount('abc', 'USD', german)).toEqual({
      ok: false,
      message: 'Gib einen Betrag wie 123,45 ein.',
    });
    expect(parseCapAmount('5,5', 'JPY', german)).toEqual({
      ok: false,
      message: 'Beträge in JPY haben keine Nachkommastellen.',
    });
  });

  it('keeps English as it was', () => {
    expect(parseCapAmount('1,200.50', 'USD', english)).toEqual({ ok: true, amount: 120050 });
    expect(parseCapAmount('abc', 'USD', english)).toEqual({
      ok: false,
      message: 'Type an amount such as 123.45.',
    });
  });
});
