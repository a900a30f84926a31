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

export function createAccess(accessRepository: AccessRepository): Access {
  return {
    async requireOwnEmail(userId, claimedEmail) {
      const email = await accessRepository.findUserEmail(userId);
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
