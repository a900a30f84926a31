import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { pendingReturnPath } from '#client/lib/return-path';
import { loggedInHandlers, mockApi } from '#tests/client/mock-api';
import { renderScreen } from '#tests/client/render-app';
import { tripFixture } from '#tests/client/trip-fixture';
import { JoinInvite } from './join-invite';

const token = 'q3Vx0aZ9_-bcDEfGhIjKlMnOpQrStUvWxYz0123456';
const path = `/invite/${token}`;
const previewPath = `/api/invites/${token}`;
const acceptPath = `/api/invites/${token}/accept`;
const trip = tripFixture();
const preview = {
  status: 200,
  body: {
    location_address: 'New York, NY, United States',
    trip_location: 'New York',
    role: 'editor',
    isMember: false,
  },
};

afterEach(() => sessionStorage.clear());

describe('JoinInvite', { timeout: 20_000 }, () => {
  it('asks a logged-out visitor to log in or register, and remembers to come back', async () => {
    mockApi({ 'GET /api/user/refresh_token': { status: 401, body: { msg: 'x', code: 'y' } } });
    await renderScreen(<JoinInvite token={token} />, { path, pattern: '/invite/:token' });
    expect(
      await screen.findByText(
        'You have been invited to plan a trip together. Log in or register to join it; you will come back here afterwards.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
    expect(pendingReturnPath()).toBe(path);
  });

  it('names the place and role, joins on request and opens the trip', async () => {
    sessionStorage.setItem('return-path', path);
    const { writes } = mockApi({
      ...loggedInHandlers(),
      [`GET ${previewPath}`]: preview,
      [`POST ${acceptPath}`]: { status: 200, body: trip },
    });
    const { user } = await renderScreen(<JoinInvite token={token} />, {
      path,
      pattern: '/invite/:token',
      loggedIn: true,
      routes: { '/trips/:id': <h1>Trip screen</h1> },
    });
    expect(
      await screen.findByRole('heading', { name: 'Join New York as an editor?' }),
    ).toBeInTheDocument();
    expect(pendingReturnPath()).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Join' }));
    expect(await screen.findByRole('heading', { name: 'Trip screen' })).toBeInTheDocument();
    expect(writes()).toEqual([expect.objectContaining({ method: 'POST', path: acceptPath })]);
  });

  it('says in plain words that a revoked or unknown link does not work', async () => {
    mockApi({
      ...loggedInHandlers(),
      [`GET ${previewPath}`]: {
        status: 404,
        body: { msg: 'This invite link does not exist or was revoked.', code: 'invite_not_found' },
      },
    });
    await renderScreen(<JoinInvite token={token} />, {
      path,
      pattern: '/invite/:token',
      loggedIn: true,
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This invite link does not work: it was revoked, or it was copied wrongly. Ask the trip’s owner for a new one.',
    );
    expect(screen.queryByRole('button', { name: 'Join' })).not.toBeInTheDocument();
  });

  it('shows the server’s words for an expired link', async () => {
    const expired = {
      status: 410,
      body: {
        msg: 'This invite link has expired. Ask the trip’s owner for a new one.',
        code: 'invite_expired',
      },
    };
    mockApi({ ...loggedInHandlers(), [`GET ${previewPath}`]: expired });
    await renderScreen(<JoinInvite token={token} />, {
      path,
      pattern: '/invite/:token',
      loggedIn: true,
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('This invite link has expired.');
  });

  it('says when the last use went to someone else while deciding', async () => {
    mockApi({
      ...loggedInHandlers(),
      [`GET ${previewPath}`]: preview,
      [`POST ${acceptPath}`]: {
        status: 410,
        body: {
          msg: 'This invite link has been used as many times as it allows.',
          code: 'invite_used_up',
        },
      },
    });
    const { user } = await renderScreen(<JoinInvite token={token} />, {
      path,
      pattern: '/invite/:token',
      loggedIn: true,
    });
    await user.click(await screen.findByRole('button', { name: 'Join' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('used as many times as it allows'),
    );
  });
});
