import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { loggedInHandlers, mockApi, testUser } from '#tests/client/mock-api';
import { renderApp } from '#tests/client/render-app';
import { isFramelessPath } from './root-layout';
import { routes } from './router';

function logIn() {
  localStorage.setItem('firstLogin', 'true');
  return mockApi(loggedInHandlers());
}

describe('The frame', { timeout: 20_000 }, () => {
  it('shows the header, the tabs and the footer to a logged-in traveller', async () => {
    logIn();
    renderApp('/explore');
    const header = await screen.findByRole('banner');
    expect(within(header).getByRole('link', { name: /Getaway Planner/ })).toHaveAttribute(
      'href',
      '/my-trip',
    );
    expect(within(header).getByRole('link', { name: 'About' })).toHaveAttribute('href', '/about');
    expect(within(header).getByRole('link', { name: 'Watches' })).toHaveAttribute(
      'href',
      '/watches',
    );
    expect(within(header).getByRole('link', { name: 'Profile' })).toHaveAttribute(
      'href',
      `/profile/${testUser._id}`,
    );
    expect(within(header).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    const tabs = screen.getByRole('navigation', { name: 'Trips' });
    expect(within(tabs).getByRole('tab', { name: 'Explore' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(within(tabs).getByRole('tab', { name: 'Explore' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(tabs).getByRole('tab', { name: 'My Trips' })).toHaveAttribute(
      'aria-selected',
      'false',
    );
    expect(within(tabs).getByRole('tab', { name: 'Past' })).toHaveAttribute(
      'href',
      '/previous-trips',
    );
    expect(screen.getByRole('contentinfo')).toHaveTextContent('© 2025 Getaway Planner');
  });

  it('shows no header or tabs to a visitor, but still the footer', async () => {
    mockApi({});
    renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Plan Smarter, Travel Further.' });
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Trips' })).not.toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toHaveTextContent('© 2025 Getaway Planner');
  });

  it('hides the header and tabs on the About screen', async () => {
    logIn();
    const { router } = renderApp('/my-trip');
    await screen.findByRole('banner');
    await act(() => router.navigate('/about'));
    await screen.findByRole('heading', { level: 1, name: 'About Getaway Planner' });
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Trips' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/my-trip');
  });

  it('keeps the header and tabs when a screen crashes', async () => {
    // The crash is expected here: React and the error element both report it.
    const reported = vi.mocked(console.error).mockImplementation(() => {});
    logIn();
    renderApp('/broken');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Something went wrong on this page.',
    );
    expect(await screen.findByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Trips' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(reported).toHaveBeenCalled();
  });

  it('gives every screen of the app its own error element inside the frame', () => {
    const screens = routes[0]?.children ?? [];
    expect(screens.length).toBeGreaterThan(10);
    for (const screenRoute of screens) {
      expect(screenRoute.errorElement, screenRoute.path ?? 'index').toBeTruthy();
    }
  });
  it('lists the paths that show no header', () => {
    for (const path of [
      '/search',
      '/trips/1',
      '/profile/1',
      '/about',
      '/wishlist-detail/1',
      '/view-all',
    ]) {
      expect(isFramelessPath(path), path).toBe(true);
    }
    for (const path of ['/', '/my-trip', '/explore', '/previous-trips', '/discover', '/aboutus']) {
      expect(isFramelessPath(path), path).toBe(false);
    }
  });

  it('logs out and lands on the start page', async () => {
    const { calls } = logIn();
    const { user, router } = renderApp('/my-trip');
    await user.click(await screen.findByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(calls.some((call) => call.path === '/api/user/logout')).toBe(true);
    expect(localStorage.getItem('firstLogin')).toBeNull();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
  });

  it('sends a logged-in traveller from the login screen to My trips', async () => {
    logIn();
    const { router } = renderApp('/login');
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-trip'));
  });

  it('shows Loading... while the session is being determined', async () => {
    localStorage.setItem('firstLogin', 'true');
    mockApi({
      'GET /api/user/refresh_token': () => new Promise(() => {}),
    });
    renderApp('/login');
    expect(await screen.findByRole('status')).toHaveTextContent('Loading...');
  });

  it('shows Page Not Found for an unknown path', async () => {
    mockApi({});
    renderApp('/no/such/page');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Page Not Found' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });
});
