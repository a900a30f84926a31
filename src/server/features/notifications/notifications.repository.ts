import { and, count, desc, eq, inArray, isNull, lt, notInArray, sql } from 'drizzle-orm';
import type {
  NotificationPreferences,
  PushSubscriptionBody,
} from '#shared/contracts/notifications';
import type { Database } from '#server/db/client';
import {
  notificationPreferences,
  notifications,
  pushSubscriptions,
  users,
} from '#server/db/schema';

export type NotificationRow = typeof notifications.$inferSelect;

/** A traveller's own notices, channel choices and push subscriptions; every query names them. */
export function createNotificationsRepository(db: Database) {
  return {
    /** The traveller's language (users.locale); null when they chose none. */
    async locale(userId: string): Promise<string | null> {
      const [row] = await db
        .select({ locale: users.locale })
        .from(users)
        .where(eq(users.id, userId));
      return row?.locale ?? null;
    },

    /** Newest first, older than `before` when given. */
    listNotices(userId: string, before: Date | undefined, limit: number) {
      return db
        .select()
        .from(notifications)
        .where(
          and(
            eq(notifications.userId, userId),
            before ? lt(notifications.createdAt, before) : undefined,
          ),
        )
        .orderBy(desc(notifications.createdAt), desc(notifications.id))
        .limit(limit);
    },

    async unreadCount(userId: string): Promise<number> {
      const [row] = await db
        .select({ unread: count() })
        .from(notifications)
        .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
      return row?.unread ?? 0;
    },

    /** Marks the traveller's own unread notices read: those in `ids`, or all of them. */
    async markRead(userId: string, ids: string[] | undefined): Promise<void> {
      if (ids?.length === 0) return;
      await db
        .update(notifications)
        .set({ readAt: sql`now()` })
        .where(
          and(
            eq(notifications.userId, userId),
            isNull(notifications.readAt),
            ids ? inArray(notifications.id, ids) : undefined,
          ),
        );
    },

    async preferences(userId: string): Promise<NotificationPreferences | undefined> {
      const [row] = await db
        .select({ email: notificationPreferences.email, push: notificationPreferences.push })
        .from(notificationPreferences)
        .where(eq(notificationPreferences.userId, userId));
      return row;
    },

    async savePreferences(userId: string, preferences: NotificationPreferences): Promise<void> {
      await db
        .insert(notificationPreferences)
        .values({ userId, ...preferences })
        .onConflictDoUpdate({
          target: notificationPreferences.userId,
          set: { ...preferences, updatedAt: sql`now()` },
        });
    },

    /** One subscription per endpoint: a browser subscribing again (or for another account) moves it. */
    async savePushSubscription(userId: string, body: PushSubscriptionBody): Promise<void> {
      await db
        .insert(pushSubscriptions)
        .values({ userId, endpoint: body.endpoint, p256dh: body.keys.p256dh, auth: body.keys.auth })
        .onConflictDoUpdate({
          target: pushSubscriptions.endpoint,
          set: { userId, p256dh: body.keys.p256dh, auth: body.keys.auth, createdAt: sql`now()` },
        });
    },

    /** Keeps the traveller's `keep` newest subscriptions, forgetting older ones. */
    async keepNewestPushSubscriptions(userId: string, keep: number): Promise<void> {
      const newest = db
        .select({ id: pushSubscriptions.id })
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.userId, userId))
        .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id))
        .limit(keep);
      await db
        .delete(pushSubscriptions)
        .where(and(eq(pushSubscriptions.userId, userId), notInArray(pushSubscriptions.id, newest)));
    },

    async deletePushSubscription(userId: string, endpoint: string): Promise<boolean> {
      const rows = await db
        .delete(pushSubscriptions)
        .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
        .returning({ id: pushSubscriptions.id });
      return rows.length > 0;
    },
  };
}

export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;
