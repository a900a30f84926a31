// Making a trip.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Trip } from '#shared/contracts/trips';
import { trips, users, wishlistTrips } from '#server/db/schema';
import { buildTrip, expectFavouritesRule } from '#tests/factories/trips';
import { buildTwoTravellers } from '#tests/factories/users';
import { useTripRoutesApp, validTrip } from '#tests/setup/trip-routes';

const { testApp, db } = useTripRoutesApp();

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
