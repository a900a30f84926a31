import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { WatchHistory } from '#shared/contracts/watches';
import { localCalendarDate } from '#shared/domain/calendar-date';
import {
  loggedInHandlers,
  mockApi,
  testUser,
  type Handlers,
  type Reply,
} from '#tests/client/mock-api';
import { renderScreen } from '#tests/client/render-app';
import { priceFixture, usd, watchFixture } from '#tests/client/watch-fixture';
import { WatchesPage } from '#client/routes/watches';
import { addMonths } from '../flexible-values';

// The chart is drawn by a library jsdom cannot measure; its figures are in the table.
vi.mock('./price-history-chart', () => ({ default: () => <p>Chart of the price a person</p> }));

const watch = watchFixture({
  latest: priceFixture({
    quotes: [
      {
        category: 'airfare',
        total: usd(81240),
        source: 'Duffel',
        quotedAt: '2026-11-27T14:05:00Z',
      },
    ],
  }),
});
const watchPath = `/api/watches/${watch._id}`;
const history: WatchHistory = {
  currency: 'USD',
  checks: [
    {
      checkedAt: '2026-11-26T10:00:00.000Z',
      price: priceFixture({ perPerson: usd(65000) }),
      error: null,
    },
    {
      checkedAt: '2026-11-26T22:00:00.000Z',
      price: null,
      error: 'The fares service did not answer.',
    },
    { checkedAt: '2026-11-27T10:00:00.000Z', price: priceFixture(), error: null },
  ],
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

async function renderWatches(handlers: Handlers = {}) {
  const api = mockApi({
    ...loggedInHandlers(),
    [`GET /api/user/profile/${testUser._id}`]: { status: 200, body: profile },
    'GET /api/watches': { status: 200, body: { watches: [watch] } },
    [`GET ${watchPath}/history`]: { status: 200, body: history },
    ...handlers,
  });
  const { user } = await renderScreen(<WatchesPage />, { path: '/watches', loggedIn: true });
  return { api, user };
}

describe('Price watches', { timeout: 20_000 }, () => {
  it('shows what is watched, its estimate with range and sources, the live part, the cheapest window, the cap and the checks', async () => {
    await renderWatches();
    expect(screen.getByRole('heading', { level: 1, name: 'Price watches' })).toBeInTheDocument();
    const card = await screen.findByRole('listitem', { name: 'Lisbon, Portugal' });
    const text = (value: string | RegExp) =>
      expect(within(card).getByText(value)).toBeInTheDocument();
    text('3 nights · 2 travellers · from Denver, CO, United States');
    text('Any start from May 1 – Aug 1, 2027, long weekends only');
    text('About $612 a person, $1,224 in all');
    text('Estimate $1,100 – $1,350 in all');
    text(/^Live quote, flights: \$812\.40 at \d\d:\d\d \(Duffel\)$/);
    text('Cheapest: May 29 – Jun 1, 2027');
    text('Sources: GSA per diem rates FY2026; BTS airfares 2025 Q4.');
    text('Your cap: $700 a person');
    text(
      /^Last checked Nov 2[67], 2026, \d+:\d\d [AP]M · next check Nov 2[78], 2026, \d+:\d\d [AP]M$/,
    );
  });

  it('gives the price history as a chart and, for a screen reader, as a table', async () => {
    await renderWatches();
    const card = await screen.findByRole('listitem', { name: 'Lisbon, Portugal' });
    expect(within(card).getByRole('heading', { name: 'Price history' })).toBeInTheDocument();
    expect(await within(card).findByText('Chart of the price a person')).toBeInTheDocument();
    expect(
      within(card).getByText(/^2 checks; the lowest: about \$612 a person on Nov 2[78], 2026/),
    ).toBeInTheDocument();
    const table = within(card).getByRole('table', {
      name: 'Price a person at each check, in USD',
    });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(4);
    expect(rows[1]).toHaveTextContent('About $650');
    expect(rows[1]).toHaveTextContent('May 29 – Jun 1, 2027');
    expect(rows[2]).toHaveTextContent('No price: The fares service did not answer.');
    expect(rows[3]).toHaveTextContent('About $612');
  });

  it('says in words why the last check found no price', async () => {
    await renderWatches({
      'GET /api/watches': {
        status: 200,
        body: {
          watches: [watchFixture({ latest: null, lastError: 'No fares were found from Denver.' })],
        },
      },
      [`GET ${watchPath}/history`]: { status: 200, body: { currency: 'USD', checks: [] } },
    });
    const card = await screen.findByRole('listitem', { name: 'Lisbon, Portugal' });
    expect(
      within(card).getByText('The last check found no price: No fares were found from Denver.'),
    ).toBeInTheDocument();
    expect(
      await within(card).findByText(
        'No price yet: the history starts at the first check that finds one.',
      ),
    ).toBeInTheDocument();
  });

  it('checks now: busy while it prices, then the new price; a 429 says to wait', async () => {
    let answer = (_reply: Reply) => {};
    const { api, user } = await renderWatches({
      [`POST ${watchPath}/check`]: () =>
        new Promise<Reply>((resolve) => {
          answer = resolve;
        }),
    });
    const card = await screen.findByRole('listitem', { name: 'Lisbon, Portugal' });
    await user.click(within(card).getByRole('button', { name: 'Check now: Lisbon, Portugal' }));
    expect(within(card).getByRole('button', { name: 'Checking…' })).toBeDisabled();
    answer({
      status: 200,
      body: {
        ...watch,
        lastCheckedAt: '2026-11-27T12:00:00.000Z',
        latest: priceFixture({
          perPerson: usd(55000),
          total: { low: usd(100000), mid: usd(110000), high: usd(120000) },
        }),
      },
    });
    expect(
      await within(card).findByText('Checked just now: About $550 a person, $1,100 in all.'),
    ).toBeInTheDocument();
    expect(within(card).getByText('Estimate $1,000 – $1,200 in all')).toBeInTheDocument();
    expect(api.writes().map((call) => `${call.method} ${call.path}`)).toEqual([
      `POST ${watchPath}/check`,
    ]);

    api.handlers[`POST ${watchPath}/check`] = {
      status: 429,
      body: { msg: 'Rate limit exceeded, retry in 1 minute', code: 'rate_limited' },
    };
    await user.click(within(card).getByRole('button', { name: 'Check now: Lisbon, Portugal' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent(
      'Too many price checks just now. Wait a minute, then try again.',
    );
  });

  it('stops watching only after the confirmation', async () => {
    const { api, user } = await renderWatches({
      [`DELETE ${watchPath}`]: () => {
        api.handlers['GET /api/watches'] = { status: 200, body: { watches: [] } };
        return { status: 200, body: { msg: 'Watch deleted.' } };
      },
    });
    const card = await screen.findByRole('listitem', { name: 'Lisbon, Portugal' });
    await user.click(within(card).getByRole('button', { name: 'Stop watching Lisbon, Portugal' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Stop watching the price of Lisbon, Portugal?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(api.writes()).toEqual([]);

    await user.click(within(card).getByRole('button', { name: 'Stop watching Lisbon, Portugal' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', {
        name: 'Stop watching',
      }),
    );
    expect(await screen.findByText('You stopped watching Lisbon, Portugal.')).toBeInTheDocument();
    expect(await screen.findByText('You are not watching any prices yet')).toBeInTheDocument();
    expect(api.writes().map((call) => `${call.method} ${call.path}`)).toEqual([
      `DELETE ${watchPath}`,
    ]);
  });

  it('says how to start when nothing is watched', async () => {
    await renderWatches({ 'GET /api/watches': { status: 200, body: { watches: [] } } });
    expect(await screen.findByText('You are not watching any prices yet')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Open a trip and choose Watch price, choose Watch price on a Discover result, or watch a flexible getaway below.',
      ),
    ).toBeInTheDocument();
  });

  it('shows a list that failed with Retry, never the empty text', async () => {
    const { api, user } = await renderWatches({
      'GET /api/watches': { status: 502, text: '<html>Bad gateway</html>' },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your price watches could not be loaded.',
    );
    expect(screen.queryByText('You are not watching any prices yet')).not.toBeInTheDocument();
    api.handlers['GET /api/watches'] = { status: 200, body: { watches: [watch] } };
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('listitem', { name: 'Lisbon, Portugal' })).toBeInTheDocument();
  });

  it('watches a flexible getaway from the form, starting from the home city', async () => {
    const today = localCalendarDate();
    const { api, user } = await renderWatches({
      'POST /api/watches': ({ body }) => ({
        status: 201,
        body: watchFixture({ _id: '33333333-3333-4333-8333-333333333333', ...(body as object) }),
      }),
    });
    const form = await screen.findByRole('form', { name: 'Watch a flexible getaway' });
    const field = (label: string) => within(form).getByLabelText(label);
    expect(await within(form).findByLabelText('Starting city')).toHaveValue(
      'Denver, CO, United States',
    );
    expect(field('Nights')).toHaveValue('3');
    expect(field('First start date')).toHaveValue(today);
    expect(field('Last start date')).toHaveValue(addMonths(today, 3));

    await user.clear(field('Nights'));
    await user.type(field('Nights'), '31');
    await user.click(within(form).getByRole('button', { name: 'Watch price' }));
    expect(within(form).getByText('Enter the place to watch.')).toBeInTheDocument();
    expect(within(form).getByText('A whole number of nights from 1 to 30.')).toBeInTheDocument();
    expect(field('Place')).toHaveFocus();
    expect(api.writes()).toEqual([]);

    await user.type(field('Place'), 'Lisbon, Portugal');
    await user.clear(field('Nights'));
    await user.type(field('Nights'), '4');
    await user.clear(field('Travellers'));
    await user.type(field('Travellers'), '2');
    await user.click(within(form).getByRole('checkbox', { name: 'Long weekends only' }));
    await user.type(field('Cap a person'), '650.5');
    await user.click(within(form).getByRole('button', { name: 'Watch price' }));
    expect(
      await within(form).findByText(/You are watching Lisbon, Portugal\. We check it once a day\./),
    ).toBeInTheDocument();
    expect(within(form).getByRole('link', { name: 'See your price watches' })).toHaveAttribute(
      'href',
      '/watches',
    );
    expect(api.writes()).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: '/api/watches',
        body: {
          place: 'Lisbon, Portugal',
          nights: 4,
          travellers: 2,
          origin: 'Denver, CO, United States',
          from: today,
          to: addMonths(today, 3),
          longWeekendsOnly: true,
          maxPerPerson: { amount: 65050, currency: 'USD' },
        },
      }),
    ]);
  });

  it('refuses a last start date before the first, at the field', async () => {
    const { api, user } = await renderWatches();
    const form = await screen.findByRole('form', { name: 'Watch a flexible getaway' });
    await user.type(within(form).getByLabelText('Place'), 'Lisbon, Portugal');
    const last = within(form).getByLabelText('Last start date');
    await user.clear(last);
    await user.type(last, '2020-01-01');
    await user.click(within(form).getByRole('button', { name: 'Watch price' }));
    await waitFor(() => expect(last).toHaveFocus());
    expect(
      within(form).getByText('The last start date cannot be before the first.'),
    ).toBeInTheDocument();
    expect(api.writes()).toEqual([]);
  });
});
