import { messages as ar } from '#shared/i18n/catalogs/ar';
import { messages as de } from '#shared/i18n/catalogs/de';
import { messages as en, type Messages } from '#shared/i18n/catalogs/en';
import { messages as es } from '#shared/i18n/catalogs/es';
import { messages as fr } from '#shared/i18n/catalogs/fr';
import { messages as it } from '#shared/i18n/catalogs/it';
import { messages as pt } from '#shared/i18n/catalogs/pt';
import { formatsFor, type Formats } from '#shared/i18n/formats';
import { DEFAULT_LOCALE, isLocale, type Locale } from '#shared/i18n/locales';
import { createTranslator, type Translator } from '#shared/i18n/translator';

const CATALOGS: Record<Locale, Messages> = { en, es, fr, de, pt, it, ar };

const translators = new Map<Locale, Translator>();

/** The language a stored or asked-for value names; English for null or anything else. */
export function localeOf(value: unknown): Locale {
  return isLocale(value) ? value : DEFAULT_LOCALE;
}

/**
 * The server's words in a traveller's language (users.locale; null is English): e-mails,
 * notices, the calendar feed (docs/I18N.md). One translator per language, made on first use.
 */
export function translatorFor(locale: unknown): Translator {
  const language = localeOf(locale);
  let t = translators.get(language);
  if (!t) {
    t = createTranslator(language, CATALOGS[language]);
    translators.set(language, t);
  }
  return t;
}

/** Dates, numbers and money in a traveller's language (users.locale; null is English). */
export function formatsOf(locale: unknown): Formats {
  return formatsFor(localeOf(locale));
}
