import Box from '@mui/material/Box';
import { Suspense, useEffect, useRef, type MouseEvent } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { lazyNamed } from '#client/lib/lazy-named';
import { AppFooter } from '#client/components/app-footer';
import { OfflineNotice } from '#client/components/offline-notice';
import { visuallyHidden } from '#client/components/visually-hidden';
import { FIRST_LOGIN_KEY, useSession } from './session';
import { useI18n } from '#client/lib/i18n';

/**
 * The signed-in header (app bar, icons, tabs) is a chunk of its own, so a first visit to `/` or
 * `/login` does not download it. When the first-login flag says a session may exist, it is
 * fetched at once, alongside the token refresh, rather than after it.
 */
const loadSignedInHeader = () => import('#client/components/signed-in-header');
const SignedInHeader = lazyNamed(loadSignedInHeader, (module) => module.SignedInHeader);
try {
  if (localStorage.getItem(FIRST_LOGIN_KEY) !== null) void loadSignedInHeader();
} catch {
  // Storage refused (private mode): the header loads when it is first shown.
}

/** The live connection and its notices: a chunk of its own, loaded once signed in. */
const LiveNotices = lazyNamed(
  () => import('#client/features/notifications/components/live-notices'),
  (module) => module.LiveNotices,
);

/** Holds the header's height while its chunk arrives, so the page below does not jump. */
const HEADER_PLACEHOLDER = <Box aria-hidden sx={{ height: { xs: 104, sm: 112 } }} />;

/** Screens with their own Back button show neither header nor tabs. */
const FRAMELESS_PATHS = [
  '/search',
  '/trips',
  '/profile',
  '/about',
  '/wishlist-detail',
  '/view-all',
  // A shared trip's read-only page stands alone, for visitors without an account.
  '/shared',
];

export function isFramelessPath(pathname: string): boolean {
  return FRAMELESS_PATHS.some((path) => pathname === path || pathname.startsWith(`${path}/`));
}

/**
 * After a navigation (not on the first load), focus moves to the new screen's heading, so a
 * screen reader starts there (docs/PRODUCT-RULES.md#every-device). Focus that the screen placed
 * itself (an autofocused search field) is left alone.
 */
function useFocusHeadingOnNavigation(pathname: string) {
  const firstPathname = useRef(pathname);
  useEffect(() => {
    if (firstPathname.current === pathname) return;
    firstPathname.current = '';
    const main = document.getElementById('main');
    if (!main || main.contains(document.activeElement)) return;
    const heading = main.querySelector<HTMLElement>('h1');
    const target = heading ?? main;
    if (heading && !heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
    target.focus({ preventScroll: true });
  }, [pathname]);
}

/** The frame around every screen: header and tabs when logged in, footer always. */
export function RootLayout() {
  const { session } = useSession();
  const { t } = useI18n();
  const { pathname } = useLocation();
  useFocusHeadingOnNavigation(pathname);
  const showHeader = session.status === 'authenticated' && !isFramelessPath(pathname);
  const mayShowHeader = session.status === 'loading' && !isFramelessPath(pathname);

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100dvh' }}>
      <Box
        component="a"
        href="#main"
        onClick={(event: MouseEvent) => {
          // Focus the content without touching the URL, which the router owns.
          event.preventDefault();
          document.getElementById('main')?.focus();
        }}
        sx={{
          ...visuallyHidden,
          '&:focus': {
            position: 'fixed',
            top: 8,
            left: 8,
            width: 'auto',
            height: 'auto',
            clip: 'auto',
            margin: 0,
            zIndex: 'tooltip',
            bgcolor: 'background.paper',
            color: 'primary.main',
            px: 2,
            py: 1,
            borderRadius: 1,
            boxShadow: 3,
          },
        }}
      >
        {t('app.skipToContent')}
      </Box>
      <OfflineNotice />
      {session.status === 'authenticated' ? (
        <Suspense fallback={null}>
          <LiveNotices />
        </Suspense>
      ) : null}
      {showHeader && session.status === 'authenticated' ? (
        <Suspense fallback={HEADER_PLACEHOLDER}>
          <SignedInHeader userId={session.user._id} />
        </Suspense>
      ) : mayShowHeader ? (
        // A session being restored will most likely show the header: its room is held, so the
        // screen does not jump down when it appears.
        HEADER_PLACEHOLDER
      ) : null}
      <Box component="main" id="main" tabIndex={-1} sx={{ flex: 1, outline: 'none' }}>
        <Outlet />
      </Box>
      <AppFooter />
      {/* A new screen starts at the top; Back and Forward return to where the traveller was. */}
      <ScrollRestoration />
    </Box>
  );
}
