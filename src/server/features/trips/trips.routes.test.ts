import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Trip } from '#shared/contracts/trips';
import type { Wishlist } from '#shared/contracts/wishlists';
import { trips, users, wishlistTrips } from '#server/db/schema';
import {
  buildTrip,
  buildWishlist,
  expectFavouritesRule,
  snapshotTripData,
} from '#tests/factories/trips';
import { buildTwoTravellers } from '#tests/factories/users';
import { useTestApp } from '#tests/setup/test-app';

const testApp = useTestApp({ freshUsers: false });
// Each test starts from no users; deleting them cascades to their trips and wishlists.
beforeEach(async () => {
  await testApp.database.db.delete(users);
});

const db = () => testApp.db;
const MISSING_ID = '00000000-0000-4000-8000-000000000000';

const validTrip = {
  location_address: 'Lisbon, Lisbon, Portugal',
  image_url: 'https://example.com/lisbon.jpg',
  trip_location: 'Lisbon',
  trip_start: '2026-06-01',
  trip_end: '2026-06-08',
  within_trips: [],
};

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

describe('POST /api/trips/getaway-trip', () => {
  it('creates a trip for the caller and answers 201 with it', async () => {
    const { owner, ownerHeaders } = await buildTwoTravellers(testApp.app, db());

    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/trips/getaway-trip',
      headers: ownerHeaders,
      payload: { ...validTrip, user_email: owner.email, within_trips: ['Day one'] },
    });

    expect(response.statusCode).toBe(201);
    const trip = response.json<Trip>();
    expect(trip).toEqual({
      _id: expect.any(String),
      user_email: owner.email,
      location_address: 'Lisbon, Lisbon, Portugal',
      image_url: 'https://example.com/lisbon.jpg',
      trip_location: 'Lisbon',
      trip_start: '2026-06-01',
      trip_end: '2026-06-08',
      within_trips: ['Day one'],
      isFavorite: false,
      wishlist: null,
      createdAt: expect.any(String),
      travellers: 1,
      origin: null,
      budget: null,
      notes: '',
      currency: 'USD',
      plannedTotal: null,
      role: 'owner',
      owner: { fname: 'Ada' },
    });
    const [row] = await db().select().from(trips).where(eq(trips.id, trip._id));
    expect(row).toMatchObject({ userId: owner.id, tripStart: '2026-06-01', tripEnd: '2026-06-08' });
    await expectFavouritesRule(testApp.app, db());
  });

  it('takes only the required fields and fills the rest with defaults', async () => {
    const { ownerHeaders } = await buildTwoTravellers(testApp.app, db());
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/trips/getaway-trip',
      headers: ownerHeaders,
      payload: {
        location_address: '  Paris, Île-de-France, France ',
        image_url: '/api/places-photo/geonames:2988507',
      },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json<Trip>()).toMatchObject({
      location_address: 'Paris, Île-de-France, France',
      image_url: '/api/places-photo/geonames:2988507',
      trip_location: '',
      trip_start: null,
      trip_end: null,
      within_trips: [],
    });
  });

  it('ignores isFavorite in the body: a new trip is in no wishlist', async () => {
    const { ownerHeaders } = await buildTwoTravellers(testApp.app, db());
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/trips/getaway-trip',
      headers: ownerHeaders,
      payload: { ...validTrip, isFavorite: true },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json<Trip>()).toMatchObject({ isFavorite: false, wishlist: null });
    expect(await db().select().from(wishlistTrips)).toEqual([]);
    await expectFavouritesRule(testApp.app, db());
  });

  it('accepts a trip that starts and ends on the same day', async () => {
    const { ownerHeaders } = await buildTwoTravellers(testApp.app, db());
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/trips/getaway-trip',
      headers: ownerHeaders,
      payload: { ...validTrip, trip_start: '2026-06-01', trip_end: '2026-06-01' },
    });
    expect(response.statusCode).toBe(201);
  });

  it('answers 400 with the reason when the end is before the start, and stores nothing', async () => {
    const { ownerHeaders } = await buildTwoTravellers(testApp.app, db());
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/trips/getaway-trip',
      headers: ownerHeaders,
      payload: { ...validTrip, trip_start: '2026-06-08', trip_end: '2026-06-01' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      msg: 'The end date cannot be before the start date.',
    });
    expect(await db().select().from(trips)).toEqual([]);
  });

  it.each(['2026-02-30', '2026-6-1', '01/06/2026', '2026-06-01T00:00:00Z'])(
    'answers 400 for the date %s',
    async (date) => {
      const { ownerHeaders } = await buildTwoTravellers(testApp.app, db());
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/api/trips/getaway-trip',
        headers: ownerHeaders,
        payload: { ...validTrip, trip_start: date },
      });
      expect(response.statusCode).toBe(400);
      expect(await db().select().from(trips)).toEqual([]);
    },
  );

  it.each([
    'javascript:alert(1)',
    '//evil.com/x.png',
    'data:image/svg+xml;base64,PHN2Zz4=',
    'ftp://example.com/x.png',
    '/etc/passwd',
    '/images/../secret.png',
    'lisbon.jpg',
    '',
  ])('answers 400 for the image_url %j and stores nothing', async (imageUrl) => {
    const { ownerHeaders } = await buildTwoTravellers(testApp.app, db());
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/trips/getaway-trip',
      headers: ownerHeaders,
      payload: { ...validTrip, image_url: imageUrl },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'validation_failed' });
    expect(await db().select().from(trips)).toEqual([]);
  });

  it.each(['http://example.com/a.png', '/images/fallback-water.svg'])(
    'accepts the image_url %s',
    async (imageUrl) => {
      const { ownerHeaders } = await buildTwoTravellers(testApp.app, db());
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/api/trips/getaway-trip',
        headers: ownerHeaders,
        payload: { ...validTrip, image_url: imageUrl },
      });
      expect(response.statusCode).toBe(201);
    },
  );

  it('answers 400 when location_address is missing or blank', async () => {
    const { ownerHeaders } = await buildTwoTravellers(testApp.app, db());
    for (const location_address of [undefined, '   ']) {
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/api/trips/getaway-trip',
        headers: ownerHeaders,
        payload: { ...validTrip, location_address },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ msg: 'location_address is required.' });
    }
    expect(await db().select().from(trips)).toEqual([]);
  });

  it("answers 403 when user_email is another user's, and stores nothing", async () => {
    const { owner, otherHeaders } = await buildTwoTravellers(testApp.app, db());
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/trips/getaway-trip',
      headers: otherHeaders,
      payload: { ...validTrip, user_email: owner.email },
    });
    expect(response.statusCode).toBe(403);
    expect(await db().select().from(trips)).toEqual([]);
  });

  it('answers 401 without a token, and stores nothing', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/trips/getaway-trip',
      payload: validTrip,
    });
    expect(response.statusCode).toBe(401);
    expect(await db().select().from(trips)).toEqual([]);
  });

  it('refuses at once the token of an account deleted after the server remembered it', async () => {
    const { owner, ownerHeaders } = await buildTwoTravellers(testApp.app, db());
    const list = () =>
      testApp.app.inject({ method: 'GET', url: '/api/trips/getaway-trip', headers: ownerHeaders });
    expect((await list()).statusCode).toBe(200);
    expect((await list()).statusCode).toBe(200);
    // Deleted behind the server's back, as an administrator would: the database announces it.
    await db().delete(users).where(eq(users.id, owner.id));
    const response = await list();
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'invalid_token' });
  });

  it("refuses a deleted account's token on the reads that check the account themselves", async () => {
    const { owner, other, ownerHeaders } = await buildTwoTravellers(testApp.app, db());
    const own = await buildTrip(db(), owner.id);
    const others = await buildTrip(db(), other.id);
    const reads = [
      '/api/trips/getaway-trip',
      `/api/trips/getaway/${own.id}`,
      `/api/trips/getaway/${own.id}/costs`,
      `/api/trips/getaway/${others.id}`,
      `/api/trips/getaway/${others.id}/costs`,
    ];
    const read = (url: string) => testApp.app.inject({ method: 'GET', url, headers: ownerHeaders });
    expect((await read(reads[1]!)).statusCode).toBe(200);
    expect((await read(reads[2]!)).statusCode).toBe(200);
    await db().delete(users).where(eq(users.id, owner.id));
    for (const url of reads) {
      const response = await read(url);
      expect(response.statusCode, url).toBe(401);
      expect(response.json(), url).toEqual({
        msg: 'Your session has ended. Please log in again.',
        code: 'invalid_token',
      });
    }
  });

  it('answers 401 for a valid token whose account no longer exists', async () => {
    const { owner, ownerHeaders } = await buildTwoTravellers(testApp.app, db());
    await db().delete(users).where(eq(users.id, owner.id));
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/trips/getaway-trip',
      headers: ownerHeaders,
      payload: validTrip,
    });
    expect(response.statusCode).toBe(401);
    expect(await db().select().from(trips)).toEqual([]);
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

describe('PUT /api/trips/getaway/:id', () => {
  it('takes the trip out of its wishlist on isFavorite false, and is safe to repeat', async () => {
    const { owner, ownerHeaders } = await buildTwoTravellers(testApp.app, db());
    const trip = await buildTrip(db(), owner.id);
    const list = await buildWishlist(db(), owner.id, { tripIds: [trip.id] });

    for (let attempt = 0; attempt < 2; attempt += 1) {
      const response = await testApp.app.inject({
        method: 'PUT',
        url: `/api/trips/getaway/${trip.id}`,
        headers: ownerHeaders,
        payload: { isFavorite: false },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json<Trip>()).toMatchObject({
        _id: trip.id,
        isFavorite: false,
        wishlist: null,
      });
      await expectFavouritesRule(testApp.app, db());
    }
    const listResponse = await testApp.app.inject({
      method: 'GET',
      url: `/api/wishlist/spec-wishlist/${list.id}`,
      headers: ownerHeaders,
    });
    expect(listResponse.json<Wishlist>().trips).toEqual([]);
  });

  it('leaves other trips of the same wishlist in it', async () => {
    const { owner, ownerHeaders } = await buildTwoTravellers(testApp.app, db());
    const trip = await buildTrip(db(), owner.id);
    const sibling = await buildTrip(db(), owner.id);
    await buildWishlist(db(), owner.id, { tripIds: [trip.id, sibling.id] });
    await testApp.app.inject({
      method: 'PUT',
      url: `/api/trips/getaway/${trip.id}`,
      headers: ownerHeaders,
      payload: { isFavorite: false },
    });
    const rows = await db().select().from(wishlistTrips);
    expect(rows.map((row) => row.tripId)).toEqual([sibling.id]);
    await expectFavouritesRule(testApp.app, db());
  });

  it('keeps a favourite a favourite on isFavorite true', async () => {
    const { owner, ownerHeaders } = await buildTwoTravellers(testApp.app, db());
    const trip = await buildTrip(db(), owner.id);
    const list = await buildWishlist(db(), owner.id, { listName: 'Keep', tripIds: [trip.id] });
    const before = await snapshotTripData(db());

    const response = await testApp.app.inject({
      method: 'PUT',
      url: `/api/trips/getaway/${trip.id}`,
      headers: ownerHeaders,
      payload: { isFavorite: true },
    });

    expect(response.statusCode).toBe(200);
    expect(response.json<Trip>()).toMatchObject({
      isFavorite: true,
      wishlist: { _id: list.id, list_name: 'Keep' },
    });
    expect(await snapshotTripData(db())).toEqual(before);
    await expectFavouritesRule(testApp.app, db());
  });

  it('answers 409 on isFavorite true for a trip in no wishlist, and changes nothing', async () => {
    const { owner, ownerHeaders } = await buildTwoTravellers(testApp.app, db());
    const trip = await buildTrip(db(), owner.id);
    const before = await snapshotTripData(db());
    const response = await testApp.app.inject({
      method: 'PUT',
      url: `/api/trips/getaway/${trip.id}`,
      headers: ownerHeaders,
      payload: { isFavorite: true },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      msg: 'Add the trip to a wishlist to make it a favourite.',
    });
    expect(await snapshotTripData(db())).toEqual(before);
    await expectFavouritesRule(testApp.app, db());
  });

  it('answers 200 and changes nothing on isFavorite false for a trip in no wishlist', async () => {
    const { owner, ownerHeaders } = await buildTwoTravellers(testApp.app, db());
    const trip = await buildTrip(db(), owner.id);
    const before = await snapshotTripData(db());
    const response = await testApp.app.inject({
      method: 'PUT',
      url: `/api/trips/getaway/${trip.id}`,
      headers: ownerHeaders,
      payload: { isFavorite: false },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<Trip>()).toMatchObject({ isFavorite: false });
    expect(await snapshotTripData(db())).toEqual(before);
  });

  it("answers 404 for another user's trip and leaves it in its wishlist", async () => {
    const { owner, otherHeaders } = await buildTwoTravellers(testApp.app, db());
    const trip = await buildTrip(db(), owner.id);
    await buildWishlist(db(), owner.id, { tripIds: [trip.id] });
    const before = await snapshotTripData(db());
    for (const isFavorite of [false, true]) {
      const response = await testApp.app.inject({
        method: 'PUT',
        url: `/api/trips/getaway/${trip.id}`,
        headers: otherHeaders,
        payload: { isFavorite },
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ msg: 'Trip not found' });
    }
    expect(await snapshotTripData(db())).toEqual(before);
    await expectFavouritesRule(testApp.app, db());
  });

  it('answers 404 for a missing trip', async () => {
    const { ownerHeaders } = await buildTwoTravellers(testApp.app, db());
    const response = await testApp.app.inject({
      method: 'PUT',
      url: `/api/trips/getaway/${MISSING_ID}`,
      headers: ownerHeaders,
      payload: { isFavorite: false },
    });
    expect(response.statusCode).toBe(404);
  });

  it('answers 400 for a bad id, an empty body or a non-boolean isFavorite', async () => {
    const { owner, ownerHeaders } = await buildTwoTravellers(testApp.app, db());
    const trip = await buildTrip(db(), owner.id);
    const badId = await testApp.app.inject({
      method: 'PUT',
      url: '/api/trips/getaway/123',
      headers: ownerHeaders,
      payload: { isFavorite: false },
    });
    expect(badId.statusCode).toBe(400);
    const cases = [
      { payload: {}, msg: 'Send at least one field to change.' },
      { payload: { isFavorite: 'false' }, msg: 'isFavorite must be true or false.' },
    ];
    for (const { payload, msg } of cases) {
      const response = await testApp.app.inject({
        method: 'PUT',
        url: `/api/trips/getaway/${trip.id}`,
        headers: ownerHeaders,
        payload,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ msg });
    }
  });

  it('answers 401 without a token', async () => {
    const { owner } = await buildTwoTravellers(testApp.app, db());
    const trip = await buildTrip(db(), owner.id);
    const response = await testApp.app.inject({
      method: 'PUT',
      url: `/api/trips/getaway/${trip.id}`,
      payload: { isFavorite: false },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('DELETE /api/trips/getaway/:id', () => {
  it('deletes the trip and takes it out of its wishlist', async () => {
    const { owner, ownerHeaders } = await buildTwoTravellers(testApp.app, db());
    const trip = await buildTrip(db(), owner.id);
    const list = await buildWishlist(db(), owner.id, { tripIds: [trip.id] });

    const response = await testApp.app.inject({
      method: 'DELETE',
      url: `/api/trips/getaway/${trip.id}`,
      headers: ownerHeaders,
    });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ msg: 'Trip deleted' });
    expect(await db().select().from(trips)).toEqual([]);
    expect(await db().select().from(wishlistTrips)).toEqual([]);
    const listResponse = await testApp.app.inject({
      method: 'GET',
      url: `/api/wishlist/spec-wishlist/${list.id}`,
      headers: ownerHeaders,
    });
    expect(listResponse.statusCode).toBe(200);
    expect(listResponse.json<Wishlist>().trips).toEqual([]);
    await expectFavouritesRule(testApp.app, db());
  });

  it('answers 404 when the trip is already deleted', async () => {
    const { owner, ownerHeaders } = await buildTwoTravellers(testApp.app, db());
    const trip = await buildTrip(db(), owner.id);
    const url = `/api/trips/getaway/${trip.id}`;
    expect(
      (await testApp.app.inject({ method: 'DELETE', url, headers: ownerHeaders })).statusCode,
    ).toBe(200);
    const again = await testApp.app.inject({ method: 'DELETE', url, headers: ownerHeaders });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ msg: 'Trip not found' });
  });

  it("answers 404 for another user's trip and deletes nothing", async () => {
    const { owner, otherHeaders } = await buildTwoTravellers(testApp.app, db());
    const trip = await buildTrip(db(), owner.id);
    await buildWishlist(db(), owner.id, { tripIds: [trip.id] });
    const before = await snapshotTripData(db());
    const response = await testApp.app.inject({
      method: 'DELETE',
      url: `/api/trips/getaway/${trip.id}`,
      headers: otherHeaders,
    });
    expect(response.statusCode).toBe(404);
    expect(await snapshotTripData(db())).toEqual(before);
    await expectFavouritesRule(testApp.app, db());
  });

  it('answers 400 for an id that is not a uuid', async () => {
    const { ownerHeaders } = await buildTwoTravellers(testApp.app, db());
    const response = await testApp.app.inject({
      method: 'DELETE',
      url: '/api/trips/getaway/abc',
      headers: ownerHeaders,
    });
    expect(response.statusCode).toBe(400);
  });

  it('answers 401 without a token and deletes nothing', async () => {
    const { owner } = await buildTwoTravellers(testApp.app, db());
    const trip = await buildTrip(db(), owner.id);
    const response = await testApp.app.inject({
      method: 'DELETE',
      url: `/api/trips/getaway/${trip.id}`,
    });
    expect(response.statusCode).toBe(401);
    expect(await db().select().from(trips)).toHaveLength(1);
  });
});
