import { and, eq, inArray, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { mapRowsOnce } from '#server/db/row-mapper';
import { tripMembers, trips, users, wishlists } from '#server/db/schema';
import type { TripRole } from '#shared/domain/roles';

export type WishlistRecord = typeof wishlists.$inferSelect;

/** What a caller is on a trip: its owner, or a companion with a role (docs/SECURITY.md#roles). */
export type { TripRole };

/** Inside a transaction, `lock` holds the rows (FOR KEY SHARE, as a foreign key check would). */
export interface LockOption {
  lock?: boolean;
}

/** The reads behind the access rules: who owns which user, trip and wishlist. */
export interface AccessRepository {
  /** The user's email, or undefined when the account is gone. */
  findUserEmail(userId: string): Promise<string | undefined>;
  /** The caller's role on each of `tripIds` that exists and that they own or are a member of. */
  findTripRoles(
    userId: string,
    tripIds: readonly string[],
    options?: LockOption,
  ): Promise<Map<string, TripRole>>;
  /** The wishlist when it exists and belongs to `userId`. */
  findOwnedWishlist(
    userId: string,
    wishlistId: string,
    options?: LockOption,
  ): Promise<WishlistRecord | undefined>;
}

type UserRef = string | Placeholder;

/**
 * The trips `userId` is a companion of, as an array the planner reads once (an init plan over
 * trip_members_user_id_idx), so `trips.id = any(…)` stays an index lookup, also inside an OR.
 */
function memberTripIds(userId: UserRef, roles?: readonly ('editor' | 'viewer')[]): SQL {
  const roleCondition = roles
    ? sql` and ${tripMembers.role} in (${sql.join(
        roles.map((role) => sql`${role}`),
        sql`, `,
      )})`
    : sql``;
  return sql`array(select ${tripMembers.tripId} from ${tripMembers} where ${tripMembers.userId} = ${userId}${roleCondition})`;
}

/**
 * The trips `userId` may read, as a condition for the statement that reads them: a read checks
 * access in its own single round trip, and the rule is written here, once
 * (docs/PRODUCT-RULES.md#roles): the owner and every companion, editor or viewer. Any other trip
 * reads as missing.
 */
export function tripReadableBy(userId: UserRef): SQL {
  return or(eq(trips.userId, userId), sql`${trips.id} = any(${memberTripIds(userId)})`)!;
}

/** The trips `userId` may change (the owner and editors), as a condition like `tripReadableBy`. */
export function tripWritableBy(userId: UserRef): SQL {
  return or(
    eq(trips.userId, userId),
    sql`${trips.id} = any(${memberTripIds(userId, ['editor'])})`,
  )!;
}

/** The trips `userId` owns, for owner-only reads (a calendar link), as a condition. */
export function tripOwnedBy(userId: UserRef): SQL {
  return eq(trips.userId, userId);
}

/**
 * The caller's role on the trip of the row being read, as a column: 'owner', the companion's
 * role, or null. The statement must left join `trip_members` on the trip and this caller.
 */
export function tripRoleOf(userId: UserRef): SQL<TripRole | null> {
  return sql<TripRole | null>`case when ${trips.userId} = ${userId} then 'owner' else ${tripMembers.role} end`;
}

/** The join condition for `tripRoleOf`: the caller's own membership row of the trip. */
export function callerMembership(userId: UserRef): SQL {
  return and(eq(tripMembers.tripId, trips.id), eq(tripMembers.userId, userId))!;
}

/** Asked on every signed-in call: built once and sent as a named prepared statement. */
function prepareUserEmail(db: Database) {
  return mapRowsOnce(
    db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, sql.placeholder('userId')))
      .limit(1)
      .prepare('user_email_by_id'),
  );
}

export function createAccessRepository(db: Database): AccessRepository {
  // Prepared on first use: a repository made for one transaction may never ask.
  let userEmail: ReturnType<typeof prepareUserEmail> | undefined;
  return {
    async findUserEmail(userId) {
      const [row] = await (userEmail ??= prepareUserEmail(db)).execute({ userId });
      return row?.email;
    },

    // The lock makes a concurrent delete wait until we commit, instead of failing our insert
    // into wishlist_trips half-way.
    async findTripRoles(userId, tripIds, options = {}) {
      if (tripIds.length === 0) return new Map();
      const query = db
        .select({ id: trips.id, role: tripRoleOf(userId) })
        .from(trips)
        .leftJoin(tripMembers, callerMembership(userId))
        .where(and(inArray(trips.id, [...tripIds]), tripReadableBy(userId)));
      const rows = options.lock ? await query.for('key share', { of: trips }) : await query;
      const roles = new Map<string, TripRole>();
      for (const row of rows) if (row.role !== null) roles.set(row.id, row.role);
      return roles;
    },

    async findOwnedWishlist(userId, wishlistId, options = {}) {
      const query = db
        .select()
        .from(wishlists)
        .where(and(eq(wishlists.id, wishlistId), eq(wishlists.userId, userId)))
        .limit(1);
      const [row] = options.lock ? await query.for('key share') : await query;
      return row;
    },
  };
}
