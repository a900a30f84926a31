import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Trip } from '#shared/contracts/trips';
import type { Wishlist } from '#shared/contracts/wishlists';
import { trips, users, wishlistTrips, wishlists } from '#server/db/schema';
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

/** The trip as the API answers it, which is what the original client sends back as "the whole trip". */
async function apiTrip(tripId: string, headers: Record<string, string>): Promise<Trip> {
  const response = await testApp.app.inject({
    method: 'GET',
    url: `/api/trips/getaway/${tripId}`,
    headers,
  });
  expect(response.statusCode).toBe(200);
  return response.json<Trip>();
}

async function listIdOf(tripId: string): Promise<string | null> {
  const [row] = await db().select().from(wishlistTrips).where(eq(wishlistTrips.tripId, tripId));
  return row?.wishlistId ?? null;
}

describe('GET /api/wishlist/getlists', () => {
  it("answers the caller's lists, each with its trips' current data, oldest addition first", async () => {
    const { owner, other, ownerHeaders } = await buildTwoTravellers(testApp.app, db());
    const first = await buildTrip(db(), owner.id, { locationAddress: 'Porto, Porto, Portugal' });
    const second = await buildTrip(db(), owner.id);
    const list = await buildWishlist(db(), owner.id, { listName: 'Iberia' });
    await db()
      .insert(wishlistTrips)
      .values({
        tripId: first.id,
        wishlistId: list.id,
        userId: owner.id,
        addedAt: new Date('2026-01-01T00:00:00Z'),
      });
    await db()
      .insert(wishlistTrips)
      .values({
        tripId: second.id,
        wishlistId: list.id,
        userId: owner.id,
        addedAt: new Date('2026-01-02T00:00:00Z'),
      });
    const empty = await buildWishlist(db(), owner.id, { listName: 'Someday' });
    await buildWishlist(db(), other.id, { listName: 'Not yours' });
    // A change to the trip after it joined the list shows in the list (no stale copies).
    await db()
      .update(trips)
      .set({ locationAddress: 'Porto, Norte, Portugal' })
      .where(eq(trips.id, first.id));

    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/wishlist/getlists',
      headers: ownerHeaders,
    });

    expect(response.statusCode).toBe(200);
    const body = response.json<Wishlist[]>();
    expect(body.map((wishlist) => wishlist.list_name)).toEqual(['Iberia', 'Someday']);
    const [iberia, someday] = body;
    expect(iberia).toMatchObject({ _id: list.id, email: owner.email });
    expect(iberia?.trips.map((trip) => trip._id)).toEqual([first.id, second.id]);
    expect(iberia?.trips[0]).toEqual({
      _id: first.id,
      user_email: owner.email,
      location_address: 'Porto, Norte, Portugal',
      image_url: first.imageUrl,
      trip_location: first.tripLocation,
      trip_start: first.tripStart,
      trip_end: first.tripEnd,
      within_trips: [],
      isFavorite: true,
      wishlist: { _id: list.id, list_name: 'Iberia' },
      createdAt: first.createdAt.toISOString(),
      travellers: 1,
      origin: null,
      budget: null,
      notes: '',
      currency: 'USD',
      plannedTotal: null,
      role: 'owner',
      owner: { fname: 'Ada' },
    });
    expect(someday).toEqual({
      _id: empty.id,
      list_name: 'Someday',
      email: owner.email,
      trips: [],
      createdAt: empty.createdAt.toISOString(),
    });
    await expectFavouritesRule(testApp.app, db());
  });

  it('answers an empty list for a traveller with no wishlists', async () => {
    const { ownerHeaders } = await buildTwoTravellers(testApp.app, db());
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/wishlist/getlists',
      headers: ownerHeaders,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });

  it("answers 403 when the email is another user's", async () => {
    const { owner, otherHeaders } = await buildTwoTravellers(testApp.app, db());
    await buildWishlist(db(), owner.id);
    const response = await testApp.app.inject({
      method: 'GET',
      url: `/api/wishlist/getlists?email=${encodeURIComponent(owner.email)}`,
      headers: otherHeaders,
    });
    expect(response.statusCode).toBe(403);
  });

  it('accepts the caller’s own email', async () => {
    const { owner, ownerHeaders } = await buildTwoTravellers(testApp.app, db());
    await buildWishlist(db(), owner.id);
    const response = await testApp.app.inject({
      method: 'GET',
      url: `/api/wishlist/getlists?email=${encodeURIComponent(owner.email)}`,
      headers: ownerHeaders,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<Wishlist[]>()).toHaveLength(1);
  });

  it('answers 401 without a token', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/wishlist/getlists' });
    expect(response.statusCode).toBe(401);
  });
});

describe('GET /api/wishlist/spec-wishlist/:id', () => {
  it('answers one of your wishlists with its trips', async () => {
    const { owner, ownerHeaders } = await buildTwoTravellers(testApp.app, db());
    const trip = await buildTrip(db(), owner.id);
    const list = await buildWishlist(db(), owner.id, { listName: 'Beaches', tripIds: [trip.id] });
    const response = await testApp.app.inject({
      method: 'GET',
      url: `/api/wishlist/spec-wishlist/${list.id}`,
      headers: ownerHeaders,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json<Wishlist>();
    expect(body).toMatchObject({ _id: list.id, list_name: 'Beaches', email: owner.email });
    expect(body.trips.map((t) => t._id)).toEqual([trip.id]);
  });

  it("answers 404 for another user's wishlist, as for a missing one", async () => {
    const { owner, otherHeaders } = await buildTwoTravellers(testApp.app, db());
    const list = await buildWishlist(db(), owner.id);
    for (const id of [list.id, MISSING_ID]) {
      const response = await testApp.app.inject({
        method: 'GET',
        url: `/api/wishlist/spec-wishlist/${id}`,
        headers: otherHeaders,
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ msg: 'Wishlist not found', code: 'wishlist_not_found' });
    }
  });

  it('answers 400 for an id that is not a uuid', async () => {
    const { ownerHeaders } = await buildTwoTravellers(testApp.app, db());
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/wishlist/spec-wishlist/xyz',
      headers: ownerHeaders,
    });
    expect(response.statusCode).toBe(400);
  });

  it('answers 401 without a token', async () => {
    const { owner } = await buildTwoTravellers(testApp.app, db());
    const list = await buildWishlist(db(), owner.id);
    const response = await testApp.app.inject({
      method: 'GET',
      url: `/api/wishlist/spec-wishlist/${list.id}`,
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('POST /api/wishlist/createlist', () => {
  it('creates a list with the whole trip the original client sends, trimmed name, and favourites it', async () => {
    const { owner, ownerHeaders } = await buildTwoTravellers(testApp.app, db());
    const trip = await buildTrip(db(), owner.id);

    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/wishlist/createlist',
      headers: ownerHeaders,
      payload: {
        list_name: '  Summer 2026  ',
        trips: await apiTrip(trip.id, ownerHeaders),
        email: owner.email,
      },
    });

    expect(response.statusCode).toBe(201);
    const body = response.json<Wishlist>();
    expect(body).toEqual({
      _id: expect.any(String),
      list_name: 'Summer 2026',
      email: owner.email,
      trips: [expect.objectContaining({ _id: trip.id, isFavorite: true })],
      createdAt: expect.any(String),
    });
    expect(body.trips[0]?.wishlist).toEqual({ _id: body._id, list_name: 'Summer 2026' });
    expect((await apiTrip(trip.id, ownerHeaders)).isFavorite).toBe(true);
    await expectFavouritesRule(testApp.app, db());
  });

  it('creates an empty list when no trips are given', async () => {
    const { ownerHeaders } = await buildTwoTravellers(testApp.app, db());
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/wishlist/createlist',
      headers: ownerHeaders,
      payload: { list_name: 'Later' },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json<Wishlist>().trips).toEqual([]);
  });

  it('moves each given trip out of the list it was in', async () => {
    const { owner, ownerHeaders } = await buildTwoTravellers(testApp.app, db());
    const moved = await buildTrip(db(), owner.id);
    const stays = await buildTrip(db(), owner.id);
    const fresh = await buildTrip(db(), owner.id);
    const old = await buildWishlist(db(), owner.id, { tripIds: [moved.id, stays.id] });

    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/wishlist/createlist',
      headers: ownerHeaders,
      // The same trip twice is one trip.
      payload: {
        list_name: 'New',
        trips: [{ _id: moved.id }, { _id: fresh.id }, { _id: moved.id }],
      },
    });

    expect(response.statusCode).toBe(201);
    const created = response.json<Wishlist>();
    expect(created.trips.map((t) => t._id).sort()).toEqual([moved.id, fresh.id].sort());
    expect(await listIdOf(moved.id)).toBe(created._id);
    expect(await listIdOf(fresh.id)).toBe(created._id);
    expect(await listIdOf(stays.id)).toBe(old.id);
    await expectFavouritesRule(testApp.app, db());
  });

  it('answers 409 for a name you already use in another case, and creates nothing', async () => {
    const { owner, ownerHeaders } = await buildTwoTravellers(testApp.app, db());
    const trip = await buildTrip(db(), owner.id);
    await buildWishlist(db(), owner.id, { listName: 'Summer' });
    const before = await snapshotTripData(db());

    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/wishlist/createlist',
      headers: ownerHeaders,
      payload: { list_name: ' SUMMER ', trips: { _id: trip.id } },
    });

    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      msg: 'A wishlist with this name already exists.',
      code: 'wishlist_name_taken',
    });
    expect(await snapshotTripData(db())).toEqual(before);
    await expectFavouritesRule(testApp.app, db());
  });

  it('allows a name another user already uses', async () => {
    const { other, ownerHeaders } = await buildTwoTravellers(testApp.app, db());
    await buildWishlist(db(), other.id, { listName: 'Summer' });
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/wishlist/createlist',
      headers: ownerHeaders,
      payload: { list_name: 'Summer' },
    });
    expect(response.statusCode).toBe(201);
  });

  it('answers one 201 and one 409 when the same name is created twice at once', async () => {
    const { ownerHeaders } = await buildTwoTravellers(testApp.app, db());
    const create = () =>
      testApp.app.inject({
        method: 'POST',
        url: '/api/wishlist/createlist',
        headers: ownerHeaders,
        payload: { list_name: 'Race' },
      });
    const responses = await Promise.all([create(), create()]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(await db().select().from(wishlists)).toHaveLength(1);
  });

  it.each([
    ['empty', ''],
    ['blank', '   '],
    ['61 characters long', 'x'.repeat(61)],
  ])('answers 400 for a name that is %s, and creates nothing', async (_label, listName) => {
    const { ownerHeaders } = await buildTwoTravellers(testApp.app, db());
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/wishlist/createlist',
      headers: ownerHeaders,
      payload: { list_name: listName },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ msg: string }>().msg).toMatch(/^Wishlist name/);
    expect(await db().select().from(wishlists)).toEqual([]);
  });

  it('accepts a name of 60 characters', async () => {
    const { ownerHeaders } = await buildTwoTravellers(testApp.app, db());
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/wishlist/createlist',
      headers: ownerHeaders,
      payload: { list_name: 'y'.repeat(60) },
    });
    expect(response.statusCode).toBe(201);
  });

  it('answers 400 for a trip reference that is not a uuid', async () => {
    const { ownerHeaders } = await buildTwoTravellers(testApp.app, db());
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/wishlist/createlist',
      headers: ownerHeaders,
      payload: { list_name: 'Bad', trips: [{ _id: 'nope' }] },
    });
    expect(response.statusCode).toBe(400);
    expect(await db().select().from(wishlists)).toEqual([]);
  });

  it('answers 404 when one trip is yours and one is not: no list, and your trip not moved', async () => {
    const { owner, other, ownerHeaders } = await buildTwoTravellers(testApp.app, db());
    const mine = await buildTrip(db(), owner.id);
    const theirs = await buildTrip(db(), other.id);
    const current = await buildWishlist(db(), owner.id, { tripIds: [mine.id] });
    const before = await snapshotTripData(db());

    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/wishlist/createlist',
      headers: ownerHeaders,
      payload: { list_name: 'Half', trips: [{ _id: mine.id }, { _id: theirs.id }] },
    });

    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ msg: 'Trip not found' });
    expect(await snapshotTripData(db())).toEqual(before);
    expect(await listIdOf(mine.id)).toBe(current.id);
    await expectFavouritesRule(testApp.app, db());
  });

  it('answers 404 for a missing trip, and creates nothing', async () => {
    const { ownerHeaders } = await buildTwoTravellers(testApp.app, db());
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/wishlist/createlist',
      headers: ownerHeaders,
      payload: { list_name: 'Ghost', trips: { _id: MISSING_ID } },
    });
    expect(response.statusCode).toBe(404);
    expect(await db().select().from(wishlists)).toEqual([]);
  });

  it("answers 403 when the email is another user's, and creates nothing", async () => {
    const { owner, otherHeaders } = await buildTwoTravellers(testApp.app, db());
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/wishlist/createlist',
      headers: otherHeaders,
      payload: { list_name: 'Mine', email: owner.email },
    });
    expect(response.statusCode).toBe(403);
    expect(await db().select().from(wishlists)).toEqual([]);
  });

  it('answers 401 without a token, and creates nothing', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/wishlist/createlist',
      payload: { list_name: 'Anon' },
    });
    expect(response.statusCode).toBe(401);
    expect(await db().select().from(wishlists)).toEqual([]);
  });
});

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
