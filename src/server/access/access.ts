import {
  forbidden,
  sessionEnded,
  tripNotFound,
  tripOwnerOnly,
  tripReadOnly,
  unauthorized,
  wishlistNotFound,
} from '#server/errors';
import type { ChannelEvents } from '#server/db/client';
import { roleAllows, type TripNeed } from '#shared/domain/roles';
import type { AccessRepository, LockOption, TripRole, WishlistRecord } from './access.repository';

export type { TripNeed, TripRole };

/**
 * A signed-in caller. `accountChecked` false: the route left the check that the account still
 * exists to its own read, which joins the account row; the service must then call
 * `requireAccountUnlessFound` with what that read found. Such a read may be remembered only
 * against the committed count of changes, which deleting an account moves (decision 018).
 */
export interface Caller {
  id: string;
  accountChecked: boolean;
}

export interface TripNeedOption extends LockOption {
  /** Owner-only when absent. */
  need?: TripNeed;
}

/**
 * The one answer to "may this user read or change this trip / wishlist?"
 * (docs/PRODUCT-RULES.md#roles): the owner may do anything, an editor read and change, a viewer
 * read; anyone else gets 404 as if the trip did not exist, a companion asking for more than their
 * role 403. Services ask here before acting on a trip or wishlist by id; no other code decides.
 */
export interface Access {
  /**
   * The caller's email, checked against the one the original client sends (kept for
   * compatibility; someone else's answers 403). A token whose account is gone answers 401.
   */
  requireOwnEmail(userId: string, claimedEmail?: string): Promise<string>;
  /**
   * The caller's role on the trip when it allows `need`: 404 when the caller has none, 403
   * `read_only` for a viewer asking to change it, 403 `owner_only` for an editor asking for an
   * owner's act.
   */
  requireTrip(
    userId: string,
    tripId: string,
    need: TripNeed,
    options?: LockOption,
  ): Promise<TripRole>;
  /**
   * The same rule for a role read in the caller's own statement (`tripRoleOf`), so a read stays
   * one round trip: undefined or null (no access) answers 404.
   */
  checkTripRole(role: TripRole | null | undefined, need: TripNeed): TripRole;
  /**
   * Throws unless every one of `tripIds` exists and allows `need` to `userId` (by default the
   * owner's acts), with the same answers as `requireTrip`.
   */
  requireTrips(userId: string, tripIds: readonly string[], options?: TripNeedOption): Promise<void>;
  /**
   * For a read that joins the caller's account row: when the account was left to that read
   * (`accountChecked` false) and it found nothing, 401 if the account is gone. A read that found
   * a row saw the account in the same snapshot.
   */
  requireAccountUnlessFound(caller: Caller, found: boolean): Promise<void>;
  /** The wishlist, or 404 unless it exists and may be used by `userId`. */
  requireWishlist(
    userId: string,
    wishlistId: string,
    options?: LockOption,
  ): Promise<WishlistRecord>;
}

/**
 * Account emails by user id, and whether each account still lives, asked on every signed-in call
 * (a deleted account's token is refused at once). An email never changes, so once read it is
 * right for as long as the account lives. Whether it lives is answered from memory only while
 * this process hears the database announce every deleted account before the deleting statement
 * answers (`account_gone`, sent by a trigger whoever deletes it: PGlite); otherwise every call
 * reads the database. One per app (docs/decisions/016-answers-from-memory.md).
 */
export interface AccountEmails {
  /** The account's email, or undefined when it is gone. */
  exists(userId: string): Promise<string | undefined>;
  /** The email of an account already known to exist (the same answer as `exists`). */
  email(userId: string): Promise<string | undefined>;
  /** True while `exists` answers a remembered account from memory (no database read). */
  answersFromMemory(): boolean;
}

/** The channel on which the database names each deleted account (migration 0002). */
export const ACCOUNT_GONE_CHANNEL = 'account_gone';

export function createAccountEmails(
  accessRepository: AccessRepository,
  maxEntries = 50_000,
): AccountEmails & ChannelEvents {
  const emails = new Map<string, string>();
  // Until the channel is heard, a remembered account might have been deleted unannounced.
  let isHearing = false;
  // Counts deletions heard: a read that a deletion overtook is not remembered.
  let deletionsHeard = 0;
  const drop = (userId?: string) => {
    deletionsHeard += 1;
    if (userId === undefined) emails.clear();
    else emails.delete(userId);
  };
  const exists = async (userId: string) => {
    const remembered = isHearing ? emails.get(userId) : undefined;
    if (remembered !== undefined) return remembered;
    const before = deletionsHeard;
    const email = await accessRepository.findUserEmail(userId);
    if (email === undefined || before !== deletionsHeard) {
      emails.delete(userId);
      return email;
    }
    // A bound on memory: starting over only costs one read per account afterwards.
    if (emails.size >= maxEntries) emails.clear();
    emails.set(userId, email);
    return email;
  };
  return {
    exists,
    email: async (userId) => emails.get(userId) ?? exists(userId),
    answersFromMemory: () => isHearing,
    message: drop,
    listening: () => {
      // What was remembered before may have been deleted while nobody heard.
      drop();
      isHearing = true;
    },
    lost: () => {
      isHearing = false;
      drop();
    },
  };
}

/** Refuses what the role does not allow: 403 `owner_only` for an owner's act, else `read_only`. */
function checkNeed(role: TripRole, need: TripNeed): void {
  if (roleAllows(role, need)) return;
  throw need === 'own' ? tripOwnerOnly() : tripReadOnly();
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

    async requireTrip(userId, tripId, need, options) {
      const roles = await accessRepository.findTripRoles(userId, [tripId], options);
      const role = roles.get(tripId);
      if (role === undefined) throw tripNotFound();
      checkNeed(role, need);
      return role;
    },

    checkTripRole(role, need) {
      if (role === undefined || role === null) throw tripNotFound();
      checkNeed(role, need);
      return role;
    },

    async requireTrips(userId, tripIds, options = {}) {
      const unique = new Set(tripIds);
      const roles = await accessRepository.findTripRoles(userId, [...unique], options);
      if (roles.size !== unique.size) throw tripNotFound();
      for (const role of roles.values()) checkNeed(role, options.need ?? 'own');
    },

    async requireAccountUnlessFound(caller, found) {
      if (caller.accountChecked || found) return;
      if ((await accountEmails.exists(caller.id)) === undefined) throw sessionEnded();
    },

    async requireWishlist(userId, wishlistId, options) {
      const list = await accessRepository.findOwnedWishlist(userId, wishlistId, options);
      if (!list) throw wishlistNotFound();
      return list;
    },
  };
}
