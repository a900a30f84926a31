import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Trip } from '#shared/contracts/trips';
import type { Wishlist } from '#shared/contracts/wishlists';
import {
  loggedInHandlers,
  mockApi,
  testUser,
  type Handlers,
  type RecordedCall,
} from '#tests/client/mock-api';
import { renderScreen } from '#tests/client/render-app';
import { AddToWishlistDialog } from './add-to-wishlist-dialog';

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
  currency: 'USD',
  plannedTotal: null,
  role: 'owner',
  owner: { fname: 'Ada' },
};

function wishlist(id: string, name: string): Wishlist {
  return {
    _id: `22222222-2222-4222-8222-00000000000${id}`,
    list_name: name,
    email: testUser.email,
    trips: [],
    createdAt: '2026-01-01T00:00:00.000Z',
  };
}

let routes: Handlers;
let calls: RecordedCall[];

async function renderDialog(lists: Wishlist[], { open = true } = {}) {
  const api = mockApi({
    ...loggedInHandlers(),
    'GET /api/wishlist/getlists': { status: 200, body: lists },
  });
  routes = api.handlers;
  calls = api.calls;
  const onSaved = vi.fn();
  const onClose = vi.fn();
  const view = (open: boolean) => (
    <AddToWishlistDialog open={open} trip={trip} onClose={onClose} onSaved={onSaved} />
  );
  const { rerender } = await renderScreen(view(open), { loggedIn: true });
  return { onSaved, onClose, setOpen: (open: boolean) => rerender(view(open)) };
}

const writes = () => calls.filter((call) => call.method !== 'GET');
const listCalls = () => calls.filter((call) => call.path === '/api/wishlist/getlists');

describe('AddToWishlistDialog', () => {
  it('shows Existing Wishlists only when the traveller has lists', async () => {
    await renderDialog([]);
    expect(await screen.findByRole('dialog', { name: 'Add to Wishlist' })).toBeInTheDocument();
    await waitFor(() => expect(listCalls().length).toBeGreaterThan(0));
    expect(screen.queryByText('Existing Wishlists')).not.toBeInTheDocument();
    expect(screen.getByText('Create New Wishlist')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Wishlist Name' })).toBeEnabled();
  });

  it('lists existing wishlists as buttons that can be pressed', async () => {
    await renderDialog([wishlist('1', 'Summer'), wishlist('2', 'Cities')]);
    expect(await screen.findByText('Existing Wishlists')).toBeInTheDocument();
    const summer = screen.getByRole('button', { name: 'Summer' });
    expect(summer).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(summer);
    expect(summer).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Cities' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('disables the name field while an existing list is selected', async () => {
    await renderDialog([wishlist('1', 'Summer')]);
    const name = screen.getByRole('textbox', { name: 'Wishlist Name' });
    expect(name).toHaveAttribute('name', 'list_name');
    await userEvent.click(await screen.findByRole('button', { name: 'Summer' }));
    expect(name).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Summer' }));
    expect(name).toBeEnabled();
  });

  it('clears the selection and the name with Clear', async () => {
    await renderDialog([wishlist('1', 'Summer')]);
    const name = screen.getByRole('textbox', { name: 'Wishlist Name' });
    await userEvent.type(name, 'Beaches');
    await userEvent.click(await screen.findByRole('button', { name: 'Summer' }));
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.getByRole('button', { name: 'Summer' })).toHaveAttribute('aria-pressed', 'false');
    expect(name).toHaveValue('');
    expect(name).toBeEnabled();
  });

  it('reads the lists when it opens, once, not while it is closed', async () => {
    const { setOpen } = await renderDialog([wishlist('1', 'Summer')], { open: false });
    // A screen offering the dialog (a trip's page) draws it closed: nothing is read for it.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(listCalls()).toEqual([]);
    setOpen(true);
    expect(await screen.findByRole('button', { name: 'Summer' })).toBeInTheDocument();
    expect(listCalls()).toHaveLength(1);
  });

  it('resets the choice and the name and reloads the lists each time it opens', async () => {
    const { setOpen } = await renderDialog([wishlist('1', 'Summer')]);
    await userEvent.type(screen.getByRole('textbox', { name: 'Wishlist Name' }), 'Beaches');
    await userEvent.click(await screen.findByRole('button', { name: 'Summer' }));
    const before = listCalls().length;
    routes['GET /api/wishlist/getlists'] = {
      status: 200,
      body: [wishlist('1', 'Summer'), wishlist('2', 'Cities')],
    };
    setOpen(false);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    setOpen(true);
    expect(await screen.findByRole('button', { name: 'Cities' })).toBeInTheDocument();
    expect(listCalls().length).toBe(before + 1);
    expect(screen.getByRole('button', { name: 'Summer' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('textbox', { name: 'Wishlist Name' })).toHaveValue('');
  });

  it('does nothing on Save with no list selected and no name', async () => {
    const { onSaved, onClose } = await renderDialog([wishlist('1', 'Summer')]);
    await screen.findByRole('button', { name: 'Summer' });
    await userEvent.type(screen.getByRole('textbox', { name: 'Wishlist Name' }), '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(writes()).toEqual([]);
    expect(onSaved).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('adds the trip to the selected list, then marks it favourite', async () => {
    const { onSaved, onClose } = await renderDialog([wishlist('1', 'Summer')]);
    const summer = wishlist('1', 'Summer');
    routes[`POST /api/wishlist/addtrip/${summer._id}`] = {
      status: 200,
      body: { ...summer, trips: [{ ...trip, isFavorite: true }] },
    };
    routes[`PUT /api/trips/getaway/${trip._id}`] = {
      status: 200,
      body: { ...trip, isFavorite: true },
    };
    await userEvent.click(await screen.findByRole('button', { name: 'Summer' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith('Trip has been added to Summer'));
    expect(onClose).toHaveBeenCalled();
    expect(writes().map((call) => `${call.method} ${call.url}`)).toEqual([
      `POST /api/wishlist/addtrip/${summer._id}`,
      `PUT /api/trips/getaway/${trip._id}`,
    ]);
    expect(writes()[1]?.body).toEqual({ isFavorite: true });
  });

  it('creates a new list with the trip when a name is typed', async () => {
    const { onSaved } = await renderDialog([]);
    routes['POST /api/wishlist/createlist'] = {
      status: 201,
      body: { ...wishlist('3', 'Beaches'), trips: [{ ...trip, isFavorite: true }] },
    };
    routes[`PUT /api/trips/getaway/${trip._id}`] = {
      status: 200,
      body: { ...trip, isFavorite: true },
    };
    await userEvent.type(screen.getByRole('textbox', { name: 'Wishlist Name' }), ' Beaches ');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith('Trip has been added to Beaches'));
    expect(writes()[0]?.body).toEqual({
      list_name: 'Beaches',
      trips: { _id: trip._id },
      email: testUser.email,
    });
  });

  it('shows the server message when the name is taken', async () => {
    const { onSaved } = await renderDialog([]);
    routes['POST /api/wishlist/createlist'] = {
      status: 409,
      body: { msg: 'You already have a wishlist with that name.', code: 'wishlist_name_taken' },
    };
    await userEvent.type(screen.getByRole('textbox', { name: 'Wishlist Name' }), 'Summer');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = screen.getByRole('dialog');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'You already have a wishlist with that name.',
    );
    expect(onSaved).not.toHaveBeenCalled();
  });
});
