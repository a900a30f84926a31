import { Suspense, type ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { lazyNamed } from '#client/lib/lazy-named';
import { PageLoading } from '#client/components/page-loading';
import { RootLayout } from './root-layout';

/** Shown only when a screen fails: its own chunk, kept out of every first visit. */
const RouteError = lazyNamed(
  () => import('./route-error'),
  (module) => module.RouteError,
);
const routeError = (
  <Suspense fallback={<PageLoading />}>
    <RouteError />
  </Suspense>
);

/**
 * One lazily loaded module per URL, so a visit downloads the frame plus the screen it opens, not
 * every screen. `lazy` resolves the module's named page component. Each screen has its own error
 * element, rendered inside the frame, so a screen that crashes keeps the header and tabs.
 */
export function lazyScreen<Module>(
  load: () => Promise<Module>,
  pick: (module: Module) => ComponentType,
) {
  return {
    // A module that cannot be fetched (gone after a deploy, or offline) becomes a screen that
    // throws, so its error element shows: a rejected `lazy` under the root's hydrate fallback
    // left the screen blank (React Router keeps such a route as still to load).
    lazy: async () => {
      try {
        return { Component: pick(await load()) };
      } catch (error) {
        return {
          Component: () => {
            throw error;
          },
        };
      }
    },
    errorElement: routeError,
  } satisfies RouteObject;
}

/**
 * A screen whose modules, evaluated at once, held a phone's main thread in one long task: its
 * largest parts (the contracts, whose schemas are built as they load) are asked for beside it, so
 * each is evaluated as it arrives, in a task of its own, before the rest of the screen has arrived
 * (docs/PERFORMANCE.md). A part that fails to load fails the screen's own import too, which shows.
 */
function withPartsFirst<Module>(
  parts: Array<() => Promise<unknown>>,
  load: () => Promise<Module>,
): Promise<Module> {
  for (const part of parts) part().catch(() => {});
  return load();
}

/** Every screen of the app; the root error element is the last resort when the frame fails. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: routeError,
    hydrateFallbackElement: <PageLoading />,
    children: [
      {
        index: true,
        ...lazyScreen(
          () => import('#client/routes/landing'),
          (m) => m.LandingPage,
        ),
      },
      {
        path: 'discover',
        ...lazyScreen(
          () => import('#client/routes/discover'),
          (m) => m.DiscoverPage,
        ),
      },
      {
        path: 'about',
        ...lazyScreen(
          () => import('#client/routes/about'),
          (m) => m.AboutPage,
        ),
      },
      {
        path: 'my-trip',
        ...lazyScreen(
          () => import('#client/routes/my-trips'),
          (m) => m.MyTripsPage,
        ),
      },
      {
        path: 'watches',
        ...lazyScreen(
          () => import('#client/routes/watches'),
          (m) => m.WatchesPage,
        ),
      },
      {
        path: 'explore',
        ...lazyScreen(
          () => import('#client/routes/explore'),
          (m) => m.ExplorePage,
        ),
      },
      {
        path: 'previous-trips',
        ...lazyScreen(
          () => import('#client/routes/previous-trips'),
          (m) => m.PreviousTripsPage,
        ),
      },
      {
        path: 'search',
        ...lazyScreen(
          () => import('#client/routes/search'),
          (m) => m.SearchPage,
        ),
      },
      {
        path: 'add',
        ...lazyScreen(
          () => import('#client/routes/add-trip'),
          (m) => m.AddTripPage,
        ),
      },
      {
        path: 'login',
        ...lazyScreen(
          () => import('#client/routes/login'),
          (m) => m.LoginPage,
        ),
      },
      {
        path: 'register',
        ...lazyScreen(
          () => import('#client/routes/register'),
          (m) => m.RegisterPage,
        ),
      },
      {
        path: 'trips/:id',
        ...lazyScreen(
          () =>
            withPartsFirst(
              [
                () => import('#shared/contracts/trips'),
                () => import('#shared/contracts/costs'),
                () => import('#shared/contracts/compare'),
                () => import('#shared/contracts/plan'),
              ],
              () => import('#client/routes/trip-detail'),
            ),
          (m) => m.TripDetailPage,
        ),
      },
      {
        path: 'profile/:id',
        ...lazyScreen(
          () => import('#client/routes/profile'),
          (m) => m.ProfilePage,
        ),
      },
      {
        path: 'wishlist-detail/:id',
        ...lazyScreen(
          () => import('#client/routes/wishlist-detail'),
          (m) => m.WishlistDetailPage,
        ),
      },
      {
        path: 'view-all',
        ...lazyScreen(
          () => import('#client/routes/view-all'),
          (m) => m.ViewAllPage,
        ),
      },
      {
        path: 'invite/:token',
        ...lazyScreen(
          () => import('#client/routes/invite'),
          (m) => m.InvitePage,
        ),
      },
      {
        path: 'shared/:token',
        ...lazyScreen(
          () => import('#client/routes/shared-trip'),
          (m) => m.SharedTripPage,
        ),
      },
      {
        path: 'unsubscribe',
        ...lazyScreen(
          () => import('#client/routes/unsubscribe'),
          (m) => m.UnsubscribePage,
        ),
      },
      {
        path: '*',
        ...lazyScreen(
          () => import('#client/routes/not-found'),
          (m) => m.NotFoundPage,
        ),
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}

export type AppRouter = ReturnType<typeof createAppRouter>;

/** Once the screen for the address is loaded (its lazy module), the router can draw it. */
export function whenRouterReady(router: AppRouter): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}
