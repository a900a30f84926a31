import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Trip } from '#shared/contracts/trips';
import type { Wishlist } from '#shared/contracts/wishlists';
import type { Database } from '#server/db/client';
import { tripMembers, trips, users, wishlistTrips, wishlists } from '#server/db/schema';
import { authHeader } from './users';

export type BuiltTrip = typeof trips.$inferSelect;
export type BuiltWishlist = typeof wishlists.$inferSelect;

/** Inserts a trip owned by `userId` straight into the database. */
export async function buildTrip(
  db: Database,
  userId: string,
  overrides: Partial<Omit<typeof trips.$inferInsert, 'userId'>> = {},
): Promise<BuiltTrip> {
  const [row] = await db
    .insert(trips)
    .values({
      userId,
      locationAddress: 'Lisbon, Lisbon, Portugal',
      imageUrl: '/api/places-photo/geonames:2267057',
      tripLocation: 'Lisbon',
      tripStart: '2026-06-01',
      tripEnd: '2026-06-08',
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('insert into trips returned no row');
  return row;
}

/**
 * Inserts a wishlist owned by `userId`, with `tripIds` in it (moved out of the user's other list,
 * as the API does). The trips must be ones the user may read; the factory does not check.
 */
export async function buildWishlist(
  db: Database,
  userId: string,
  overrides: Partial<Omit<typeof wishlists.$inferInsert, 'userId'>> & { tripIds?: string[] } = {},
): Promise<BuiltWishlist> {
  const { tripIds = [], ...columns } = overrides;
  const [row] = await db
    .insert(wishlists)
    .values({ userId, listName: `List ${randomUUID().slice(0, 8)}`, ...columns })
    .returning();
  if (!row) throw new Error('insert into wishlists returned no row');
  for (const tripId of tripIds) {
    await db
      .insert(wishlistTrips)
      .values({ tripId, wishlistId: row.id, userId })
      .onConflictDoUpdate({
        target: [wishlistTrips.tripId, wishlistTrips.userId],
        set: { wishlistId: row.id },
      });
  }
  return row;
}

/** Every row of trips, wishlists and wishlist_trips, in a stable order: compare before and after
 * a refused call to show it changed nothing. */
export async function snapshotTripData(db: Database) {
  return {
    trips: await db.select().from(trips).orderBy(asc(trips.id)),
    wishlists: await db.select().from(wishlists).orderBy(asc(wishlists.id)),
    wishlistTrips: await db
      .select()
      .from(wishlistTrips)
      .orderBy(asc(wishlistTrips.tripId), asc(wishlistTrips.userId)),
  };
}

/**
 * The favourites rule (docs/PRODUCT-RULES.md#favourites) over the whole database and every
 * user's API answers: a trip is in at most one of each traveller's wishlists, a list holds only
 * trips its owner may read (their own or shared with them), and each trip's
 * `isFavorite`/`wishlist` (in the trip calls and inside every wishlist) equals having the
 * caller's own wishlist_trips row.
 */
export async function expectFavouritesRule(app: FastifyInstance, db: Database): Promise<void> {
  const memberships = await db
    .select({
      tripId: wishlistTrips.tripId,
      wishlistId: wishlistTrips.wishlistId,
      tripOwner: trips.userId,
      listOwner: wishlists.userId,
      companion: tripMembers.userId,
    })
    .from(wishlistTrips)
    .innerJoin(trips, eq(trips.id, wishlistTrips.tripId))
    .innerJoin(wishlists, eq(wishlists.id, wishlistTrips.wishlistId))
    .leftJoin(
      tripMembers,
      and(eq(tripMembers.tripId, trips.id), eq(tripMembers.userId, wishlists.userId)),
    );
  const listKey = (userId: string, tripId: string) => `${userId} ${tripId}`;
  const listOfTrip = new Map<string, string>();
  for (const row of memberships) {
    const key = listKey(row.listOwner, row.tripId);
    expect(listOfTrip.has(key), `trip ${row.tripId} is in two of one user's lists`).toBe(false);
    expect(
      row.listOwner === row.tripOwner || row.companion !== null,
      `trip ${row.tripId} is in the list of a user who may not read it`,
    ).toBe(true);
    listOfTrip.set(key, row.wishlistId);
  }

  for (const user of await db.select({ id: users.id, role: users.role }).from(users)) {
    const headers = await authHeader(app, user);
    const tripsResponse = await app.inject({
      method: 'GET',
      url: '/api/trips/getaway-trip',
      headers,
    });
    expect(tripsResponse.statusCode).toBe(200);
    for (const trip of tripsResponse.json<Trip[]>()) {
      const listId = listOfTrip.get(listKey(user.id, trip._id)) ?? null;
      expect(trip.isFavorite, `isFavorite of trip ${trip._id}`).toBe(listId !== null);
      expect(trip.wishlist?._id ?? null, `wishlist of trip ${trip._id}`).toBe(listId);
    }

    const listsResponse = await app.inject({
      method: 'GET',
      url: '/api/wishlist/getlists',
      headers,
    });
    expect(listsResponse.statusCode).toBe(200);
    const seen = new Set<string>();
    for (const list of listsResponse.json<Wishlist[]>()) {
      for (const trip of list.trips) {
        expect(seen.has(trip._id), `trip ${trip._id} shown in two wishlists`).toBe(false);
        seen.add(trip._id);
        expect(listOfTrip.get(listKey(user.id, trip._id))).toBe(list._id);
        expect(trip.isFavorite).toBe(true);
        expect(trip.wishlist).toEqual({ _id: list._id, list_name: list.list_name });
      }
    }
    const ownMemberships = memberships.filter((row) => row.listOwner === user.id);
    expect(seen.size).toBe(ownMemberships.length);
  }
}
