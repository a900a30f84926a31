import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Discover } from '#shared/contracts/compare';
import { messages as de } from '#shared/i18n/catalogs/de';
import { mockApi } from '#tests/client/mock-api';
import { renderScreen } from '#tests/client/render-app';
import { I18nProvider } from '#client/lib/i18n';
import { DiscoverPage } from '#client/routes/discover';

const usd = (amount: number) => ({ amount, currency: 'USD' as const });
const range = (low: number, mid: number, high: number) => ({
  low: usd(low),
  mid: usd(mid),
  high: usd(high),
});
const answer: Discover = {
  currency: 'USD',
  results: [
    {
      place: 'Albuquerque, NM, United States',
      start: '2027-01-11',
      end: '2027-01-15',
      total: range(120000, 140000, 160000),
      perPerson: range(60000, 70000, 80000),
      kind: 'city',
      reason:
        'Sunny then, 24 °C; cheap lodging for the dates, about $90 a night; the fare includes a connection via ORD',
      reasons: [
        { code: 'sunny', dayHighC: 24 },
        { code: 'cheap_lodging', perNight: usd(9000) },
        { code: 'connection', via: ['ORD'] },
      ],
      travel: { mode: 'fly', route: 'DEN–ORD–ABQ', connections: 1, hours: 5 },
      weather: { month: 1, dayHighC: 9, nightLowC: -4, rainMm: 10, sunshineScore: 55 },
      image_url: '/api/place-photos/albuquerque.jpg',
      location: null,
      longWeekend: {
        label: 'Memorial Day weekend, May 29-31',
        start: '2027-05-29',
        end: '2027-05-31',
        total: range(80000, 100000, 120000),
        perPerson: range(40000, 50000, 60000),
      },
    },
  ],
  longWeekends: [
    {
      name: 'Memorial Day',
      label: 'Memorial Day weekend, May 29-31',
      start: '2027-05-29',
      end: '2027-05-31',
      days: 3,
    },
  ],
  sources: ['GSA per diem rates FY2026'],
};

describe('Discover in German', { timeout: 20_000 }, () => {
  it('walks the three steps and shows a destination in German, with German formats', async () => {
    mockApi({ 'GET /api/discover': { status: 200, body: answer } });
    const { user } = await renderScreen(
      <I18nProvider locale="de" messages={de}>
        <DiscoverPage />
      </I18nProvider>,
      { path: '/discover' },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Entdecken' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Schritt 1 von 3: Reiseziel');
    const location = screen.getByRole('combobox', { name: 'Reiseziel' });
    expect(within(location).getByRole('option', { name: 'USA' })).toHaveValue('United States');
    await user.selectOptions(location, 'United States');
    expect(screen.getByRole('heading', { name: 'Wann möchtest du reisen?' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Jederzeit' }));
    await user.click(screen.getByRole('button', { name: '$' }));
    expect(screen.getByText(/^Du suchst:/)).toHaveTextContent(
      'Du suchst: USA, jederzeit, Budget $.',
    );

    const results = screen.getByRole('region', { name: 'Reiseziele für dich' });
    await user.click(within(results).getByRole('button', { name: 'Reiseziele anzeigen' }));
    expect(
      within(results).getByText('Gib die Stadt ein, in der deine Reise beginnt.'),
    ).toBeInTheDocument();
    await user.type(within(results).getByLabelText('Startort'), 'Denver');
    await user.click(within(results).getByRole('button', { name: 'Reiseziele anzeigen' }));
    const card = await within(results).findByRole('listitem', {
      name: 'Albuquerque, NM, United States',
    });
    expect(card).toHaveTextContent('11.–15. Jan. 2027');
    expect(card).toHaveTextContent(
      'Etwa 700 $ pro Person (600 $ – 800 $); insgesamt 1.200 $ – 1.600 $. Schätzung.',
    );
    expect(card).toHaveTextContent('Flug DEN–ORD–ABQ, 1 Umstieg, etwa 5 Std.');
    expect(card).toHaveTextContent(
      'Dann sonnig, 24 °C; günstige Unterkunft zu diesen Daten, etwa 90 $ pro Nacht; der Flugpreis enthält einen Umstieg in ORD',
    );
    expect(card).toHaveTextContent('Langes Wochenende, 29.–31. Mai: 400 $ – 600 $ pro Person');
    expect(card).toHaveTextContent('Typisches Wetter: 9 °C, 10 mm Regen');
    expect(
      within(card).getByRole('button', {
        name: 'Anmelden, um diese Reise zu planen: Albuquerque, NM, United States',
      }),
    ).toBeInTheDocument();
    const weekends = within(results).getByRole('group', { name: 'Lange Wochenenden' });
    expect(
      within(weekends).getByRole('button', { name: 'Wochenende Memorial Day, 29.–31. Mai' }),
    ).toBeInTheDocument();
    const kinds = within(results).getByRole('group', { name: 'Art des Kurztrips' });
    expect(within(kinds).getByRole('button', { name: 'Strand' })).toBeInTheDocument();
    expect(within(results).getByText('Quellen: GSA per diem rates FY2026.')).toBeInTheDocument();
  });
});
