import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { CompareDates, DateWindow } from '#shared/contracts/compare';
import { mockApi } from '#tests/client/mock-api';
import { renderScreen } from '#tests/client/render-app';
import { tripFixture } from '#tests/client/trip-fixture';
import { CompareDatesSection, savingText } from './compare-dates';

// The chart is drawn by a library jsdom cannot measure; its figures are in the list.
vi.mock('./dates-chart', () => ({ default: () => <p>Chart of totals by start date</p> }));

const tripId = '11111111-1111-4111-8111-111111111111';
const tripPath = `/api/trips/getaway/${tripId}`;
const usd = (amount: number) => ({ amount, currency: 'USD' as const });
const range = (low: number, mid: number, high: number) => ({
  low: usd(low),
  mid: usd(mid),
  high: usd(high),
});

function windowOf(overrides: Partial<DateWindow>): DateWindow {
  return {
    start: '2026-10-12',
    end: '2026-10-16',
    total: range(250000, 300000, 350000),
    byCategory: { lodging: range(150000, 180000, 210000) },
    reasons: ['October is high season for lodging in New York City.'],
    rank: 'dearer',
    weather: { month: 10, dayHighC: 18, nightLowC: 10, rainMm: 90, sunshineScore: 60 },
    quote: null,
    holiday: null,
    longWeekend: null,
    ...overrides,
  };
}

const comparison: CompareDates = {
  currency: 'USD',
  nights: 4,
  windows: [
    windowOf({}),
    windowOf({
      start: '2027-01-11',
      end: '2027-01-15',
      total: range(170000, 200000, 230000),
      byCategory: { lodging: range(100000, 120000, 140000) },
      reasons: ['January is low season for lodging in New York City.'],
      rank: 'cheapest',
      weather: { month: 1, dayHighC: 4, nightLowC: -3, rainMm: 85, sunshineScore: 30 },
    }),
    windowOf({
      start: '2027-01-18',
      end: '2027-01-22',
      total: range(180000, 210000, 240000),
      rank: 'about_the_same',
      weather: null,
    }),
  ],
  varies: ['Lodging in New York City follows the per diem seasons: $179 to $342 a night.'],
  longWeekends: [],
  sources: ['GSA per diem rates FY2026', 'Sunshine Atlas (CC BY 4.0)'],
};

describe('savingText', () => {
  it('calls overlapping ranges about the same, never a saving', () => {
    const around = windowOf({});
    const overlapping = windowOf({ start: '2026-11-02', total: range(240000, 280000, 320000) });
    expect(savingText(overlapping, around)).toBe('About the same as around your dates.');
  });

  it('still tells a lodging saving when the totals overlap', () => {
    const around = windowOf({});
    const overlapping = windowOf({
      start: '2027-01-11',
      total: range(200000, 260000, 320000),
      byCategory: { lodging: range(80000, 115000, 150000) },
    });
    expect(savingText(overlapping, around)).toBe(
      'About the same overall as around your dates, though lodging is about $650 less.',
    );
  });
});

describe('Compare dates', { timeout: 20_000 }, () => {
  it('lists the cheapest windows without naming a winner among overlapping ranges', async () => {
    mockApi({ [`GET ${tripPath}/compare/dates`]: { status: 200, body: comparison } });
    await renderScreen(
      <CompareDatesSection tripId={tripId} tripStart="2026-10-13" tripEnd="2026-10-17" />,
    );
    expect(await screen.findByText('Chart of totals by start date')).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'The cheapest dates' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    const cheapest = within(list).getByRole('listitem', { name: 'Jan 11 – Jan 15, 2027' });
    expect(within(cheapest).getByText('Cheapest')).toBeInTheDocument();
    expect(
      within(cheapest).getByText('Estimate $1,700 – $2,300 (about $2,000)'),
    ).toBeInTheDocument();
    expect(
      within(cheapest).getByText('January is low season for lodging in New York City.'),
    ).toBeInTheDocument();
    expect(within(cheapest).getByText('Typical weather: 4 °C, 85 mm rain')).toBeInTheDocument();
    // Against the window around the trip's own dates (Oct 12, a day from Oct 13).
    expect(screen.getByTestId('around-your-dates')).toHaveTextContent(
      'Around your dates (Oct 12 – Oct 16, 2026): estimate $2,500 – $3,500, lodging about $1,800.',
    );
    expect(
      within(cheapest).getByText('Saves about $1,000 against your dates, $600 of it on lodging.'),
    ).toBeInTheDocument();
    const close = within(list).getByRole('listitem', { name: 'Jan 18 – Jan 22, 2027' });
    expect(within(close).getByText('About the same as the cheapest')).toBeInTheDocument();
    expect(within(close).queryByText('Cheapest')).not.toBeInTheDocument();
    // Its whole range ($1,800 – $2,400) is below the October window's ($2,500 – $3,500).
    expect(within(close).getByText(/^Saves about \$900 against your dates/)).toBeInTheDocument();
    expect(screen.getByText(/Sources: GSA per diem rates FY2026/)).toBeInTheDocument();
  });

  it('names no cheapest date when every date costs about the same', async () => {
    const flat = comparison.windows.map((window) => ({
      ...window,
      total: range(170000, 200000, 230000),
      rank: 'about_the_same' as const,
    }));
    const varies = [
      'Every date costs about the same here: no data moves this trip by season, so no week is named the cheapest.',
    ];
    mockApi({
      [`GET ${tripPath}/compare/dates`]: {
        status: 200,
        body: { ...comparison, windows: flat, varies },
      },
    });
    await renderScreen(
      <CompareDatesSection tripId={tripId} tripStart="2026-10-13" tripEnd="2026-10-17" />,
    );
    const summary = await screen.findByRole('list', { name: 'What changes the cost' });
    expect(within(summary).getByText(varies[0]!)).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'The cheapest dates' })).not.toBeInTheDocument();
    const list = screen.getByRole('list', {
      name: 'Some start dates: every date costs about the same',
    });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(within(list).queryByText('Cheapest')).not.toBeInTheDocument();
    expect(within(list).queryByText('About the same as the cheapest')).not.toBeInTheDocument();
  });

  it('says once what moves the cost, lists three windows and shows all on demand', async () => {
    const starts = [
      '2027-05-07',
      '2027-05-14',
      '2027-05-21',
      '2027-05-28',
      '2027-06-04',
      '2027-06-11',
    ];
    const ends = [
      '2027-05-10',
      '2027-05-17',
      '2027-05-24',
      '2027-05-31',
      '2027-06-07',
      '2027-06-14',
    ];
    const weeks = starts.map((start, index) =>
      windowOf({
        start,
        end: ends[index]!,
        total: range(100000 + index * 1000, 120000 + index * 1000, 140000 + index * 1000),
        rank: index === 0 ? 'cheapest' : 'about_the_same',
        reasons: ['Airfare DEN–LIS about $700 a traveller'],
        longWeekend: index === 3 ? 'Memorial Day weekend, May 29-31' : null,
      }),
    );
    const varies = [
      'Lodging in Lisbon follows Portugal accommodation prices by month (Eurostat HICP): $221.33 to $330.33 a night.',
      'Airfare follows US–Europe fares by month (BLS): $653 to $776 a traveller.',
    ];
    mockApi({
      [`GET ${tripPath}/compare/dates`]: {
        status: 200,
        body: { ...comparison, windows: weeks, varies },
      },
    });
    const { user } = await renderScreen(
      <CompareDatesSection tripId={tripId} tripStart="2027-05-07" tripEnd="2027-05-10" />,
    );
    const summary = await screen.findByRole('list', { name: 'What changes the cost' });
    expect(within(summary).getByText(varies[0]!)).toBeInTheDocument();
    expect(within(summary).getByText(varies[1]!)).toBeInTheDocument();
    expect(screen.getAllByText(/^Airfare follows US–Europe fares by month \(BLS\)/)).toHaveLength(
      1,
    );
    const cheapest = screen.getByRole('list', { name: 'The cheapest dates' });
    expect(within(cheapest).getAllByRole('listitem')).toHaveLength(3);
    const showAll = screen.getByRole('button', { name: 'Show all 6 start dates' });
    expect(showAll).toHaveAttribute('aria-expanded', 'false');
    await user.click(showAll);
    const every = screen.getByRole('list', { name: 'Every start date' });
    expect(within(every).getAllByRole('listitem')).toHaveLength(6);
    const memorial = within(every).getByRole('listitem', { name: /^May 28/ });
    expect(
      within(memorial).getByText('Long weekend: Memorial Day weekend, May 29-31'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show fewer' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('moves the trip to a window in one click and confirms it', async () => {
    const api = mockApi({
      [`GET ${tripPath}/compare/dates`]: { status: 200, body: comparison },
      [`PUT ${tripPath}`]: ({ body }) => ({
        status: 200,
        body: tripFixture(body as object),
      }),
    });
    const { user } = await renderScreen(
      <CompareDatesSection tripId={tripId} tripStart="2026-10-13" tripEnd="2026-10-17" />,
    );
    await user.click(
      await screen.findByRole('button', {
        name: 'Move my trip to these dates: Jan 11 – Jan 15, 2027',
      }),
    );
    await waitFor(() => expect(api.writes()).toHaveLength(1));
    expect(api.writes()[0]).toMatchObject({
      method: 'PUT',
      path: tripPath,
      body: { trip_start: '2027-01-11', trip_end: '2027-01-15' },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your trip now runs Jan 11 – Jan 15, 2027.',
    );
  });

  it('says the trip needs dates, and asks nothing of the server without them', async () => {
    const api = mockApi({});
    await renderScreen(<CompareDatesSection tripId={tripId} tripStart={null} tripEnd={null} />);
    expect(
      screen.getByText(
        "Add the trip's dates first: the comparison keeps its length and tries it on other dates.",
      ),
    ).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('reads the server’s dates_required answer the same way', async () => {
    mockApi({
      [`GET ${tripPath}/compare/dates`]: {
        status: 400,
        body: { msg: 'The trip needs dates.', code: 'dates_required' },
      },
    });
    await renderScreen(
      <CompareDatesSection tripId={tripId} tripStart="2026-10-13" tripEnd="2026-10-17" />,
    );
    expect(
      await screen.findByText(
        "Add the trip's dates first: the comparison keeps its length and tries it on other dates.",
      ),
    ).toBeInTheDocument();
  });

  it('shows a failure with Retry, and the comparison after it', async () => {
    let fails = true;
    mockApi({
      [`GET ${tripPath}/compare/dates`]: () =>
        fails
          ? { status: 500, body: { msg: '', code: 'internal_error' } }
          : { status: 200, body: comparison },
    });
    const { user } = await renderScreen(
      <CompareDatesSection tripId={tripId} tripStart="2026-10-13" tripEnd="2026-10-17" />,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('The dates could not be compared.');
    fails = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('list', { name: 'The cheapest dates' })).toBeInTheDocument();
  });
});
