import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Member } from '#shared/contracts/members';
import type { TripRole } from '#shared/contracts/trips';
import { loggedInHandlers, mockApi, testUser, type Handlers } from '#tests/client/mock-api';
import { renderScreen } from '#tests/client/render-app';
import { TripTravellers } from './trip-travellers';

const tripId = '11111111-1111-4111-8111-111111111111';
const membersPath = `/api/trips/getaway/${tripId}/members`;
const zeldaId = '22222222-2222-4222-8222-222222222222';
const ownerId = '33333333-3333-4333-8333-333333333333';

const grace: Member = { userId: testUser._id, fname: 'Grace', role: 'owner' };
const zelda: Member = { userId: zeldaId, fname: 'Zelda', role: 'editor' };
const alan: Member = { userId: ownerId, fname: 'Alan', role: 'owner' };

function renderTravellers(role: TripRole, handlers: Handlers) {
  const api = mockApi({ ...loggedInHandlers(), ...handlers });
  const view = renderScreen(<TripTravellers tripId={tripId} role={role} />, {
    path: `/trips/${tripId}`,
    pattern: '/trips/:id',
    loggedIn: true,
    routes: { '/my-trip': <h1>My trips</h1> },
  });
  return view.then((rendered) => ({ ...api, ...rendered }));
}

const travellers = () => screen.getByRole('list', { name: 'Travellers' });

afterEach(() => {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
  window.dispatchEvent(new Event('online'));
});

describe('TripTravellers', { timeout: 20_000 }, () => {
  it('shows the owner who they travel with, with a role choice, Make owner and Remove', async () => {
    await renderTravellers('owner', {
      [`GET ${membersPath}`]: { status: 200, body: [grace, zelda] },
    });
    expect(await screen.findByText('Zelda · Editor')).toBeInTheDocument();
    const items = within(travellers()).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Grace (you) · Owner');
    expect(within(items[0]!).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Role of Zelda' })).toHaveValue('editor');
    expect(screen.getByRole('button', { name: 'Make Zelda owner' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove Zelda' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Leave this trip' })).not.toBeInTheDocument();
  });

  it('tells an owner travelling alone that there are no companions yet', async () => {
    await renderTravellers('owner', { [`GET ${membersPath}`]: { status: 200, body: [grace] } });
    expect(await screen.findByText('No companions yet. Invite some with a link below.'));
  });

  it('changes a companion’s role and shows the list read again', async () => {
    let list = [grace, zelda];
    const { user, writes } = await renderTravellers('owner', {
      [`GET ${membersPath}`]: () => ({ status: 200, body: list }),
      [`PUT ${membersPath}/${zeldaId}`]: () => {
        list = [grace, { ...zelda, role: 'viewer' }];
        return { status: 200, body: list[1] };
      },
    });
    await user.selectOptions(
      await screen.findByRole('combobox', { name: 'Role of Zelda' }),
      'viewer',
    );
    expect(await screen.findByText('Zelda · Viewer')).toBeInTheDocument();
    expect(writes()).toEqual([
      expect.objectContaining({ method: 'PUT', body: { role: 'viewer' } }),
    ]);
  });

  it('removes a companion after asking, and nothing when the owner cancels', async () => {
    let list = [grace, zelda];
    const { user, writes } = await renderTravellers('owner', {
      [`GET ${membersPath}`]: () => ({ status: 200, body: list }),
      [`DELETE ${membersPath}/${zeldaId}`]: () => {
        list = [grace];
        return { status: 200, body: { msg: 'Removed.' } };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Remove Zelda' }));
    let dialog = screen.getByRole('alertdialog');
    expect(dialog).toHaveTextContent(
      'Remove Zelda from this trip? They will no longer see it, its costs or its plan.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(writes()).toEqual([]);

    await user.click(await screen.findByRole('button', { name: 'Remove Zelda' }));
    dialog = screen.getByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByText('Zelda · Editor')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Travellers' })).toHaveFocus());
    expect(writes()).toEqual([
      expect.objectContaining({ method: 'DELETE', path: `${membersPath}/${zeldaId}` }),
    ]);
  });

  it('hands the trip over after a question that says the owner becomes an editor', async () => {
    const after = [
      { ...zelda, role: 'owner' as const },
      { ...grace, role: 'editor' as const },
    ];
    let list = [grace, zelda];
    const { user, writes } = await renderTravellers('owner', {
      [`GET ${membersPath}`]: () => ({ status: 200, body: list }),
      [`POST /api/trips/getaway/${tripId}/owner`]: () => {
        list = after;
        return { status: 200, body: after };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Make Zelda owner' }));
    const dialog = screen.getByRole('alertdialog');
    expect(dialog).toHaveTextContent(
      'Make Zelda the owner of this trip? You will stay on as an editor; only Zelda will then invite, change roles, remove companions or delete the trip.',
    );
    expect(dialog).toHaveTextContent('You will stay on as an editor');
    await user.click(within(dialog).getByRole('button', { name: 'Make owner' }));
    expect(await screen.findByText('Zelda · Owner')).toBeInTheDocument();
    expect(writes()).toEqual([expect.objectContaining({ body: { userId: zeldaId } })]);
  });

  it('shows a companion who travels, with no controls but Leave this trip', async () => {
    const me: Member = { userId: testUser._id, fname: 'Grace', role: 'viewer' };
    await renderTravellers('viewer', {
      [`GET ${membersPath}`]: { status: 200, body: [alan, me] },
    });
    expect(await screen.findByText('Alan · Owner')).toBeInTheDocument();
    expect(screen.getByText('Grace (you) · Viewer')).toBeInTheDocument();
    expect(within(travellers()).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Leave this trip' })).toBeInTheDocument();
  });

  it('lets a companion leave after asking, then opens My trips', async () => {
    const me: Member = { userId: testUser._id, fname: 'Grace', role: 'editor' };
    const { user, writes } = await renderTravellers('editor', {
      [`GET ${membersPath}`]: { status: 200, body: [alan, me] },
      [`DELETE ${membersPath}/${testUser._id}`]: { status: 200, body: { msg: 'You left.' } },
    });
    await user.click(await screen.findByRole('button', { name: 'Leave this trip' }));
    const dialog = screen.getByRole('alertdialog');
    expect(dialog).toHaveTextContent(
      'Leave this trip? You will no longer see it, its costs or its plan, unless its owner invites you again.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Leave' }));
    expect(await screen.findByRole('heading', { name: 'My trips' })).toBeInTheDocument();
    expect(writes()).toEqual([
      expect.objectContaining({ method: 'DELETE', path: `${membersPath}/${testUser._id}` }),
    ]);
  });

  it('says a change made offline was not saved, and stays on the trip', async () => {
    const me: Member = { userId: testUser._id, fname: 'Grace', role: 'editor' };
    const { user } = await renderTravellers('editor', {
      [`GET ${membersPath}`]: { status: 200, body: [alan, me] },
      [`DELETE ${membersPath}/${testUser._id}`]: { networkError: true },
    });
    await user.click(await screen.findByRole('button', { name: 'Leave this trip' }));
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Leave' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You are offline, so this change was not saved. Try again when you are back online.',
    );
    expect(screen.queryByRole('heading', { name: 'My trips' })).not.toBeInTheDocument();
  });

  it('offers Retry when the travellers could not be loaded', async () => {
    let attempts = 0;
    const { user } = await renderTravellers('owner', {
      [`GET ${membersPath}`]: () => {
        attempts += 1;
        return attempts === 1
          ? { status: 500, body: { msg: 'The travellers could not be loaded.', code: 'internal' } }
          : { status: 200, body: [grace, zelda] };
      },
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The travellers could not be loaded.');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Zelda · Editor')).toBeInTheDocument();
  });
});
