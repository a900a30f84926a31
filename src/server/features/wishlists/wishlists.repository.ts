import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { tripReadableBy, type WishlistRecord } from '#server/access/access.repository';
import type { Database } from '#server/db/client';
import { mapRowsOnce } from '#server/db/row-mapper';
import { trips, wishlistTrips, wishlists } from '#server/db/schema';
import { selectTripRows, type TripRow } from '#server/trip-rows/trip-rows.repository';

export type { WishlistRecord };

/**
 * The `wishlists` and `wishlist_trips` tables. Calls by id do not check the owner: the service
 * asks the access module first.
 */
export interface WishlistsRepository {
  /** The owner's wishlists, oldest first. */
  listWishlists(userId: string): Promise<WishlistRecord[]>;
  /** Whether the owner already has a list of this name, ignoring case (the unique index's rule). */
  hasWishlistNamed(userId: string, listName: string): Promise<boolean>;
  insertWishlist(userId: string, listName: string): Promise<WishlistRecord>;
  /** False when there was no such list; its wishlist_trips rows go by the cascade. */
  deleteWishlist(wishlistId: string): Promise<boolean>;
  /**
   * Puts trips in one of `userId`'s wishlists. `(trip_id, user_id)` is the key, so one upsert
   * both adds a trip and moves it out of the traveller's other list
   * (docs/PRODUCT-RULES.md#favourites); a trip already in this list keeps its row and its added
   * time, which makes the call safe to repeat.
   */
  putTripsInWishlist(userId: string, wishlistId: string, tripIds: readonly string[]): Promise<void>;
  /** Takes a trip out of this list; a trip that is not in it is left alone. */
  removeTripFromWishlist(wishlistId: string, tripId: string): Promise<void>;
  /**
   * The current trips of the owner's given lists that the owner may still read, each list's
   * oldest addition first.
   */
  listWishlistTripRows(userId: string, wishlistIds: readonly string[]): Promise<TripRow[]>;
  /**
   * True for the unique-index error of a duplicate list name, which two concurrent creates can
   * still hit after the service's own check.
   */
  isDuplicateWishlistName(error: unknown): boolean;
}

const WISHLIST_NAME_KEY = 'wishlists_user_id_list_name_key';

const prepareListWishlists = (db: Database) =>
  mapRowsOnce(
    db
      .select()
      .from(wishlists)
      .where(eq(wishlists.userId, sql.placeholder('userId')))
      .orderBy(asc(wishlists.createdAt), asc(wishlists.id))
      .prepare('wishlists_by_owner'),
  );

export function createWishlistsRepository(db: Database): WishlistsRepository {
  // Built once, on first use, and sent as a named prepared statement (see trips.repository.ts).
  let byOwner: ReturnType<typeof prepareListWishlists> | undefined;
  return {
    listWishlists(userId) {
      byOwner ??= prepareListWishlists(db);
      return byOwner.execute({ userId });
    },

    async hasWishlistNamed(userId, listName) {
      const rows = await db
        .select({ id: wishlists.id })
        .from(wishlists)
        .where(
          and(eq(wishlists.userId, userId), sql`lower(${wishlists.listName}) = lower(${listName})`),
        )
        .limit(1);
      return rows.length > 0;
    },

    async insertWishlist(userId, listName) {
      const [row] = await db.insert(wishlists).values({ userId, listName }).returning();
      if (!row) throw new Error('insert into wishlists returned no row');
      return row;
    },

    async deleteWishlist(wishlistId) {
      const deleted = await db
        .delete(wishlists)
        .where(eq(wishlists.id, wishlistId))
        .returning({ id: wishlists.id });
      return deleted.length > 0;
    },

    async putTripsInWishlist(userId, wishlistId, tripIds) {
      if (tripIds.length === 0) return;
      await db
        .insert(wishlistTrips)
        .values(tripIds.map((tripId) => ({ tripId, wishlistId, userId })))
        .onConflictDoUpdate({
          target: [wishlistTrips.tripId, wishlistTrips.userId],
          set: { wishlistId, addedAt: sql`now()` },
          setWhere: ne(wishlistTrips.wishlistId, wishlistId),
        });
    },

    async removeTripFromWishlist(wishlistId, tripId) {
      await db
        .delete(wishlistTrips)
        .where(and(eq(wishlistTrips.wishlistId, wishlistId), eq(wishlistTrips.tripId, tripId)));
    },

    listWishlistTripRows(userId, wishlistIds) {
      if (wishlistIds.length === 0) return Promise.resolve([]);
      return selectTripRows(db, userId)
        .where(and(tripReadableBy(userId), inArray(wishlistTrips.wishlistId, [...wishlistIds])))
        .orderBy(asc(wishlistTrips.addedAt), asc(trips.id));
    },

    // Drizzle wraps the driver's error in `cause`.
    isDuplicateWishlistName(error) {
      for (let current = error; current instanceof Error; current = current.cause) {
        const { code, constraint } = current as Error & { code?: unknown; constraint?: unknown };
        if (code === '23505') return constraint === undefined || constraint === WISHLIST_NAME_KEY;
      }
      return false;
    },
  };
}
