import { forbidden, tripNotFound, unauthorized, wishlistNotFound } from '#server/errors';
import type { AccessRepository, LockOption, WishlistRecord } from './access.repository';

/**
 * The one answer to "may this user read or change this trip / wishlist?"
 * (docs/PRODUCT-RULES.md#ownership): today only the owner may, and anything else answers 404 as
 * if it did not exist. Services ask here before acting on a trip or wishlist by id, so sharing
 * later changes this module, not every query.
 */
export interface Access {
  /**
   * The caller's email, checked against the one the original client sends (kept for
   * compatibility; someone else's answers 403). A token whose account is gone answers 401.
   */
  requireOwnEmail(userId: string, claimedEmail?: string): Promise<string>;
  /** Throws 404 unless every one of `tripIds` exists and may be changed by `userId`. */
  requireTrips(userId: string, tripIds: readonly string[], options?: LockOption): Promise<void>;
  /** The wishlist, or 404 unless it exists and may be used by `userId`. */
  requireWishlist(
    userId: string,
    wishlistId: string,
    options?: LockOption,
  ): Promise<WishlistRecord>;
}

/**
 * Account emails by user id. An email never changes, so once read it is right for as long as the
 * account lives; whether the account still lives is asked of the database on every signed-in
 * call (`exists`), and only then does a service reuse the email without another read. One per app.
 */
export interface AccountEmails {
  /** Reads the account now: its email, or undefined when it is gone. */
  exists(userId: string): Promise<string | undefined>;
  /** The email of an account already known to exist, from memory when it was read before. */
  email(userId: string): Promise<string | undefined>;
}

export function createAccountEmails(
  accessRepository: AccessRepository,
  maxEntries = 50_000,
): AccountEmails {
  const emails = new Map<string, string>();
  const exists = async (userId: string) => {
    const email = await accessRepository.findUserEmail(userId);
    if (email === undefined) {
      emails.delete(userId);
      return undefined;
    }
    // A bound on memory: starting over only costs one read per account afterwards.
    if (emails.size >= maxEntries) emails.clear();
    emails.set(userId, email);
    return email;
  };
  return {
    exists,
    email: async (userId) => emails.get(userId) ?? exists(userId),
  };
}

export function createAccess(
  accessRepository: AccessRepository,
  accountEmails: AccountEmails,
): Access {
  return {
    async requireOwnEmail(userId, claimedEmail) {
      const email = await accountEmails.email(userId);
      if (email === undefined) throw unauthorized('Please log in.');
      if (claimedEmail !== undefined && claimedEmail !== email) throw forbidden();
      return email;
    },

    async requireTrips(userId, tripIds, options) {
      const unique = new Set(tripIds);
      const owned = await accessRepository.findOwnedTripIds(userId, [...unique], options);
      if (owned.size !== unique.size) throw tripNotFound();
    },

    async requireWishlist(userId, wishlistId, options) {
      const list = await accessRepository.findOwnedWishlist(userId, wishlistId, options);
      if (!list) throw wishlistNotFound();
      return list;
    },
  };
}
