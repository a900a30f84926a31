import { z } from 'zod';

/**
 * Money is an integer amount in the currency's minor unit with its ISO 4217 code, never a float
 * (docs/PRODUCT-RULES.md#money). Arithmetic here is integer-only; a product with a fraction is
 * rounded once, half away from zero, to the minor unit.
 */

/**
 * ISO 4217 minor-unit exponents of the currencies the product can convert (the euro and every
 * currency of the ECB reference rates). A fixed table rather than `Intl`, because ICU versions
 * disagree on a few (HUF and IDR have 2 decimals in ISO 4217, 0 in some ICU builds), and an
 * amount stored in one exponent must read back the same everywhere.
 */
export const CURRENCY_EXPONENTS = {
  AUD: 2,
  BRL: 2,
  CAD: 2,
  CHF: 2,
  CNY: 2,
  CZK: 2,
  DKK: 2,
  EUR: 2,
  GBP: 2,
  HKD: 2,
  HUF: 2,
  IDR: 2,
  ILS: 2,
  INR: 2,
  ISK: 0,
  JPY: 0,
  KRW: 0,
  MXN: 2,
  MYR: 2,
  NOK: 2,
  NZD: 2,
  PHP: 2,
  PLN: 2,
  RON: 2,
  SEK: 2,
  SGD: 2,
  THB: 2,
  TRY: 2,
  USD: 2,
  ZAR: 2,
} as const satisfies Record<string, number>;

export type CurrencyCode = keyof typeof CURRENCY_EXPONENTS;

export const SUPPORTED_CURRENCIES = Object.keys(CURRENCY_EXPONENTS) as CurrencyCode[];

/** Amounts stay below 10^12 minor units so that every one is a safe integer with room to add. */
export const MAX_MONEY_AMOUNT = 999_999_999_999;

export function isCurrencyCode(value: string): value is CurrencyCode {
  return Object.hasOwn(CURRENCY_EXPONENTS, value);
}

/**
 * An enum rather than a refinement, so the API's generated JSON Schema lists the currencies and
 * the schema has no transform that JSON Schema cannot express.
 */
export const currencyCodeSchema = z.enum(
  SUPPORTED_CURRENCIES as [CurrencyCode, ...CurrencyCode[]],
  { error: `That currency is not one we support; use one of ${SUPPORTED_CURRENCIES.join(', ')}.` },
);

export const moneySchema = z.object({
  /** Integer amount in the currency's minor unit: `12345` USD is $123.45, `1500` JPY is ¥1,500. */
  amount: z
    .number({ error: 'An amount is a whole number of minor units (cents).' })
    .int({ error: 'An amount is a whole number of minor units (cents).' })
    .nonnegative({ error: 'An amount cannot be negative.' })
    .max(MAX_MONEY_AMOUNT, { error: 'That amount is too large.' }),
  /** ISO 4217 code, one of the supported currencies. */
  currency: currencyCodeSchema,
});

export type Money = z.infer<typeof moneySchema>;

export function currencyExponent(currency: CurrencyCode): number {
  return CURRENCY_EXPONENTS[currency];
}

export function money(amount: number, currency: CurrencyCode): Money {
  if (!Number.isSafeInteger(amount))
    throw new RangeError(`Money amount ${amount} is not an integer`);
  return { amount, currency };
}

/**
 * An estimate for people: whole units without ".00" (`$1,026`), since every estimated figure is
 * rounded to whole units (docs/ESTIMATES.md) and cents would look more precise than it is; an
 * amount with cents keeps them (`$179.50`).
 */
export function formatEstimate(value: Money): string {
  return formatMoney(value).replace(/[.,]00(?=\D*$)/, '');
}

/** Formats for people, e.g. `$1,026.00`, `¥1,500`, `1.026,00 €` with locale `de-DE`. */
export function formatMoney(value: Money, locale = 'en-US'): string {
  const exponent = currencyExponent(value.currency);
  if (locale === 'en-US') return formatEnUs(value, exponent);
  return moneyFormat(locale, value.currency, exponent).format(
    minorToMajorText(value.amount, exponent) as Intl.StringNumericLiteral,
  );
}

/**
 * What en-US writes before a figure in each currency, as `Intl` (CLDR) writes it; a code is
 * followed by a no-break space. Formatted from this table, a phone's first money figure does not
 * load the locale's number data first (tens of milliseconds, docs/PERFORMANCE.md); a test holds
 * the table to `Intl`.
 */
const EN_US_PREFIXES: Record<CurrencyCode, string> = {
  AUD: 'A$',
  BRL: 'R$',
  CAD: 'CA$',
  CHF: 'CHF\u00a0',
  CNY: 'CN¥',
  CZK: 'CZK\u00a0',
  DKK: 'DKK\u00a0',
  EUR: '€',
  GBP: '£',
  HKD: 'HK$',
  HUF: 'HUF\u00a0',
  IDR: 'IDR\u00a0',
  ILS: '₪',
  INR: '₹',
  ISK: 'ISK\u00a0',
  JPY: '¥',
  KRW: '₩',
  MXN: 'MX$',
  MYR: 'MYR\u00a0',
  NOK: 'NOK\u00a0',
  NZD: 'NZ$',
  PHP: '₱',
  PLN: 'PLN\u00a0',
  RON: 'RON\u00a0',
  SEK: 'SEK\u00a0',
  SGD: 'SGD\u00a0',
  THB: 'THB\u00a0',
  TRY: 'TRY\u00a0',
  USD: '$',
  ZAR: 'ZAR\u00a0',
};

/** `-$1,234.50`: sign, prefix, the whole part in groups of three, then the minor digits. */
function formatEnUs(value: Money, exponent: number): string {
  const [whole = '', fraction] = minorToMajorText(Math.abs(value.amount), exponent).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, ',');
  const sign = value.amount < 0 ? '-' : '';
  return `${sign}${EN_US_PREFIXES[value.currency]}${grouped}${fraction === undefined ? '' : `.${fraction}`}`;
}

/** Made once per locale and currency: building an Intl.NumberFormat costs far more than using one. */
const moneyFormats = new Map<string, Intl.NumberFormat>();

function moneyFormat(locale: string, currency: CurrencyCode, exponent: number): Intl.NumberFormat {
  const key = `${locale} ${currency}`;
  let format = moneyFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      minimumFractionDigits: exponent,
      maximumFractionDigits: exponent,
    });
    moneyFormats.set(key, format);
  }
  return format;
}

/** "123.45" from 12345 and exponent 2, built from digits so no float ever rounds it. */
function minorToMajorText(amount: number, exponent: number): string {
  if (exponent === 0) return String(amount);
  const sign = amount < 0 ? '-' : '';
  const digits = String(Math.abs(amount)).padStart(exponent + 1, '0');
  return `${sign}${digits.slice(0, -exponent)}.${digits.slice(-exponent)}`;
}

/** The integer nearest numerator / denominator, halves away from zero. */
export function divideRounded(numerator: bigint, denominator: bigint): bigint {
  if (denominator === 0n) throw new RangeError('Division by zero');
  const negative = numerator < 0n !== denominator < 0n;
  const n = numerator < 0n ? -numerator : numerator;
  const d = denominator < 0n ? -denominator : denominator;
  const quotient = (2n * n + d) / (2n * d);
  return negative ? -quotient : quotient;
}

export function addMoney(a: Money, b: Money): Money {
  if (a.currency !== b.currency) {
    throw new RangeError(`Cannot add ${a.currency} to ${b.currency} without a conversion`);
  }
  return money(a.amount + b.amount, a.currency);
}

export function sumMoney(values: readonly Money[], currency: CurrencyCode): Money {
  return values.reduce((total, value) => addMoney(total, value), money(0, currency));
}

/**
 * `value × numerator / denominator`, rounded once to the minor unit (halves away from zero). Use
 * it for percentages (`scaleMoney(rate, 115n, 100n)`) and any other exact ratio.
 */
export function scaleMoney(value: Money, numerator: bigint, denominator: bigint): Money {
  return money(
    Number(divideRounded(BigInt(value.amount) * numerator, denominator)),
    value.currency,
  );
}

/**
 * The amount rounded to a whole unit of its currency (whole dollars, whole yen), halves away from
 * zero: how an estimate is given, since cents would claim a precision it does not have.
 */
export function roundToWholeUnits(value: Money): Money {
  const unit = 10n ** BigInt(currencyExponent(value.currency));
  return money(Number(divideRounded(BigInt(value.amount), unit) * unit), value.currency);
}

/** A decimal string such as "1.1684" as an exact ratio of integers: 11684 / 10000. */
export function decimalToRatio(decimal: string): { numerator: bigint; denominator: bigint } {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(decimal.trim());
  if (!match) throw new RangeError(`Not a non-negative decimal: ${decimal}`);
  const fraction = match[2] ?? '';
  return {
    numerator: BigInt(`${match[1]}${fraction}`),
    denominator: 10n ** BigInt(fraction.length),
  };
}
