import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { trips, wishlistTrips } from '#server/db/schema';
import { selectTripRows, type TripRow } from './trip-rows';

export interface NewTrip {
  userId: string;
  locationAddress: string;
  imageUrl: string;
  tripLocation: string;
  tripStart: string | null;
  tripEnd: string | null;
  withinTrips: string[];
}

/** The owner's trips, by first day (trips with no start date last), then by creation. */
export function listTripRows(db: Database, userId: string): Promise<TripRow[]> {
  return selectTripRows(db)
    .where(eq(trips.userId, userId))
    .orderBy(sql`${trips.tripStart} asc nulls last`, asc(trips.createdAt), asc(trips.id));
}

/** One trip of the owner's; undefined when it is missing or someone else's (D8). */
export async function findTripRow(
  db: Database,
  userId: string,
  tripId: string,
): Promise<TripRow | undefined> {
  const [row] = await selectTripRows(db)
    .where(and(eq(trips.id, tripId), eq(trips.userId, userId)))
    .limit(1);
  return row;
}

export async function insertTrip(
  db: Database,
  values: NewTrip,
): Promise<typeof trips.$inferSelect> {
  const [row] = await db.insert(trips).values(values).returning();
  if (!row) throw new Error('insert into trips returned no row');
  return row;
}

/** Deletes one of the owner's trips; its wishlist row goes with it by the foreign key cascade. */
export async function deleteTrip(db: Database, userId: string, tripId: string): Promise<boolean> {
  const deleted = await db
    .delete(trips)
    .where(and(eq(trips.id, tripId), eq(trips.userId, userId)))
    .returning({ id: trips.id });
  return deleted.length > 0;
}

/** Takes one of the owner's trips out of whichever wishlist holds it (none: nothing happens). */
export async function removeTripFromItsWishlist(
  db: Database,
  userId: string,
  tripId: string,
): Promise<void> {
  const ownTrip = db
    .select({ id: trips.id })
    .from(trips)
    .where(and(eq(trips.id, tripId), eq(trips.userId, userId)));
  await db.delete(wishlistTrips).where(inArray(wishlistTrips.tripId, ownTrip));
}
