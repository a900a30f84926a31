import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Discover } from '#shared/contracts/compare';
import { loggedInHandlers, mockApi, testUser, type RecordedCall } from '#tests/client/mock-api';
import { renderApp } from '#tests/client/render-app';
import { tripFixture } from '#tests/client/trip-fixture';

const usd = (amount: number) => ({ amount, currency: 'USD' as const });
const range = (low: number, mid: number, high: number) => ({
  low: usd(low),
  mid: usd(mid),
  high: usd(high),
});
const answer: Discover = {
  currency: 'USD',
  results: [
    {
      place: 'Albuquerque, NM, United States',
      start: '2027-01-11',
      end: '2027-01-15',
      total: range(60000, 70000, 80000),
      perPerson: range(60000, 70000, 80000),
      kind: 'city',
      reason: 'A short, cheap flight and low-season lodging.',
      travel: { mode: 'fly', route: 'DEN–ABQ', connections: 0, hours: 2 },
      weather: { month: 1, dayHighC: 9, nightLowC: -4, rainMm: 10, sunshineScore: 55 },
      image_url: '/api/place-photos/albuquerque.jpg',
      location: { lat: 35.08, lng: -106.65 },
      longWeekend: {
        label: 'Memorial Day weekend, May 29-31',
        start: '2027-05-29',
        end: '2027-05-31',
        total: range(40000, 50000, 60000),
        perPerson: range(40000, 50000, 60000),
      },
    },
  ],
  longWeekends: [
    {
      name: 'Memorial Day',
      label: 'Memorial Day weekend, May 29-31',
      start: '2027-05-29',
      end: '2027-05-31',
      days: 3,
    },
  ],
  sources: ['GSA per diem rates FY2026'],
};
const profile = {
  _id: testUser._id,
  fname: 'Grace',
  lname: 'Hopper',
  email: testUser.email,
  birthday: '1990-01-01',
  city: 'Denver',
  state: 'CO',
  zip: '80202',
  role: 0,
  homeCurrency: 'USD',
  locale: null,
};

async function chooseUnitedStatesAnytime(user: ReturnType<typeof renderApp>['user']) {
  await user.selectOptions(
    await screen.findByRole('combobox', { name: 'Location' }),
    'United States',
  );
  await user.click(screen.getByRole('button', { name: 'Anytime' }));
}

const discoverCalls = (calls: RecordedCall[]) =>
  calls.filter((call) => call.path === '/api/discover');

describe('Discover results', { timeout: 20_000 }, () => {
  it('narrows by kind, offers long weekends as dates, and says how you get there', async () => {
    const api = mockApi({ 'GET /api/discover': { status: 200, body: answer } });
    const { user } = renderApp('/discover');
    await chooseUnitedStatesAnytime(user);
    await user.click(screen.getByRole('button', { name: '$' }));
    const results = screen.getByRole('region', { name: 'Destinations for you' });
    await user.type(within(results).getByLabelText('Starting city'), 'Denver');
    await user.click(within(results).getByRole('button', { name: 'Show destinations' }));
    const card = await within(results).findByRole('listitem', {
      name: 'Albuquerque, NM, United States',
    });
    expect(card).toHaveTextContent('Direct flight DEN–ABQ, about 2 h');
    expect(card).toHaveTextContent(
      'Long weekend, Memorial Day weekend, May 29-31: $400 – $600 per person',
    );
    const kinds = within(results).getByRole('group', { name: 'Kind of getaway' });
    expect(within(kinds).getByRole('button', { name: 'All' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.click(within(kinds).getByRole('button', { name: 'Beach' }));
    await waitFor(() =>
      expect(discoverCalls(api.calls).at(-1)?.url).toBe(
        '/api/discover?region=united-states&tier=%24&origin=Denver&kind=beach',
      ),
    );
    const weekends = await within(results).findByRole('group', { name: 'Long weekends' });
    await user.click(
      within(weekends).getByRole('button', { name: 'Memorial Day weekend, May 29-31' }),
    );
    await waitFor(() =>
      expect(discoverCalls(api.calls).at(-1)?.url).toBe(
        '/api/discover?region=united-states&tier=%24&origin=Denver&start=2027-05-29&end=2027-05-31&kind=beach',
      ),
    );
    expect(
      await within(results).findByText('Priced for Memorial Day weekend, May 29-31.'),
    ).toBeInTheDocument();
  });

  it('shows the results on a map, and choosing one there leads to its card', async () => {
    mockApi({
      'GET /api/discover': { status: 200, body: answer },
      // No tile server here: the outline map stands in.
      'GET /api/map/settings': { networkError: true },
    });
    const { user } = renderApp('/discover');
    await chooseUnitedStatesAnytime(user);
    await user.click(screen.getByRole('button', { name: '$' }));
    const results = screen.getByRole('region', { name: 'Destinations for you' });
    await user.type(within(results).getByLabelText('Starting city'), 'Denver');
    await user.click(within(results).getByRole('button', { name: 'Show destinations' }));
    const map = await within(results).findByRole('region', { name: 'Map of the destinations' });
    expect(await within(map).findByText(/Offline map/)).toBeInTheDocument();
    const onTheMap = within(map).getByRole('list', { name: 'Places on the map' });
    const entry = within(onTheMap).getByRole('button', { name: 'Albuquerque' });
    await user.click(entry);
    expect(
      within(results).getByRole('listitem', { name: 'Albuquerque, NM, United States' }),
    ).toHaveFocus();
    expect(entry).toHaveAttribute('aria-current', 'true');
  });

  it('asks a visitor for a starting city, then shows destinations with reasons', async () => {
    const api = mockApi({ 'GET /api/discover': { status: 200, body: answer } });
    const { user } = renderApp('/discover');
    await chooseUnitedStatesAnytime(user);
    expect(screen.queryByRole('region', { name: 'Destinations for you' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '$' }));

    const results = screen.getByRole('region', { name: 'Destinations for you' });
    await user.click(within(results).getByRole('button', { name: 'Show destinations' }));
    expect(within(results).getByLabelText('Starting city')).toHaveFocus();
    expect(within(results).getByLabelText('Starting city')).toHaveAccessibleDescription(
      'Enter the city you start from.',
    );
    expect(api.calls).toHaveLength(0);

    await user.type(within(results).getByLabelText('Starting city'), 'Denver, CO, United States');
    await user.click(within(results).getByRole('button', { name: 'Show destinations' }));
    const card = await within(results).findByRole('listitem', {
      name: 'Albuquerque, NM, United States',
    });
    expect(discoverCalls(api.calls).map((call) => call.url)).toEqual([
      '/api/discover?region=united-states&tier=%24&origin=Denver%2C+CO%2C+United+States',
    ]);
    expect(card).toHaveTextContent('Jan 11 – Jan 15, 2027');
    expect(card).toHaveTextContent(
      'About $700 per person ($600 – $800); in all $600 – $800. Estimate.',
    );
    expect(card).toHaveTextContent('A short, cheap flight and low-season lodging.');
    expect(card).toHaveTextContent('Typical weather: 9 °C, 10 mm rain');
    await user.click(
      within(card).getByRole('button', {
        name: 'Log in to plan this trip: Albuquerque, NM, United States',
      }),
    );
    // The choice waits in this tab for the login; nothing is created yet.
    expect(JSON.parse(sessionStorage.getItem('discover.tripToPlan') ?? 'null')).toEqual({
      location_address: 'Albuquerque, NM, United States',
      trip_location: 'Albuquerque',
      image_url: expect.any(String),
      trip_start: '2027-01-11',
      trip_end: '2027-01-15',
    });
    expect(api.writes()).toEqual([]);
  });

  it("starts a signed-in traveller from the profile's city, with the custom dates, and plans the trip", async () => {
    localStorage.setItem('firstLogin', 'true');
    const api = mockApi({
      ...loggedInHandlers(),
      [`GET /api/user/profile/${testUser._id}`]: { status: 200, body: profile },
      'GET /api/discover': { status: 200, body: answer },
      'POST /api/trips/getaway-trip': ({ body }) => ({
        status: 201,
        body: tripFixture(body as object),
      }),
    });
    const { user, router } = renderApp('/discover');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Location' }), 'Italy');
    await user.click(screen.getByRole('button', { name: 'Custom Dates' }));
    await user.type(screen.getByLabelText('Start date'), '2099-07-01');
    await user.type(screen.getByLabelText('End date'), '2099-07-09');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(discoverCalls(api.calls)).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: '$$$' }));

    await screen.findByRole('listitem', { name: 'Albuquerque, NM, United States' });
    expect(discoverCalls(api.calls).map((call) => call.url)).toEqual([
      '/api/discover?region=italy&tier=%24%24%24&origin=Denver%2C+CO%2C+United+States&start=2099-07-01&end=2099-07-09',
    ]);
    await user.click(
      screen.getByRole('button', {
        name: 'Plan this trip: Albuquerque, NM, United States, Jan 11 – Jan 15, 2027',
      }),
    );
    await waitFor(() => expect(api.writes()).toHaveLength(1));
    expect(api.writes()[0]).toMatchObject({
      method: 'POST',
      path: '/api/trips/getaway-trip',
      body: {
        location_address: 'Albuquerque, NM, United States',
        trip_location: 'Albuquerque',
        image_url: '/api/place-photos/albuquerque.jpg',
        trip_start: '2027-01-11',
        trip_end: '2027-01-15',
      },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe(`/trips/${tripFixture()._id}`));
  });

  it('asks again for the chosen travellers and warmth', async () => {
    const api = mockApi({ 'GET /api/discover': { status: 200, body: answer } });
    const { user } = renderApp('/discover');
    await chooseUnitedStatesAnytime(user);
    await user.click(screen.getByRole('button', { name: '$' }));
    await user.type(screen.getByLabelText('Starting city'), 'Denver{Enter}');
    await screen.findByRole('listitem', { name: 'Albuquerque, NM, United States' });

    await user.click(screen.getByRole('combobox', { name: 'Travellers' }));
    await user.click(await screen.findByRole('option', { name: '2' }));
    await user.click(screen.getByRole('combobox', { name: 'Warmth' }));
    await user.click(await screen.findByRole('option', { name: 'Warm: 20 °C or warmer' }));
    await waitFor(() =>
      expect(
        discoverCalls(api.calls)
          .map((call) => call.url)
          .at(-1),
      ).toBe(
        '/api/discover?region=united-states&tier=%24&origin=Denver&travellers=2&minDayHighC=20',
      ),
    );
  });

  it('shows a failed search with Retry', async () => {
    mockApi({ 'GET /api/discover': { status: 500, body: { msg: '', code: 'internal_error' } } });
    const { user } = renderApp('/discover');
    await chooseUnitedStatesAnytime(user);
    await user.click(screen.getByRole('button', { name: '$$' }));
    await user.type(screen.getByLabelText('Starting city'), 'Denver{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Destinations could not be found. Please try again.',
    );
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('asks a rate-limited visitor to wait a minute', async () => {
    mockApi({ 'GET /api/discover': { status: 429, body: { msg: '', code: 'rate_limited' } } });
    const { user } = renderApp('/discover');
    await chooseUnitedStatesAnytime(user);
    await user.click(screen.getByRole('button', { name: '$' }));
    await user.type(screen.getByLabelText('Starting city'), 'Denver{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many searches just now. Wait a minute, then try again.',
    );
  });
});
