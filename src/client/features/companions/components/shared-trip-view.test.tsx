import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SharedTrip } from '#shared/contracts/invites';
import { mockApi } from '#tests/client/mock-api';
import { renderScreen } from '#tests/client/render-app';
import { SharedTripView } from './shared-trip-view';

const token = 'q3Vx0aZ9_-bcDEfGhIjKlMnOpQrStUvWxYz0123456';
const apiPath = `/api/shared/${token}`;
const usd = (amount: number) => ({ amount, currency: 'USD' as const });

function sharedTrip(overrides: Partial<SharedTrip> = {}): SharedTrip {
  return {
    location_address: 'Lisbon, Lisbon, Portugal',
    trip_location: 'Lisbon',
    image_url: '/images/nature-water.svg',
    trip_start: '2026-06-01',
    trip_end: '2026-06-02',
    travellers: 3,
    currency: 'USD',
    plan: {
      days: [
        {
          day: '2026-06-01',
          items: [
            {
              name: 'Belém Tower',
              startMinutes: 570,
              durationMinutes: 60,
              place: 'Belém',
              note: 'Go early',
            },
          ],
        },
        { day: '2026-06-02', items: [] },
      ],
      ideas: [
        { name: 'Fado night', startMinutes: null, durationMinutes: null, place: '', note: '' },
      ],
    },
    bookings: [],
    costs: null,
    ...overrides,
  };
}

const noSession = { 'GET /api/user/refresh_token': { status: 401, body: { msg: 'x', code: 'y' } } };

function renderShared() {
  return renderScreen(<SharedTripView token={token} />, {
    path: `/shared/${token}`,
    pattern: '/shared/:token',
  });
}

describe('SharedTripView', { timeout: 20_000 }, () => {
  it('shows the place, dates, travellers and the plan by day, without an account', async () => {
    const { calls } = mockApi({
      ...noSession,
      [`GET ${apiPath}`]: { status: 200, body: sharedTrip() },
    });
    await renderShared();
    expect(await screen.findByRole('heading', { level: 1, name: 'Lisbon' })).toBeInTheDocument();
    expect(screen.getByText('Jun 1 – Jun 2, 2026 · 3 travellers')).toBeInTheDocument();
    const firstDay = screen.getByRole('heading', { name: 'Mon, Jun 1' }).parentElement!;
    expect(within(firstDay).getByText('09:30 · Belém Tower')).toBeInTheDocument();
    expect(within(firstDay).getByText('Go early')).toBeInTheDocument();
    expect(screen.getByText('Nothing planned.')).toBeInTheDocument();
    expect(screen.getByText('Fado night')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Costs' })).not.toBeInTheDocument();
    const read = calls.find((call) => call.path === apiPath)!;
    expect(read.headers).not.toHaveProperty('Authorization');
  });

  it('shows the cost lines, payers and totals when the owner shares them', async () => {
    mockApi({
      ...noSession,
      [`GET ${apiPath}`]: {
        status: 200,
        body: sharedTrip({
          costs: {
            lines: [
              {
                category: 'lodging',
                label: 'Flat',
                planned: usd(30_000),
                actual: usd(28_000),
                paidBy: 'Zelda',
              },
            ],
            plannedTotal: usd(30_000),
            actualTotal: usd(28_000),
          },
        }),
      },
    });
    await renderShared();
    expect(await screen.findByRole('heading', { name: 'Costs' })).toBeInTheDocument();
    const rows = screen.getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Flat');
    expect(rows[1]).toHaveTextContent('$300.00');
    expect(rows[1]).toHaveTextContent('$280.00');
    expect(rows[1]).toHaveTextContent('Zelda');
    expect(rows[2]).toHaveTextContent('Total$300.00$280.00');
  });

  it('says in plain words when the link no longer works', async () => {
    mockApi({
      ...noSession,
      [`GET ${apiPath}`]: {
        status: 404,
        body: {
          msg: 'This shared trip does not exist or is no longer shared.',
          code: 'share_not_found',
        },
      },
    });
    await renderShared();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This shared trip is not available: its owner stopped sharing it, or the link was copied wrongly.',
    );
  });

  it('offers Retry when the page could not be loaded', async () => {
    let attempts = 0;
    mockApi({
      ...noSession,
      [`GET ${apiPath}`]: () => {
        attempts += 1;
        return attempts === 1 ? { networkError: true } : { status: 200, body: sharedTrip() };
      },
    });
    const { user } = await renderShared();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The shared trip could not be loaded.');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Lisbon' })).toBeInTheDocument();
  });
});
