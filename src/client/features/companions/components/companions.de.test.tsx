import { ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Invite, SharedTrip } from '#shared/contracts/invites';
import { messages } from '#shared/i18n/catalogs/de';
import { theme } from '#client/app/theme';
import { I18nProvider } from '#client/lib/i18n';
import { mockApi } from '#tests/client/mock-api';
import { renderScreen } from '#tests/client/render-app';
import { SharedTripView } from './shared-trip-view';
import { TravelTogether } from './travel-together';

const tripId = '11111111-1111-4111-8111-111111111111';
const token = 'q3Vx0aZ9_-bcDEfGhIjKlMnOpQrStUvWxYz0123456';
const usd = (amount: number) => ({ amount, currency: 'USD' as const });

const editorInvite: Invite = {
  _id: '22222222-2222-4222-8222-222222222222',
  role: 'editor',
  expiresAt: '2099-05-04T10:00:00.000Z',
  maxUses: 3,
  uses: 1,
  revokedAt: null,
  createdAt: '2026-05-01T10:00:00.000Z',
};

const sharedTrip: SharedTrip = {
  location_address: 'Lisbon, Lisbon, Portugal',
  trip_location: 'Lisbon',
  image_url: '/images/nature-water.svg',
  trip_start: '2026-06-01',
  trip_end: '2026-06-02',
  travellers: 3,
  currency: 'USD',
  plan: {
    days: [
      {
        day: '2026-06-01',
        items: [
          { name: 'Belém Tower', startMinutes: 570, durationMinutes: 60, place: 'Belém', note: '' },
        ],
      },
      { day: '2026-06-02', items: [] },
    ],
    ideas: [],
  },
  bookings: [],
  costs: {
    lines: [
      { category: 'lodging', label: '', planned: usd(30_000), actual: null, paidBy: 'Zelda' },
    ],
    plannedTotal: usd(30_000),
    actualTotal: usd(0),
  },
};

describe('Travelling together in German', { timeout: 20_000 }, () => {
  it('shows the invites, their roles, uses, expiry and state in German', async () => {
    mockApi({
      [`GET /api/trips/getaway/${tripId}/invites`]: { status: 200, body: [editorInvite] },
      [`GET /api/trips/getaway/${tripId}/share`]: {
        status: 200,
        body: { active: true, showsCosts: true, createdAt: '2026-05-01T10:00:00.000Z' },
      },
    });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <I18nProvider locale="de" messages={messages}>
        <ThemeProvider theme={theme}>
          <QueryClientProvider client={queryClient}>
            <TravelTogether tripId={tripId} />
          </QueryClientProvider>
        </ThemeProvider>
      </I18nProvider>,
    );
    expect(screen.getByRole('region', { name: 'Gemeinsam reisen' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Einladungen' });
    const row = within(list).getByRole('listitem');
    expect(row).toHaveTextContent('Einladung als Bearbeiter');
    expect(row).toHaveTextContent('1 von 3 beigetreten · läuft ab am 4. Mai 2099');
    expect(row).toHaveTextContent('Aktiv');
    expect(
      within(row).getByRole('button', {
        name: 'Einladung als Bearbeiter widerrufen (1 von 3 beigetreten)',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Rolle' })).toHaveTextContent('Leser');
    expect(
      await screen.findByText(
        'Diese Reise ist seit dem 1. Mai 2026 schreibgeschützt geteilt, mit ihren Kosten.',
      ),
    ).toBeInTheDocument();
  });

  it('shows the shared trip read-only in German, with its dates, times and money', async () => {
    mockApi({
      'GET /api/user/refresh_token': { status: 401, body: { msg: 'x', code: 'y' } },
      [`GET /api/shared/${token}`]: { status: 200, body: sharedTrip },
    });
    await renderScreen(
      <I18nProvider locale="de" messages={messages}>
        <SharedTripView token={token} />
      </I18nProvider>,
      { path: `/shared/${token}`, pattern: '/shared/:token' },
    );
    expect(await screen.findByText('Geteilte Reise, schreibgeschützt')).toBeInTheDocument();
    expect(screen.getByText('1.–2. Juni 2026 · 3 Personen')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Mo, 1. Juni' })).toBeInTheDocument();
    expect(screen.getByText('09:30 · Belém Tower')).toBeInTheDocument();
    expect(screen.getByText('Nichts geplant.')).toBeInTheDocument();
    expect(screen.getByText('Noch keine Ideen.')).toBeInTheDocument();
    const rows = screen.getAllByRole('row');
    expect(rows[0]).toHaveTextContent('WasGeplantAusgegebenBezahlt von');
    expect(rows[1]).toHaveTextContent('UnterkunftUnterkunft300,00 $—Zelda');
    expect(rows[2]).toHaveTextContent('Summe300,00 $0,00 $');
  });
});
