import type { EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { RouterProvider } from 'react-router';
import { SessionProvider, useSession } from '#client/app/session';
import { LocaleProvider, useI18n, useSetLocale } from '#client/lib/i18n';
import { addressNamesLocale, applyDocumentLocale, rememberLocale } from '#client/lib/locale-choice';
import { createQueryClient } from '#client/lib/query-client';
import { messages as englishMessages, type Messages } from '#shared/i18n/catalogs/en';
import type { DisplayLocale } from '#shared/i18n/locales';
import { createAppRouter, type AppRouter } from './router';
import { hasThemeTexts, loadThemeTexts, rightToLeftCache, themeFor } from './theme';

let clientRightToLeftCache: EmotionCache | undefined;

/**
 * Everything around the screens: theme, queries and session (also for the prerendered page). The
 * theme follows the language: Arabic mirrors the layout, its styles flipped by the RTL plugin
 * (docs/I18N.md). `styleCache` is the prerender's, which collects the styles a page uses.
 */
export function AppProviders({
  children,
  styleCache,
}: {
  children: ReactNode;
  styleCache?: EmotionCache;
}) {
  const [queryClient] = useState(createQueryClient);
  const { locale, dir } = useI18n();
  const theme = useThemeFor(locale);
  const providers = (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <QueryClientProvider client={queryClient}>
        <SessionProvider>
          <ProfileLocale />
          {children}
        </SessionProvider>
      </QueryClientProvider>
    </ThemeProvider>
  );
  if (styleCache) return <CacheProvider value={styleCache}>{providers}</CacheProvider>;
  if (dir === 'ltr') return providers;
  clientRightToLeftCache ??= rightToLeftCache();
  return <CacheProvider value={clientRightToLeftCache}>{providers}</CacheProvider>;
}

/**
 * The theme in the language on screen. start.tsx loads MUI's texts with the first language's
 * messages; after a switch to another, they come a moment after the app's own.
 */
function useThemeFor(locale: DisplayLocale) {
  const [, setLoaded] = useState<DisplayLocale>();
  const hasTexts = hasThemeTexts(locale);
  useEffect(() => {
    if (!hasTexts) void loadThemeTexts(locale).then(() => setLoaded(locale));
  }, [locale, hasTexts]);
  return themeFor(locale);
}

/**
 * The signed-in traveller's language wins over this device's once their account is known
 * (docs/I18N.md); only a `?lang=` in the address goes before it.
 */
function ProfileLocale() {
  const { session } = useSession();
  const { locale } = useI18n();
  const setLocale = useSetLocale();
  const profileLocale = session.status === 'authenticated' ? session.user.locale : null;
  useEffect(() => {
    if (profileLocale && profileLocale !== locale && !addressNamesLocale()) {
      void setLocale(profileLocale);
    }
    // Only when the account's language is learnt or changed, not on every switch on this device.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [profileLocale]);
  return null;
}

/** A switch of language is kept on this device and shown on `<html lang dir>`. */
function keepLocale(locale: DisplayLocale): void {
  applyDocumentLocale(locale);
  rememberLocale(locale);
}

/**
 * The app around its router: made here, or passed in when the page is taken over (start.tsx), in
 * the language start.tsx chose and loaded before the first render (English by default).
 */
export function App({
  router: given,
  locale = 'en',
  messages = englishMessages,
}: {
  router?: AppRouter;
  locale?: DisplayLocale;
  messages?: Messages;
}) {
  const [router] = useState(() => given ?? createAppRouter());
  return (
    <LocaleProvider initial={locale} messages={messages} onChange={keepLocale}>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </LocaleProvider>
  );
}
