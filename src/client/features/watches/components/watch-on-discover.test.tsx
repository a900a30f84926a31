import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Discover } from '#shared/contracts/compare';
import { localCalendarDate } from '#shared/domain/calendar-date';
import { loggedInHandlers, mockApi, testUser } from '#tests/client/mock-api';
import { renderApp } from '#tests/client/render-app';
import { watchFixture } from '#tests/client/watch-fixture';
import { addMonths } from '../flexible-values';

const usd = (amount: number) => ({ amount, currency: 'USD' as const });
const range = { low: usd(60000), mid: usd(70000), high: usd(80000) };
const answer: Discover = {
  currency: 'USD',
  results: [
    {
      place: 'Albuquerque, NM, United States',
      start: '2099-07-01',
      end: '2099-07-09',
      total: range,
      perPerson: range,
      kind: 'city',
      reason: 'A short, cheap flight and low-season lodging.',
      travel: { mode: 'fly', route: 'DEN–ABQ', connections: 0, hours: 2 },
      weather: null,
      image_url: '/api/place-photos/albuquerque.jpg',
      location: null,
      longWeekend: null,
    },
  ],
  longWeekends: [],
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

describe('Watch price on Discover', { timeout: 20_000 }, () => {
  it("watches a result's place for the search's nights, travellers and starting city", async () => {
    localStorage.setItem('firstLogin', 'true');
    const today = localCalendarDate();
    const api = mockApi({
      ...loggedInHandlers(),
      [`GET /api/user/profile/${testUser._id}`]: { status: 200, body: profile },
      'GET /api/discover': { status: 200, body: answer },
      'POST /api/watches': ({ body }) => ({ status: 201, body: watchFixture(body as object) }),
    });
    const { user } = renderApp('/discover');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Location' }), 'Italy');
    await user.click(screen.getByRole('button', { name: 'Custom Dates' }));
    await user.type(screen.getByLabelText('Start date'), '2099-07-01');
    await user.type(screen.getByLabelText('End date'), '2099-07-09');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await user.click(screen.getByRole('button', { name: '$$$' }));
    const results = screen.getByRole('region', { name: 'Destinations for you' });
    await user.click(within(results).getByRole('combobox', { name: 'Travellers' }));
    await user.click(await screen.findByRole('option', { name: '2' }));
    const card = await screen.findByRole('listitem', { name: 'Albuquerque, NM, United States' });
    await user.click(
      within(card).getByRole('button', { name: 'Watch price: Albuquerque, NM, United States' }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Watch the price of Albuquerque, NM, United States',
    });
    const field = (label: string) => within(dialog).getByLabelText(label);
    expect(field('Place')).toHaveValue('Albuquerque, NM, United States');
    expect(field('Nights')).toHaveValue('8');
    expect(field('Travellers')).toHaveValue('2');
    expect(field('Starting city')).toHaveValue('Denver, CO, United States');
    expect(field('First start date')).toHaveValue(today);
    expect(field('Last start date')).toHaveValue(addMonths(today, 3));
    await user.click(within(dialog).getByRole('button', { name: 'Watch price' }));
    expect(
      await within(dialog).findByText(
        /You are watching Albuquerque, NM, United States\. We check it once a day\./,
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(api.writes()).toHaveLength(1));
    expect(api.writes()[0]).toMatchObject({
      method: 'POST',
      path: '/api/watches',
      body: {
        place: 'Albuquerque, NM, United States',
        nights: 8,
        travellers: 2,
        origin: 'Denver, CO, United States',
        from: today,
        to: addMonths(today, 3),
      },
    });
  });

  it('offers a visitor no Watch action', async () => {
    mockApi({ 'GET /api/discover': { status: 200, body: answer } });
    const { user } = renderApp('/discover');
    await user.selectOptions(
      await screen.findByRole('combobox', { name: 'Location' }),
      'United States',
    );
    await user.click(screen.getByRole('button', { name: 'Anytime' }));
    await user.click(screen.getByRole('button', { name: '$' }));
    const results = screen.getByRole('region', { name: 'Destinations for you' });
    await user.type(within(results).getByLabelText('Starting city'), 'Denver');
    await user.click(within(results).getByRole('button', { name: 'Show destinations' }));
    const card = await within(results).findByRole('listitem', {
      name: 'Albuquerque, NM, United States',
    });
    expect(
      within(card).getByRole('button', {
        name: 'Log in to plan this trip: Albuquerque, NM, United States',
      }),
    ).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /Watch price/ })).not.toBeInTheDocument();
  });
});
