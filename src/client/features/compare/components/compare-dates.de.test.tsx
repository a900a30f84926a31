import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { CompareDates, DateWindow } from '#shared/contracts/compare';
import { messages as german } from '#shared/i18n/catalogs/de';
import { I18nProvider } from '#client/lib/i18n';
import { mockApi } from '#tests/client/mock-api';
import { renderScreen } from '#tests/client/render-app';
import { CompareDatesSection } from './compare-dates';

// The chart is drawn by a library jsdom cannot measure; its figures are in the list.
vi.mock('./dates-chart', () => ({ default: () => <p>Diagramm</p> }));

const tripId = '11111111-1111-4111-8111-111111111111';
const tripPath = `/api/trips/getaway/${tripId}`;
const eur = (amount: number) => ({ amount, currency: 'EUR' as const });
const range = (low: number, mid: number, high: number) => ({
  low: eur(low),
  mid: eur(mid),
  high: eur(high),
});

function windowOf(overrides: Partial<DateWindow>): DateWindow {
  return {
    start: '2026-10-12',
    end: '2026-10-16',
    total: range(250000, 300000, 350000),
    byCategory: { lodging: range(150000, 180000, 210000) },
    reasons: [],
    rank: 'dearer',
    weather: { month: 10, dayHighC: 18, nightLowC: 10, rainMm: 90, sunshineScore: 60 },
    quote: null,
    holiday: null,
    longWeekend: null,
    ...overrides,
  };
}

const weeks = [
  windowOf({}),
  windowOf({
    start: '2027-01-11',
    end: '2027-01-15',
    total: range(170000, 200000, 230000),
    byCategory: { lodging: range(100000, 120000, 140000) },
    rank: 'cheapest',
    weather: { month: 1, dayHighC: -3, nightLowC: -8, rainMm: 1200, sunshineScore: 30 },
  }),
  windowOf({
    start: '2027-01-18',
    end: '2027-01-22',
    total: range(180000, 210000, 240000),
    rank: 'about_the_same',
    weather: null,
  }),
  windowOf({ start: '2027-03-01', end: '2027-03-05', rank: 'dearer' }),
];

const comparison: CompareDates = {
  currency: 'EUR',
  nights: 4,
  windows: weeks,
  varies: [],
  longWeekends: [],
  sources: ['GSA per diem rates FY2026', 'Sunshine Atlas (CC BY 4.0)'],
};

describe('Compare dates in German', { timeout: 20_000 }, () => {
  it('words the cheapest dates, their estimates, savings and weather in German', async () => {
    mockApi({ [`GET ${tripPath}/compare/dates`]: { status: 200, body: comparison } });
    const { user } = await renderScreen(
      <I18nProvider locale="de" messages={german}>
        <CompareDatesSection tripId={tripId} tripStart="2026-10-13" tripEnd="2026-10-17" />
      </I18nProvider>,
    );
    const list = await screen.findByRole('list', { name: 'Die günstigsten Daten' });
    expect(screen.getByRole('heading', { name: 'Wann ist es am günstigsten?' })).toBeVisible();
    expect(
      screen.getByText(
        /^Dieselben 4 Nächte, dieselben Reisenden und derselbe Abreiseort, für jedes Startdatum im Zeitraum 12\. Okt\. 2026 – 1\. März 2027\. Alle Zahlen sind Schätzungen/,
      ),
    ).toBeInTheDocument();
    const cheapest = within(list).getByRole('listitem', { name: '11.–15. Jan. 2027' });
    expect(within(cheapest).getByText('Am günstigsten')).toBeInTheDocument();
    expect(
      within(cheapest).getByText('Schätzung 1.700 € – 2.300 € (etwa 2.000 €)'),
    ).toBeInTheDocument();
    expect(
      within(cheapest).getByText(
        'Spart etwa 1.000 € gegenüber deinen Daten, davon 600 € bei der Unterkunft.',
      ),
    ).toBeInTheDocument();
    expect(
      within(cheapest).getByText('Typisches Wetter: -3 °C, 1200 mm Regen'),
    ).toBeInTheDocument();
    expect(
      within(cheapest).getByRole('button', {
        name: 'Meine Reise auf diese Daten verschieben: 11.–15. Jan. 2027',
      }),
    ).toBeVisible();
    expect(screen.getByTestId('around-your-dates')).toHaveTextContent(
      'Rund um deine Daten (12.–16. Okt. 2026): Schätzung 2.500 € – 3.500 €, Unterkunft etwa 1.800 €.',
    );
    expect(
      screen.getByText('Quellen: GSA per diem rates FY2026; Sunshine Atlas (CC BY 4.0).'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Alle 4 Startdaten anzeigen' }));
    expect(screen.getByRole('list', { name: 'Alle Startdaten' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Weniger anzeigen' })).toBeInTheDocument();
  });

  it('words the reasons and what varies from the server’s phrases in German', async () => {
    const usd = (amount: number) => ({ amount, currency: 'USD' as const });
    const phrased: CompareDates = {
      ...comparison,
      windows: weeks.map((week) =>
        week.rank === 'cheapest'
          ? {
              ...week,
              reasons: ['The server’s English reason'],
              reasonPhrases: [
                {
                  code: 'reason_lodging_off',
                  params: {
                    city: 'Lisbon',
                    perNight: usd(17900),
                    average: usd(24000),
                    percent: -25,
                  },
                },
              ],
            }
          : week,
      ),
      varies: ['The server’s English sentence.'],
      variesPhrases: [{ code: 'varies_flat_none', params: {} }],
    };
    mockApi({ [`GET ${tripPath}/compare/dates`]: { status: 200, body: phrased } });
    await renderScreen(
      <I18nProvider locale="de" messages={german}>
        <CompareDatesSection tripId={tripId} tripStart="2026-10-13" tripEnd="2026-10-17" />
      </I18nProvider>,
    );
    const list = await screen.findByRole('list', { name: 'Die günstigsten Daten' });
    expect(
      within(list).getByText(
        'Unterkunft in Lisbon etwa 179 $ pro Nacht, 25 % unter dem Jahresdurchschnitt (240 $).',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'Jeder Termin kostet hier etwa gleich viel: Keine Daten verändern die Kosten dieser Reise nach Saison, daher wird keine Woche als die günstigste genannt.',
      ),
    ).toBeInTheDocument();
  });

  it('names a long weekend and a holiday in German from their names by language', async () => {
    const label = 'Christmas Day weekend, Dec 24-26';
    const holidays: CompareDates = {
      ...comparison,
      windows: weeks.map((week) =>
        week.rank === 'cheapest'
          ? {
              ...week,
              longWeekend: label,
              holiday: 'Christmas Day (substitute day)',
              holidayNames: { de: 'Weihnachten (Ersatztag)', en: 'Christmas Day (substitute day)' },
            }
          : week,
      ),
      longWeekends: [
        {
          name: 'Christmas Day',
          label,
          names: { de: 'Weihnachten', en: 'Christmas Day' },
          start: '2027-12-24',
          end: '2027-12-26',
          days: 3,
        },
      ],
    };
    mockApi({ [`GET ${tripPath}/compare/dates`]: { status: 200, body: holidays } });
    await renderScreen(
      <I18nProvider locale="de" messages={german}>
        <CompareDatesSection tripId={tripId} tripStart="2026-10-13" tripEnd="2026-10-17" />
      </I18nProvider>,
    );
    const list = await screen.findByRole('list', { name: 'Die günstigsten Daten' });
    expect(
      within(list).getByText('Langes Wochenende: Weihnachten, 24.–26. Dez. 2027'),
    ).toBeInTheDocument();
    expect(
      within(list).getByText('Nahe Weihnachten (Ersatztag): Feiertagspreise für Flüge'),
    ).toBeInTheDocument();
  });
});
