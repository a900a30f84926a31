import {
  type DisplayLocale,
  isDisplayLocale,
  isRightToLeft,
  type Locale,
  negotiateLocale,
} from '#shared/i18n/locales';

/** Where this device keeps the traveller's language: storage, and a cookie the server reads. */
export const LANG_KEY = 'lang';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * The language to show, first found wins (docs/I18N.md): `?lang=` in the address (also the
 * pseudo-locale `en-XA`), the choice kept on this device, the signed-in traveller's profile, the
 * browser's languages, English.
 */
export function resolveLocale(sources: {
  search?: string;
  stored?: string | null | undefined;
  profile?: Locale | null | undefined;
  languages?: readonly string[];
}): DisplayLocale {
  const fromAddress = new URLSearchParams(sources.search ?? '').get(LANG_KEY);
  if (isDisplayLocale(fromAddress)) return fromAddress;
  if (isDisplayLocale(sources.stored)) return sources.stored;
  if (sources.profile) return sources.profile;
  return negotiateLocale(sources.languages ?? []);
}

/** The language kept on this device: storage first, else the cookie (storage may be cleared). */
export function storedLocale(): DisplayLocale | undefined {
  try {
    const stored = localStorage.getItem(LANG_KEY);
    if (isDisplayLocale(stored)) return stored;
  } catch {
    // Storage refused (private mode): the cookie still tells.
  }
  const cookie = /(?:^|;\s*)lang=([^;]*)/.exec(document.cookie)?.[1];
  return isDisplayLocale(cookie) ? cookie : undefined;
}

/** Keeps the language on this device, and in a cookie so the server sends its pages in it. */
export function rememberLocale(locale: DisplayLocale): void {
  try {
    localStorage.setItem(LANG_KEY, locale);
  } catch {
    // Storage refused: the cookie is enough.
  }
  document.cookie = `${LANG_KEY}=${locale}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax`;
}

/** The language to start in, before any session is known. */
export function initialLocale(): DisplayLocale {
  return resolveLocale({
    search: window.location.search,
    stored: storedLocale(),
    languages: navigator.languages,
  });
}

/** Whether the address names the language, which then wins over the profile's. */
export function addressNamesLocale(): boolean {
  return isDisplayLocale(new URLSearchParams(window.location.search).get(LANG_KEY));
}

let shown: DisplayLocale = 'en';

/** The language on screen, sent to the server as `Accept-Language` (lib/api-client.ts). */
export function shownLocale(): DisplayLocale {
  return shown;
}

/** `<html lang dir>` follow the language, for screen readers, fonts and mirroring. */
export function applyDocumentLocale(locale: DisplayLocale): void {
  shown = locale;
  document.documentElement.lang = locale;
  document.documentElement.dir = isRightToLeft(locale) ? 'rtl' : 'ltr';
}
