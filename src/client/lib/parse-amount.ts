import { MAX_MONEY_AMOUNT, currencyExponent, type CurrencyCode } from '#shared/domain/money';

export type ParsedAmount = { ok: true; amount: number } | { ok: false; message: string };

/**
 * An amount typed as decimal text ("1,234.50") as integer minor units, by string arithmetic only,
 * so no float ever rounds it (docs/PRODUCT-RULES.md#money). Commas between digit groups are
 * allowed; more decimals than the currency has (2 for USD, 0 for JPY) are refused, not rounded.
 */
export function parseAmount(text: string, currency: CurrencyCode): ParsedAmount {
  const exponent = currencyExponent(currency);
  const trimmed = text.trim().replace(/,(?=\d{3}(?:\D|$))/g, '');
  if (trimmed.startsWith('-')) return { ok: false, message: 'An amount cannot be negative.' };
  const match = /^(\d*)(?:\.(\d*))?$/.exec(trimmed);
  if (trimmed === '' || trimmed === '.' || !match) {
    return { ok: false, message: 'Type an amount such as 123.45.' };
  }
  const whole = match[1] ?? '';
  const fraction = match[2] ?? '';
  if (fraction.length > exponent) {
    return {
      ok: false,
      message:
        exponent === 0
          ? `${currency} amounts have no decimals.`
          : `${currency} amounts have at most ${exponent} decimals.`,
    };
  }
  const digits = `${whole}${fraction.padEnd(exponent, '0')}`.replace(/^0+(?=\d)/, '');
  // Compare as text first: a very long number would lose digits as a Number.
  if (digits.length > String(MAX_MONEY_AMOUNT).length || Number(digits) > MAX_MONEY_AMOUNT) {
    return { ok: false, message: 'That amount is too large.' };
  }
  return { ok: true, amount: Number(digits) };
}

/** Minor units back to the text a field shows: 12345 USD → "123.45", 1500 JPY → "1500". */
export function amountToText(amount: number, currency: CurrencyCode): string {
  const exponent = currencyExponent(currency);
  if (exponent === 0) return String(amount);
  const digits = String(amount).padStart(exponent + 1, '0');
  return `${digits.slice(0, -exponent)}.${digits.slice(-exponent)}`;
}
