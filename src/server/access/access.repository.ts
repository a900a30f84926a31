import { and, eq, inArray, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { trips, users, wishlists } from '#server/db/schema';

export type WishlistRecord = typeof wishlists.$inferSelect;

/** Inside a transaction, `lock` holds the rows (FOR KEY SHARE, as a foreign key check would). */
export interface LockOption {
  lock?: boolean;
}

/** The reads behind the access rules: who owns which user, trip and wishlist. */
export interface AccessRepository {
  /** The user's email, or undefined when the account is gone. */
  findUserEmail(userId: string): Promise<string | undefined>;
  /** Which of `tripIds` exist and belong to `userId`. */
  findOwnedTripIds(
    userId: string,
    tripIds: readonly string[],
    options?: LockOption,
  ): Promise<Set<string>>;
  /** The wishlist when it exists and belongs to `userId`. */
  findOwnedWishlist(
    userId: string,
    wishlistId: string,
    options?: LockOption,
  ): Promise<WishlistRecord | undefined>;
}

/**
 * The trips `userId` may read, as a condition for the statement that reads them: a read checks
 * access in its own single round trip, and the rule is written here, once
 * (docs/PRODUCT-RULES.md#ownership). Today only the owner may; any other trip reads as missing.
 */
export function tripReadableBy(userId: string | Placeholder): SQL {
  return eq(trips.userId, userId);
}

/** Asked on every signed-in call: built once and sent as a named prepared statement. */
function prepareUserEmail(db: Database) {
  return db
    .select({ email: users.email })
    .from(users)
    .where(eq(users.id, sql.placeholder('userId')))
    .limit(1)
    .prepare('user_email_by_id');
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
    async findOwnedTripIds(userId, tripIds, options = {}) {
      if (tripIds.length === 0) return new Set();
      const query = db
        .select({ id: trips.id })
        .from(trips)
        .where(and(eq(trips.userId, userId), inArray(trips.id, [...tripIds])));
      const rows = options.lock ? await query.for('key share') : await query;
      return new Set(rows.map((row) => row.id));
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
