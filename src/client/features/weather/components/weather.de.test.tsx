import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TypicalWeather } from '#shared/contracts/climate';
import { messages as de } from '#shared/i18n/catalogs/de';
import { I18nProvider } from '#client/lib/i18n';
import { mockApi } from '#tests/client/mock-api';
import { renderScreen } from '#tests/client/render-app';
import { TypicalWeatherBox } from './typical-weather-box';
import { WeatherBox } from './weather-box';

const tripId = '11111111-1111-4111-8111-111111111111';
const typicalPath = `/api/trips/getaway/${tripId}/typical-weather`;
const typical: TypicalWeather = {
  source: 'Sunshine Atlas, CC BY 4.0',
  destination: { city: 'New York', country: 'United States', distanceKm: 3 },
  months: Array.from({ length: 12 }, (_, index) => ({
    month: index + 1,
    dayHighC: 10 + index,
    nightLowC: index - 2,
    rainMm: 1200,
    sunshineScore: 40,
  })),
};

describe('Weather in German', { timeout: 20_000 }, () => {
  it('shows the weather now with a German number and a German description', async () => {
    mockApi({
      'GET /api/weather': {
        status: 200,
        body: { weather: [{ description: 'light rain' }], main: { temp: 17.26 } },
      },
    });
    await renderScreen(
      <I18nProvider locale="de" messages={de}>
        <WeatherBox locationAddress="Lisbon, Lisbon, Portugal" />
      </I18nProvider>,
    );
    const box = screen.getByRole('region', { name: 'Wetter jetzt' });
    expect(await within(box).findByText('17,3°C')).toBeInTheDocument();
    // The icon still follows the provider's own words.
    expect(within(box).getByText('leichter Regen').parentElement?.parentElement).toHaveAttribute(
      'data-weather-icon',
      'rain',
    );
  });

  it('says in German when the weather could not be fetched', async () => {
    mockApi({
      'GET /api/weather': { status: 502, body: { msg: '', code: 'provider_unavailable' } },
    });
    await renderScreen(
      <I18nProvider locale="de" messages={de}>
        <WeatherBox locationAddress="Lisbon, Lisbon, Portugal" />
      </I18nProvider>,
    );
    expect(
      await screen.findByText('Wetterdaten konnten nicht abgerufen werden'),
    ).toBeInTheDocument();
  });

  it('lists the typical months with German month names and numbers, and all twelve on demand', async () => {
    mockApi({ [`GET ${typicalPath}`]: { status: 200, body: typical } });
    const { user } = await renderScreen(
      <I18nProvider locale="de" messages={de}>
        <TypicalWeatherBox tripId={tripId} hasDates={false} />
      </I18nProvider>,
    );
    const section = screen.getByRole('region', { name: 'Typisches Wetter nach Monat' });
    const months = await within(section).findAllByRole('listitem');
    expect(months.map((month) => month.textContent)).toEqual([
      'Januar: tagsüber 10 °C, nachts -2 °C, 1.200 mm Regen, Sonne 40/100',
      'Februar: tagsüber 11 °C, nachts -1 °C, 1.200 mm Regen, Sonne 40/100',
      'März: tagsüber 12 °C, nachts 0 °C, 1.200 mm Regen, Sonne 40/100',
    ]);
    expect(
      within(section).getByText(
        '20-jährige Mittelwerte für New York, United States (3 km entfernt). Sunshine Atlas, CC BY 4.0',
      ),
    ).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Alle 12 Monate anzeigen' }));
    expect(within(section).getAllByRole('listitem')[11]).toHaveTextContent(
      /^Dezember: tagsüber 21 °C/,
    );
    expect(within(section).getByRole('button', { name: 'Weniger anzeigen' })).toBeInTheDocument();
  });

  it('words the Sunshine Atlas credit in German', async () => {
    mockApi({
      [`GET ${typicalPath}`]: {
        status: 200,
        body: {
          ...typical,
          source: 'Climate: Sunshine Atlas (sunshineatlas.com/data), CC BY 4.0; NASA POWER',
          credit: 'sunshine-atlas',
        },
      },
    });
    await renderScreen(
      <I18nProvider locale="de" messages={de}>
        <TypicalWeatherBox tripId={tripId} hasDates={false} />
      </I18nProvider>,
    );
    expect(
      await screen.findByText(
        '20-jährige Mittelwerte für New York, United States (3 km entfernt). Klima: Sunshine Atlas (sunshineatlas.com/data), CC BY 4.0; NASA POWER',
      ),
    ).toBeInTheDocument();
  });

  it('says in German when no climate data is near', async () => {
    mockApi({
      [`GET ${typicalPath}`]: {
        status: 200,
        body: { ...typical, destination: null, months: [] },
      },
    });
    await renderScreen(
      <I18nProvider locale="de" messages={de}>
        <TypicalWeatherBox tripId={tripId} hasDates />
      </I18nProvider>,
    );
    expect(
      screen.getByRole('region', { name: 'Typisch für deine Reisedaten' }),
    ).toBeInTheDocument();
    expect(
      await screen.findByText('Keine Klimadaten im Umkreis von 150 km um diesen Ort.'),
    ).toBeInTheDocument();
  });
});
