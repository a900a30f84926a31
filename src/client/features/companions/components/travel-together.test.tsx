import { ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Invite } from '#shared/contracts/invites';
import { theme } from '#client/app/theme';
import { mockApi, type Handlers } from '#tests/client/mock-api';
import { TravelTogether } from './travel-together';

const tripId = '11111111-1111-4111-8111-111111111111';
const invitesPath = `/api/trips/getaway/${tripId}/invites`;
const sharePath = `/api/trips/getaway/${tripId}/share`;
const token = 'q3Vx0aZ9_-bcDEfGhIjKlMnOpQrStUvWxYz0123456';
const inviteUrl = `https://trips.example.org/invite/${token}`;
const shareUrl = `https://trips.example.org/shared/${token}`;
const future = '2099-05-04T10:00:00.000Z';

function invite(overrides: Partial<Invite> = {}): Invite {
  return {
    _id: '22222222-2222-4222-8222-222222222222',
    role: 'editor',
    expiresAt: future,
    maxUses: 3,
    uses: 1,
    revokedAt: null,
    createdAt: '2026-05-01T10:00:00.000Z',
    ...overrides,
  };
}

const noShare = { status: 200, body: { active: false, showsCosts: false, createdAt: null } };

function renderPanel(handlers: Handlers) {
  const api = mockApi(handlers);
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const user = userEvent.setup();
  render(
    <ThemeProvider theme={theme}>
      <QueryClientProvider client={queryClient}>
        <TravelTogether tripId={tripId} />
      </QueryClientProvider>
    </ThemeProvider>,
  );
  return { ...api, user };
}

const invitesSection = () => screen.getByRole('region', { name: 'Invite companions' });
const shareSection = () => screen.getByRole('region', { name: 'Read-only link' });

describe('TravelTogether', { timeout: 20_000 }, () => {
  it('says there are no invites yet, and that the trip is not shared', async () => {
    renderPanel({
      [`GET ${invitesPath}`]: { status: 200, body: [] },
      [`GET ${sharePath}`]: noShare,
    });
    expect(screen.getByRole('region', { name: 'Travel together' })).toBeInTheDocument();
    expect(await screen.findByText('No invites yet.')).toBeInTheDocument();
    expect(await within(shareSection()).findByText('Not shared.')).toBeInTheDocument();
  });

  it('lists invites with their uses, expiry and state; only working ones can be revoked', async () => {
    const revokedOne = invite({
      _id: '33333333-3333-4333-8333-333333333333',
      role: 'viewer',
      maxUses: null,
      uses: 0,
      revokedAt: '2026-05-02T10:00:00.000Z',
    });
    const { user, writes } = renderPanel({
      [`GET ${invitesPath}`]: { status: 200, body: [invite(), revokedOne] },
      [`GET ${sharePath}`]: noShare,
      [`DELETE ${invitesPath}/${invite()._id}`]: {
        status: 200,
        body: invite({ revokedAt: '2026-05-03T10:00:00.000Z' }),
      },
    });
    const list = await screen.findByRole('list', { name: 'Invites' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('Editor invite');
    expect(rows[0]).toHaveTextContent('1 of 3 joined');
    expect(rows[0]).toHaveTextContent(/expires May \d, 2099/);
    expect(rows[0]).toHaveTextContent('Active');
    expect(rows[1]).toHaveTextContent('Viewer invite');
    expect(rows[1]).toHaveTextContent('0 joined, no limit');
    expect(rows[1]).toHaveTextContent('Revoked');
    expect(within(rows[1]!).queryByRole('button', { name: /Revoke/ })).not.toBeInTheDocument();

    await user.click(within(rows[0]!).getByRole('button', { name: /Revoke editor invite/ }));
    await waitFor(() =>
      expect(writes()).toEqual([
        expect.objectContaining({ method: 'DELETE', path: `${invitesPath}/${invite()._id}` }),
      ]),
    );
  });

  it('creates an invite with the chosen role, uses and expiry, and shows its link once', async () => {
    const { user, writes } = renderPanel({
      [`GET ${invitesPath}`]: { status: 200, body: [] },
      [`GET ${sharePath}`]: noShare,
      [`POST ${invitesPath}`]: {
        status: 201,
        body: {
          _id: invite()._id,
          token,
          url: inviteUrl,
          role: 'editor',
          expiresAt: future,
          maxUses: 2,
        },
      },
    });
    await screen.findByText('No invites yet.');
    const section = invitesSection();
    await user.click(within(section).getByRole('combobox', { name: 'Role' }));
    await user.click(screen.getByRole('option', { name: 'Editor' }));
    await user.type(within(section).getByRole('textbox', { name: 'Max uses' }), '2');
    await user.click(within(section).getByRole('combobox', { name: 'Expires in' }));
    await user.click(screen.getByRole('option', { name: '30 days' }));
    await user.click(within(section).getByRole('button', { name: 'Create invite link' }));

    const field = await screen.findByRole('textbox', { name: 'Invite link' });
    expect(field).toHaveValue(inviteUrl);
    expect(field).toHaveAttribute('readonly');
    expect(field).toHaveFocus();
    expect(
      screen.getByText(
        'This invite link is shown only this once. Send it to your companions: whoever opens it while logged in joins this trip. Copy it now; if you lose it, make a new one.',
      ),
    ).toBeInTheDocument();
    expect(writes()).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: invitesPath,
        body: { role: 'editor', maxUses: 2, expiresInDays: 30 },
      }),
    ]);
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await navigator.clipboard.readText()).toBe(inviteUrl);
    await user.click(screen.getByRole('button', { name: 'Hide link' }));
    expect(document.body).not.toHaveTextContent(token);
  });

  it('refuses a number of uses over 100 without sending anything, and shows server refusals', async () => {
    const { user, writes } = renderPanel({
      [`GET ${invitesPath}`]: { status: 200, body: [] },
      [`GET ${sharePath}`]: noShare,
      [`POST ${invitesPath}`]: {
        status: 409,
        body: {
          msg: 'A trip can have at most 20 working invite links. Revoke one first.',
          code: 'too_many_invites',
        },
      },
    });
    await screen.findByText('No invites yet.');
    const section = invitesSection();
    await user.type(within(section).getByRole('textbox', { name: 'Max uses' }), '101');
    await user.click(within(section).getByRole('button', { name: 'Create invite link' }));
    expect(within(section).getByRole('alert')).toHaveTextContent('from 1 to 100');
    expect(writes()).toEqual([]);

    await user.clear(within(section).getByRole('textbox', { name: 'Max uses' }));
    await user.click(within(section).getByRole('button', { name: 'Create invite link' }));
    await waitFor(() =>
      expect(within(section).getByRole('alert')).toHaveTextContent('at most 20 working invite'),
    );
    expect(writes()[0]).toMatchObject({
      body: { role: 'viewer', maxUses: null, expiresInDays: 7 },
    });
  });

  it('creates the share link with costs, shows it once, and stops sharing after a confirmation', async () => {
    let isShared = false;
    const { user, writes } = renderPanel({
      [`GET ${invitesPath}`]: { status: 200, body: [] },
      [`GET ${sharePath}`]: () =>
        isShared
          ? {
              status: 200,
              body: { active: true, showsCosts: true, createdAt: '2026-05-04T10:00:00.000Z' },
            }
          : noShare,
      [`POST ${sharePath}`]: () => {
        isShared = true;
        return {
          status: 201,
          body: { token, url: shareUrl, showsCosts: true, createdAt: '2026-05-04T10:00:00.000Z' },
        };
      },
      [`DELETE ${sharePath}`]: () => {
        isShared = false;
        return { status: 200, body: { msg: 'The share link no longer works.' } };
      },
    });
    const section = await waitFor(() => {
      const found = shareSection();
      expect(within(found).getByText('Not shared.')).toBeInTheDocument();
      return found;
    });
    await user.click(within(section).getByRole('checkbox', { name: 'Show costs' }));
    await user.click(within(section).getByRole('button', { name: 'Create share link' }));
    expect(await screen.findByRole('textbox', { name: 'Share link' })).toHaveValue(shareUrl);
    expect(
      screen.getByText(
        'This link is shown only this once. Anyone who has it can read this trip without an account (no e-mail addresses). Copy it now; if you lose it, make a new one.',
      ),
    ).toBeInTheDocument();
    expect(
      within(section).getByText(/shared read-only since May \d, 2026, with its costs\./),
    ).toBeInTheDocument();
    expect(writes()[0]).toMatchObject({ method: 'POST', body: { showsCosts: true } });

    await user.click(within(section).getByRole('button', { name: 'Stop sharing' }));
    const dialog = screen.getByRole('alertdialog', {
      name: 'Stop sharing this trip? The read-only link stops working at once.',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Stop sharing' }));
    expect(await within(section).findByText('Not shared.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Share link' })).not.toBeInTheDocument();
    expect(writes().map((call) => call.method)).toEqual(['POST', 'DELETE']);
  });

  it('says when the invites cannot be loaded, and retries', async () => {
    let attempts = 0;
    const { user } = renderPanel({
      [`GET ${invitesPath}`]: () => {
        attempts += 1;
        return attempts === 1 ? { status: 500, text: 'oops' } : { status: 200, body: [] };
      },
      [`GET ${sharePath}`]: noShare,
    });
    const alert = await within(invitesSection()).findByRole('alert');
    expect(alert).toHaveTextContent('The invites could not be loaded.');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No invites yet.')).toBeInTheDocument();
  });
});
