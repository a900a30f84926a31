import { and, asc, eq, sql } from 'drizzle-orm';
import { tripReadableBy } from '#server/access/access.repository';
import type { Database } from '#server/db/client';
import { tripMembers, trips, users, wishlistTrips } from '#server/db/schema';
import { alias } from 'drizzle-orm/pg-core';

export type CompanionRole = 'editor' | 'viewer';

export interface MemberRecord {
  userId: string;
  fname: string;
  role: CompanionRole;
}

/** A trip's owner and companions, as stored. */
export interface TripTravellers {
  owner: { userId: string; fname: string };
  companions: MemberRecord[];
}

/**
 * The `trip_members` table and the trip's owner. Calls by trip id do not check the caller: the
 * service asks the access module first.
 */
export interface MembersRepository {
  /**
   * The trip's owner and companions (by when they joined) when `userId` may read the trip; else
   * undefined. One statement with the access rule in it.
   */
  findReadableTravellers(userId: string, tripId: string): Promise<TripTravellers | undefined>;
  /** Inside a transaction, holds the trip's row until commit (FOR UPDATE). */
  lockTrip(tripId: string): Promise<boolean>;
  /** The companion's membership, or undefined. */
  findCompanion(tripId: string, userId: string): Promise<MemberRecord | undefined>;
  setCompanionRole(tripId: string, userId: string, role: CompanionRole): Promise<void>;
  /**
   * Takes the companion off the trip, and the trip out of their wishlist: a trip they can no
   * longer read is no longer their favourite (docs/PRODUCT-RULES.md#favourites).
   */
  removeCompanion(tripId: string, userId: string): Promise<boolean>;
  /** Makes `newOwnerId` the trip's owner; the membership rows are the caller's to change. */
  setOwner(tripId: string, newOwnerId: string): Promise<void>;
  addCompanion(tripId: string, userId: string, role: CompanionRole): Promise<void>;
}

const memberUsers = alias(users, 'member_users');

export function createMembersRepository(db: Database): MembersRepository {
  return {
    async findReadableTravellers(userId, tripId) {
      const rows = await db
        .select({
          ownerId: trips.userId,
          ownerFname: users.fname,
          memberId: tripMembers.userId,
          memberFname: memberUsers.fname,
          memberRole: tripMembers.role,
        })
        .from(trips)
        .innerJoin(users, eq(users.id, trips.userId))
        .leftJoin(tripMembers, eq(tripMembers.tripId, trips.id))
        .leftJoin(memberUsers, eq(memberUsers.id, tripMembers.userId))
        .where(and(eq(trips.id, tripId), tripReadableBy(userId)))
        .orderBy(asc(tripMembers.createdAt), asc(tripMembers.userId));
      const [first] = rows;
      if (!first) return undefined;
      return {
        owner: { userId: first.ownerId, fname: first.ownerFname },
        companions: rows.flatMap((row) =>
          row.memberId !== null && row.memberFname !== null && row.memberRole !== null
            ? [{ userId: row.memberId, fname: row.memberFname, role: row.memberRole }]
            : [],
        ),
      };
    },

    async lockTrip(tripId) {
      const rows = await db
        .select({ id: trips.id })
        .from(trips)
        .where(eq(trips.id, tripId))
        .for('update');
      return rows.length > 0;
    },

    async findCompanion(tripId, userId) {
      const [row] = await db
        .select({ userId: tripMembers.userId, fname: users.fname, role: tripMembers.role })
        .from(tripMembers)
        .innerJoin(users, eq(users.id, tripMembers.userId))
        .where(and(eq(tripMembers.tripId, tripId), eq(tripMembers.userId, userId)))
        .limit(1);
      return row;
    },

    async setCompanionRole(tripId, userId, role) {
      await db
        .update(tripMembers)
        .set({ role })
        .where(and(eq(tripMembers.tripId, tripId), eq(tripMembers.userId, userId)));
    },

    async removeCompanion(tripId, userId) {
      const removed = await db
        .delete(tripMembers)
        .where(and(eq(tripMembers.tripId, tripId), eq(tripMembers.userId, userId)))
        .returning({ userId: tripMembers.userId });
      await db
        .delete(wishlistTrips)
        .where(and(eq(wishlistTrips.tripId, tripId), eq(wishlistTrips.userId, userId)));
      return removed.length > 0;
    },

    async setOwner(tripId, newOwnerId) {
      await db
        .update(trips)
        .set({ userId: newOwnerId, updatedAt: sql`now()` })
        .where(eq(trips.id, tripId));
    },

    async addCompanion(tripId, userId, role) {
      await db.insert(tripMembers).values({ tripId, userId, role });
    },
  };
}
