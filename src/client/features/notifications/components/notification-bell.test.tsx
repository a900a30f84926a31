import { ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Notification } from '#shared/contracts/notifications';
import { theme } from '#client/app/theme';
import { mockApi, type Handlers } from '#tests/client/mock-api';
import { LiveNotices } from './live-notices';
import { NotificationBell } from './notification-bell';

const tripId = '22222222-2222-4222-8222-222222222222';
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

function notice(overrides: Partial<Notification>): Notification {
  return {
    _id: '11111111-1111-4111-8111-111111111111',
    kind: 'trip_activity',
    title: 'Lisbon: companions changed the trip',
    body: 'Ada added a cost line: Fuel.',
    link: `/trips/${tripId}`,
    tripId,
    watchId: null,
    createdAt: minutesAgo(5),
    readAt: null,
    ...overrides,
  };
}

const tripNotice = notice({});
const priceNotice = notice({
  _id: '33333333-3333-4333-8333-333333333333',
  kind: 'watch_price_drop',
  title: 'Porto getaway: now $412 a person',
  body: 'Down 12% since the last notice. Cheapest from Mar 6 to Mar 9.',
  link: '/watches',
  tripId: null,
  watchId: '44444444-4444-4444-8444-444444444444',
  createdAt: minutesAgo(60 * 26),
  readAt: null,
});
const oldNotice = notice({
  _id: '55555555-5555-4555-8555-555555555555',
  title: 'Rome: companions changed the trip',
  body: 'Lin joined the trip.',
  createdAt: minutesAgo(3 * 60),
  readAt: minutesAgo(60),
});

function renderBell(handlers: Handlers, { live = false } = {}) {
  const api = mockApi(handlers);
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <ThemeProvider theme={theme}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={['/my-trip']}>
          {live ? <LiveNotices /> : null}
          <NotificationBell />
          <Routes>
            <Route path="/my-trip" element={<h1>My trips screen</h1>} />
            <Route path="/trips/:id" element={<h1>Trip screen</h1>} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </ThemeProvider>,
  );
  return { ...api, user: userEvent.setup() };
}

describe('NotificationBell', { timeout: 20_000 }, () => {
  it('names the unread count and lists the notices, newest first, unread marked', async () => {
    const { user } = renderBell({
      'GET /api/notifications': {
        status: 200,
        body: { notifications: [tripNotice, priceNotice, oldNotice], unread: 2 },
      },
    });
    const bell = await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    expect(bell).toHaveAttribute('aria-expanded', 'false');

    await user.click(bell);
    const panel = screen.getByRole('dialog', { name: 'Notifications' });
    const items = within(panel).getAllByRole('link');
    expect(items.map((item) => item.textContent)).toEqual([
      'Unread: Lisbon: companions changed the tripAda added a cost line: Fuel.5 minutes ago',
      'Unread: Porto getaway: now $412 a personDown 12% since the last notice. Cheapest from Mar 6 to Mar 9.yesterday',
      'Rome: companions changed the tripLin joined the trip.3 hours ago',
    ]);
    expect(items[1]).toHaveAttribute('href', '/watches');
  });

  it('marks every notice read with one press', async () => {
    const { user, writes } = renderBell({
      'GET /api/notifications': {
        status: 200,
        body: { notifications: [tripNotice, priceNotice], unread: 2 },
      },
      'POST /api/notifications/read': { status: 200, body: { unread: 0 } },
    });
    await user.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    await user.click(screen.getByRole('button', { name: 'Mark all read' }));

    // The open panel hides the page from readers until it closes.
    expect(
      await screen.findByRole('button', { name: 'Notifications', hidden: true }),
    ).toBeInTheDocument();
    expect(writes()).toMatchObject([{ method: 'POST', url: '/api/notifications/read', body: {} }]);
    const panel = screen.getByRole('dialog', { name: 'Notifications' });
    expect(within(panel).queryByText(/Unread:/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Mark all read' })).toBeDisabled();
  });

  it('opens a notice at its page and marks that one read', async () => {
    const { user, writes } = renderBell({
      'GET /api/notifications': {
        status: 200,
        body: { notifications: [tripNotice, priceNotice], unread: 2 },
      },
      'POST /api/notifications/read': { status: 200, body: { unread: 1 } },
    });
    await user.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    await user.click(screen.getByRole('link', { name: /Lisbon: companions changed the trip/ }));

    expect(await screen.findByRole('heading', { name: 'Trip screen' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Notifications, 1 unread' })).toBeInTheDocument();
    expect(writes()).toMatchObject([
      { url: '/api/notifications/read', body: { ids: [tripNotice._id] } },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('opens and closes from the keyboard, focus back on the bell', async () => {
    const { user } = renderBell({
      'GET /api/notifications': { status: 200, body: { notifications: [tripNotice], unread: 1 } },
    });
    const bell = await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    bell.focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('dialog', { name: 'Notifications' })).toBeInTheDocument();
    expect(bell).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bell).toHaveFocus();
  });

  it('names a count over 99 as the badge shows it', async () => {
    renderBell({
      'GET /api/notifications': { status: 200, body: { notifications: [tripNotice], unread: 120 } },
    });
    const bell = await screen.findByRole('button', { name: 'Notifications, 99+ unread' });
    expect(bell).toHaveTextContent('99+');
  });

  it('says when there are no notices yet', async () => {
    const { user } = renderBell({
      'GET /api/notifications': { status: 200, body: { notifications: [], unread: 0 } },
    });
    await user.click(await screen.findByRole('button', { name: 'Notifications' }));
    expect(screen.getByText('No notifications yet')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark all read' })).toBeDisabled();
  });

  it('says the notices could not be loaded and offers Retry', async () => {
    const api = renderBell({ 'GET /api/notifications': { networkError: true } });
    await api.user.click(screen.getByRole('button', { name: 'Notifications' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your notifications could not be loaded.',
    );
    expect(screen.queryByText('No notifications yet')).toBeNull();

    api.handlers['GET /api/notifications'] = {
      status: 200,
      body: { notifications: [tripNotice], unread: 1 },
    };
    await api.user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: /Ada added a cost line/ })).toBeInTheDocument();
  });

  it('puts a notice from the live stream on top at once, without asking again', async () => {
    let streams = 0;
    let sendNotice = () => {};
    const noticeSent = new Promise<void>((resolve) => (sendNotice = resolve));
    const { calls, user } = renderBell(
      {
        'GET /api/notifications': {
          status: 200,
          body: { notifications: [oldNotice], unread: 0 },
        },
        'GET /api/notifications/stream': async () => {
          streams += 1;
          // The first connection brings one notice when the test says; later ones stay quiet.
          if (streams > 1) return new Promise(() => {});
          await noticeSent;
          return {
            status: 200,
            contentType: 'text/event-stream',
            text: `: open\n\nevent: notification\ndata: ${JSON.stringify(tripNotice)}\n\n`,
          };
        },
      },
      { live: true },
    );
    await screen.findByRole('button', { name: 'Notifications' });
    sendNotice();
    await user.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    const titles = within(screen.getByRole('dialog', { name: 'Notifications' }))
      .getAllByRole('link')
      .map((item) => item.textContent);
    expect(titles[0]).toContain('Unread: Lisbon: companions changed the trip');
    expect(titles[1]).toContain('Rome: companions changed the trip');
    expect(calls.filter((call) => call.path === '/api/notifications')).toHaveLength(1);
  });
});
