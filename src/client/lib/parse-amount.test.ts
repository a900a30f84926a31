import { describe, expect, it } from 'vitest';
import { amountToText, parseAmount } from './parse-amount';

describe('parseAmount', () => {
  it.each([
    ['123.45', 'USD', 12345],
    ['123.4', 'USD', 12340],
    ['123', 'USD', 12300],
    ['.5', 'USD', 50],
    ['0.07', 'USD', 7],
    ['1,234.56', 'USD', 123456],
    ['  42.10 ', 'EUR', 4210],
    ['1500', 'JPY', 1500],
    ['1,500', 'JPY', 1500],
    ['0', 'USD', 0],
    ['007.10', 'GBP', 710],
  ] as const)('reads %s %s as %i minor units', (text, currency, amount) => {
    expect(parseAmount(text, currency)).toEqual({ ok: true, amount });
  });

  it('never goes through a float: 1.15, 4.35 and 0.29 stay exact', () => {
    // 4.35 * 100 === 434.99999999999994 and 0.29 * 100 === 28.999999999999996 in floats.
    expect(parseAmount('4.35', 'USD')).toEqual({ ok: true, amount: 435 });
    expect(parseAmount('0.29', 'USD')).toEqual({ ok: true, amount: 29 });
    expect(parseAmount('1.15', 'USD')).toEqual({ ok: true, amount: 115 });
  });

  it('refuses more decimals than the currency has', () => {
    expect(parseAmount('1.234', 'USD')).toMatchObject({ ok: false });
    expect(parseAmount('1500.5', 'JPY')).toEqual({
      ok: false,
      message: 'JPY amounts have no decimals.',
    });
  });

  it.each(['', ' ', '.', 'abc', '12a', '1.2.3', '1e3', '$12', '12,34'])('refuses %j', (text) => {
    expect(parseAmount(text, 'USD')).toMatchObject({ ok: false });
  });

  it('refuses negatives with its own message', () => {
    expect(parseAmount('-5', 'USD')).toEqual({
      ok: false,
      message: 'An amount cannot be negative.',
    });
  });

  it('refuses amounts of 10^12 minor units or more', () => {
    expect(parseAmount('9999999999.99', 'USD')).toEqual({ ok: true, amount: 999_999_999_999 });
    expect(parseAmount('10000000000.00', 'USD')).toEqual({
      ok: false,
      message: 'That amount is too large.',
    });
    expect(parseAmount('99999999999999999999999', 'JPY')).toMatchObject({ ok: false });
  });
});

describe('amountToText', () => {
  it('writes minor units as the text a field shows', () => {
    expect(amountToText(12345, 'USD')).toBe('123.45');
    expect(amountToText(5, 'USD')).toBe('0.05');
    expect(amountToText(1500, 'JPY')).toBe('1500');
  });

  it('round-trips with parseAmount', () => {
    for (const amount of [0, 1, 99, 100, 12345, 999_999_999_999]) {
      expect(parseAmount(amountToText(amount, 'EUR'), 'EUR')).toEqual({ ok: true, amount });
    }
  });
});
