import {
  currencyExponent,
  decimalToRatio,
  divideRounded,
  isCurrencyCode,
  money,
  type CurrencyCode,
  type Money,
} from '#shared/domain/money';
import { costData } from './cost-data';
import type { ExchangeRateSnapshot } from './cost-data-types';

export const EXCHANGE_RATE_SOURCE = 'ECB reference rates';

/** One day's reference rates: units of each currency per 1 EUR, as published decimal strings. */
export interface ExchangeRates {
  /** The rates' business day, YYYY-MM-DD. */
  date: string;
  /** Who published them, in words for people: the shipped snapshot says `EXCHANGE_RATE_SOURCE`. */
  source: string;
  /** Every supported currency, EUR included ("1"). */
  rates: Readonly<Partial<Record<CurrencyCode, string>>>;
}

/**
 * The rate a conversion used, kept exactly so a stored line can be re-derived: units of `to` per
 * unit of `from` = `numerator / denominator`, the two currencies' published rates per euro.
 */
export interface ConversionRate {
  from: CurrencyCode;
  to: CurrencyCode;
  /** The ECB rate of `to` per EUR, e.g. "0.87058" ("1" for EUR). */
  numerator: string;
  /** The ECB rate of `from` per EUR, e.g. "1.1684" ("1" for EUR). */
  denominator: string;
  /** numerator / denominator to 6 significant digits, for people; never compute with it. */
  approx: string;
}

export interface Conversion {
  money: Money;
  rate: ConversionRate;
  rateDate: string;
  source: string;
}

function toExchangeRates(snapshot: ExchangeRateSnapshot): ExchangeRates {
  const rates: Partial<Record<CurrencyCode, string>> = {};
  for (const [currency, rate] of Object.entries(snapshot.perEuro)) {
    if (isCurrencyCode(currency)) rates[currency] = rate;
  }
  return Object.freeze({
    date: snapshot.date,
    source: EXCHANGE_RATE_SOURCE,
    rates: Object.freeze(rates),
  });
}

const shippedRates = toExchangeRates(costData.exchangeRates);

/** The newest rates the product has: the shipped ECB snapshot's last day. */
export function latestRates(): ExchangeRates {
  return shippedRates;
}

/** Currencies `convert` can handle with these rates: EUR and every ECB column. */
export function supportedCurrencies(rates: ExchangeRates = shippedRates): CurrencyCode[] {
  return (Object.keys(rates.rates) as CurrencyCode[]).sort();
}

/**
 * `value` in `to`, through the euro cross rate: amount × rate(to) / rate(from), scaled between
 * the two minor units and rounded once, half away from zero, at the very end
 * (docs/PRODUCT-RULES.md#money). Throws a RangeError for a currency without a rate.
 */
export function convert(value: Money, to: CurrencyCode, rates: ExchangeRates): Conversion {
  const fromRate = rateOf(value.currency, rates);
  const toRate = rateOf(to, rates);
  const from = decimalToRatio(fromRate);
  const target = decimalToRatio(toRate);
  const exponentShift = currencyExponent(to) - currencyExponent(value.currency);
  // amount × (tn / td) / (fn / fd) × 10^shift, as one fraction of integers.
  let numerator = BigInt(value.amount) * target.numerator * from.denominator;
  let denominator = target.denominator * from.numerator;
  if (exponentShift >= 0) numerator *= 10n ** BigInt(exponentShift);
  else denominator *= 10n ** BigInt(-exponentShift);
  return {
    money: money(Number(divideRounded(numerator, denominator)), to),
    rate: {
      from: value.currency,
      to,
      numerator: toRate,
      denominator: fromRate,
      approx: approximateRatio(target, from),
    },
    rateDate: rates.date,
    source: rates.source,
  };
}

function rateOf(currency: CurrencyCode, rates: ExchangeRates): string {
  const rate = rates.rates[currency];
  if (!rate) throw new RangeError(`No exchange rate for ${currency}`);
  return rate;
}

function approximateRatio(
  to: { numerator: bigint; denominator: bigint },
  from: { numerator: bigint; denominator: bigint },
): string {
  const value =
    Number(to.numerator) /
    Number(to.denominator) /
    (Number(from.numerator) / Number(from.denominator));
  return String(Number(value.toPrecision(6)));
}
