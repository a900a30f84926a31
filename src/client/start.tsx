import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { isDisplayLocale } from '#shared/i18n/locales';
import { App } from './app/app';
import { hasFirstLoginFlag } from './app/session';
import { createAppRouter, whenRouterReady } from './app/router';
import { loadThemeTexts } from './app/theme';
import { loadMessages } from './lib/i18n';
import { applyDocumentLocale, initialLocale, rememberLocale } from './lib/locale-choice';
import { registerServiceWorker } from './lib/offline';

/**
 * Draws the app into #root, or takes over the page drawn there at build time, in the traveller's
 * language (lib/locale-choice.ts), whose messages and MUI's texts are loaded before the first
 * render: English is in the bundle, the others are a file each (docs/I18N.md).
 */
export async function start(): Promise<void> {
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root');
  const takesOver = root.hasChildNodes() && !hasFirstLoginFlag();
  // A page drawn at build time is in the language the server chose for it: the app takes it over
  // in that language, or the takeover would not match what is on screen.
  const pageLocale = document.documentElement.lang;
  const locale = takesOver && isDisplayLocale(pageLocale) ? pageLocale : initialLocale();
  const [messages] = await Promise.all([loadMessages(locale), loadThemeTexts(locale)]);
  applyDocumentLocale(locale);
  // A language named in the address is kept, so the next page the server sends is in it too.
  if (new URLSearchParams(window.location.search).has('lang')) rememberLocale(locale);

  if (takesOver) {
    // A page drawn at build time for a visitor (scripts/prerender.ts): once its screen's module is
    // loaded, the app takes over the page as it stands (hydration), keeping what was typed. With a
    // session on this device the app's first screen differs (it checks the session first), so it
    // draws afresh below.
    const router = createAppRouter();
    void whenRouterReady(router).then(() => {
      // In a transition too: the page is already on screen, so the takeover can go in slices.
      startTransition(() => {
        hydrateRoot(
          root,
          <StrictMode>
            <App router={router} locale={locale} messages={messages} />
          </StrictMode>,
        );
      });
    });
  } else {
    // A page drawn at build time held still while a remembered session is checked
    // (public/start-on-use.js): it goes before the app's first screen, whose fields take input.
    if (root.inert) {
      root.replaceChildren();
      root.inert = false;
    }
    // The first draw in a transition: React draws it in slices and lets input through between them,
    // where an urgent render would hold the main thread until the whole screen is drawn.
    startTransition(() => {
      createRoot(root).render(
        <StrictMode>
          <App locale={locale} messages={messages} />
        </StrictMode>,
      );
    });
  }

  if (import.meta.env.PROD) registerServiceWorker();
}
