import { and, asc, eq, sql } from 'drizzle-orm';
import type { Booking } from '#shared/contracts/bookings';
import {
  callerMembership,
  tripReadableBy,
  tripRoleOf,
  type TripRole,
} from '#server/access/access.repository';
import { listShownBookings } from '#server/booking-rows/shown-bookings.repository';
import type { Database } from '#server/db/client';
import { calendarFeeds, planItems, tripMembers, trips, users } from '#server/db/schema';

/** What the feed shows of the trip. */
export interface FeedTrip {
  id: string;
  locationAddress: string;
  tripLocation: string;
  tripStart: string | null;
  tripEnd: string | null;
  updatedAt: Date;
  /** The owner's language (users.locale), for the feed's own words; null is English. */
  ownerLocale?: string | null;
}

/** What the feed shows of a plan item. */
export type FeedItem = Pick<
  typeof planItems.$inferSelect,
  | 'id'
  | 'day'
  | 'position'
  | 'name'
  | 'place'
  | 'lat'
  | 'lng'
  | 'startMinutes'
  | 'durationMinutes'
  | 'note'
  | 'sourceUrl'
  | 'updatedAt'
>;

/**
 * The `calendar_feeds` table, and the plan items a feed shows, read straight from `plan_items`.
 * Calls by trip id do not check the owner: the service asks the access module.
 */
export interface CalendarRepository {
  /**
   * When `userId` may read the trip: their role on it and when its link was made, or null
   * without one; else undefined. One statement with the access rule in it.
   */
  findReadableLink(
    userId: string,
    tripId: string,
  ): Promise<{ role: TripRole | null; createdAt: Date | null } | undefined>;
  /** Makes the trip's link, replacing any earlier one (whose hash then matches nothing). */
  replaceLink(tripId: string, tokenHash: string): Promise<{ createdAt: Date }>;
  /** False when the trip had no link. */
  deleteLink(tripId: string): Promise<boolean>;
  /** The trip whose link has this token hash, and its plan items, from one snapshot. */
  findFeed(tokenHash: string): Promise<{ trip: FeedTrip; items: FeedItem[] } | undefined>;
  /** The trip's bookings in order of their start (without files), read from #server/booking-rows. */
  listBookings(tripId: string): Promise<Booking[]>;
}

const FEED_TRIP_COLUMNS = {
  id: trips.id,
  locationAddress: trips.locationAddress,
  tripLocation: trips.tripLocation,
  tripStart: trips.tripStart,
  tripEnd: trips.tripEnd,
  updatedAt: trips.updatedAt,
  ownerLocale: sql<
    string | null
  >`(SELECT ${users.locale} FROM ${users} WHERE ${users.id} = ${trips.userId})`,
};

const FEED_ITEM_COLUMNS = {
  id: planItems.id,
  day: planItems.day,
  position: planItems.position,
  name: planItems.name,
  place: planItems.place,
  lat: planItems.lat,
  lng: planItems.lng,
  startMinutes: planItems.startMinutes,
  durationMinutes: planItems.durationMinutes,
  note: planItems.note,
  sourceUrl: planItems.sourceUrl,
  updatedAt: planItems.updatedAt,
};

export function createCalendarRepository(db: Database): CalendarRepository {
  return {
    async findReadableLink(userId, tripId) {
      const [row] = await db
        .select({ role: tripRoleOf(userId), createdAt: calendarFeeds.createdAt })
        .from(trips)
        .leftJoin(tripMembers, callerMembership(userId))
        .leftJoin(calendarFeeds, eq(calendarFeeds.tripId, trips.id))
        .where(and(eq(trips.id, tripId), tripReadableBy(userId)))
        .limit(1);
      return row;
    },

    async replaceLink(tripId, tokenHash) {
      const [row] = await db
        .insert(calendarFeeds)
        .values({ tripId, tokenHash })
        .onConflictDoUpdate({
          target: calendarFeeds.tripId,
          set: { tokenHash, createdAt: sql`now()` },
        })
        .returning({ createdAt: calendarFeeds.createdAt });
      if (!row) throw new Error('upsert into calendar_feeds returned no row');
      return row;
    },

    async deleteLink(tripId) {
      const deleted = await db
        .delete(calendarFeeds)
        .where(eq(calendarFeeds.tripId, tripId))
        .returning({ tripId: calendarFeeds.tripId });
      return deleted.length > 0;
    },

    async findFeed(tokenHash) {
      // Only items on a day and with a start time are shown; the rest never leave the database.
      const rows = await db
        .select({ trip: FEED_TRIP_COLUMNS, item: FEED_ITEM_COLUMNS })
        .from(calendarFeeds)
        .innerJoin(trips, eq(trips.id, calendarFeeds.tripId))
        .leftJoin(
          planItems,
          and(
            eq(planItems.tripId, trips.id),
            sql`${planItems.day} IS NOT NULL`,
            sql`${planItems.startMinutes} IS NOT NULL`,
          ),
        )
        .where(eq(calendarFeeds.tokenHash, tokenHash))
        .orderBy(asc(planItems.day), asc(planItems.startMinutes), asc(planItems.position));
      const [first] = rows;
      if (!first) return undefined;
      return { trip: first.trip, items: rows.flatMap((row) => (row.item ? [row.item] : [])) };
    },

    listBookings(tripId) {
      return listShownBookings(db, tripId);
    },
  };
}
