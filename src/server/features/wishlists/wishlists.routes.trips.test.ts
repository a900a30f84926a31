// Putting a trip in a wishlist, taking it out, and deleting a wishlist.
import { describe, expect, it } from 'vitest';
import type { Wishlist } from '#shared/contracts/wishlists';
import { wishlistTrips, wishlists } from '#server/db/schema';
import {
  buildTrip,
  buildWishlist,
  expectFavouritesRule,
  snapshotTripData,
} from '#tests/factories/trips';
import { buildTwoTravellers } from '#tests/factories/users';
import { MISSING_ID } from '#tests/factories/ids';
import { useTripRoutesApp } from '#tests/setup/trip-routes';

const { testApp, db, apiTrip, listIdOf } = useTripRoutesApp();

describe('POST /api/wishlist/addtrip/:wishlistId', () => {
  it('puts the trip in the list and answers the list; a repeat changes nothing', async () => {
    const { owner, ownerHeaders } = await buildTwoTravellers(testApp.app, db());
    const trip = await buildTrip(db(), owner.id);
    const list = await buildWishlist(db(), owner.id, { listName: 'Alps' });
    const wholeTrip = await apiTrip(trip.id, ownerHeaders);

    const first = await testApp.app.inject({
      method: 'POST',
      url: `/api/wishlist/addtrip/${list.id}`,
      headers: ownerHeaders,
      payload: wholeTrip,
    });
    expect(first.statusCode).toBe(200);
    expect(first.json<Wishlist>()).toMatchObject({
      _id: list.id,
      list_name: 'Alps',
      trips: [{ _id: trip.id, isFavorite: true, wishlist: { _id: list.id, list_name: 'Alps' } }],
    });
    await expectFavouritesRule(testApp.app, db());
    const afterFirst = await snapshotTripData(db());

    const second = await testApp.app.inject({
      method: 'POST',
      url: `/api/wishlist/addtrip/${list.id}`,
      headers: ownerHeaders,
      payload: wholeTrip,
    });
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect(await snapshotTripData(db())).toEqual(afterFirst);
    await expectFavouritesRule(testApp.app, db());
  });

  it('moves a trip that is in list A to list B', async () => {
    const { owner, ownerHeaders } = await buildTwoTravellers(testApp.app, db());
    const trip = await buildTrip(db(), owner.id);
    const listA = await buildWishlist(db(), owner.id, { listName: 'A', tripIds: [trip.id] });
    const listB = await buildWishlist(db(), owner.id, { listName: 'B' });

    const response = await testApp.app.inject({
      method: 'POST',
      url: `/api/wishlist/addtrip/${listB.id}`,
      headers: ownerHeaders,
      payload: { _id: trip.id },
    });

    expect(response.statusCode).toBe(200);
    expect(response.json<Wishlist>().trips.map((t) => t._id)).toEqual([trip.id]);
    expect(await listIdOf(trip.id)).toBe(listB.id);
    const listAResponse = await testApp.app.inject({
      method: 'GET',
      url: `/api/wishlist/spec-wishlist/${listA.id}`,
      headers: ownerHeaders,
    });
    expect(listAResponse.json<Wishlist>().trips).toEqual([]);
    expect((await apiTrip(trip.id, ownerHeaders)).wishlist).toEqual({
      _id: listB.id,
      list_name: 'B',
    });
    await expectFavouritesRule(testApp.app, db());
  });

  it('adds newer trips after older ones', async () => {
    const { owner, ownerHeaders } = await buildTwoTravellers(testApp.app, db());
    const list = await buildWishlist(db(), owner.id);
    const first = await buildTrip(db(), owner.id);
    const second = await buildTrip(db(), owner.id);
    for (const trip of [first, second]) {
      await testApp.app.inject({
        method: 'POST',
        url: `/api/wishlist/addtrip/${list.id}`,
        headers: ownerHeaders,
        payload: { _id: trip.id },
      });
    }
    const response = await testApp.app.inject({
      method: 'GET',
      url: `/api/wishlist/spec-wishlist/${list.id}`,
      headers: ownerHeaders,
    });
    expect(response.json<Wishlist>().trips.map((t) => t._id)).toEqual([first.id, second.id]);
  });

  it("answers 404 for another user's list or trip, and changes nothing", async () => {
    const { owner, other, ownerHeaders, otherHeaders } = await buildTwoTravellers(
      testApp.app,
      db(),
    );
    const ownerTrip = await buildTrip(db(), owner.id);
    const ownerList = await buildWishlist(db(), owner.id, { tripIds: [ownerTrip.id] });
    const otherTrip = await buildTrip(db(), other.id);
    const otherList = await buildWishlist(db(), other.id);
    const before = await snapshotTripData(db());

    const attempts = [
      // The other user puts their trip in the owner's list.
      {
        headers: otherHeaders,
        listId: ownerList.id,
        tripId: otherTrip.id,
        msg: 'Wishlist not found',
      },
      // The other user takes the owner's trip into their own list.
      { headers: otherHeaders, listId: otherList.id, tripId: ownerTrip.id, msg: 'Trip not found' },
      // The owner puts someone else's trip in their own list.
      { headers: ownerHeaders, listId: ownerList.id, tripId: otherTrip.id, msg: 'Trip not found' },
      {
        headers: ownerHeaders,
        listId: MISSING_ID,
        tripId: ownerTrip.id,
        msg: 'Wishlist not found',
      },
      { headers: ownerHeaders, listId: ownerList.id, tripId: MISSING_ID, msg: 'Trip not found' },
    ];
    for (const attempt of attempts) {
      const response = await testApp.app.inject({
        method: 'POST',
        url: `/api/wishlist/addtrip/${attempt.listId}`,
        headers: attempt.headers,
        payload: { _id: attempt.tripId },
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ msg: attempt.msg });
    }
    expect(await snapshotTripData(db())).toEqual(before);
    await expectFavouritesRule(testApp.app, db());
  });

  it('answers 400 for a bad list id or a body without a trip id', async () => {
    const { owner, ownerHeaders } = await buildTwoTravellers(testApp.app, db());
    const trip = await buildTrip(db(), owner.id);
    const list = await buildWishlist(db(), owner.id);
    const badList = await testApp.app.inject({
      method: 'POST',
      url: '/api/wishlist/addtrip/list-1',
      headers: ownerHeaders,
      payload: { _id: trip.id },
    });
    expect(badList.statusCode).toBe(400);
    const noTrip = await testApp.app.inject({
      method: 'POST',
      url: `/api/wishlist/addtrip/${list.id}`,
      headers: ownerHeaders,
      payload: { location_address: 'Lisbon' },
    });
    expect(noTrip.statusCode).toBe(400);
    expect(await db().select().from(wishlistTrips)).toEqual([]);
  });

  it('answers 401 without a token', async () => {
    const { owner } = await buildTwoTravellers(testApp.app, db());
    const trip = await buildTrip(db(), owner.id);
    const list = await buildWishlist(db(), owner.id);
    const response = await testApp.app.inject({
      method: 'POST',
      url: `/api/wishlist/addtrip/${list.id}`,
      payload: { _id: trip.id },
    });
    expect(response.statusCode).toBe(401);
    expect(await db().select().from(wishlistTrips)).toEqual([]);
  });
});

describe('DELETE /api/wishlist/:wishlistId/remove-trip/:tripId', () => {
  it('takes the trip out and unfavourites it; a repeat answers 200 and changes nothing', async () => {
    const { owner, ownerHeaders } = await buildTwoTravellers(testApp.app, db());
    const trip = await buildTrip(db(), owner.id);
    const sibling = await buildTrip(db(), owner.id);
    const list = await buildWishlist(db(), owner.id, { tripIds: [trip.id, sibling.id] });
    const url = `/api/wishlist/${list.id}/remove-trip/${trip.id}`;

    const first = await testApp.app.inject({ method: 'DELETE', url, headers: ownerHeaders });
    expect(first.statusCode).toBe(200);
    expect(first.json<Wishlist>().trips.map((t) => t._id)).toEqual([sibling.id]);
    expect(await apiTrip(trip.id, ownerHeaders)).toMatchObject({
      isFavorite: false,
      wishlist: null,
    });
    await expectFavouritesRule(testApp.app, db());
    const afterFirst = await snapshotTripData(db());

    const second = await testApp.app.inject({ method: 'DELETE', url, headers: ownerHeaders });
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect(await snapshotTripData(db())).toEqual(afterFirst);
    await expectFavouritesRule(testApp.app, db());
  });

  it('leaves a trip that is in another of your lists where it is', async () => {
    const { owner, ownerHeaders } = await buildTwoTravellers(testApp.app, db());
    const trip = await buildTrip(db(), owner.id);
    const holder = await buildWishlist(db(), owner.id, { tripIds: [trip.id] });
    const other = await buildWishlist(db(), owner.id);
    const before = await snapshotTripData(db());

    const response = await testApp.app.inject({
      method: 'DELETE',
      url: `/api/wishlist/${other.id}/remove-trip/${trip.id}`,
      headers: ownerHeaders,
    });

    expect(response.statusCode).toBe(200);
    expect(response.json<Wishlist>().trips).toEqual([]);
    expect(await listIdOf(trip.id)).toBe(holder.id);
    expect(await snapshotTripData(db())).toEqual(before);
  });

  it("answers 404 for another user's or a missing list or trip, and changes nothing", async () => {
    const { owner, other, ownerHeaders, otherHeaders } = await buildTwoTravellers(
      testApp.app,
      db(),
    );
    const ownerTrip = await buildTrip(db(), owner.id);
    const ownerList = await buildWishlist(db(), owner.id, { tripIds: [ownerTrip.id] });
    const otherTrip = await buildTrip(db(), other.id);
    const otherList = await buildWishlist(db(), other.id, { tripIds: [otherTrip.id] });
    const before = await snapshotTripData(db());

    const attempts = [
      {
        headers: otherHeaders,
        listId: ownerList.id,
        tripId: ownerTrip.id,
        msg: 'Wishlist not found',
      },
      { headers: otherHeaders, listId: otherList.id, tripId: ownerTrip.id, msg: 'Trip not found' },
      {
        headers: ownerHeaders,
        listId: otherList.id,
        tripId: otherTrip.id,
        msg: 'Wishlist not found',
      },
      { headers: ownerHeaders, listId: ownerList.id, tripId: MISSING_ID, msg: 'Trip not found' },
      {
        headers: ownerHeaders,
        listId: MISSING_ID,
        tripId: ownerTrip.id,
        msg: 'Wishlist not found',
      },
    ];
    for (const attempt of attempts) {
      const response = await testApp.app.inject({
        method: 'DELETE',
        url: `/api/wishlist/${attempt.listId}/remove-trip/${attempt.tripId}`,
        headers: attempt.headers,
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ msg: attempt.msg });
    }
    expect(await snapshotTripData(db())).toEqual(before);
    await expectFavouritesRule(testApp.app, db());
  });

  it('answers 400 for ids that are not uuids', async () => {
    const { owner, ownerHeaders } = await buildTwoTravellers(testApp.app, db());
    const trip = await buildTrip(db(), owner.id);
    const list = await buildWishlist(db(), owner.id, { tripIds: [trip.id] });
    for (const url of [
      `/api/wishlist/nope/remove-trip/${trip.id}`,
      `/api/wishlist/${list.id}/remove-trip/nope`,
    ]) {
      const response = await testApp.app.inject({ method: 'DELETE', url, headers: ownerHeaders });
      expect(response.statusCode).toBe(400);
    }
    expect(await listIdOf(trip.id)).toBe(list.id);
  });

  it('answers 401 without a token, and changes nothing', async () => {
    const { owner } = await buildTwoTravellers(testApp.app, db());
    const trip = await buildTrip(db(), owner.id);
    const list = await buildWishlist(db(), owner.id, { tripIds: [trip.id] });
    const response = await testApp.app.inject({
      method: 'DELETE',
      url: `/api/wishlist/${list.id}/remove-trip/${trip.id}`,
    });
    expect(response.statusCode).toBe(401);
    expect(await listIdOf(trip.id)).toBe(list.id);
  });
});

describe('DELETE /api/wishlist/removewishlist/:id', () => {
  it('deletes the list; its trips stay but stop being favourites', async () => {
    const { owner, ownerHeaders } = await buildTwoTravellers(testApp.app, db());
    const trip = await buildTrip(db(), owner.id);
    const elsewhere = await buildTrip(db(), owner.id);
    const list = await buildWishlist(db(), owner.id, { tripIds: [trip.id] });
    const kept = await buildWishlist(db(), owner.id, { tripIds: [elsewhere.id] });

    const response = await testApp.app.inject({
      method: 'DELETE',
      url: `/api/wishlist/removewishlist/${list.id}`,
      headers: ownerHeaders,
    });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ msg: 'Wishlist deleted' });
    expect(await apiTrip(trip.id, ownerHeaders)).toMatchObject({
      isFavorite: false,
      wishlist: null,
    });
    expect(await listIdOf(elsewhere.id)).toBe(kept.id);
    expect((await db().select().from(wishlists)).map((row) => row.id)).toEqual([kept.id]);
    await expectFavouritesRule(testApp.app, db());
  });

  it('answers 404 when the list is already deleted', async () => {
    const { owner, ownerHeaders } = await buildTwoTravellers(testApp.app, db());
    const list = await buildWishlist(db(), owner.id);
    const url = `/api/wishlist/removewishlist/${list.id}`;
    expect(
      (await testApp.app.inject({ method: 'DELETE', url, headers: ownerHeaders })).statusCode,
    ).toBe(200);
    const again = await testApp.app.inject({ method: 'DELETE', url, headers: ownerHeaders });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ msg: 'Wishlist not found' });
  });

  it("answers 404 for another user's list, and deletes nothing", async () => {
    const { owner, otherHeaders } = await buildTwoTravellers(testApp.app, db());
    const trip = await buildTrip(db(), owner.id);
    const list = await buildWishlist(db(), owner.id, { tripIds: [trip.id] });
    const before = await snapshotTripData(db());
    const response = await testApp.app.inject({
      method: 'DELETE',
      url: `/api/wishlist/removewishlist/${list.id}`,
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
      url: '/api/wishlist/removewishlist/1',
      headers: ownerHeaders,
    });
    expect(response.statusCode).toBe(400);
  });

  it('answers 401 without a token, and deletes nothing', async () => {
    const { owner } = await buildTwoTravellers(testApp.app, db());
    const list = await buildWishlist(db(), owner.id);
    const response = await testApp.app.inject({
      method: 'DELETE',
      url: `/api/wishlist/removewishlist/${list.id}`,
    });
    expect(response.statusCode).toBe(401);
    expect(await db().select().from(wishlists)).toHaveLength(1);
  });
});
