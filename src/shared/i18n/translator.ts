import { IntlMessageFormat, type Formatters } from 'intl-messageformat';
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

/** Nothing in it for the message format to read: no value, tag or quote (most messages). */
const PLAIN_TEXT = /^[^{}<>']*$/;

/** One cache per argument list, so a formatter is made once, not once per message. */
function memoized<Args extends unknown[], Made>(make: (...args: Args) => Made) {
  const made = new Map<string, Made>();
  return (...args: Args): Made => {
    const key = JSON.stringify(args);
    let found = made.get(key);
    if (found === undefined) {
      found = make(...args);
      made.set(key, found);
    }
    return found;
  };
}

/**
 * A translator for one language over its messages; each message is parsed once, on first use,
 * and plain text is not parsed at all: each parse resolves the language anew, which on a phone
 * cost a screen of messages tens of milliseconds (docs/PERFORMANCE.md). A key missing from the
 * messages (only possible while a language is being loaded) reads as the key itself, so it is
 * seen rather than hidden.
 */
export function createTranslator(locale: DisplayLocale, messages: Messages): Translator {
  const tag = INTL_LOCALES[locale];
  const formatters: Formatters = {
    getNumberFormat: memoized((...args) => new Intl.NumberFormat(...args)),
    getDateTimeFormat: memoized((...args) => new Intl.DateTimeFormat(...args)),
    getPluralRules: memoized((...args) => new Intl.PluralRules(...args)),
  };
  const parsed = new Map<string, IntlMessageFormat | string>();
  const formatOf = (key: MessageKey) => {
    let format = parsed.get(key);
    if (format === undefined) {
      const message = messages[key] ?? key;
      format = PLAIN_TEXT.test(message)
        ? message
        : new IntlMessageFormat(message, tag, undefined, { ignoreTag: false, formatters });
      parsed.set(key, format);
    }
    return format;
  };
  const t = ((key: MessageKey, values?: MessageValues) => {
    const format = formatOf(key);
    return typeof format === 'string' ? format : String(format.format(values));
  }) as Translator;
  Object.defineProperty(t, 'locale', { value: locale });
  t.rich = <Part>(key: MessageKey, values: Record<string, unknown>) => {
    const format = formatOf(key);
    if (typeof format === 'string') return [format];
    const result = format.format<Part>(values as never);
    return Array.isArray(result) ? (result as (string | Part)[]) : [result as string | Part];
  };
  return t;
}
