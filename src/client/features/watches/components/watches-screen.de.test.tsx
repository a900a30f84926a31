import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { WatchHistory } from '#shared/contracts/watches';
import { messages as de } from '#shared/i18n/catalogs/de';
import { loggedInHandlers, mockApi, testUser } from '#tests/client/mock-api';
import { renderScreen } from '#tests/client/render-app';
import { priceFixture, usd, watchFixture } from '#tests/client/watch-fixture';
import { I18nProvider } from '#client/lib/i18n';
import { WatchesPage } from '#client/routes/watches';

// The chart is drawn by a library jsdom cannot measure; its figures are in the table.
vi.mock('./price-history-chart', () => ({ default: () => <p>Diagramm</p> }));

const watch = watchFixture();
const history: WatchHistory = {
  currency: 'USD',
  checks: [
    {
      checkedAt: '2026-11-26T10:00:00.000Z',
      price: priceFixture({ perPerson: usd(65000) }),
      error: null,
    },
    { checkedAt: '2026-11-27T10:00:00.000Z', price: priceFixture(), error: null },
  ],
};

async function renderWatchesInGerman() {
  mockApi({
    ...loggedInHandlers(),
    [`GET /api/user/profile/${testUser._id}`]: {
      status: 200,
      body: {
        _id: testUser._id,
        fname: 'Grace',
        lname: 'Hopper',
        email: testUser.email,
        birthday: '1990-01-01',
        city: 'Denver',
        state: 'CO',
        zip: '80202',
        role: 0,
        homeCurrency: 'USD',
        locale: 'de',
      },
    },
    'GET /api/watches': { status: 200, body: { watches: [watch] } },
    [`GET /api/watches/${watch._id}/history`]: { status: 200, body: history },
  });
  return renderScreen(
    <I18nProvider locale="de" messages={de}>
      <WatchesPage />
    </I18nProvider>,
    { path: '/watches', loggedIn: true },
  );
}

describe('Price watches in German', { timeout: 20_000 }, () => {
  it('words the watch, its price, cap and history in German with German formats', async () => {
    await renderWatchesInGerman();
    expect(screen.getByRole('heading', { level: 1, name: 'Preisalarme' })).toBeInTheDocument();
    const card = await screen.findByRole('listitem', { name: 'Lisbon, Portugal' });
    const text = (value: string | RegExp) =>
      expect(within(card).getByText(value)).toBeInTheDocument();
    text('3 Nächte · 2 Reisende · ab Denver, CO, United States');
    text('Beliebiger Starttag: 1. Mai – 1. Aug. 2027, nur lange Wochenenden');
    text('Etwa 612 $ pro Person, insgesamt 1.224 $');
    text('Schätzung: insgesamt 1.100 $ – 1.350 $');
    text('Am günstigsten: 29. Mai – 1. Juni 2027');
    text('Dein Limit: 700 $ pro Person');
    text(
      /^Zuletzt geprüft 2[67]\.11\.2026, \d\d:\d\d · nächste Prüfung 2[78]\.11\.2026, \d\d:\d\d$/,
    );
    expect(
      within(card).getByRole('button', { name: 'Jetzt prüfen: Lisbon, Portugal' }),
    ).toBeEnabled();
    expect(within(card).getByRole('heading', { name: 'Preisverlauf' })).toBeInTheDocument();
    expect(
      await within(card).findByText(
        /^2 Prüfungen; am niedrigsten: etwa 612 \$ pro Person am 2[78]\.11\.2026/,
      ),
    ).toBeInTheDocument();
    const table = within(card).getByRole('table', {
      name: 'Preis pro Person bei jeder Prüfung, in USD',
    });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Etwa 650 $');
    expect(rows[1]).toHaveTextContent('29. Mai – 1. Juni 2027');
  });

  it('asks for a flexible getaway in German and refuses a bad field in German', async () => {
    const { user } = await renderWatchesInGerman();
    const form = await screen.findByRole('form', { name: 'Flexiblen Kurztrip beobachten' });
    await user.clear(within(form).getByLabelText('Nächte'));
    await user.type(within(form).getByLabelText('Limit pro Person'), '12,345');
    await user.click(within(form).getByRole('button', { name: 'Preis beobachten' }));
    expect(
      within(form).getByText('Gib den Ort ein, den du beobachten möchtest.'),
    ).toBeInTheDocument();
    expect(within(form).getByText('Eine ganze Zahl an Nächten von 1 bis 30.')).toBeInTheDocument();
    expect(
      within(form).getByText('Beträge in USD haben höchstens 2 Nachkommastellen.'),
    ).toBeInTheDocument();
    expect(within(form).getByText('Nur lange Wochenenden')).toBeInTheDocument();
  });
});
