import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyScreen } from './router';

const CANNOT_LOAD =
  'This page could not be loaded. The app may have been updated since you opened it, or the connection dropped.';

/** The app's shape: a frame with a fallback for the first load, and screens loaded lazily. */
function renderAppWithMissingScreen(message: string, initialPath: string) {
  const router = createMemoryRouter(
    [
      {
        element: (
          <main>
            <Outlet />
          </main>
        ),
        hydrateFallbackElement: <p>Loading…</p>,
        children: [
          { index: true, element: <h1>Start</h1> },
          {
            path: 'about',
            ...lazyScreen(
              () => Promise.reject(new TypeError(message)),
              () => () => <h1>About</h1>,
            ),
          },
        ],
      },
    ],
    { initialEntries: [initialPath] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('a screen whose code cannot be fetched', () => {
  afterEach(() => vi.unstubAllGlobals());

  it.each([
    'Failed to fetch dynamically imported module: https://example.test/assets/about-0ld.js',
    'error loading dynamically imported module: https://example.test/assets/about-0ld.js',
    'Importing a module script failed.',
  ])('says the app may have changed and offers a reload (%s)', async (message) => {
    vi.mocked(console.error).mockImplementation(() => {});
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    renderAppWithMissingScreen(message, '/about');
    expect(await screen.findByRole('alert')).toHaveTextContent(CANNOT_LOAD);
    expect(screen.queryByText('Something went wrong on this page.')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reload the page' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('says so when the traveller moves to it from another screen', async () => {
    vi.mocked(console.error).mockImplementation(() => {});
    const router = renderAppWithMissingScreen(
      'Failed to fetch dynamically imported module: https://example.test/assets/about-0ld.js',
      '/',
    );
    await screen.findByRole('heading', { name: 'Start' });
    await act(() => router.navigate('/about'));
    expect(await screen.findByRole('alert')).toHaveTextContent(CANNOT_LOAD);
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeInTheDocument();
  });
});
