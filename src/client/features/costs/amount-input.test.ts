import { describe, expect, it } from 'vitest';
import { messages as german } from '#shared/i18n/catalogs/de';
import { createTranslator } from '#shared/i18n/translator';
import { formatsFor } from '#shared/i18n/formats';
import { ENGLISH, type I18n } from '#client/lib/i18n';
import { canonicalAmount, parseTypedAmount, typedAmountText } from './amount-input';

const GERMAN: I18n = {
  locale: 'de',
  t: createTranslator('de', german),
  f: formatsFor('de'),
  dir: 'ltr',
};

describe('amounts typed in the traveller’s language', () => {
  it('leaves English text as parseAmount reads it', () => {
    expect(canonicalAmount('1,234.50', ENGLISH)).toBe('1,234.50');
    expect(parseTypedAmount('1,234.50', 'USD', ENGLISH)).toEqual({ ok: true, amount: 123450 });
    expect(parseTypedAmount('12,34', 'USD', ENGLISH)).toEqual({
      ok: false,
      message: 'Type an amount such as 123.45.',
    });
    expect(parseTypedAmount('1500.5', 'JPY', ENGLISH)).toEqual({
      ok: false,
      message: 'JPY amounts have no decimals.',
    });
    expect(parseTypedAmount('1.234', 'USD', ENGLISH)).toEqual({
      ok: false,
      message: 'USD amounts have at most 2 decimals.',
    });
    expect(typedAmountText(12345, 'USD', ENGLISH)).toBe('123.45');
  });

  it('reads a German decimal comma and grouping dots', () => {
    expect(parseTypedAmount('1.234,56', 'EUR', GERMAN)).toEqual({ ok: true, amount: 123456 });
    expect(parseTypedAmount('123,45', 'EUR', GERMAN)).toEqual({ ok: true, amount: 12345 });
    expect(parseTypedAmount('1.234', 'EUR', GERMAN)).toEqual({ ok: true, amount: 123400 });
    expect(parseTypedAmount('12.50', 'EUR', GERMAN)).toEqual({ ok: true, amount: 1250 });
    expect(typedAmountText(12345, 'EUR', GERMAN)).toBe('123,45');
  });

  it('says in German why an amount is refused', () => {
    expect(parseTypedAmount('-5', 'EUR', GERMAN)).toEqual({
      ok: false,
      message: 'Ein Betrag kann nicht negativ sein.',
    });
    expect(parseTypedAmount('zwölf', 'EUR', GERMAN)).toEqual({
      ok: false,
      message: 'Gib einen Betrag ein, etwa 123,45.',
    });
    expect(parseTypedAmount('10,5', 'JPY', GERMAN)).toEqual({
      ok: false,
      message: 'Beträge in JPY haben keine Nachkommastellen.',
    });
    expect(parseTypedAmount('1,234', 'EUR', GERMAN)).toEqual({
      ok: false,
      message: 'Beträge in EUR haben höchstens 2 Nachkommastellen.',
    });
    expect(parseTypedAmount('99.999.999.999,99', 'EUR', GERMAN)).toEqual({
      ok: false,
      message: 'Dieser Betrag ist zu hoch.',
    });
  });
});
