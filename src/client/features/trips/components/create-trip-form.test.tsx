import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { loggedInHandlers, mockApi, testUser, type Reply } from '#tests/client/mock-api';
import { renderScreen } from '#tests/client/render-app';
import { CreateTripForm, type ChosenPlace } from './create-trip-form';

const lisbon: ChosenPlace = {
  formattedAddress: 'Lisbon, Lisboa, Portugal',
  displayName: 'Lisbon',
  photoUri: '/api/places-photo/geonames-2267057.svg',
  photoCredits: [],
  attribution: 'Place data © GeoNames, CC BY 4.0',
};

async function renderForm(reply: Reply) {
  const api = mockApi({ ...loggedInHandlers(), 'POST /api/trips/getaway-trip': reply });
  await renderScreen(<CreateTripForm place={lisbon} heading="Create your trip" />, {
    path: '/search',
    loggedIn: true,
    routes: { '/explore': <p>Explore page</p> },
  });
  return api;
}

describe('CreateTripForm', () => {
  it('sends the original fields with the dates and goes to Explore', async () => {
    const api = await renderForm({
      status: 201,
      body: {
        _id: '11111111-1111-4111-8111-111111111111',
        user_email: testUser.email,
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
      },
    });
    await userEvent.type(screen.getByLabelText('Start date (optional)'), '2027-05-01');
    await userEvent.type(screen.getByLabelText('End date (optional)'), '2027-05-04');
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Explore page')).toBeInTheDocument();
    expect(api.writes().map((call) => call.url)).toEqual(['/api/trips/getaway-trip']);
    expect(api.writes()[0]?.body).toEqual({
      user_email: testUser.email,
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
    const api = await renderForm({ status: 500, body: {} });
    await userEvent.type(screen.getByLabelText('Start date (optional)'), '2027-05-04');
    await userEvent.type(screen.getByLabelText('End date (optional)'), '2027-05-01');
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(screen.getByText('The end date cannot be before the start date.')).toBeInTheDocument();
    expect(api.writes()).toEqual([]);
  });

  it("shows the server's message when creation fails", async () => {
    await renderForm({
      status: 400,
      body: { msg: 'location_address is too long.', code: 'validation_failed' },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('location_address is too long.');
  });

  it("shows 'Error creating trip' when the network fails", async () => {
    await renderForm({ networkError: true });
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error creating trip');
    await waitFor(() => expect(screen.queryByText('Explore page')).not.toBeInTheDocument());
  });

  it('shows the message of an error body that has no code', async () => {
    await renderForm({ status: 400, body: { msg: 'That place is not available.' } });
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('That place is not available.');
  });

  it("shows 'Error creating trip' when the server's error is not JSON", async () => {
    await renderForm({ status: 502, text: '<html><body>502 Bad Gateway</body></html>' });
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error creating trip');
    expect(alert).not.toHaveTextContent('Network response was not ok');
  });

  it('goes on when the created trip comes back with fields it does not know', async () => {
    await renderForm({
      status: 201,
      body: {
        _id: '11111111-1111-4111-8111-111111111111',
        location_address: lisbon.formattedAddress,
        image_url: lisbon.photoUri,
        trip_location: 'Lisbon',
        trip_start: null,
        trip_end: null,
        isFavorite: false,
        createdAt: '2026-01-01T00:00:00.000Z',
        user_email: testUser.email,
        travellers: 1,
        notes: '',
        currency: 'USD',
        costPlan: { total: { amount: 0, currency: 'USD' } },
      },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Explore page')).toBeInTheDocument();
  });
});
