// Reading trips: the list of the caller's trips, and one trip.
import { describe, expect, it } from 'vitest';
import type { Trip } from '#shared/contracts/trips';
import { buildTrip, buildWishlist, expectFavouritesRule } from '#tests/factories/trips';
import { buildTwoTravellers } from '#tests/factories/users';
import { MISSING_ID } from '#tests/factories/ids';
import { useTripRoutesApp } from '#tests/setup/trip-routes';

const { testApp, db } = useTripRoutesApp();

describe('GET /api/trips/getaway-trip', () => {
  it("answers the caller's trips sorted by start date, then creation, with no start last", async () => {
    const { owner, other, ownerHeaders } = await buildTwoTravellers(testApp.app, db());
    const undated = await buildTrip(db(), owner.id, { tripStart: null, tripEnd: null });
    const later = await buildTrip(db(), owner.id, { tripStart: '2026-09-01', tripEnd: null });
    // Created a second apart: two inserts in the same millisecond would tie on creation.
    const earlier = await buildTrip(db(), owner.id, {
      tripStart: '2026-03-01',
      tripEnd: '2026-03-04',
      createdAt: new Date('2026-01-01T10:00:00Z'),
    });
    const sameStartNewer = await buildTrip(db(), owner.id, {
      tripStart: '2026-03-01',
      tripEnd: '2026-03-02',
      createdAt: new Date('2026-01-01T10:00:01Z'),
    });
    await buildTrip(db(), other.id);

    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/trips/getaway-trip',
      headers: ownerHeaders,
    });

    expect(response.statusCode).toBe(200);
    const body = response.json<Trip[]>();
    expect(body.map((trip) => trip._id)).toEqual([
      earlier.id,
      sameStartNewer.id,
      later.id,
      undated.id,
    ]);
    expect(body[0]).toEqual({
      _id: earlier.id,
      user_email: owner.email,
      location_address: 'Lisbon, Lisbon, Portugal',
      image_url: '/api/places-photo/geonames:2267057',
      trip_location: 'Lisbon',
      trip_start: '2026-03-01',
      trip_end: '2026-03-04',
      within_trips: [],
      isFavorite: false,
      wishlist: null,
      createdAt: earlier.createdAt.toISOString(),
      travellers: 1,
      origin: null,
      budget: null,
      notes: '',
      currency: 'USD',
      plannedTotal: null,
      role: 'owner',
      owner: { fname: 'Ada' },
    });
  });

  it('derives isFavorite and the wishlist from the wishlist the trip is in', async () => {
    const { owner, ownerHeaders } = await buildTwoTravellers(testApp.app, db());
    const favourite = await buildTrip(db(), owner.id);
    await buildTrip(db(), owner.id);
    const list = await buildWishlist(db(), owner.id, {
      listName: 'Summer',
      tripIds: [favourite.id],
    });

    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/trips/getaway-trip',
      headers: ownerHeaders,
    });

    const body = response.json<Trip[]>();
    const byId = new Map(body.map((trip) => [trip._id, trip]));
    expect(byId.get(favourite.id)).toMatchObject({
      isFavorite: true,
      wishlist: { _id: list.id, list_name: 'Summer' },
    });
    expect(body.filter((trip) => trip.isFavorite)).toHaveLength(1);
    await expectFavouritesRule(testApp.app, db());
  });

  it('accepts the caller’s own email in any case', async () => {
    const { owner, ownerHeaders } = await buildTwoTravellers(testApp.app, db());
    await buildTrip(db(), owner.id);

    const response = await testApp.app.inject({
      method: 'GET',
      url: `/api/trips/getaway-trip?email=${encodeURIComponent(owner.email.toUpperCase())}`,
      headers: ownerHeaders,
    });

    expect(response.statusCode).toBe(200);
    expect(response.json<Trip[]>()).toHaveLength(1);
  });

  it("answers 403 when the email is another user's", async () => {
    const { owner, otherHeaders } = await buildTwoTravellers(testApp.app, db());
    await buildTrip(db(), owner.id);

    const response = await testApp.app.inject({
      method: 'GET',
      url: `/api/trips/getaway-trip?email=${encodeURIComponent(owner.email)}`,
      headers: otherHeaders,
    });

    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ msg: expect.any(String), code: 'forbidden' });
  });

  it('answers 400 for an email that is not an email', async () => {
    const { ownerHeaders } = await buildTwoTravellers(testApp.app, db());
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/trips/getaway-trip?email=not-an-email',
      headers: ownerHeaders,
    });
    expect(response.statusCode).toBe(400);
  });

  it('answers 401 without a token', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/trips/getaway-trip' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ msg: expect.any(String) });
  });
});

describe('GET /api/trips/getaway/:id', () => {
  it('answers one of your trips', async () => {
    const { owner, ownerHeaders } = await buildTwoTravellers(testApp.app, db());
    const trip = await buildTrip(db(), owner.id, { withinTrips: ['a', 'b'] });
    const response = await testApp.app.inject({
      method: 'GET',
      url: `/api/trips/getaway/${trip.id}`,
      headers: ownerHeaders,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<Trip>()).toMatchObject({
      _id: trip.id,
      user_email: owner.email,
      within_trips: ['a', 'b'],
      isFavorite: false,
      wishlist: null,
    });
  });

  it("answers 404 'Trip not found' for another user's trip, as for a missing one", async () => {
    const { owner, otherHeaders } = await buildTwoTravellers(testApp.app, db());
    const trip = await buildTrip(db(), owner.id);
    for (const id of [trip.id, MISSING_ID]) {
      const response = await testApp.app.inject({
        method: 'GET',
        url: `/api/trips/getaway/${id}`,
        headers: otherHeaders,
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ msg: 'Trip not found', code: 'trip_not_found' });
    }
  });

  it('answers 400 for an id that is not a uuid', async () => {
    const { ownerHeaders } = await buildTwoTravellers(testApp.app, db());
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/trips/getaway/not-a-uuid',
      headers: ownerHeaders,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ msg: 'Not a valid id.' });
  });

  it('answers 401 without a token', async () => {
    const { owner } = await buildTwoTravellers(testApp.app, db());
    const trip = await buildTrip(db(), owner.id);
    const response = await testApp.app.inject({
      method: 'GET',
      url: `/api/trips/getaway/${trip.id}`,
    });
    expect(response.statusCode).toBe(401);
  });
});
