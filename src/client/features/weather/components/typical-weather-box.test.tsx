import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TypicalWeather } from '#shared/contracts/climate';
import { mockApi } from '#tests/client/mock-api';
import { renderScreen } from '#tests/client/render-app';
import { TypicalWeatherBox } from './typical-weather-box';

const tripId = '11111111-1111-4111-8111-111111111111';
const path = `/api/trips/getaway/${tripId}/typical-weather`;
const typical: TypicalWeather = {
  source: 'Sunshine Atlas, CC BY 4.0',
  destination: { city: 'New York', country: 'United States', distanceKm: 3 },
  months: [
    { month: 12, dayHighC: 6, nightLowC: -1, rainMm: 95, sunshineScore: 31 },
    { month: 1, dayHighC: 4, nightLowC: -3, rainMm: 85, sunshineScore: 30 },
  ],
};

describe('Typical weather', { timeout: 20_000 }, () => {
  it("shows each month's day high, night low, rain and sunshine, with the source", async () => {
    mockApi({ [`GET ${path}`]: { status: 200, body: typical } });
    await renderScreen(<TypicalWeatherBox tripId={tripId} hasDates />);
    const section = screen.getByRole('region', { name: 'Typical for your dates' });
    const months = await within(section).findAllByRole('listitem');
    expect(months.map((month) => month.textContent)).toEqual([
      'December: day 6 °C, night -1 °C, 95 mm rain, sunshine 31/100',
      'January: day 4 °C, night -3 °C, 85 mm rain, sunshine 30/100',
    ]);
    expect(
      within(section).getByText(
        '20-year normals for New York, United States (3 km away). Sunshine Atlas, CC BY 4.0',
      ),
    ).toBeInTheDocument();
  });

  it('lists three of twelve months for a trip without dates, and all twelve on demand', async () => {
    const months = Array.from({ length: 12 }, (_, index) => ({
      month: index + 1,
      dayHighC: 10 + index,
      nightLowC: index,
      rainMm: 50,
      sunshineScore: 40,
    }));
    mockApi({ [`GET ${path}`]: { status: 200, body: { ...typical, months } } });
    const { user } = await renderScreen(<TypicalWeatherBox tripId={tripId} hasDates={false} />);
    const section = screen.getByRole('region', { name: 'Typical weather by month' });
    expect(await within(section).findAllByRole('listitem')).toHaveLength(3);
    await user.click(within(section).getByRole('button', { name: 'Show all 12 months' }));
    expect(within(section).getAllByRole('listitem')).toHaveLength(12);
    expect(within(section).getAllByRole('listitem')[11]).toHaveTextContent(/^December: day 21 °C/);
  });

  it('says when no climate data is near', async () => {
    mockApi({
      [`GET ${path}`]: { status: 200, body: { ...typical, destination: null, months: [] } },
    });
    await renderScreen(<TypicalWeatherBox tripId={tripId} hasDates={false} />);
    expect(
      await screen.findByText('No climate data within 150 km of this place.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Typical weather by month' })).toBeInTheDocument();
  });

  it('shows a failure with Retry', async () => {
    mockApi({ [`GET ${path}`]: { status: 500, body: { msg: '', code: 'internal_error' } } });
    await renderScreen(<TypicalWeatherBox tripId={tripId} hasDates />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The typical weather could not be loaded.',
    );
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
