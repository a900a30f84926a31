import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CompareTrips } from '#shared/contracts/compare';
import { mockApi } from '#tests/client/mock-api';
import { renderScreen } from '#tests/client/render-app';
import { CompareTripsSection } from './compare-trips';

const wishlistId = '44444444-4444-4444-8444-444444444444';
const path = `/api/wishlist/spec-wishlist/${wishlistId}/compare`;
const eur = (amount: number) => ({ amount, currency: 'EUR' as const });

const answer: CompareTrips = {
  currency: 'EUR',
  trips: [
    {
      _id: '55555555-5555-4555-8555-555555555551',
      location_address: 'Chicago, IL, United States',
      trip_start: '2027-07-01',
      trip_end: '2027-07-05',
      total: null,
      planned: eur(90000),
      basis: 'planned',
    },
    {
      _id: '55555555-5555-4555-8555-555555555552',
      location_address: 'Boston, MA, United States',
      trip_start: '2027-07-10',
      trip_end: '2027-07-14',
      total: { low: eur(100000), mid: eur(120000), high: eur(140000) },
      planned: null,
      basis: 'estimate',
    },
    {
      _id: '55555555-5555-4555-8555-555555555553',
      location_address: 'Rome, Lazio, Italy',
      trip_start: null,
      trip_end: null,
      total: null,
      planned: null,
      basis: 'none',
    },
  ],
};

describe('Compare trips', { timeout: 20_000 }, () => {
  it("lists the wishlist's trips in the server's order, each figure labelled, in its currency", async () => {
    mockApi({ [`GET ${path}`]: { status: 200, body: answer } });
    await renderScreen(<CompareTripsSection wishlistId={wishlistId} />);
    const list = await screen.findByRole('list', { name: 'Trips by total' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.getAttribute('aria-label'))).toEqual([
      'Chicago, IL, United States',
      'Boston, MA, United States',
      'Rome, Lazio, Italy',
    ]);
    expect(items[0]).toHaveTextContent('€900.00');
    expect(within(items[0]!).getByText('Planned')).toBeInTheDocument();
    expect(items[1]).toHaveTextContent('About €1,200 (€1,000 – €1,400)');
    expect(within(items[1]!).getByText('Estimate')).toBeInTheDocument();
    expect(within(items[2]!).getByText('No dates to estimate')).toBeInTheDocument();
    expect(screen.getByText(/Cheapest first, in EUR/)).toBeInTheDocument();
  });

  it('shows a failure with Retry, never an empty list', async () => {
    mockApi({ [`GET ${path}`]: { status: 500, body: { msg: '', code: 'internal_error' } } });
    await renderScreen(<CompareTripsSection wishlistId={wishlistId} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('The trips could not be compared.');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });
});
