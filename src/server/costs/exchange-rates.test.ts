import { describe, expect, it } from 'vitest';
import { money } from '#shared/domain/money';
import { convert, latestRates, supportedCurrencies, type ExchangeRates } from './exchange-rates';

const frozen: ExchangeRates = {
  date: '2026-04-13',
  source: 'ECB reference rates',
  rates: { EUR: '1', USD: '1.1684', JPY: '186.75', GBP: '0.87058' },
};

describe('latestRates', () => {
  it('answers the newest day of the shipped ECB snapshot', () => {
    const rates = latestRates();
    expect(rates.date).toBe('2026-04-13');
    expect(rates.source).toBe('ECB reference rates');
    expect(rates.rates.USD).toBe('1.1684');
    expect(rates.rates.EUR).toBe('1');
    expect(supportedCurrencies()).toHaveLength(30);
  });
});

describe('convert', () => {
  it('converts through the euro and rounds once to the minor unit', () => {
    // 100 USD / 1.1684 = 85.5871… EUR
    expect(convert(money(10000, 'USD'), 'EUR', frozen)).toEqual({
      money: money(8559, 'EUR'),
      rate: { from: 'USD', to: 'EUR', numerator: '1', denominator: '1.1684', approx: '0.855871' },
      rateDate: '2026-04-13',
      source: 'ECB reference rates',
    });
  });

  it('moves between minor units of different size', () => {
    // 100 USD × 186.75 / 1.1684 = 15983.39 JPY; and back: 1500 JPY = 9.3846… USD
    expect(convert(money(10000, 'USD'), 'JPY', frozen).money).toEqual(money(15983, 'JPY'));
    expect(convert(money(1500, 'JPY'), 'USD', frozen).money).toEqual(money(938, 'USD'));
  });

  it('crosses two non-euro currencies with the exact ratio of their euro rates', () => {
    const result = convert(money(102600, 'USD'), 'GBP', frozen);
    // 1026 × 0.87058 / 1.1684 = 764.477…
    expect(result.money).toEqual(money(76448, 'GBP'));
    expect(result.rate).toMatchObject({ numerator: '0.87058', denominator: '1.1684' });
  });

  it('keeps an amount in its own currency unchanged', () => {
    expect(convert(money(12345, 'EUR'), 'EUR', frozen).money).toEqual(money(12345, 'EUR'));
  });

  it('refuses a currency without a rate', () => {
    expect(() => convert(money(1, 'USD'), 'CHF', frozen)).toThrow(RangeError);
  });
});
