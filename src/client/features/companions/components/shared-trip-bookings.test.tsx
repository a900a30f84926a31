import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '#tests/client/mock-api';
import { renderScreen } from '#tests/client/render-app';
import { SharedTripView } from './shared-trip-view';

const token = 'q3Vx0aZ9_-bcDEfGhIjKlMnOpQrStUvWxYz0123456';
const apiPath = `/api/shared/${token}`;

/** The read-only page's answer with a flight as the share link sends it: no code, no names. */
const shared = {
  location_address: 'Lisbon, Lisbon, Portugal',
  trip_location: 'Lisbon',
  image_url: '/images/nature-water.svg',
  trip_start: '2027-03-14',
  trip_end: '2027-03-15',
  travellers: 2,
  currency: 'EUR',
  plan: { days: [], ideas: [] },
  costs: null,
  bookings: [
    {
      kind: 'flight',
      title: 'Flight to Lisbon',
      provider: 'TAP Air Portugal',
      confirmationCode: '',
      start: { date: '2027-03-14', time: '10:05', timeZone: 'Europe/Paris' },
      end: { date: '2027-03-14', time: '11:40', timeZone: 'Europe/Lisbon' },
      from: { code: 'CDG', name: 'Paris Charles de Gaulle', address: '', lat: null, lng: null },
      to: { code: 'LIS', name: 'Lisbon', address: '', lat: null, lng: null },
      legs: [],
      travellers: [],
      price: null,
      notes: '',
      files: [],
    },
  ],
};

describe('SharedTripView bookings', { timeout: 20_000 }, () => {
  it('lists the bookings at each place’s own time, with nothing private', async () => {
    mockApi({
      'GET /api/user/refresh_token': { status: 401, body: { msg: 'x', code: 'y' } },
      [`GET ${apiPath}`]: { status: 200, body: shared },
    });
    await renderScreen(<SharedTripView token={token} />, {
      path: `/shared/${token}`,
      pattern: '/shared/:token',
    });
    const section = await screen.findByRole('region', { name: 'Bookings' });
    expect(within(section).getByRole('heading', { name: 'Flight to Lisbon' })).toBeVisible();
    expect(within(section).getByText('Flight · TAP Air Portugal')).toBeVisible();
    expect(within(section).getByText('Starts: Sun 14 Mar 2027, 10:05 (Paris)')).toBeVisible();
    expect(within(section).getByText('Ends: Sun 14 Mar 2027, 11:40 (Lisbon)')).toBeVisible();
    expect(within(section).getByText('Paris Charles de Gaulle (CDG) → Lisbon (LIS)')).toBeVisible();
    expect(within(section).queryByText(/^Confirmation/)).not.toBeInTheDocument();
    expect(within(section).queryByText(/^Travellers/)).not.toBeInTheDocument();
  });
});
