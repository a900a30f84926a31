import { DEFAULT_LOCALE, type Locale } from './i18n/locales.ts';

/**
 * The public pages drawn to static HTML at build time (scripts/prerender.ts) and sent to a visitor
 * with no session (src/server/http/client-files.ts): their address, their file beside index.html,
 * whether they keep the app's scripts (docs/PERFORMANCE.md), and the message that names the screen
 * in the tab (the screen's own `useDocumentTitle`), worded in each page's language.
 */
export const PRERENDERED_PAGES = [
  // Text and links: a first visit loads no JavaScript at all.
  { pathname: '/', file: 'landing.html', keepsScripts: false, titleKey: undefined },
  // A form: it shows before any script runs, and the app takes it over where it stands.
  { pathname: '/login', file: 'login.html', keepsScripts: true, titleKey: 'auth.loginTitle' },
  // The wizard's first step, a plain list: a location can be chosen before any script runs.
  { pathname: '/discover', file: 'discover.html', keepsScripts: true, titleKey: 'discover.title' },
] as const;

/**
 * A page's file in a language: English keeps the plain name (`landing.html`), the others add
 * theirs (`landing.de.html`); each is drawn once per language (docs/I18N.md).
 */
export function pageFileIn(file: string, locale: Locale): string {
  return locale === DEFAULT_LOCALE ? file : file.replace(/\.html$/, `.${locale}.html`);
}

/** The web app manifest in a language, linked from that language's pages. */
export function manifestFileIn(locale: Locale): string {
  return locale === DEFAULT_LOCALE ? 'manifest.webmanifest' : `manifest.${locale}.webmanifest`;
}

/** The manifest's and the page head's words in each language, from the language area. */
export const PAGE_HEAD_KEYS = {
  name: 'language.appName',
  shortName: 'language.appShortName',
  description: 'language.appDescription',
} as const;
