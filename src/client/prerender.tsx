import createCache from '@emotion/cache';
import createEmotionServer from '@emotion/server/create-instance';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { isRightToLeft, type Locale } from '#shared/i18n/locales';
import { createTranslator } from '#shared/i18n/translator';
import { PAGE_HEAD_KEYS, PRERENDERED_PAGES } from '#shared/prerendered-pages';
import { AppProviders } from './app/app';
import { routes } from './app/router';
import { loadThemeTexts, rightToLeftCache, theme } from './app/theme';
import { I18nProvider, loadMessages } from './lib/i18n';
import { documentTitle } from './components/use-document-title';

// Before the app has a form (public/start-on-use.js), its fields are plain inputs: the browser,
// not MUI, must float a label off a field that is focused or filled and mark the focused one.
const primary = theme.palette.primary.main;
const form = 'form:not([data-taken-over])';
const BEFORE_THE_APP = `<style data-before-the-app>
${form} .MuiInputLabel-root:has(+ div > input:is(:focus, :not(:placeholder-shown))) {
  transform: translate(14px, -9px) scale(0.75); max-width: calc(133% - 32px);
}
${form} .MuiInputLabel-root:has(+ div > input:focus) { color: ${primary}; }
${form} input:is(:focus, :not(:placeholder-shown)) + fieldset > legend { max-width: 100%; }
${form} input:focus + fieldset { border-color: ${primary}; border-width: 2px; }
</style>`;

/**
 * A public screen drawn to HTML at build time, as a visitor with no session sees it, with the
 * styles it uses (`scripts/prerender.ts`). The server sends it to a first visit, so the page shows
 * with no script at all: its links are page loads, and the page each opens loads the app.
 */
export async function renderPage(
  pathname: string,
  locale: Locale = 'en',
): Promise<{ html: string; styles: string; title: string }> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(pathname, 'http://localhost')));
  if (context instanceof Response) throw new Error(`${pathname} answered ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  // Arabic's styles are flipped as the app flips them (app/theme.ts), under the same key.
  const cache = isRightToLeft(locale) ? rightToLeftCache() : createCache({ key: 'css' });
  const [messages] = await Promise.all([loadMessages(locale), loadThemeTexts(locale)]);
  const titleKey = PRERENDERED_PAGES.find((page) => page.pathname === pathname)?.titleKey;
  const emotion = createEmotionServer(cache);
  const html = renderToString(
    <I18nProvider locale={locale} messages={messages}>
      <AppProviders styleCache={cache}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </I18nProvider>,
  );
  return {
    html,
    title: documentTitle(titleKey ? createTranslator(locale, messages)(titleKey) : undefined),
    styles:
      emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(html)) + BEFORE_THE_APP,
  };
}

/** The app's name and description in a language, for its pages' head and its manifest. */
export async function pageHead(
  locale: Locale,
): Promise<{ name: string; shortName: string; description: string }> {
  const t = createTranslator(locale, await loadMessages(locale));
  return {
    name: t(PAGE_HEAD_KEYS.name),
    shortName: t(PAGE_HEAD_KEYS.shortName),
    description: t(PAGE_HEAD_KEYS.description),
  };
}
