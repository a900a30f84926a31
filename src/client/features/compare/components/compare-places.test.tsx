import TextField from '@mui/material/TextField';
import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { ComparePlaces, PlaceComparison } from '#shared/contracts/compare';
import { mockApi } from '#tests/client/mock-api';
import { renderScreen } from '#tests/client/render-app';
import { tripFixture } from '#tests/client/trip-fixture';
import { ComparePlacesSection } from './compare-places';

const tripId = '11111111-1111-4111-8111-111111111111';
const tripPath = `/api/trips/getaway/${tripId}`;
const usd = (amount: number) => ({ amount, currency: 'USD' as const });
const range = (low: number, mid: number, high: number) => ({
  low: usd(low),
  mid: usd(mid),
  high: usd(high),
});

function entryOf(overrides: Partial<PlaceComparison>): PlaceComparison {
  return {
    place: 'New York, NY, United States',
    isTripPlace: true,
    total: range(250000, 300000, 350000),
    byCategory: { airfare: range(80000, 100000, 120000), lodging: range(150000, 180000, 210000) },
    reasons: ['Lodging in New York City is among the dearest in the US.'],
    rank: 'dearer',
    weather: { month: 10, dayHighC: 18, nightLowC: 10, rainMm: 90, sunshineScore: 60 },
    quote: null,
    image_url: '/images/nature-water.svg',
    ...overrides,
  };
}

const answer: ComparePlaces = {
  currency: 'USD',
  places: [
    entryOf({}),
    entryOf({
      place: 'Chicago, IL, United States',
      isTripPlace: false,
      total: range(150000, 180000, 210000),
      rank: 'cheapest',
      image_url: '/api/place-photos/chicago.jpg',
    }),
    entryOf({
      place: 'Boston, MA, United States',
      isTripPlace: false,
      total: range(170000, 200000, 230000),
      byCategory: { airfare: range(80000, 100000, 120000) },
      rank: 'about_the_same',
      weather: null,
    }),
  ],
  sources: ['GSA per diem rates FY2026'],
};

/** A stand-in for the place search: a text field whose Enter picks what is typed. */
function FakePicker({ onPick, autoFocus }: { onPick(label: string): void; autoFocus: boolean }) {
  const [value, setValue] = useState('');
  return (
    <TextField
      label="Add a place to compare"
      autoFocus={autoFocus}
      value={value}
      onChange={(event) => setValue(event.target.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') onPick(value);
      }}
    />
  );
}

async function renderSection(
  api = mockApi({ [`GET ${tripPath}/compare/places`]: { status: 200, body: answer } }),
) {
  const rendered = await renderScreen(
    <ComparePlacesSection
      tripId={tripId}
      renderPlacePicker={(onPick, { autoFocus }) => (
        <FakePicker onPick={onPick} autoFocus={autoFocus} />
      )}
    />,
  );
  return { api, ...rendered };
}

describe('Compare places', { timeout: 20_000 }, () => {
  it('asks for the places it was given and shows them side by side, the trip first', async () => {
    const { api, user } = await renderSection();
    expect(api.calls).toHaveLength(0);
    await user.type(
      screen.getByLabelText('Add a place to compare'),
      'Chicago, IL, United States{Enter}',
    );
    await user.type(
      screen.getByLabelText('Add a place to compare'),
      'Boston, MA, United States{Enter}',
    );
    // The field is ready, and focused, for the next place.
    expect(screen.getByLabelText('Add a place to compare')).toHaveFocus();
    const table = await screen.findByRole('table');
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((header) => header.textContent)).toEqual([
      expect.stringContaining('New York, NY, United States'),
      expect.stringContaining('Chicago, IL, United States'),
      expect.stringContaining('Boston, MA, United States'),
    ]);
    expect(headers[0]).toHaveTextContent('Your trip');
    expect(headers[1]).toHaveTextContent('Cheapest');
    expect(headers[2]).toHaveTextContent('About the same as the cheapest');
    expect(headers[2]).not.toHaveTextContent(/^Cheapest/);
    expect(within(table).getByRole('rowheader', { name: 'Lodging' })).toBeInTheDocument();
    expect(screen.getByTestId('total-Chicago, IL, United States')).toHaveTextContent(
      '$1,800$1,500 – $2,100',
    );
    expect(within(table).getAllByText('October: 18 °C, 90 mm rain')).toHaveLength(2);
    expect(within(table).getByText('No climate data near')).toBeInTheDocument();
    const last = api.calls.at(-1);
    expect(last?.url).toBe(
      `${tripPath}/compare/places?place=Chicago%2C+IL%2C+United+States&place=Boston%2C+MA%2C+United+States`,
    );
    // The table scrolls in its own box on a narrow screen, and a keyboard can reach it.
    expect(screen.getByRole('region', { name: 'Places side by side' })).toHaveAttribute(
      'tabindex',
      '0',
    );
  });

  it('switches the trip to a compared place with its label, short name and picture', async () => {
    const api = mockApi({
      [`GET ${tripPath}/compare/places`]: { status: 200, body: answer },
      [`PUT ${tripPath}`]: ({ body }) => ({ status: 200, body: tripFixture(body as object) }),
    });
    const { user } = await renderSection(api);
    await user.type(
      screen.getByLabelText('Add a place to compare'),
      'Chicago, IL, United States{Enter}',
    );
    await user.click(
      await screen.findByRole('button', {
        name: 'Switch my trip to this place: Chicago, IL, United States',
      }),
    );
    await waitFor(() => expect(api.writes()).toHaveLength(1));
    expect(api.writes()[0]).toMatchObject({
      method: 'PUT',
      path: tripPath,
      body: {
        location_address: 'Chicago, IL, United States',
        trip_location: 'Chicago',
        image_url: '/api/place-photos/chicago.jpg',
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your trip is now to Chicago, IL, United States.',
    );
  });

  it('removes a place, and shows a failure with Retry', async () => {
    const api = mockApi({
      [`GET ${tripPath}/compare/places`]: {
        status: 500,
        body: { msg: '', code: 'internal_error' },
      },
    });
    const { user } = await renderSection(api);
    await user.type(
      screen.getByLabelText('Add a place to compare'),
      'Chicago, IL, United States{Enter}',
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('The places could not be compared.');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove Chicago, IL, United States' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
