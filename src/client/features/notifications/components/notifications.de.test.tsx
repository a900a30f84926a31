import { ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Notification } from '#shared/contracts/notifications';
import { messages as de } from '#shared/i18n/catalogs/de';
import { theme } from '#client/app/theme';
import { I18nProvider } from '#client/lib/i18n';
import { mockApi, type Handlers } from '#tests/client/mock-api';
import { NotificationBell } from './notification-bell';
import { NotificationSettings } from './notification-settings';

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

const notice: Notification = {
  _id: '11111111-1111-4111-8111-111111111111',
  kind: 'trip_activity',
  title: 'Lisbon',
  body: 'Ada',
  link: '/trips/22222222-2222-4222-8222-222222222222',
  tripId: '22222222-2222-4222-8222-222222222222',
  watchId: null,
  createdAt: minutesAgo(5),
  readAt: null,
};

function renderInGerman(ui: ReactNode, handlers: Handlers) {
  mockApi(handlers);
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <ThemeProvider theme={theme}>
      <QueryClientProvider client={queryClient}>
        <I18nProvider locale="de" messages={de}>
          <MemoryRouter initialEntries={['/my-trip']}>{ui}</MemoryRouter>
        </I18nProvider>
      </QueryClientProvider>
    </ThemeProvider>,
  );
  return userEvent.setup();
}

describe('Notifications in German', { timeout: 20_000 }, () => {
  it('names the bell, its list and how long ago a notice came in German', async () => {
    const user = renderInGerman(<NotificationBell />, {
      'GET /api/notifications': {
        status: 200,
        body: {
          notifications: [
            notice,
            {
              ...notice,
              _id: '33333333-3333-4333-8333-333333333333',
              readAt: minutesAgo(1),
              createdAt: minutesAgo(60 * 26),
            },
          ],
          unread: 1,
        },
      },
    });
    await user.click(
      await screen.findByRole('button', { name: 'Benachrichtigungen, 1 ungelesen' }),
    );
    const panel = screen.getByRole('dialog', { name: 'Benachrichtigungen' });
    expect(within(panel).getByRole('button', { name: 'Alle als gelesen markieren' })).toBeEnabled();
    expect(
      within(panel)
        .getAllByRole('link')
        .map((item) => item.textContent),
    ).toEqual(['Ungelesen: LisbonAdavor 5 Minuten', 'LisbonAdagestern']);
  });

  it('says an empty list in German', async () => {
    const user = renderInGerman(<NotificationBell />, {
      'GET /api/notifications': { status: 200, body: { notifications: [], unread: 0 } },
    });
    await user.click(await screen.findByRole('button', { name: 'Benachrichtigungen' }));
    expect(screen.getByText('Noch keine Benachrichtigungen')).toBeInTheDocument();
  });

  it('words the settings in German', async () => {
    renderInGerman(<NotificationSettings />, {
      'GET /api/notifications/settings': {
        status: 200,
        body: { email: true, push: false, emailAvailable: false, pushPublicKey: '' },
      },
    });
    expect(screen.getByRole('heading', { name: 'Benachrichtigungen' })).toBeInTheDocument();
    expect(
      await screen.findByRole('switch', { name: 'Benachrichtigungen per E-Mail' }),
    ).toBeDisabled();
    expect(
      screen.getByText(
        'E-Mail ist nicht verfügbar: Dieser Server ist nicht für den E-Mail-Versand eingerichtet.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('switch', { name: 'Push-Benachrichtigungen auf diesem Gerät' }),
    ).toBeDisabled();
  });
});
