/**
 * The languages the app speaks (docs/I18N.md). English is the spec's language and the fallback;
 * Arabic is written right to left. The pseudo-locale is English accented and 30% longer, for
 * finding text that was not translated and layouts that break; it is never offered in the picker.
 */
export const LOCALES = ['en', 'es', 'fr', 'de', 'pt', 'it', 'ar'] as const;
export type Locale = (typeof LOCALES)[number];

export const PSEUDO_LOCALE = 'en-XA';
/** A language the app can be shown in: one of the seven, or the pseudo-locale. */
export type DisplayLocale = Locale | typeof PSEUDO_LOCALE;

export const DEFAULT_LOCALE: Locale = 'en';

/** Each language's name in itself, as the picker shows it. */
export const LOCALE_NAMES: Record<Locale, string> = {
  en: 'English',
  es: 'Español',
  fr: 'Français',
  de: 'Deutsch',
  pt: 'Português',
  it: 'Italiano',
  ar: 'العربية',
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

export function isDisplayLocale(value: unknown): value is DisplayLocale {
  return value === PSEUDO_LOCALE || isLocale(value);
}

export function isRightToLeft(locale: DisplayLocale): boolean {
  return locale === 'ar';
}

/**
 * The first of the traveller's languages the app speaks, by primary subtag ("de-AT" is German),
 * in their order of preference; English when none is. Takes an Accept-Language header or the
 * browser's `navigator.languages`.
 */
export function negotiateLocale(preferred: string | readonly string[] | undefined | null): Locale {
  const tags =
    typeof preferred === 'string'
      ? preferred
          .split(',')
          .map((part, index) => {
            const [tag = '', ...params] = part.trim().split(';');
            const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
            const weight = q ? Number(q.slice(2)) : 1;
            return { tag: tag.trim(), weight: Number.isFinite(weight) ? weight : 0, index };
          })
          .filter((entry) => entry.tag && entry.weight > 0)
          .sort((a, b) => b.weight - a.weight || a.index - b.index)
          .map((entry) => entry.tag)
      : (preferred ?? []);
  for (const tag of tags) {
    const primary = tag.toLowerCase().split('-')[0];
    if (isLocale(primary)) return primary;
  }
  return DEFAULT_LOCALE;
}
