import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { PRERENDERED_PAGES } from '#shared/prerendered-pages';
import { AppProviders } from './app/app';
import { routes } from './app/router';
import { theme } from './app/theme';
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
): Promise<{ html: string; styles: string; title: string }> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(pathname, 'http://localhost')));
  if (context instanceof Response) throw new Error(`${pathname} answered ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const cache = createCache({ key: 'css' });
  const emotion = createEmotionServer(cache);
  const html = renderToString(
    <CacheProvider value={cache}>
      <AppProviders>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </CacheProvider>,
  );
  return {
    html,
    title: documentTitle(PRERENDERED_PAGES.find((page) => page.pathname === pathname)?.title),
    styles:
      emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(html)) + BEFORE_THE_APP,
  };
}
