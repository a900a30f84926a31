import { eq, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { costLines, trips, users, wishlistTrips, wishlists } from '#server/db/schema';

/**
 * The one query every trip answer comes from, for the trips and the wishlists features alike
 * (both repositories build on it; neither feature imports the other). `isFavorite` and `wishlist`
 * are derived from `wishlist_trips` by a left join, never stored apart, so the two can never
 * disagree (docs/PRODUCT-RULES.md#favourites). `plannedTotal` is summed from the trip's cost
 * lines in the same query; null when no line has a planned amount.
 */
export function selectTripRows(db: Database) {
  return db
    .select({
      trip: trips,
      userEmail: users.email,
      wishlistId: wishlists.id,
      wishlistName: wishlists.listName,
      plannedTotal: sql<
        number | null
      >`(select sum(${costLines.plannedAmount}) from ${costLines} where ${costLines.tripId} = ${trips.id})`.mapWith(
        Number,
      ),
    })
    .from(trips)
    .innerJoin(users, eq(users.id, trips.userId))
    .leftJoin(wishlistTrips, eq(wishlistTrips.tripId, trips.id))
    .leftJoin(wishlists, eq(wishlists.id, wishlistTrips.wishlistId));
}

export type TripRecord = typeof trips.$inferSelect;

/** A trip with its owner's email, the wishlist it is in, if any, and its planned total. */
export interface TripRow {
  trip: TripRecord;
  userEmail: string;
  wishlistId: string | null;
  wishlistName: string | null;
  /** Minor units of the trip's currency; null when no cost line has a planned amount. */
  plannedTotal: number | null;
}
