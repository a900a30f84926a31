import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loggedInHandlers, mockApi, type Handlers } from '#tests/client/mock-api';
import { renderScreen } from '#tests/client/render-app';
import { watchFixture } from '#tests/client/watch-fixture';
import { WatchTripButton } from './watch-trip-button';

const tripId = '11111111-1111-4111-8111-111111111111';

async function openDialog(reply: Handlers[string]) {
  const api = mockApi({ ...loggedInHandlers(), 'POST /api/watches': reply });
  const { user } = await renderScreen(<WatchTripButton tripId={tripId} currency="EUR" />, {
    loggedIn: true,
  });
  await user.click(screen.getByRole('button', { name: 'Watch price' }));
  const dialog = await screen.findByRole('dialog', { name: "Watch this trip's price" });
  return { api, user, dialog };
}

describe('Watch price on the trip page', { timeout: 20_000 }, () => {
  it('watches the trip with a cap in the trip currency, sent in minor units, and links to the watches', async () => {
    const { api, user, dialog } = await openDialog({
      status: 201,
      body: watchFixture({ kind: 'trip', tripId }),
    });
    expect(within(dialog).getByRole('combobox', { name: 'Currency' })).toHaveTextContent('EUR');
    await user.type(within(dialog).getByLabelText('Cap a person'), '1,200');
    await user.click(within(dialog).getByRole('button', { name: 'Watch price' }));
    expect(
      await within(dialog).findByText(
        /You are watching this trip's price\. We check it once a day\./,
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'See your price watches' })).toHaveAttribute(
      'href',
      '/watches',
    );
    expect(api.writes()).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: '/api/watches',
        body: { tripId, maxPerPerson: { amount: 120000, currency: 'EUR' } },
      }),
    ]);
  });

  it('sends no cap when none is typed', async () => {
    const { api, user, dialog } = await openDialog({
      status: 201,
      body: watchFixture({ kind: 'trip', tripId, maxPerPerson: null }),
    });
    await user.click(within(dialog).getByRole('button', { name: 'Watch price' }));
    await waitFor(() => expect(api.writes()).toHaveLength(1));
    expect(api.writes()[0]?.body).toEqual({ tripId });
  });

  it('refuses a cap it cannot read, at the field, and sends nothing', async () => {
    const { api, user, dialog } = await openDialog({ status: 201, body: watchFixture() });
    const cap = within(dialog).getByLabelText('Cap a person');
    await user.type(cap, '12.345');
    await user.click(within(dialog).getByRole('button', { name: 'Watch price' }));
    expect(within(dialog).getByText('EUR amounts have at most 2 decimals.')).toBeInTheDocument();
    expect(cap).toHaveFocus();
    expect(api.writes()).toEqual([]);
  });

  it('says so when the trip is already watched, with the way to the watches', async () => {
    const { user, dialog } = await openDialog({
      status: 409,
      body: { msg: 'You already watch this trip.', code: 'already_watching' },
    });
    await user.click(within(dialog).getByRole('button', { name: 'Watch price' }));
    expect(
      await within(dialog).findByText(/You already watch this trip's price\./),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'See your price watches' })).toHaveAttribute(
      'href',
      '/watches',
    );
    expect(within(dialog).queryByRole('button', { name: 'Watch price' })).not.toBeInTheDocument();
  });

  it("shows the server's words when the watch is refused", async () => {
    const { user, dialog } = await openDialog({
      status: 409,
      body: { msg: 'You watch 20 prices already; stop one first.', code: 'too_many_watches' },
    });
    await user.click(within(dialog).getByRole('button', { name: 'Watch price' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'You watch 20 prices already; stop one first.',
    );
  });
});
