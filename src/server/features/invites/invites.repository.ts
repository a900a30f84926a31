import { and, asc, count, desc, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Booking } from '#shared/contracts/bookings';
import type { CurrencyCode } from '#shared/domain/money';
import { listShownBookings } from '#server/booking-rows/shown-bookings.repository';
import type { Database } from '#server/db/client';
import {
  costLines,
  planItems,
  tripInvites,
  tripMembers,
  tripShares,
  trips,
  users,
} from '#server/db/schema';
import { selectTripRows, type TripRow } from '#server/trip-rows/trip-rows.repository';

export type InviteRecord = typeof tripInvites.$inferSelect;
export type NewInvite = Pick<
  typeof tripInvites.$inferInsert,
  'tripId' | 'tokenHash' | 'role' | 'maxUses' | 'expiresAt'
>;
export type ShareRecord = typeof tripShares.$inferSelect;

/** What the read-only page shows of a trip: nothing that names its owner. */
export interface SharedTripRecord {
  locationAddress: string;
  tripLocation: string;
  imageUrl: string;
  tripStart: string | null;
  tripEnd: string | null;
  travellers: number;
  currency: CurrencyCode;
}

export type SharedItemRecord = Pick<
  typeof planItems.$inferSelect,
  'day' | 'position' | 'name' | 'startMinutes' | 'durationMinutes' | 'place' | 'note'
>;

/** A cost line as the read-only page shows it: the payer by first name only. */
export interface SharedLineRecord {
  category: (typeof costLines.$inferSelect)['category'];
  label: string;
  plannedAmount: number | null;
  actualAmount: number | null;
  payerFirstName: string | null;
  paidByName: string | null;
}

/**
 * The `trip_invites`, `trip_members` and `trip_shares` tables, and what a share link shows.
 * Calls by trip id do not check the owner: the services ask the access module.
 */
export interface InvitesRepository {
  /** How many of the trip's invites still work at `now`. */
  countLiveInvites(tripId: string, now: Date): Promise<number>;
  insertInvite(values: NewInvite): Promise<InviteRecord>;
  /** The trip's invites, newest first. */
  listInvites(tripId: string): Promise<InviteRecord[]>;
  /** Marks the invite revoked (keeping the first time); undefined when the trip has no such one. */
  revokeInvite(tripId: string, inviteId: string, now: Date): Promise<InviteRecord | undefined>;
  findInviteByHash(tokenHash: string): Promise<InviteRecord | undefined>;
  /** The trip owner's user id, or undefined when the trip is gone. */
  findTripOwner(tripId: string): Promise<string | undefined>;
  /** The trip's place, and whether `userId` is its owner or a companion. */
  findInvitedTrip(
    tripId: string,
    userId: string,
  ): Promise<{ locationAddress: string; tripLocation: string; isMember: boolean } | undefined>;
  /** Adds the companion; false (and nothing changed) when they already are one. */
  insertMember(tripId: string, userId: string, role: InviteRecord['role']): Promise<boolean>;
  /**
   * Counts one use of the invite, in one statement, only while it still works at `now`: two
   * acceptances racing for its last use cannot both count. False when it no longer works.
   */
  takeInviteUse(inviteId: string, now: Date): Promise<boolean>;
  /** The trip as its answers read it. */
  /** The trip as `callerId` sees it (their role and favourite state). */
  findTripRow(tripId: string, callerId: string): Promise<TripRow | undefined>;

  findShare(tripId: string): Promise<ShareRecord | undefined>;
  /** Makes the trip's share link, replacing any earlier one (whose hash then matches nothing). */
  replaceShare(tripId: string, tokenHash: string, showsCosts: boolean): Promise<ShareRecord>;
  /** False when the trip had no link. */
  deleteShare(tripId: string): Promise<boolean>;
  /** The trip behind a share link's hash, and whether it shows its costs. */
  findSharedTrip(
    tokenHash: string,
  ): Promise<{ tripId: string; showsCosts: boolean; trip: SharedTripRecord } | undefined>;
  /** The trip's plan items, by day (the ideas first), then position. */
  listSharedItems(tripId: string): Promise<SharedItemRecord[]>;
  /** The trip's cost lines, oldest first, each payer named by first name only. */
  listSharedLines(tripId: string): Promise<SharedLineRecord[]>;
  /** The trip's bookings in order of their start (without files); the presenter picks fields. */
  listSharedBookings(tripId: string): Promise<Booking[]>;
}

/** An invite still works: not revoked, not expired, not used up. */
const inviteWorks = (now: Date) =>
  and(
    isNull(tripInvites.revokedAt),
    or(isNull(tripInvites.expiresAt), gt(tripInvites.expiresAt, now)),
    or(isNull(tripInvites.maxUses), lt(tripInvites.uses, tripInvites.maxUses)),
  );

export function createInvitesRepository(db: Database): InvitesRepository {
  return {
    async countLiveInvites(tripId, now) {
      const [row] = await db
        .select({ n: count() })
        .from(tripInvites)
        .where(and(eq(tripInvites.tripId, tripId), inviteWorks(now)));
      return row?.n ?? 0;
    },

    async insertInvite(values) {
      const [row] = await db.insert(tripInvites).values(values).returning();
      if (!row) throw new Error('insert into trip_invites returned no row');
      return row;
    },

    async listInvites(tripId) {
      return db
        .select()
        .from(tripInvites)
        .where(eq(tripInvites.tripId, tripId))
        .orderBy(desc(tripInvites.createdAt), desc(tripInvites.id));
    },

    async revokeInvite(tripId, inviteId, now) {
      const [row] = await db
        .update(tripInvites)
        .set({
          revokedAt: sql`coalesce(${tripInvites.revokedAt}, ${now.toISOString()}::timestamptz)`,
        })
        .where(and(eq(tripInvites.tripId, tripId), eq(tripInvites.id, inviteId)))
        .returning();
      return row;
    },

    async findInviteByHash(tokenHash) {
      const [row] = await db
        .select()
        .from(tripInvites)
        .where(eq(tripInvites.tokenHash, tokenHash))
        .limit(1);
      return row;
    },

    async findTripOwner(tripId) {
      const [row] = await db
        .select({ userId: trips.userId })
        .from(trips)
        .where(eq(trips.id, tripId))
        .limit(1);
      return row?.userId;
    },

    async findInvitedTrip(tripId, userId) {
      const [row] = await db
        .select({
          locationAddress: trips.locationAddress,
          tripLocation: trips.tripLocation,
          isMember: sql<boolean>`(${trips.userId} = ${userId} OR EXISTS (SELECT 1 FROM ${tripMembers} WHERE ${tripMembers.tripId} = ${trips.id} AND ${tripMembers.userId} = ${userId}))`,
        })
        .from(trips)
        .where(eq(trips.id, tripId))
        .limit(1);
      return row;
    },

    async insertMember(tripId, userId, role) {
      const rows = await db
        .insert(tripMembers)
        .values({ tripId, userId, role })
        .onConflictDoNothing()
        .returning({ userId: tripMembers.userId });
      return rows.length > 0;
    },

    async takeInviteUse(inviteId, now) {
      const rows = await db
        .update(tripInvites)
        .set({ uses: sql`${tripInvites.uses} + 1` })
        .where(and(eq(tripInvites.id, inviteId), inviteWorks(now)))
        .returning({ id: tripInvites.id });
      return rows.length > 0;
    },

    async findTripRow(tripId, callerId) {
      const [row] = await selectTripRows(db, callerId).where(eq(trips.id, tripId)).limit(1);
      return row;
    },

    async findShare(tripId) {
      const [row] = await db
        .select()
        .from(tripShares)
        .where(eq(tripShares.tripId, tripId))
        .limit(1);
      return row;
    },

    async replaceShare(tripId, tokenHash, showsCosts) {
      const [row] = await db
        .insert(tripShares)
        .values({ tripId, tokenHash, showsCosts })
        .onConflictDoUpdate({
          target: tripShares.tripId,
          set: { tokenHash, showsCosts, createdAt: sql`now()` },
        })
        .returning();
      if (!row) throw new Error('upsert into trip_shares returned no row');
      return row;
    },

    async deleteShare(tripId) {
      const deleted = await db
        .delete(tripShares)
        .where(eq(tripShares.tripId, tripId))
        .returning({ tripId: tripShares.tripId });
      return deleted.length > 0;
    },

    async findSharedTrip(tokenHash) {
      const [row] = await db
        .select({
          tripId: trips.id,
          showsCosts: tripShares.showsCosts,
          trip: {
            locationAddress: trips.locationAddress,
            tripLocation: trips.tripLocation,
            imageUrl: trips.imageUrl,
            tripStart: trips.tripStart,
            tripEnd: trips.tripEnd,
            travellers: trips.travellers,
            currency: trips.currency,
          },
        })
        .from(tripShares)
        .innerJoin(trips, eq(trips.id, tripShares.tripId))
        .where(eq(tripShares.tokenHash, tokenHash))
        .limit(1);
      return row;
    },

    async listSharedItems(tripId) {
      return db
        .select({
          day: planItems.day,
          position: planItems.position,
          name: planItems.name,
          startMinutes: planItems.startMinutes,
          durationMinutes: planItems.durationMinutes,
          place: planItems.place,
          note: planItems.note,
        })
        .from(planItems)
        .where(eq(planItems.tripId, tripId))
        .orderBy(sql`${planItems.day} NULLS FIRST`, asc(planItems.position));
    },

    async listSharedLines(tripId) {
      return db
        .select({
          category: costLines.category,
          label: costLines.label,
          plannedAmount: costLines.plannedAmount,
          actualAmount: costLines.actualAmount,
          payerFirstName: users.fname,
          paidByName: costLines.paidByName,
        })
        .from(costLines)
        .leftJoin(users, eq(users.id, costLines.paidByUserId))
        .where(eq(costLines.tripId, tripId))
        .orderBy(asc(costLines.createdAt), asc(costLines.id));
    },

    listSharedBookings(tripId) {
      return listShownBookings(db, tripId);
    },
  };
}
