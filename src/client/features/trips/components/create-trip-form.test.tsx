import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CreateTripForm, type ChosenPlace } from './create-trip-form';

vi.mock('#client/features/session/session', () => ({
  useSession: () => ({
    session: {
      status: 'authenticated',
      user: { _id: 'u1', email: 'ada@example.com', fname: 'Ada', role: 0 },
    },
  }),
}));

const lisbon: ChosenPlace = {
  formattedAddress: 'Lisbon, Lisboa, Portugal',
  displayName: 'Lisbon',
  photoUri: '/api/places-photo/geonames-2267057.svg',
  photoCredits: [],
  attribution: 'Place data © GeoNames, CC BY 4.0',
};

function renderForm(reply: () => Promise<Response>) {
  const fetchMock = vi.fn(reply);
  vi.stubGlobal('fetch', fetchMock);
  const client = new QueryClient();
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/search']}>
        <Routes>
          <Route
            path="/search"
            element={<CreateTripForm place={lisbon} heading="Create your trip" />}
          />
          <Route path="/explore" element={<p>Explore page</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return fetchMock;
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('CreateTripForm', () => {
  it('sends the spec fields with the dates and goes to Explore', async () => {
    const fetchMock = renderForm(async () =>
      json(201, {
        _id: '11111111-1111-4111-8111-111111111111',
        user_email: 'ada@example.com',
        location_address: lisbon.formattedAddress,
        image_url: lisbon.photoUri,
        trip_location: 'Lisbon',
        trip_start: '2027-05-01',
        trip_end: '2027-05-04',
        within_trips: [],
        isFavorite: false,
        wishlist: null,
        createdAt: '2026-01-01T00:00:00.000Z',
        travellers: 1,
        origin: null,
        budget: null,
        notes: '',
        currency: 'USD',
        plannedTotal: null,
      }),
    );
    await userEvent.type(screen.getByLabelText('Start date (optional)'), '2027-05-01');
    await userEvent.type(screen.getByLabelText('End date (optional)'), '2027-05-04');
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Explore page')).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/trips/getaway-trip');
    expect(JSON.parse(String(init.body))).toEqual({
      user_email: 'ada@example.com',
      location_address: 'Lisbon, Lisboa, Portugal',
      image_url: '/api/places-photo/geonames-2267057.svg',
      trip_location: 'Lisbon',
      trip_start: '2027-05-01',
      trip_end: '2027-05-04',
      within_trips: [],
      isFavorite: false,
    });
  });

  it('sends nothing while the end is before the start', async () => {
    const fetchMock = renderForm(async () => json(500, {}));
    await userEvent.type(screen.getByLabelText('Start date (optional)'), '2027-05-04');
    await userEvent.type(screen.getByLabelText('End date (optional)'), '2027-05-01');
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(screen.getByText('The end date cannot be before the start date.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the server's message when creation fails", async () => {
    renderForm(async () =>
      json(400, { msg: 'location_address is too long.', code: 'validation_failed' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('location_address is too long.');
  });

  it("shows 'Error creating trip' when the network fails", async () => {
    renderForm(async () => {
      throw new TypeError('Failed to fetch');
    });
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error creating trip');
    await waitFor(() => expect(screen.queryByText('Explore page')).not.toBeInTheDocument());
  });
});
