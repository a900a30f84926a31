import { currencyExponent, type CurrencyCode } from '#shared/domain/money';
import type { I18n } from '#client/lib/i18n';
import { parseAmount, type ParsedAmount } from '#client/lib/parse-amount';

type Words = Pick<I18n, 'locale' | 't' | 'f'>;

/** The language's decimal mark: "." in English, "," in German. */
function decimalMarkOf({ f }: Words): string {
  return f.number(1.5).replace(/\d/g, '');
}

/**
 * A cap as typed in the traveller's language, as the "1234.56" parseAmount reads: where the
 * decimal mark is a comma, a comma is it and dots or spaces group digits ("1.234,56"); without a
 * comma, a dot before exactly three digits groups them. English text is left as it is.
 */
function canonicalAmount(text: string, words: Words): string {
  if (decimalMarkOf(words) !== ',') return text;
  const trimmed = text.trim().replace(/[\s\u00a0\u202f]/g, '');
  if (trimmed.includes(',')) return trimmed.replace(/\./g, '').replace(',', '.');
  return /^-?\d{1,3}(\.\d{3})+$/.test(trimmed) ? trimmed.replace(/\./g, '') : trimmed;
}

/** A typed cap in minor units, or why it was refused in the traveller's language. */
export function parseCapAmount(text: string, currency: CurrencyCode, words: Words): ParsedAmount {
  const canonical = canonicalAmount(text, words);
  const parsed = parseAmount(canonical, currency);
  // English keeps parseAmount's own words.
  if (parsed.ok || words.locale === 'en') return parsed;
  const { t } = words;
  const exponent = currencyExponent(currency);
  // The same checks as parseAmount, in its order, to say which one refused the amount.
  const plain = canonical.trim().replace(/,(?=\d{3}(?:\D|$))/g, '');
  const match = /^(\d*)(?:\.(\d*))?$/.exec(plain);
  let message: string;
  if (plain.startsWith('-')) message = t('watches.amountNegative');
  else if (plain === '' || plain === '.' || !match) {
    message = t('watches.amountFormat', { example: `123${decimalMarkOf(words)}45` });
  } else if ((match[2] ?? '').length > exponent) {
    message = t('watches.amountDecimals', { currency, exponent });
  } else message = t('watches.amountTooLarge');
  return { ok: false, message };
}
