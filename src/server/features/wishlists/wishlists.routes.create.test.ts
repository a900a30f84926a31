// Making a wishlist, with or without trips in it.
import { describe, expect, it } from 'vitest';
import type { Wishlist } from '#shared/contracts/wishlists';
import { wishlists } from '#server/db/schema';
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
