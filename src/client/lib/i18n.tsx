import {
  createContext,
  Fragment,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { messages as englishMessages, type Messages } from '#shared/i18n/catalogs/en';
import { formatsFor, type Formats } from '#shared/i18n/formats';
import { type DisplayLocale, isRightToLeft, PSEUDO_LOCALE } from '#shared/i18n/locales';
import {
  createTranslator,
  type MessageKey,
  type MessageValue,
  type Translator,
} from '#shared/i18n/translator';
import { setErrorTranslator } from './error-text';

export type { MessageKey } from '#shared/i18n/translator';

/** What a screen needs to speak the traveller's language (docs/I18N.md). */
export interface I18n {
  locale: DisplayLocale;
  /** `t('trips.heading')`, `t('costs.nights', { count: 3 })`. */
  t: Translator;
  /** Dates, numbers and money in the language's own way. */
  f: Formats;
  dir: 'ltr' | 'rtl';
}

function i18nFor(locale: DisplayLocale, messages: Messages): I18n {
  return {
    locale,
    t: createTranslator(locale, messages),
    f: formatsFor(locale),
    dir: isRightToLeft(locale) ? 'rtl' : 'ltr',
  };
}

/** English, bundled with the app: the spec's language, and what a screen speaks outside a provider. */
export const ENGLISH: I18n = i18nFor('en', englishMessages);

const I18nContext = createContext<I18n>(ENGLISH);

/**
 * A language's messages: English is in the bundle; every other language is a file of its own,
 * loaded only by those who read it.
 */
export async function loadMessages(locale: DisplayLocale): Promise<Messages> {
  switch (locale) {
    case 'en':
      return englishMessages;
    case PSEUDO_LOCALE:
      return (await import('#shared/i18n/pseudo')).pseudoMessages(englishMessages);
    case 'es':
      return (await import('#shared/i18n/catalogs/es')).messages;
    case 'fr':
      return (await import('#shared/i18n/catalogs/fr')).messages;
    case 'de':
      return (await import('#shared/i18n/catalogs/de')).messages;
    case 'pt':
      return (await import('#shared/i18n/catalogs/pt')).messages;
    case 'it':
      return (await import('#shared/i18n/catalogs/it')).messages;
    case 'ar':
      return (await import('#shared/i18n/catalogs/ar')).messages;
  }
}

export function I18nProvider({
  locale,
  messages,
  children,
}: {
  locale: DisplayLocale;
  messages: Messages;
  children: ReactNode;
}) {
  const value = useMemo(() => i18nFor(locale, messages), [locale, messages]);
  // errorMessage() words a server's code in the language on screen (error-text.ts).
  useEffect(() => {
    setErrorTranslator(value.t);
    return () => setErrorTranslator(null);
  }, [value]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export function useI18n(): I18n {
  return useContext(I18nContext);
}

/** Changes the language shown: its messages are loaded first, then every screen switches. */
export type SetLocale = (locale: DisplayLocale) => Promise<void>;

const SetLocaleContext = createContext<SetLocale>(() => Promise.resolve());

/**
 * The language of the app, which can change while it runs (docs/I18N.md): `initial` with its
 * `messages` already loaded (start.tsx loads them before the first render); `onChange` is told
 * of each switch, after the new messages are in (to keep `<html lang dir>` and the device's choice).
 */
export function LocaleProvider({
  initial,
  messages,
  onChange,
  children,
}: {
  initial: DisplayLocale;
  messages: Messages;
  onChange?: (locale: DisplayLocale) => void;
  children: ReactNode;
}) {
  const [current, setCurrent] = useState({ locale: initial, messages });
  // Only the last switch asked for lands, when two loads overlap.
  const latest = useRef(initial);
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);
  const setLocale = useCallback<SetLocale>(async (locale) => {
    latest.current = locale;
    const loaded = await loadMessages(locale);
    if (latest.current !== locale) return;
    setCurrent({ locale, messages: loaded });
    onChangeRef.current?.(locale);
  }, []);
  return (
    <SetLocaleContext.Provider value={setLocale}>
      <I18nProvider locale={current.locale} messages={current.messages}>
        {children}
      </I18nProvider>
    </SetLocaleContext.Provider>
  );
}

/** `const setLocale = useSetLocale(); await setLocale('de')`. */
export function useSetLocale(): SetLocale {
  return useContext(SetLocaleContext);
}

/**
 * A message with React inside it: `richText(t, 'auth.terms', { link: (text) => <Link …>{text}</Link> })`
 * for "Read <link>the rules</link>".
 */
export function richText(
  t: Translator,
  key: MessageKey,
  values: Record<string, MessageValue | ReactNode | ((chunks: ReactNode[]) => ReactNode)>,
): ReactNode {
  return t
    .rich<ReactNode>(key, values as never)
    .map((part, index) => <Fragment key={index}>{part}</Fragment>);
}
