import { currencyExponent, type CurrencyCode } from '#shared/domain/money';
import type { I18n } from '#client/lib/i18n';
import { amountToText, parseAmount, type ParsedAmount } from '#client/lib/parse-amount';

/** The language's decimal mark: "." in English, "," in German. */
function decimalMarkOf({ f }: I18n): string {
  return f.number(1.5).replace(/\d/g, '');
}

/**
 * An amount as the traveller typed it, in their language's way, as the canonical "1234.56"
 * parseAmount reads. Where the decimal mark is a comma, a comma is the decimal mark and dots or
 * spaces group digits ("1.234,56"); without a comma, a dot before exactly three digits groups
 * them ("1.234") and any other dot is a decimal point ("12.50"). English text is left as it is.
 */
export function canonicalAmount(text: string, i18n: I18n): string {
  if (decimalMarkOf(i18n) !== ',') return text;
  const trimmed = text.trim().replace(/[\s\u00a0\u202f]/g, '');
  if (trimmed.includes(',')) return trimmed.replace(/\./g, '').replace(',', '.');
  return /^-?\d{1,3}(\.\d{3})+$/.test(trimmed) ? trimmed.replace(/\./g, '') : trimmed;
}

/** A typed amount in minor units, or why it was refused, in the traveller's language. */
export function parseTypedAmount(text: string, currency: CurrencyCode, i18n: I18n): ParsedAmount {
  const canonical = canonicalAmount(text, i18n);
  const parsed = parseAmount(canonical, currency);
  if (parsed.ok) return parsed;
  const { t } = i18n;
  const exponent = currencyExponent(currency);
  // The same checks as parseAmount, in its order, to say which one refused the amount.
  const plain = canonical.trim().replace(/,(?=\d{3}(?:\D|$))/g, '');
  const match = /^(\d*)(?:\.(\d*))?$/.exec(plain);
  let message: string;
  if (plain.startsWith('-')) message = t('costs.amountNegative');
  else if (plain === '' || plain === '.' || !match)
    message = t('costs.amountFormat', { example: amountExample(i18n) });
  else if ((match[2] ?? '').length > exponent)
    message = t('costs.amountDecimals', { currency, exponent });
  else message = t('costs.amountTooLarge');
  return { ok: false, message };
}

/** Minor units as a field shows them, with the language's decimal mark: "123.45", "123,45". */
export function typedAmountText(amount: number, currency: CurrencyCode, i18n: I18n): string {
  return amountToText(amount, currency).replace('.', decimalMarkOf(i18n));
}

/** "123.45" in English, "123,45" where the decimal mark is a comma. */
export function amountExample(i18n: I18n): string {
  return `123${decimalMarkOf(i18n)}45`;
}

/** "0.00" in English, "0,00" where the decimal mark is a comma. */
export function zeroAmountExample(i18n: I18n): string {
  return `0${decimalMarkOf(i18n)}00`;
}
