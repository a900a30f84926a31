import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { messages as de } from '#shared/i18n/catalogs/de';
import { I18nProvider } from '#client/lib/i18n';
import { mockApi } from '#tests/client/mock-api';
import { renderScreen } from '#tests/client/render-app';
import { TripSuggestionList } from './trip-suggestion-list';

const path = 'POST /api/chatgpt/trip-suggestion';

function renderInGerman() {
  return renderScreen(
    <I18nProvider locale="de" messages={de}>
      <TripSuggestionList location="Lisbon, Lisboa, Portugal" />
    </I18nProvider>,
  );
}

describe('Best times to go in German', { timeout: 20_000 }, () => {
  it('words the best months from their figures, with the source', async () => {
    mockApi({
      [path]: {
        status: 200,
        body: {
          tripSuggestions: [
            {
              season: 'July',
              months: 'July',
              reason: 'Warm and dry: 23 °C, 4 mm rain.',
              description:
                'Typically 23 °C by day and 16 °C at night, with 4 mm of rain in the month; sunshine score 96 of 100.',
              climate: {
                month: 7,
                dayHighC: 23,
                nightLowC: 16,
                rainMm: 4,
                sunshineScore: 96,
                warmth: 'warm',
                wetness: 'dry',
              },
            },
            {
              season: 'November',
              months: 'November',
              reason: 'Mild with some rain: 17 °C, 1200 mm rain.',
              description:
                'Typically 17 °C by day and -2 °C at night, with 1200 mm of rain in the month; sunshine score 40 of 100.',
              climate: {
                month: 11,
                dayHighC: 17,
                nightLowC: -2,
                rainMm: 1200,
                sunshineScore: 40,
                warmth: 'mild',
                wetness: 'someRain',
              },
            },
          ],
          source: 'Typical weather by month at Lisbon (LIS), 7 km from Lisbon, …',
          sourceDetail: {
            kind: 'climate',
            city: 'Lisbon',
            iata: 'LIS',
            distanceKm: 7,
            near: 'Lisbon',
          },
        },
      },
    });
    await renderInGerman();
    const section = await screen.findByRole('region', { name: 'Beste Reisezeiten' });
    const months = within(section).getAllByRole('listitem');
    expect(months.map((month) => month.textContent)).toEqual([
      'Juli · Juli' +
        'Warm und trocken: 23 °C, 4 mm Regen.' +
        'Typisch sind 23 °C am Tag und 16 °C in der Nacht, bei 4 mm Regen im Monat; Sonnenindex 96 von 100.',
      'November · November' +
        'Mild mit etwas Regen: 17 °C, 1200 mm Regen.' +
        'Typisch sind 17 °C am Tag und -2 °C in der Nacht, bei 1200 mm Regen im Monat; Sonnenindex 40 von 100.',
    ]);
    expect(
      within(section).getByText(
        'Typisches Wetter nach Monat in Lisbon (LIS), 7 km von Lisbon entfernt, aus 20 Jahren Daten von NASA POWER. Klima: Sunshine Atlas (sunshineatlas.com/data), CC BY 4.0; NASA POWER.',
      ),
    ).toBeInTheDocument();
  });

  it('words the seasons by latitude, and shows a model’s answer as written', async () => {
    mockApi({
      [path]: {
        status: 200,
        body: {
          tripSuggestions: [
            {
              season: 'Summer',
              months: 'December to February',
              reason: 'Very long days and the mildest weather of the year.',
              description: 'Ushuaia is far south: …',
              seasonal: {
                kind: 'polar-summer',
                fromMonth: 12,
                toMonth: 2,
                place: 'Ushuaia',
                north: false,
              },
            },
            { season: 'Herbst', months: 'Oktober', reason: 'Ruhig.', description: 'Vom Modell.' },
          ],
          source: 'Offline suggestions from GeoNames place data: seasons by latitude.',
          sourceDetail: { kind: 'seasons' },
        },
      },
    });
    await renderInGerman();
    const section = await screen.findByRole('region', { name: 'Beste Reisezeiten' });
    const [season, written] = within(section).getAllByRole('listitem');
    expect(season).toHaveTextContent(
      'Sommer · Dezember bis Februar' +
        'Sehr lange Tage und das mildeste Wetter des Jahres.' +
        'Ushuaia liegt weit im Süden: Der Sommer bringt fast endloses Tageslicht für Spaziergänge und Ausflüge. Nur nach dem Breitengrad; lokales Klima, Höhe und Veranstaltungen können das verschieben.',
      { normalizeWhitespace: false },
    );
    expect(written).toHaveTextContent('Herbst · OktoberRuhig.Vom Modell.');
    expect(
      within(section).getByText(
        'Offline-Vorschläge aus Ortsdaten von GeoNames: Jahreszeiten nach Breitengrad.',
      ),
    ).toBeInTheDocument();
  });
});
