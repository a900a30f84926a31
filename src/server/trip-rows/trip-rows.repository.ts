import { and, eq, sql, type Placeholder } from 'drizzle-orm';
import { callerMembership, tripRoleOf, type TripRole } from '#server/access/access.repository';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '#server/db/client';
import { costLines, tripMembers, trips, users, wishlistTrips, wishlists } from '#server/db/schema';

/**
 * The one query every trip answer comes from, for the trips and the wishlists features alike
 * (both repositories build on it; neither feature imports the other), as seen by `callerId`.
 * `user_email` is the caller's own email: the owner's to the owner, and a companion never sees
 * another traveller's email (docs/SECURITY.md#roles).
 * `isFavorite` and `wishlist` are derived from the caller's own `wishlist_trips` row by a left
 * join, never stored apart, so the two can never disagree and a companion's favourite is theirs
 * alone (docs/PRODUCT-RULES.md#favourites). `role` is the caller's on the trip
 * (docs/PRODUCT-RULES.md#roles); the statement's condition must keep only trips the caller may
 * read; a row is read only while the caller's account exists (the inner join on `caller`), which
 * the trip reads rely on to check the account in the same round trip. `plannedTotal` is summed from the trip's cost lines in the same query; null when no line
 * has a planned amount.
 */
const caller = alias(users, 'caller');

export function selectTripRows(db: Database, callerId: string | Placeholder) {
  return db
    .select({
      trip: trips,
      userEmail: caller.email,
      ownerFname: users.fname,
      role: tripRoleOf(callerId),
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
    .innerJoin(caller, eq(caller.id, callerId))
    .leftJoin(tripMembers, callerMembership(callerId))
    .leftJoin(
      wishlistTrips,
      and(eq(wishlistTrips.tripId, trips.id), eq(wishlistTrips.userId, callerId)),
    )
    .leftJoin(wishlists, eq(wishlists.id, wishlistTrips.wishlistId));
}

export type TripRecord = typeof trips.$inferSelect;

/**
 * A trip with the caller's email, its owner's first name, the caller's role on it, the caller's wishlist
 * holding it, if any, and its planned total.
 */
export interface TripRow {
  trip: TripRecord;
  /** The caller's email (the owner's, when the caller owns the trip). */
  userEmail: string;
  ownerFname: string;
  /** Null only for a row read without an access condition; answers never carry one. */
  role: TripRole | null;
  wishlistId: string | null;
  wishlistName: string | null;
  /** Minor units of the trip's currency; null when no cost line has a planned amount. */
  plannedTotal: number | null;
}
