import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { trips, wishlistTrips, wishlists } from '#server/db/schema';
import { selectTripRows, type TripRow } from '#server/features/trips/trip-rows';

export type WishlistRow = typeof wishlists.$inferSelect;

/** The owner's wishlists, oldest first. */
export function listWishlists(db: Database, userId: string): Promise<WishlistRow[]> {
  return db
    .select()
    .from(wishlists)
    .where(eq(wishlists.userId, userId))
    .orderBy(asc(wishlists.createdAt), asc(wishlists.id));
}

/**
 * One of the owner's wishlists; undefined when missing or someone else's (D8). Inside a
 * transaction, `lock` keeps it from being deleted under us before we commit.
 */
export async function findWishlist(
  db: Database,
  userId: string,
  wishlistId: string,
  options: { lock?: boolean } = {},
): Promise<WishlistRow | undefined> {
  const query = db
    .select()
    .from(wishlists)
    .where(and(eq(wishlists.id, wishlistId), eq(wishlists.userId, userId)))
    .limit(1);
  const [row] = options.lock ? await query.for('key share') : await query;
  return row;
}

/** Whether the owner already has a list of this name, ignoring case (the unique index's rule). */
export async function hasWishlistNamed(
  db: Database,
  userId: string,
  listName: string,
): Promise<boolean> {
  const rows = await db
    .select({ id: wishlists.id })
    .from(wishlists)
    .where(
      and(eq(wishlists.userId, userId), sql`lower(${wishlists.listName}) = lower(${listName})`),
    )
    .limit(1);
  return rows.length > 0;
}

export async function insertWishlist(
  db: Database,
  userId: string,
  listName: string,
): Promise<WishlistRow> {
  const [row] = await db.insert(wishlists).values({ userId, listName }).returning();
  if (!row) throw new Error('insert into wishlists returned no row');
  return row;
}

/** Deletes one of the owner's lists; its wishlist_trips rows go by the cascade (D11). */
export async function deleteWishlist(
  db: Database,
  userId: string,
  wishlistId: string,
): Promise<boolean> {
  const deleted = await db
    .delete(wishlists)
    .where(and(eq(wishlists.id, wishlistId), eq(wishlists.userId, userId)))
    .returning({ id: wishlists.id });
  return deleted.length > 0;
}

/**
 * Puts trips in a wishlist. `trip_id` is the key, so one upsert both adds a trip and moves it
 * out of any other list (D11); a trip already in this list keeps its row and its added time,
 * which makes the call safe to repeat. The caller checks that list and trips are the owner's.
 */
export async function putTripsInWishlist(
  db: Database,
  wishlistId: string,
  tripIds: readonly string[],
): Promise<void> {
  if (tripIds.length === 0) return;
  await db
    .insert(wishlistTrips)
    .values(tripIds.map((tripId) => ({ tripId, wishlistId })))
    .onConflictDoUpdate({
      target: wishlistTrips.tripId,
      set: { wishlistId, addedAt: sql`now()` },
      setWhere: ne(wishlistTrips.wishlistId, wishlistId),
    });
}

/** Takes a trip out of this list; a trip that is not in it is left alone. */
export async function removeTripFromWishlist(
  db: Database,
  wishlistId: string,
  tripId: string,
): Promise<void> {
  await db
    .delete(wishlistTrips)
    .where(and(eq(wishlistTrips.wishlistId, wishlistId), eq(wishlistTrips.tripId, tripId)));
}

/** The current trips of the owner's given lists, each list's oldest addition first. */
export function listWishlistTripRows(
  db: Database,
  userId: string,
  wishlistIds: readonly string[],
): Promise<TripRow[]> {
  if (wishlistIds.length === 0) return Promise.resolve([]);
  return selectTripRows(db)
    .where(and(eq(trips.userId, userId), inArray(wishlistTrips.wishlistId, [...wishlistIds])))
    .orderBy(asc(wishlistTrips.addedAt), asc(trips.id));
}

const WISHLIST_NAME_KEY = 'wishlists_user_id_list_name_key';

/**
 * True for the unique-index error of a duplicate list name, which two concurrent creates can
 * still hit after our own check. Drizzle wraps the driver's error in `cause`.
 */
export function isDuplicateWishlistName(error: unknown): boolean {
  for (let current = error; current instanceof Error; current = current.cause) {
    const { code, constraint } = current as Error & { code?: unknown; constraint?: unknown };
    if (code === '23505') return constraint === undefined || constraint === WISHLIST_NAME_KEY;
  }
  return false;
}
