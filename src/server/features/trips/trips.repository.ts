import { and, asc, eq, sql } from 'drizzle-orm';
import { tripReadableBy } from '#server/access/access.repository';
import type { Database } from '#server/db/client';
import { mapRowsOnce } from '#server/db/row-mapper';
import { trips, users, wishlistTrips } from '#server/db/schema';
import {
  selectTripRows,
  type TripRecord,
  type TripRow,
} from '#server/trip-rows/trip-rows.repository';

export interface NewTrip {
  userId: string;
  locationAddress: string;
  imageUrl: string;
  tripLocation: string;
  tripStart: string | null;
  tripEnd: string | null;
  withinTrips: string[];
}

/** The trip's own fields an edit may change; absent ones stay as they are. */
export type TripChanges = Partial<
  Pick<
    TripRecord,
    | 'locationAddress'
    | 'tripLocation'
    | 'imageUrl'
    | 'tripStart'
    | 'tripEnd'
    | 'travellers'
    | 'origin'
    | 'budgetAmount'
    | 'notes'
  >
>;

/** The `trips` table. Calls by id do not check the owner: the service asks the access module. */
export interface TripsRepository {
  /**
   * The caller's trips, their own and those shared with them, by first day (trips with no start
   * date last), then by creation.
   */
  listTripRows(userId: string): Promise<TripRow[]>;
  /** The trip when `userId` may read it (one statement: the access rule is in it). */
  findTripRow(userId: string, tripId: string): Promise<TripRow | undefined>;
  /** A new trip in its owner's home currency. */
  insertTrip(values: NewTrip): Promise<TripRecord>;
  /**
   * Inside a transaction, holds the trip's row until commit (FOR UPDATE), so an edit checks and
   * writes against the same stored values. Answers the stored trip, or undefined.
   */
  lockTrip(tripId: string): Promise<TripRecord | undefined>;
  updateTrip(tripId: string, changes: TripChanges): Promise<void>;
  /** False when there was no such trip. Its wishlist row goes with it by the cascade. */
  deleteTrip(tripId: string): Promise<boolean>;
  /** Takes the trip out of whichever of the caller's wishlists holds it (none: nothing happens). */
  removeTripFromItsWishlist(userId: string, tripId: string): Promise<void>;
}

/**
 * The two reads every page makes, built once per repository (Drizzle's query building costs more
 * than the query on a small table) and sent as named prepared statements, which PostgreSQL plans
 * once per connection.
 */
function prepareTripReads(db: Database) {
  return {
    byReader: mapRowsOnce(
      selectTripRows(db, sql.placeholder('userId'))
        .where(tripReadableBy(sql.placeholder('userId')))
        .orderBy(sql`${trips.tripStart} asc nulls last`, asc(trips.createdAt), asc(trips.id))
        .prepare('trip_rows_readable'),
    ),
    byId: mapRowsOnce(
      selectTripRows(db, sql.placeholder('userId'))
        .where(
          and(eq(trips.id, sql.placeholder('tripId')), tripReadableBy(sql.placeholder('userId'))),
        )
        .limit(1)
        .prepare('trip_row_readable_by_id'),
    ),
  };
}

export function createTripsRepository(db: Database): TripsRepository {
  // Prepared on first use: a repository made for one transaction may never read a trip.
  let reads: ReturnType<typeof prepareTripReads> | undefined;
  const prepared = () => (reads ??= prepareTripReads(db));
  return {
    listTripRows(userId) {
      return prepared().byReader.execute({ userId });
    },

    async findTripRow(userId, tripId) {
      const [row] = await prepared().byId.execute({ userId, tripId });
      return row;
    },

    async insertTrip(values) {
      const [row] = await db
        .insert(trips)
        .values({
          ...values,
          currency: sql`(select ${users.homeCurrency} from ${users} where ${users.id} = ${values.userId})`,
        })
        .returning();
      if (!row) throw new Error('insert into trips returned no row');
      return row;
    },

    async lockTrip(tripId) {
      const [row] = await db.select().from(trips).where(eq(trips.id, tripId)).for('update');
      return row;
    },

    async updateTrip(tripId, changes) {
      await db
        .update(trips)
        .set({ ...changes, updatedAt: sql`now()` })
        .where(eq(trips.id, tripId));
    },

    async deleteTrip(tripId) {
      const deleted = await db
        .delete(trips)
        .where(eq(trips.id, tripId))
        .returning({ id: trips.id });
      return deleted.length > 0;
    },

    async removeTripFromItsWishlist(userId, tripId) {
      await db
        .delete(wishlistTrips)
        .where(and(eq(wishlistTrips.tripId, tripId), eq(wishlistTrips.userId, userId)));
    },
  };
}
