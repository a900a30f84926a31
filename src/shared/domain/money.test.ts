import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  SUPPORTED_CURRENCIES,
  addMoney,
  currencyExponent,
  decimalToRatio,
  divideRounded,
  formatEstimate,
  formatMoney,
  money,
  moneySchema,
  scaleMoney,
  sumMoney,
} from './money';

describe('moneySchema', () => {
  it('accepts an integer amount in minor units with a supported currency', () => {
    expect(moneySchema.parse({ amount: 12345, currency: 'USD' })).toEqual({
      amount: 12345,
      currency: 'USD',
    });
  });

  it.each([
    ['a float', { amount: 12.5, currency: 'USD' }],
    ['a negative amount', { amount: -1, currency: 'USD' }],
    ['an amount of 10^12', { amount: 1e12, currency: 'USD' }],
    ['an unknown currency', { amount: 1, currency: 'XYZ' }],
    ['a lower-case code', { amount: 1, currency: 'usd' }],
    ['an amount as a string', { amount: '100', currency: 'USD' }],
  ])('rejects %s', (_, value) => {
    expect(moneySchema.safeParse(value).success).toBe(false);
  });
});

describe('formatEstimate', () => {
  it('prints a whole-unit estimate without cents and keeps cents that are there', () => {
    expect(formatEstimate(money(102600, 'USD'))).toBe('$1,026');
    expect(formatEstimate(money(17950, 'USD'))).toBe('$179.50');
    expect(formatEstimate(money(1500, 'JPY'))).toBe('¥1,500');
    expect(formatEstimate(money(-5000, 'EUR'))).toBe('-€50');
  });
});

describe('formatMoney', () => {
  it('formats minor units in the currency of the amount', () => {
    expect(formatMoney(money(102600, 'USD'))).toBe('$1,026.00');
    expect(formatMoney(money(1500, 'JPY'))).toBe('¥1,500');
    expect(formatMoney(money(5, 'EUR'), 'de-DE')).toBe('0,05\u00a0€');
  });

  it('keeps every digit of a large amount', () => {
    expect(formatMoney(money(999_999_999_999, 'USD'))).toBe('$9,999,999,999.99');
  });

  it('writes every currency in en-US as Intl does', () => {
    for (const currency of SUPPORTED_CURRENCIES) {
      const exponent = currencyExponent(currency);
      const intl = new Intl.NumberFormat('en-US', {
        style: 'currency',
        currency,
        minimumFractionDigits: exponent,
        maximumFractionDigits: exponent,
      });
      for (const amount of [0, 5, 99, 100, 123_456, 1_000_000, 999_999_999_999, -5, -123_456]) {
        const major = Number(BigInt(amount)) / 10 ** exponent;
        expect(formatMoney({ amount, currency }), `${amount} ${currency}`).toBe(intl.format(major));
      }
    }
  });
});

describe('integer arithmetic', () => {
  it('rounds halves away from zero', () => {
    expect(divideRounded(5n, 2n)).toBe(3n);
    expect(divideRounded(-5n, 2n)).toBe(-3n);
    expect(divideRounded(7n, 3n)).toBe(2n);
    expect(divideRounded(8n, 3n)).toBe(3n);
  });

  it('scales by a ratio, rounding once', () => {
    expect(scaleMoney(money(34200, 'USD'), 115n, 100n)).toEqual(money(39330, 'USD'));
    expect(scaleMoney(money(1, 'USD'), 1n, 2n)).toEqual(money(1, 'USD'));
    expect(scaleMoney(money(9200, 'USD'), 3n, 4n)).toEqual(money(6900, 'USD'));
  });

  it('adds only amounts in the same currency', () => {
    expect(sumMoney([money(100, 'EUR'), money(250, 'EUR')], 'EUR')).toEqual(money(350, 'EUR'));
    expect(() => addMoney(money(1, 'EUR'), money(1, 'USD'))).toThrow(RangeError);
  });

  it('reads a decimal rate as an exact ratio', () => {
    expect(decimalToRatio('1.1684')).toEqual({ numerator: 11684n, denominator: 10000n });
    expect(decimalToRatio('186')).toEqual({ numerator: 186n, denominator: 1n });
  });
});

describe('currencyCodeSchema', () => {
  it('can be written as JSON Schema for the API docs', () => {
    expect(z.toJSONSchema(moneySchema)).toMatchObject({
      properties: { currency: { enum: expect.arrayContaining(['EUR', 'JPY', 'USD']) } },
    });
  });
});
