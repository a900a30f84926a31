import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Trip } from '#shared/contracts/trips';
import { mockApi, type Handlers } from '#tests/client/mock-api';
import { EditTripDialog } from './edit-trip-dialog';

vi.mock('#client/app/session', () => ({
  useSession: () => ({ session: { status: 'authenticated', user: { email: 'ada@example.com' } } }),
}));

const trip: Trip = {
  _id: '11111111-1111-4111-8111-111111111111',
  user_email: 'ada@example.com',
  location_address: 'New York, NY, United States',
  image_url: '/images/nature-water.svg',
  trip_location: 'New York',
  trip_start: '2026-10-12',
  trip_end: '2026-10-15',
  within_trips: [],
  isFavorite: false,
  wishlist: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  travellers: 1,
  origin: null,
  budget: null,
  notes: '',
  currency: 'USD',
  plannedTotal: null,
  role: 'owner',
  owner: { fname: 'Ada' },
};
const tripPath = `/api/trips/getaway/${trip._id}`;

function renderDialog(put: Handlers[string]) {
  const api = mockApi({ [`PUT ${tripPath}`]: put });
  const onClose = vi.fn();
  const onSaved = vi.fn();
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}
    >
      <EditTripDialog open trip={trip} onClose={onClose} onSaved={onSaved} />
    </QueryClientProvider>,
  );
  const dialog = screen.getByRole('dialog', { name: 'Edit trip' });
  return { ...api, onClose, onSaved, dialog, user: userEvent.setup() };
}

describe('EditTripDialog', { timeout: 20_000 }, () => {
  it('sends only the fields that changed, the budget in minor units', async () => {
    const { user, dialog, calls, onSaved, onClose } = renderDialog((call) => ({
      status: 200,
      body: { ...trip, ...(call.body as object) },
    }));
    const travellers = within(dialog).getByLabelText('Travellers');
    await user.clear(travellers);
    await user.type(travellers, '2');
    await user.type(within(dialog).getByLabelText(/Budget, USD/), '1,500.50');
    await user.type(within(dialog).getByLabelText('Notes (optional)'), 'Broadway show');
    expect(within(dialog).getByText('13 / 2,000 characters')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls).toHaveLength(1);
    expect(calls[0]?.body).toEqual({
      travellers: 2,
      budget: { amount: 150050, currency: 'USD' },
      notes: 'Broadway show',
    });
    expect(onSaved).toHaveBeenCalledWith('Your trip has been saved.');
  });

  it('sends a new place with its short name, and an emptied date as null', async () => {
    const { user, dialog, calls } = renderDialog({ status: 200, body: trip });
    const place = within(dialog).getByRole('textbox', { name: /Place/ });
    await user.clear(place);
    await user.type(place, 'Boston, MA, United States');
    await user.clear(within(dialog).getByLabelText('End date (optional)'));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.body).toEqual({
      location_address: 'Boston, MA, United States',
      trip_location: 'Boston',
      trip_end: null,
    });
  });

  it('marks and focuses the first bad field and sends nothing', async () => {
    const { user, dialog, calls } = renderDialog({ status: 200, body: trip });
    const travellers = within(dialog).getByLabelText('Travellers');
    await user.clear(travellers);
    await user.type(travellers, '21');
    await user.type(within(dialog).getByLabelText(/Budget, USD/), '12.345');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(travellers).toHaveAttribute('aria-invalid', 'true');
    expect(travellers).toHaveFocus();
    expect(within(dialog).getByText('Travellers is a whole number from 1 to 20.')).toBeVisible();
    expect(within(dialog).getByLabelText(/Budget, USD/)).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toHaveLength(0);
  });

  it("puts the server's message on the field its details name", async () => {
    const { user, dialog } = renderDialog({
      status: 400,
      body: {
        msg: 'origin is too long.',
        code: 'validation_failed',
        details: [{ path: 'origin', message: 'origin is too long.' }],
      },
    });
    await user.type(within(dialog).getByLabelText(/Starting from/), 'Denver');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const origin = within(dialog).getByLabelText(/Starting from/);
    await waitFor(() => expect(origin).toHaveAttribute('aria-invalid', 'true'));
    expect(within(dialog).getByText('origin is too long.')).toBeInTheDocument();
    expect(origin).toHaveFocus();
  });

  it('closes without a call when nothing changed', async () => {
    const { user, dialog, calls, onClose } = renderDialog({ status: 200, body: trip });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(onClose).toHaveBeenCalled();
    expect(calls).toHaveLength(0);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
