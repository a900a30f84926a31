// Reading wishlists: every list of the caller, and one list.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Wishlist } from '#shared/contracts/wishlists';
import { trips, wishlistTrips } from '#server/db/schema';
import { buildTrip, buildWishlist, expectFavouritesRule } from '#tests/factories/trips';
import { buildTwoTravellers } from '#tests/factories/users';
import { MISSING_ID } from '#tests/factories/ids';
import { useTripRoutesApp } from '#tests/setup/trip-routes';

const { testApp, db } = useTripRoutesApp();

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
