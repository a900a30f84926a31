import {
  currencyExponent,
  decimalToRatio,
  divideRounded,
  isCurrencyCode,
  MAX_MONEY_AMOUNT,
  type Money,
} from '#shared/domain/money';

/** Reading loosely typed schema.org values (JSON-LD or microdata) as plain text and numbers. */

export type Thing = Record<string, unknown>;

export function isThing(value: unknown): value is Thing {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** "FlightReservation" from "FlightReservation", "http://schema.org/FlightReservation", arrays. */
export function typeOf(value: unknown): string {
  if (!isThing(value)) return '';
  const raw = value['@type'] ?? value.type;
  const first = Array.isArray(raw) ? raw[0] : raw;
  return typeof first === 'string' ? (first.split(/[/#:]/).at(-1) ?? '') : '';
}

export function first(value: unknown): unknown {
  return Array.isArray(value) ? value[0] : value;
}

export function asList(value: unknown): unknown[] {
  if (value === undefined || value === null) return [];
  return Array.isArray(value) ? value : [value];
}

export function thing(value: unknown): Thing | undefined {
  const one = first(value);
  return isThing(one) ? one : undefined;
}

/**
 * Plain text: scripts and styles with their content, tags and control characters removed, spaces
 * collapsed, cut to `max` characters. A value is data to show, never markup (an e-mail's HTML is
 * never rendered).
 */
export function clean(value: string, max = 200): string {
  return (
    // Only the start of a long value can be kept; the rest is not read.
    value
      .slice(0, max * 20 + 1000)
      .replace(/<(script|style)\b[^<>]*>[\s\S]*?(<\/\1\s*>|$)/gi, ' ')
      .replace(/<[^>]*>?/g, ' ')
      // eslint-disable-next-line no-control-regex -- control characters are what it removes
      .replace(/[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u2028\u2029\ufeff]/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, max)
      .trim()
  );
}

/** The text of a value: a string, a number, or a thing's name. */
export function text(value: unknown, max = 200): string {
  const one = first(value);
  if (typeof one === 'string') return clean(one, max);
  if (typeof one === 'number' && Number.isFinite(one)) return String(one);
  if (isThing(one)) return text(one.name ?? one['@value'], max);
  return '';
}

export function numberOf(value: unknown): number | null {
  const one = first(value);
  const n = typeof one === 'number' ? one : typeof one === 'string' ? Number(one.trim()) : NaN;
  return one !== '' && Number.isFinite(n) ? n : null;
}

/** A person's name: `name`, or given and family names. */
export function personName(value: unknown): string {
  const person = thing(value);
  if (!person) return text(value, 120);
  const name = text(person.name, 120);
  if (name) return name;
  return clean(`${text(person.givenName, 60)} ${text(person.familyName, 60)}`, 120);
}

/**
 * A price in minor units of its currency, from a decimal ("123.45", "1,234.50", 123.45): exact
 * digits, rounded once to the currency's minor unit (JPY has none). Undefined for a currency the
 * product does not support or an amount that is not one.
 */
export function priceOf(amount: unknown, currency: unknown): Money | undefined {
  const code = text(currency, 3).toUpperCase();
  if (!isCurrencyCode(code)) return undefined;
  const one = first(amount);
  let decimal: string;
  if (typeof one === 'number') {
    if (!Number.isFinite(one) || one < 0) return undefined;
    decimal = String(one);
    if (/e/i.test(decimal)) return undefined;
  } else if (typeof one === 'string') {
    // "412.60", "EUR 412.60", "€ 1,234.50"; letters or a sign left beside the figure are not a price.
    if (/[a-z-]/i.test(one.replace(/\b[A-Z]{3}\b/g, ''))) return undefined;
    decimal = one.replace(/[^\d.,]/g, '');
    // "1,234.56" and "1.234,56": the last separator followed by 1-2 digits is the decimal point.
    const decimalPoint = /[.,](\d{1,2})$/.exec(decimal);
    const whole = decimalPoint ? decimal.slice(0, decimalPoint.index) : decimal;
    decimal = `${whole.replace(/[.,]/g, '')}${decimalPoint ? `.${decimalPoint[1]}` : ''}`;
    if (code === 'JPY' || code === 'KRW' || code === 'ISK') {
      // Currencies without minor units write thousands with either separator: "12.500" yen.
      if (/^\d{1,3}([.,]\d{3})+$/.test(one.replace(/[^\d.,]/g, '')))
        decimal = one.replace(/[^\d]/g, '');
    }
  } else return undefined;
  if (!/^\d+(\.\d+)?$/.test(decimal)) return undefined;
  const { numerator, denominator } = decimalToRatio(decimal);
  const minor = divideRounded(numerator * 10n ** BigInt(currencyExponent(code)), denominator);
  if (minor > BigInt(MAX_MONEY_AMOUNT)) return undefined;
  return { amount: Number(minor), currency: code };
}
