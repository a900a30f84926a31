import { and, eq, inArray } from 'drizzle-orm';
import type { Trip } from '#shared/contracts/trips';
import type { Database } from '#server/db/client';
import { forbidden, notFound, unauthorized, type AppError } from '#server/errors';
import { trips, users, wishlistTrips, wishlists } from '#server/db/schema';

// What the trips and wishlists features share (wishlists import this; trips never import wishlists).

/**
 * The one query every trip answer comes from, for the trips and the wishlists features alike.
 * `isFavorite` and `wishlist` are derived from `wishlist_trips` by a left join, never stored
 * apart, so the two can never disagree (D11).
 */
const tripRowSelection = {
  trip: trips,
  userEmail: users.email,
  wishlistId: wishlists.id,
  wishlistName: wishlists.listName,
};

export function selectTripRows(db: Database) {
  return db
    .select(tripRowSelection)
    .from(trips)
    .innerJoin(users, eq(users.id, trips.userId))
    .leftJoin(wishlistTrips, eq(wishlistTrips.tripId, trips.id))
    .leftJoin(wishlists, eq(wishlists.id, wishlistTrips.wishlistId));
}

export interface TripRow {
  trip: typeof trips.$inferSelect;
  userEmail: string;
  wishlistId: string | null;
  wishlistName: string | null;
}

/** The API shape of a trip (the contract's `tripSchema`). */
export function toTrip(row: TripRow): Trip {
  const { trip } = row;
  const wishlist =
    row.wishlistId !== null && row.wishlistName !== null
      ? { _id: row.wishlistId, list_name: row.wishlistName }
      : null;
  return {
    _id: trip.id,
    user_email: row.userEmail,
    location_address: trip.locationAddress,
    image_url: trip.imageUrl,
    trip_location: trip.tripLocation,
    trip_start: trip.tripStart,
    trip_end: trip.tripEnd,
    within_trips: trip.withinTrips,
    isFavorite: wishlist !== null,
    wishlist,
    createdAt: trip.createdAt.toISOString(),
  };
}

/** The caller's email, or undefined when the account behind a still-valid token is gone. */
export async function findUserEmail(db: Database, userId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ email: users.email })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row?.email;
}

/**
 * Which of `tripIds` exist and belong to `userId`. Inside a transaction, `lock` holds the rows
 * (FOR KEY SHARE, as a foreign key check would) so a concurrent delete waits until we commit
 * instead of failing our insert into wishlist_trips half-way.
 */
export async function findOwnTripIds(
  db: Database,
  userId: string,
  tripIds: readonly string[],
  options: { lock?: boolean } = {},
): Promise<Set<string>> {
  if (tripIds.length === 0) return new Set();
  const query = db
    .select({ id: trips.id })
    .from(trips)
    .where(and(eq(trips.userId, userId), inArray(trips.id, [...tripIds])));
  const rows = options.lock ? await query.for('key share') : await query;
  return new Set(rows.map((row) => row.id));
}

export const tripNotFound = (): AppError => notFound('Trip not found', 'trip_not_found');

/**
 * The caller's email, checked against the one the spec's client sends (D8: kept for
 * compatibility, someone else's answers 403).
 */
export async function requireOwnEmail(
  db: Database,
  userId: string,
  claimedEmail: string | undefined,
): Promise<string> {
  const email = await findUserEmail(db, userId);
  // A valid token whose account has since been deleted: nobody to act for.
  if (email === undefined) throw unauthorized('Please log in.');
  if (claimedEmail !== undefined && claimedEmail !== email) throw forbidden();
  return email;
}
