// Changing a trip, and deleting it.
import { describe, expect, it } from 'vitest';
import type { Trip } from '#shared/contracts/trips';
import type { Wishlist } from '#shared/contracts/wishlists';
import { trips, wishlistTrips } from '#server/db/schema';
import {
  buildTrip,
  buildWishlist,
  expectFavouritesRule,
  snapshotTripData,
} from '#tests/factories/trips';
import { buildTwoTravellers } from '#tests/factories/users';
import { MISSING_ID } from '#tests/factories/ids';
import { useTripRoutesApp } from '#tests/setup/trip-routes';

const { testApp, db } = useTripRoutesApp();

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
