import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Trip } from '#shared/contracts/trips';
import type { Wishlist } from '#shared/contracts/wishlists';
import { messages as de } from '#shared/i18n/catalogs/de';
import { I18nProvider } from '#client/lib/i18n';
import { loggedInHandlers, mockApi, testUser } from '#tests/client/mock-api';
import { renderScreen } from '#tests/client/render-app';
import { AddToWishlistDialog } from './add-to-wishlist-dialog';
import { WishlistOverview } from './wishlist-overview';

const trip: Trip = {
  _id: '11111111-1111-4111-8111-111111111111',
  user_email: testUser.email,
  location_address: 'Lisbon, Lisbon, Portugal',
  image_url: '/images/nature-water.svg',
  trip_location: 'Lisbon',
  trip_start: null,
  trip_end: null,
  within_trips: [],
  isFavorite: false,
  wishlist: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  travellers: 1,
  origin: null,
  budget: null,
  notes: '',
  currency: 'EUR',
  plannedTotal: null,
  role: 'owner',
  owner: { fname: 'Ada' },
};

function wishlist(id: string, name: string, trips: Trip[] = []): Wishlist {
  return {
    _id: `22222222-2222-4222-8222-00000000000${id}`,
    list_name: name,
    email: testUser.email,
    trips,
    createdAt: '2026-01-01T00:00:00.000Z',
  };
}

describe('Wishlists in German', { timeout: 20_000 }, () => {
  it('adds a trip to a new list, all in German', async () => {
    const { handlers } = mockApi({
      ...loggedInHandlers(),
      'GET /api/wishlist/getlists': { status: 200, body: [wishlist('1', 'Sommer')] },
    });
    handlers['POST /api/wishlist/createlist'] = {
      status: 201,
      body: wishlist('3', 'Strände', [{ ...trip, isFavorite: true }]),
    };
    handlers[`PUT /api/trips/getaway/${trip._id}`] = {
      status: 200,
      body: { ...trip, isFavorite: true },
    };
    const onSaved = vi.fn();
    await renderScreen(
      <I18nProvider locale="de" messages={de}>
        <AddToWishlistDialog open trip={trip} onClose={vi.fn()} onSaved={onSaved} />
      </I18nProvider>,
      { loggedIn: true },
    );
    const dialog = await screen.findByRole('dialog', { name: 'Zur Wunschliste hinzufügen' });
    expect(await within(dialog).findByText('Vorhandene Wunschlisten')).toBeInTheDocument();
    expect(within(dialog).getByText('Neue Wunschliste anlegen')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Leeren' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Abbrechen' })).toBeInTheDocument();
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Name der Wunschliste' }),
      'Strände',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    await waitFor(() =>
      expect(onSaved).toHaveBeenCalledWith('Die Reise wurde zu Strände hinzugefügt'),
    );
  });

  it('counts the trips of a list and asks in German before deleting it', async () => {
    mockApi({});
    await renderScreen(
      <I18nProvider locale="de" messages={de}>
        <WishlistOverview
          wishlists={[
            wishlist('1', 'Sommer', [trip]),
            wishlist('2', 'Städte', [
              trip,
              { ...trip, _id: '33333333-3333-4333-8333-333333333333' },
            ]),
            wishlist('3', 'Berge'),
          ]}
          showMessage={vi.fn()}
        />
      </I18nProvider>,
    );
    expect(screen.getByText('1 Reise')).toBeInTheDocument();
    expect(screen.getByText('2 Reisen')).toBeInTheDocument();
    expect(screen.getByText('Keine Reisen vorhanden')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Wunschliste Berge löschen' }));
    expect(
      await screen.findByText(
        'Wunschliste „Berge“ löschen? Ihre Reisen sind dann keine Favoriten mehr.',
      ),
    ).toBeInTheDocument();
  });
});
