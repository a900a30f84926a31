import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, type Reply } from '#tests/client/mock-api';
import { renderScreen } from '#tests/client/render-app';
import { WeatherBox } from './weather-box';

async function renderBox(reply: Reply) {
  const api = mockApi({ 'GET /api/weather': reply });
  await renderScreen(<WeatherBox locationAddress="Lisbon, Lisbon, Portugal" />);
  return api.calls;
}

describe('WeatherBox', () => {
  it('shows the temperature to one decimal and the icon for the description', async () => {
    const calls = await renderBox({
      status: 200,
      body: {
        weather: [{ description: 'light rain' }],
        main: { temp: 17.26 },
        name: 'Lisbon',
        attribution: 'Weather data by Open-Meteo.com',
      },
    });
    expect(await screen.findByText('17.3°C')).toBeInTheDocument();
    expect(screen.getByText('light rain').parentElement?.parentElement).toHaveAttribute(
      'data-weather-icon',
      'rain',
    );
    expect(calls.map((call) => call.url)).toEqual([
      '/api/weather?city=Lisbon&state=Lisbon&country=Portugal&units=metric',
    ]);
  });

  it("shows a reading that has only the spec's fields, without an attribution line", async () => {
    await renderBox({
      status: 200,
      body: { weather: [{ description: 'broken clouds' }], main: { temp: 12.04 } },
    });
    expect(await screen.findByText('12.0°C')).toBeInTheDocument();
    expect(screen.getByText('broken clouds')).toBeInTheDocument();
    expect(screen.queryByText('Failed to fetch weather data')).not.toBeInTheDocument();
    expect(screen.queryByText(/Weather data by/)).not.toBeInTheDocument();
  });

  it('shows who provided the reading when the answer says so', async () => {
    await renderBox({
      status: 200,
      body: {
        weather: [{ description: 'clear sky' }],
        main: { temp: 20 },
        attribution: 'Weather data by Open-Meteo.com',
      },
    });
    expect(await screen.findByText('Weather data by Open-Meteo.com')).toBeInTheDocument();
  });

  it('says the weather could not be fetched when the call fails', async () => {
    await renderBox({
      status: 502,
      body: { msg: 'Weather is unavailable.', code: 'provider_unavailable' },
    });
    expect(await screen.findByText('Failed to fetch weather data')).toBeInTheDocument();
  });

  it("shows its own text, not another screen's, when a proxy answers with an HTML page", async () => {
    await renderBox({ status: 502, text: '<html><body>Bad Gateway</body></html>' });
    expect(await screen.findByText('Failed to fetch weather data')).toBeInTheDocument();
    expect(screen.queryByText('Network response was not ok')).not.toBeInTheDocument();
  });

  it('renders an answer with fields it does not know', async () => {
    await renderBox({
      status: 200,
      body: {
        weather: [{ description: 'clear sky', icon: '01d' }],
        main: { temp: 21, humidity: 40 },
        name: 'Lisbon',
        attribution: 'Weather data by Open-Meteo.com',
        wind: { speed: 3 },
      },
    });
    expect(await screen.findByText('21.0°C')).toBeInTheDocument();
  });
});
