import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WeatherBox } from './weather-box';

function renderBox(reply: { status: number; body: unknown }) {
  const fetchMock = vi.fn(
    async () =>
      new Response(JSON.stringify(reply.body), {
        status: reply.status,
        headers: { 'Content-Type': 'application/json' },
      }),
  );
  vi.stubGlobal('fetch', fetchMock);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <WeatherBox locationAddress="Lisbon, Lisbon, Portugal" />
    </QueryClientProvider>,
  );
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('WeatherBox', () => {
  it('shows the temperature to one decimal and the icon for the description', async () => {
    const fetchMock = renderBox({
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
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/weather?city=Lisbon&state=Lisbon&country=Portugal&units=metric',
      expect.anything(),
    );
  });

  it('says the weather could not be fetched when the call fails', async () => {
    renderBox({
      status: 502,
      body: { msg: 'Weather is unavailable.', code: 'provider_unavailable' },
    });
    expect(await screen.findByText('Failed to fetch weather data')).toBeInTheDocument();
  });
});
