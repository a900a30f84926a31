import { ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { theme } from '#client/app/theme';
import { mockApi, type Handlers } from '#tests/client/mock-api';
import { NotificationSettings } from './notification-settings';

// A VAPID public key is an uncompressed P-256 point: 65 bytes, the first 0x04.
const pushPublicKey = `B${'A'.repeat(85)}Q`;
const endpoint = 'https://push.example.test/send/abc';

function settings(overrides: Record<string, unknown> = {}) {
  return { email: true, push: false, emailAvailable: true, pushPublicKey, ...overrides };
}

function renderSettings(handlers: Handlers) {
  const api = mockApi(handlers);
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <ThemeProvider theme={theme}>
      <QueryClientProvider client={queryClient}>
        <NotificationSettings />
      </QueryClientProvider>
    </ThemeProvider>,
  );
  return { ...api, user: userEvent.setup() };
}

/** A browser with Web Push: a service worker registration whose push manager the test drives. */
function fakePushBrowser(permission: NotificationPermission) {
  let current: PushSubscription | null = null;
  const subscription = {
    endpoint,
    options: { applicationServerKey: null },
    toJSON: () => ({
      endpoint,
      expirationTime: null,
      keys: { p256dh: `B${'x'.repeat(86)}`, auth: 'a'.repeat(22) },
    }),
    unsubscribe: vi.fn(async () => {
      current = null;
      return true;
    }),
  } as unknown as PushSubscription;
  const pushManager = {
    getSubscription: vi.fn(async () => current),
    subscribe: vi.fn(async () => (current = subscription)),
  };
  const registration = { pushManager };
  const requestPermission = vi.fn(async () => permission);
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { ready: Promise.resolve(registration), getRegistration: async () => registration },
  });
  Object.assign(window, {
    PushManager: class {},
    Notification: { permission: 'default', requestPermission },
  });
  return { pushManager, requestPermission, subscription };
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
  Reflect.deleteProperty(window, 'PushManager');
  Reflect.deleteProperty(window, 'Notification');
});

describe('NotificationSettings', { timeout: 20_000 }, () => {
  it('turns e-mail off and says so by the switch', async () => {
    const { user, writes } = renderSettings({
      'GET /api/notifications/settings': { status: 200, body: settings() },
      'PUT /api/notifications/settings': { status: 200, body: settings({ email: false }) },
    });
    expect(screen.getByRole('heading', { name: 'Notifications' })).toBeInTheDocument();
    const email = await screen.findByRole('switch', { name: 'E-mail notifications' });
    expect(email).toBeChecked();
    await user.click(email);
    await waitFor(() => expect(email).not.toBeChecked());
    expect(writes()).toMatchObject([{ method: 'PUT', body: { email: false } }]);
  });

  it('offers no e-mail when the server cannot send it, and says why', async () => {
    renderSettings({
      'GET /api/notifications/settings': {
        status: 200,
        body: settings({ email: true, emailAvailable: false }),
      },
    });
    const email = await screen.findByRole('switch', { name: 'E-mail notifications' });
    expect(email).toBeDisabled();
    expect(email).not.toBeChecked();
    expect(email).toHaveAccessibleDescription(
      'E-mail is not available: this server is not set up to send it.',
    );
  });

  it('says plainly when this browser cannot take push notifications', async () => {
    renderSettings({ 'GET /api/notifications/settings': { status: 200, body: settings() } });
    const push = await screen.findByRole('switch', { name: 'Push notifications on this device' });
    expect(push).toBeDisabled();
    expect(push).toHaveAccessibleDescription(
      'This browser cannot receive push notifications. On an iPhone or iPad, add the app to the Home Screen first.',
    );
  });

  it('asks permission, subscribes with the server key and hands the subscription over; off again, forgets it', async () => {
    const browser = fakePushBrowser('granted');
    const { user, writes } = renderSettings({
      'GET /api/notifications/settings': { status: 200, body: settings() },
      'PUT /api/notifications/settings': { status: 200, body: settings({ push: true }) },
      'POST /api/push/subscriptions': { status: 201, body: { msg: 'Subscribed.' } },
      'DELETE /api/push/subscriptions': { status: 200, body: { msg: 'Forgotten.' } },
    });
    const push = await screen.findByRole('switch', { name: 'Push notifications on this device' });
    await waitFor(() => expect(push).toBeEnabled());
    expect(push).not.toBeChecked();

    await user.click(push);
    await waitFor(() => expect(push).toBeChecked());
    expect(browser.requestPermission).toHaveBeenCalledTimes(1);
    const [options] = browser.pushManager.subscribe.mock.calls[0] as unknown as [
      { userVisibleOnly: boolean; applicationServerKey: Uint8Array },
    ];
    expect(options.userVisibleOnly).toBe(true);
    expect(options.applicationServerKey).toHaveLength(65);
    expect(options.applicationServerKey[0]).toBe(4);
    expect(writes()).toMatchObject([
      { method: 'POST', url: '/api/push/subscriptions', body: { endpoint } },
      { method: 'PUT', url: '/api/notifications/settings', body: { push: true } },
    ]);

    await user.click(push);
    await waitFor(() => expect(push).not.toBeChecked());
    expect(browser.subscription.unsubscribe).toHaveBeenCalledTimes(1);
    expect(writes()[2]).toMatchObject({
      method: 'DELETE',
      url: `/api/push/subscriptions?endpoint=${encodeURIComponent(endpoint)}`,
    });
  });

  it('says so when the browser refuses notifications, and sends nothing', async () => {
    fakePushBrowser('denied');
    const { user, writes } = renderSettings({
      'GET /api/notifications/settings': { status: 200, body: settings() },
    });
    const push = await screen.findByRole('switch', { name: 'Push notifications on this device' });
    await waitFor(() => expect(push).toBeEnabled());
    await user.click(push);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This browser blocks notifications from this site. Allow them in the browser’s site settings, then try again.',
    );
    expect(push).not.toBeChecked();
    expect(writes()).toEqual([]);
  });

  it("says so when the browser's push service cannot be reached", async () => {
    const browser = fakePushBrowser('granted');
    browser.pushManager.subscribe.mockRejectedValueOnce(
      new DOMException('Registration failed - push service error', 'AbortError'),
    );
    const { user, writes } = renderSettings({
      'GET /api/notifications/settings': { status: 200, body: settings() },
    });
    const push = await screen.findByRole('switch', { name: 'Push notifications on this device' });
    await waitFor(() => expect(push).toBeEnabled());
    await user.click(push);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This browser could not reach its push service, so push is not on. Please try again later.',
    );
    expect(push).not.toBeChecked();
    expect(writes()).toEqual([]);
  });

  it('says the settings could not be loaded and offers Retry', async () => {
    renderSettings({ 'GET /api/notifications/settings': { networkError: true } });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your notification settings could not be loaded.',
    );
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
