import { ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, MemoryRouter, Route, RouterProvider, Routes } from 'react-router';
import { RootLayout } from '#client/app/root-layout';
import { RouteError } from '#client/app/route-error';
import { SessionProvider, useSession } from '#client/app/session';
import { theme } from '#client/app/theme';
import { AboutPage } from '#client/routes/about';
import { DiscoverPage } from '#client/routes/discover';
import { LandingPage } from '#client/routes/landing';
import { LoginPage } from '#client/routes/login';
import { NotFoundPage } from '#client/routes/not-found';
import { ProfilePage } from '#client/routes/profile';
import { RegisterPage } from '#client/routes/register';

/**
 * The frame and the account screens, with stand-ins for the trip screens: these tests are about
 * the frame and the account forms, and must not depend on what the trip screens fetch.
 */
const testRoutes = [
  {
    element: <RootLayout />,
    children: [
      { index: true, element: <LandingPage /> },
      { path: 'login', element: <LoginPage /> },
      { path: 'register', element: <RegisterPage /> },
      { path: 'about', element: <AboutPage /> },
      { path: 'discover', element: <DiscoverPage /> },
      { path: 'profile/:id', element: <ProfilePage /> },
      { path: 'my-trip', element: <h1>My trips screen</h1> },
      { path: 'explore', element: <h1>Explore screen</h1> },
      { path: 'search', element: <h1>Search screen</h1> },
      { path: 'broken', element: <BrokenScreen /> },
      { path: '*', element: <NotFoundPage /> },
    ].map((route) => ({ ...route, errorElement: <RouteError /> })),
  },
];

/** A screen with a bug, to show what a crash looks like inside the frame. */
function BrokenScreen(): ReactNode {
  throw new Error('A bug in this screen');
}

function testQueryClient() {
  return new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
}

/** Renders the whole app, as start.tsx does, at `path`, with a fresh query cache. */
export function renderApp(path: string) {
  const queryClient = testQueryClient();
  const router = createMemoryRouter(testRoutes, { initialEntries: [path] });
  const user = userEvent.setup();
  render(
    <ThemeProvider theme={theme}>
      <QueryClientProvider client={queryClient}>
        <SessionProvider>
          <RouterProvider router={router} />
        </SessionProvider>
      </QueryClientProvider>
    </ThemeProvider>,
  );
  return { router, user, queryClient };
}

/** Renders its children once the session has a traveller, with a marker a test can wait for. */
function SignedIn({ children }: { children: ReactNode }) {
  const { session } = useSession();
  if (session.status !== 'authenticated') return null;
  return (
    <>
      <span data-testid="signed-in" hidden />
      {children}
    </>
  );
}

interface ScreenOptions {
  /** The URL the screen is rendered at (default `/`). */
  path?: string;
  /** The route pattern `ui` is mounted on (default: `path`). */
  pattern?: string;
  /** Other routes the screen may navigate to. */
  routes?: Record<string, ReactNode>;
  /** Log the test traveller in first (`loggedInHandlers` must be in the faked API). */
  loggedIn?: boolean;
}

/**
 * Renders one screen or component with the app's providers (theme, query cache, session, router)
 * against the API faked with `mockApi`. Resolves once the session has settled.
 */
export async function renderScreen(ui: ReactNode, options: ScreenOptions = {}) {
  const { path = '/', pattern = path, routes = {}, loggedIn = false } = options;
  if (loggedIn) localStorage.setItem('firstLogin', 'true');
  const queryClient = testQueryClient();
  const user = userEvent.setup();
  const tree = (content: ReactNode) => (
    <ThemeProvider theme={theme}>
      <QueryClientProvider client={queryClient}>
        <SessionProvider>
          <MemoryRouter initialEntries={[path]}>
            <Routes>
              <Route path={pattern} element={loggedIn ? <SignedIn>{content}</SignedIn> : content} />
              {Object.entries(routes).map(([routePath, element]) => (
                <Route key={routePath} path={routePath} element={element} />
              ))}
            </Routes>
          </MemoryRouter>
        </SessionProvider>
      </QueryClientProvider>
    </ThemeProvider>
  );
  const view = render(tree(ui));
  if (loggedIn) await screen.findByTestId('signed-in');
  return { user, queryClient, rerender: (next: ReactNode) => view.rerender(tree(next)) };
}
