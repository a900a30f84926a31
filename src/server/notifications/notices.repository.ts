import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { NotificationKind, TripChangePart } from '#shared/contracts/notifications';
import type { Database } from '#server/db/client';
import {
  notificationPreferences,
  notifications,
  pushSubscriptions,
  tripMembers,
  trips,
  users,
} from '#server/db/schema';

export type NoticeRow = typeof notifications.$inferSelect;

/** A trip's name and everyone on it: the owner, then its companions. */
export interface TripTravellers {
  name: string;
  userIds: string[];
}

const travellersOfTrip = sql<
  string[]
>`array_prepend(${trips.userId}, array(select ${tripMembers.userId} from ${tripMembers} where ${tripMembers.tripId} = ${trips.id}))`;

export interface NewNotice {
  userId: string;
  kind: NotificationKind;
  title: string;
  body: string;
  link: string;
  tripId?: string | null;
  watchId?: string | null;
  groupKey?: string | null;
}

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** Where a traveller hears a notice besides the bell; no preferences row means both on. */
export interface DeliveryTargets {
  email: string | undefined;
  push: PushTarget[];
  /** The traveller's language (users.locale); null is English. */
  locale: string | null;
}

/** What the notifier reads and writes (src/server/notifications): kept notices and targets. */
export function createNoticesRepository(db: Database) {
  return {
    async insert(notice: NewNotice): Promise<NoticeRow> {
      const [row] = await db.insert(notifications).values(notice).returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    },

    async find(id: string): Promise<NoticeRow | undefined> {
      const [row] = await db.select().from(notifications).where(eq(notifications.id, id));
      return row;
    },

    /** The traveller's unread notice with this key touched since `since`, the latest. */
    async findOpenGroup(
      userId: string,
      groupKey: string,
      since: Date,
    ): Promise<NoticeRow | undefined> {
      const [row] = await db
        .select()
        .from(notifications)
        .where(
          and(
            eq(notifications.userId, userId),
            eq(notifications.groupKey, groupKey),
            isNull(notifications.readAt),
            gt(notifications.updatedAt, since),
          ),
        )
        .orderBy(desc(notifications.updatedAt))
        .limit(1);
      return row;
    },

    /** Rewrites a grouped notice's body; false when it was read (or deleted) meanwhile. */
    async updateGroup(id: string, body: string): Promise<boolean> {
      const rows = await db
        .update(notifications)
        .set({ body, updatedAt: sql`now()` })
        .where(and(eq(notifications.id, id), isNull(notifications.readAt)))
        .returning({ id: notifications.id });
      return rows.length > 0;
    },

    /** The trip's name and every traveller on it now: the owner, then its companions. */
    async tripTravellers(tripId: string): Promise<TripTravellers | undefined> {
      // One round trip after every write to a trip: its owner and companions in one statement.
      const [trip] = await db
        .select({ name: trips.locationAddress, userIds: travellersOfTrip })
        .from(trips)
        .where(eq(trips.id, tripId));
      return trip;
    },

    /**
     * The trip's travellers as `tripTravellers`, and in the same statement the trip's change
     * announced to them on `channel` (`announced`), unless they are more than `usersPerEvent`.
     */
    async announceTripChange(
      tripId: string,
      parts: readonly TripChangePart[],
      channel: string,
      usersPerEvent: number,
    ): Promise<(TripTravellers & { announced: boolean }) | undefined> {
      const event = sql`json_build_object('type', 'trip', 'tripId', ${trips.id}, 'parts', ${JSON.stringify(parts)}::json, 'userIds', ${travellersOfTrip})::text`;
      const [trip] = await db
        .select({
          name: trips.locationAddress,
          userIds: travellersOfTrip,
          // pg_notify runs only on the branch taken, and is heard once this statement commits.
          announced: sql<boolean>`CASE WHEN cardinality(${travellersOfTrip}) <= ${usersPerEvent}
            THEN (SELECT true FROM pg_notify(${channel}, ${event})) ELSE false END`,
        })
        .from(trips)
        .where(eq(trips.id, tripId));
      return trip;
    },

    /** The traveller's language (users.locale); null is English. */
    async locale(userId: string): Promise<string | null> {
      const [row] = await db
        .select({ locale: users.locale })
        .from(users)
        .where(eq(users.id, userId));
      return row?.locale ?? null;
    },

    async firstName(userId: string): Promise<string | undefined> {
      const [row] = await db.select({ fname: users.fname }).from(users).where(eq(users.id, userId));
      return row?.fname;
    },

    async deliveryTargets(userId: string): Promise<DeliveryTargets> {
      const [row] = await db
        .select({
          email: users.email,
          wantsEmail: notificationPreferences.email,
          wantsPush: notificationPreferences.push,
          locale: users.locale,
        })
        .from(users)
        .leftJoin(notificationPreferences, eq(notificationPreferences.userId, users.id))
        .where(eq(users.id, userId));
      if (!row) return { email: undefined, push: [], locale: null };
      const push =
        row.wantsPush === false
          ? []
          : await db
              .select({
                endpoint: pushSubscriptions.endpoint,
                p256dh: pushSubscriptions.p256dh,
                auth: pushSubscriptions.auth,
              })
              .from(pushSubscriptions)
              .where(eq(pushSubscriptions.userId, userId));
      return {
        email: row.wantsEmail === false ? undefined : row.email,
        push,
        locale: row.locale,
      };
    },

    /** The push service said this endpoint is gone (404/410). */
    async deletePushEndpoint(endpoint: string): Promise<void> {
      await db.delete(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));
    },

    /** Every instance listening on `channel` hears `payload` once the sender commits. */
    async publish(channel: string, payload: string): Promise<void> {
      await db.execute(sql`SELECT pg_notify(${channel}, ${payload})`);
    },
  };
}

export type NoticesRepository = ReturnType<typeof createNoticesRepository>;
