import { IntlMessageFormat } from 'intl-messageformat';
import { INTL_LOCALES } from './formats';
import type { DisplayLocale } from './locales';
import type { MessageKey, Messages } from './catalogs/en';

export type { MessageKey, Messages } from './catalogs/en';

/** A value put into a message: `{count, plural, …}`, `{place}`, `{when, date}`. */
export type MessageValue = string | number | Date;
export type MessageValues = Record<string, MessageValue>;

export interface Translator {
  readonly locale: DisplayLocale;
  /** The message in the translator's language with its values put in (ICU message format). */
  (key: MessageKey, values?: MessageValues): string;
  /**
   * The message as parts, where a value may be a function wrapping a tagged stretch
   * (`Read <link>the rules</link>`) or any other object, e.g. a React element.
   */
  rich<Part>(
    key: MessageKey,
    values: Record<string, MessageValue | Part | ((chunks: (string | Part)[]) => Part)>,
  ): (string | Part)[];
}

/**
 * A translator for one language over its messages; each message is parsed once, on first use.
 * A key missing from the messages (only possible while a language is being loaded) reads as the
 * key itself, so it is seen rather than hidden.
 */
export function createTranslator(locale: DisplayLocale, messages: Messages): Translator {
  const tag = INTL_LOCALES[locale];
  const parsed = new Map<string, IntlMessageFormat>();
  const formatOf = (key: MessageKey) => {
    let format = parsed.get(key);
    if (!format) {
      format = new IntlMessageFormat(messages[key] ?? key, tag, undefined, {
        ignoreTag: false,
      });
      parsed.set(key, format);
    }
    return format;
  };
  const t = ((key: MessageKey, values?: MessageValues) =>
    String(formatOf(key).format(values))) as Translator;
  Object.defineProperty(t, 'locale', { value: locale });
  t.rich = <Part>(key: MessageKey, values: Record<string, unknown>) => {
    const result = formatOf(key).format<Part>(values as never);
    return Array.isArray(result) ? (result as (string | Part)[]) : [result as string | Part];
  };
  return t;
}
