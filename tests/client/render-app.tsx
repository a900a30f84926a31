import { ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { RootLayout } from '#client/app/root-layout';
import { theme } from '#client/app/theme';
import { SessionProvider } from '#client/features/session/session';
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
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

/** Renders the whole app, as main.tsx does, at `path`, with a fresh query cache. */
export function renderApp(path: string) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
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
