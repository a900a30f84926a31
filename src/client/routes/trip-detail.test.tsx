import { ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { CostPlan } from '#shared/contracts/costs';
import type { Trip } from '#shared/contracts/trips';
import { theme } from '#client/app/theme';
import { SessionProvider } from '#client/app/session';
import { loggedInHandlers, mockApi } from '#tests/client/mock-api';
import { TripDetailPage } from './trip-detail';
import { plannedAgainstBudgetText } from './trip-overview';

const trip: Trip = {
  _id: '11111111-1111-4111-8111-111111111111',
  user_email: 'grace@example.com',
  location_address: 'New York, NY, United States',
  image_url: '/images/nature-water.svg',
  trip_location: 'New York',
  trip_start: '2026-10-12',
  trip_end: '2026-10-15',
  within_trips: [],
  isFavorite: false,
  wishlist: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  travellers: 2,
  origin: null,
  budget: null,
  notes: '',
  currency: 'USD',
  plannedTotal: null,
  role: 'owner',
  owner: { fname: 'Ada' },
};
const tripPath = `/api/trips/getaway/${trip._id}`;
const zero = { amount: 0, currency: 'USD' as const };
const emptyPlan: CostPlan = {
  currency: 'USD',
  items: [],
  totals: {
    planned: zero,
    actual: zero,
    low: zero,
    high: zero,
    byCategory: Object.fromEntries(
      ['airfare', 'lodging', 'car_rental', 'food', 'activities', 'other'].map((category) => [
        category,
        { planned: zero, actual: zero },
      ]),
    ) as CostPlan['totals']['byCategory'],
  },
  budget: null,
  travellers: [],
  balances: [],
  settleUp: [],
};

function renderTripPage(overrides: Partial<Trip> = {}) {
  localStorage.setItem('firstLogin', 'true');
  let isDeleted = false;
  const api = mockApi({
    ...loggedInHandlers(),
    [`GET ${tripPath}`]: () =>
      isDeleted
        ? { status: 404, body: { msg: 'Trip not found', code: 'trip_not_found' } }
        : { status: 200, body: { ...trip, ...overrides } },
    [`GET ${tripPath}/typical-weather`]: {
      status: 200,
      body: {
        source: 'Sunshine Atlas, CC BY 4.0',
        destination: { city: 'New York', country: 'United States', distanceKm: 3 },
        months: [{ month: 10, dayHighC: 18, nightLowC: 10, rainMm: 90, sunshineScore: 60 }],
      },
    },
    [`GET ${tripPath}/costs`]: { status: 200, body: emptyPlan },
    [`GET ${tripPath}/members`]: {
      status: 200,
      body: [
        { userId: '33333333-3333-4333-8333-333333333333', fname: 'Ada', role: 'owner' },
        { userId: '44444444-4444-4444-8444-444444444444', fname: 'Zelda', role: 'viewer' },
      ],
    },
    [`DELETE ${tripPath}`]: () => {
      isDeleted = true;
      return { status: 200, body: { msg: 'Trip deleted.' } };
    },
    'GET /api/wishlist/getlists': { status: 200, body: [] },
  });
  const router = createMemoryRouter(
    [
      { path: '/trips/:id', element: <TripDetailPage /> },
      { path: '/my-trip', element: <h1>My trips screen</h1> },
    ],
    { initialEntries: [`/trips/${trip._id}`] },
  );
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <ThemeProvider theme={theme}>
      <QueryClientProvider client={queryClient}>
        <SessionProvider>
          <RouterProvider router={router} />
        </SessionProvider>
      </QueryClientProvider>
    </ThemeProvider>,
  );
  return { ...api, router, user: userEvent.setup() };
}

describe('Trip page', { timeout: 20_000 }, () => {
  it('shows a viewer who shared the trip and no control that changes it', async () => {
    renderTripPage({ role: 'viewer', owner: { fname: 'Grace' } });
    const overview = await screen.findByRole('region', { name: 'Overview' });
    expect(
      within(overview).getByText('Shared by Grace · Viewer: you can look, not change'),
    ).toBeInTheDocument();
    expect(within(overview).queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(within(overview).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    // A watch is the viewer's own, so a viewer may watch the price too.
    expect(within(overview).getByRole('button', { name: 'Watch price' })).toBeInTheDocument();
    const costs = await screen.findByRole('region', { name: 'Costs' });
    expect(within(costs).queryByRole('button', { name: 'Add a cost' })).not.toBeInTheDocument();
    expect(within(costs).queryByRole('button', { name: 'Set a budget' })).not.toBeInTheDocument();
    const travellers = await screen.findByRole('region', { name: 'Travellers' });
    expect(await within(travellers).findByText('Ada · Owner')).toBeInTheDocument();
    expect(within(travellers).getByRole('button', { name: 'Leave this trip' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Travel together' })).not.toBeInTheDocument();
    // The owner's parts are not drawn for a viewer; the parts after them still come in turn.
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Suggestions' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
  });

  it('lets an editor edit but not delete the trip', async () => {
    renderTripPage({ role: 'editor', owner: { fname: 'Grace' } });
    const overview = await screen.findByRole('region', { name: 'Overview' });
    expect(within(overview).getByText('Shared by Grace · Editor')).toBeInTheDocument();
    expect(within(overview).getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(within(overview).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });

  it('shows the cost plan instead of the Trip Instances sample cards', async () => {
    renderTripPage();
    expect(await screen.findByRole('region', { name: 'Costs' })).toBeInTheDocument();
    expect(
      await screen.findByText('No costs yet. Estimate them or add your own.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Trip Instances')).not.toBeInTheDocument();
    expect(screen.queryByText('$1,500')).not.toBeInTheDocument();
    expect(screen.getByText('2 travellers from your home city')).toBeInTheDocument();
  });

  it('sums the trip up first: dates, travellers, planned against budget, then its parts as links', async () => {
    const { user, router } = renderTripPage({
      plannedTotal: { amount: 120_000, currency: 'USD' },
      budget: { amount: 150_000, currency: 'USD' },
      origin: 'Denver, CO, United States',
    });
    const overview = await screen.findByRole('region', { name: 'Overview' });
    expect(
      within(overview).getByRole('heading', { level: 1, name: trip.location_address }),
    ).toBeInTheDocument();
    expect(within(overview).getByText(/^Oct 12, 2026 – Oct 15, 2026$/)).toBeInTheDocument();
    expect(
      within(overview).getByText('2 travellers from Denver, CO, United States'),
    ).toBeInTheDocument();
    expect(
      within(overview).getByText('Planned $1,200.00 of a $1,500.00 budget: $300.00 under'),
    ).toBeInTheDocument();
    expect(
      within(overview).getByRole('region', { name: 'Typical for your dates' }),
    ).toBeInTheDocument();

    const parts = screen.getByRole('navigation', { name: 'Parts of this trip' });
    const links = within(parts).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      `/trips/${trip._id}#costs`,
      `/trips/${trip._id}#plan`,
      `/trips/${trip._id}#bookings`,
      `/trips/${trip._id}#things-to-do`,
      `/trips/${trip._id}#dates`,
      `/trips/${trip._id}#places`,
      `/trips/${trip._id}#suggestions`,
    ]);
    // Each part is drawn once its module has come: its heading follows.
    for (const id of ['costs', 'dates', 'places', 'suggestions'])
      await waitFor(() => expect(document.getElementById(id)?.querySelector('h2')).not.toBeNull());

    await user.click(within(parts).getByRole('link', { name: 'When is it cheapest' }));
    expect(router.state.location.hash).toBe('#dates');
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 2, name: 'When is it cheapest?' })).toHaveFocus(),
    );
  });

  it('has the heading and main controls of every part in the page before any scrolling', async () => {
    // Nothing comes near the screen here: what waits for that stays undrawn.
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        observe() {}
        unobserve() {}
        disconnect() {}
        takeRecords() {
          return [];
        }
      },
    );
    try {
      renderTripPage();
      for (const name of [
        'Costs',
        'Plan by day',
        'Add to your calendar',
        'Travellers',
        'Travel together',
        'Bookings',
        'Things to do',
        'When is it cheapest?',
        'Compare with other places',
        'Suggestions',
      ]) {
        expect(
          await screen.findByRole('heading', { level: 2, name }, { timeout: 10_000 }),
        ).toBeInTheDocument();
      }
      expect(screen.getByRole('button', { name: 'Show Suggestions' })).toBeInTheDocument();
      expect(await screen.findByRole('button', { name: 'Add a cost' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Estimate costs' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Add a thing to do' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Add booking' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Import' })).toBeInTheDocument();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('leaves the focus with a traveller already typing in the part a jump goes to', async () => {
    const { user, router } = renderTripPage();
    const places = await screen.findByRole('region', { name: 'Compare with other places' });
    const field = await within(places).findByRole('combobox', { name: 'Add a place to compare' });
    // The jump's render is a transition: on a slow phone the tap on the field can come first.
    await user.type(field, 'Chi');
    await act(() => router.navigate({ hash: '#places' }));
    expect(router.state.location.hash).toBe('#places');
    expect(field).toHaveFocus();
    expect(field).toHaveValue('Chi');
  });

  it('says what is missing when nothing is planned or no budget is set', () => {
    const usd = (amount: number) => ({ amount, currency: 'USD' as const });
    expect(plannedAgainstBudgetText({ plannedTotal: null, budget: null })).toBe(
      'Nothing planned yet · No budget set',
    );
    expect(plannedAgainstBudgetText({ plannedTotal: null, budget: usd(50_000) })).toBe(
      'Nothing planned yet · Budget $500.00',
    );
    expect(plannedAgainstBudgetText({ plannedTotal: usd(70_000), budget: null })).toBe(
      'Planned $700.00 · No budget set',
    );
    expect(plannedAgainstBudgetText({ plannedTotal: usd(70_000), budget: usd(50_000) })).toBe(
      'Planned $700.00 of a $500.00 budget: $200.00 over',
    );
    expect(
      plannedAgainstBudgetText({
        plannedTotal: usd(70_000),
        budget: { amount: 50_000, currency: 'EUR' },
      }),
    ).toBe('Planned $700.00 · Budget €500.00');
  });

  it('shows the typical weather beside the live weather, and both comparisons', async () => {
    renderTripPage();
    expect(
      await screen.findByRole('region', { name: 'Typical for your dates' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Weather now' })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'When is it cheapest?' })).toBeInTheDocument();
    expect(
      await screen.findByRole('region', { name: 'Compare with other places' }),
    ).toBeInTheDocument();
  });

  it('shows only the typical weather for a trip more than two weeks away', async () => {
    renderTripPage({ trip_start: '2099-10-12', trip_end: '2099-10-16' });
    expect(
      await screen.findByRole('region', { name: 'Typical for your dates' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Weather now' })).not.toBeInTheDocument();
  });

  it('opens the editor from Edit and from the budget prompt', async () => {
    const { user } = renderTripPage();
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    expect(await screen.findByRole('dialog', { name: 'Edit trip' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(await screen.findByRole('button', { name: 'Set a budget' }));
    expect(await screen.findByRole('dialog', { name: 'Edit trip' })).toBeInTheDocument();
  });

  it('opens Add to Wishlist from the heart', async () => {
    const { user } = renderTripPage();
    await user.click(await screen.findByRole('button', { name: 'Add to wishlist' }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });

  it('deletes the trip after the confirmation and goes to My trips', async () => {
    const { user, calls, router } = renderTripPage();
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent('Do you want to delete this trip?');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    // The trip's refetch answers 404 meanwhile; the page still goes on to My trips.
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-trip'));
    expect(await screen.findByRole('heading', { name: 'My trips screen' })).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'DELETE' && call.path === tripPath)).toBe(true);
  });
});
