import type { Message } from '#shared/contracts/errors';
import type { CreateWishlistBody, Wishlist } from '#shared/contracts/wishlists';
import type { Access } from '#server/access/access';
import { type AnswerCache, travellerScope, tripScope } from '#server/db/answer-cache';
import type { RunInTransaction } from '#server/db/transactions';
import { wishlistNameTaken, wishlistNotFound } from '#server/errors';
import { toWishlist } from './wishlists.presenter';
import type { WishlistRecord, WishlistsRepository } from './wishlists.repository';

export interface WishlistsScope {
  wishlistsRepository: WishlistsRepository;
  access: Access;
}

export interface WishlistsServiceDeps extends WishlistsScope {
  inTransaction: RunInTransaction<WishlistsScope>;
  /** Read answers remembered until anything they are read from changes. */
  answers: AnswerCache;
}

/** A list with its trips as they are now (never stale copies), read in the caller's transaction. */
async function loadWishlist(
  scope: WishlistsScope,
  list: WishlistRecord,
  userId: string,
  email: string,
): Promise<Wishlist> {
  const tripRows = await scope.wishlistsRepository.listWishlistTripRows(userId, [list.id]);
  return toWishlist(list, email, tripRows);
}

/** The scopes of a wishlist's trips: a change to one of them changes the list's answer. */
const tripScopesOf = (list: Wishlist) => list.trips.map((trip) => tripScope(trip._id));

/** The caller's wishlists; every change keeps the favourites rule in one transaction. */
export function createWishlistsService(deps: WishlistsServiceDeps) {
  const { wishlistsRepository, access, inTransaction, answers } = deps;

  return {
    async listWishlists(userId: string, claimedEmail: string | undefined): Promise<Wishlist[]> {
      const email = await access.requireOwnEmail(userId, claimedEmail);
      // Two reads from one snapshot, so a trip moving between lists meanwhile is never shown
      // in both or in neither.
      return answers.get(
        `wishlists ${userId}`,
        (lists) => [travellerScope(userId), ...lists.flatMap(tripScopesOf)],
        () =>
          inTransaction(
            async (scope) => {
              const lists = await scope.wishlistsRepository.listWishlists(userId);
              const tripRows = await scope.wishlistsRepository.listWishlistTripRows(
                userId,
                lists.map((list) => list.id),
              );
              return lists.map((list) => toWishlist(list, email, tripRows));
            },
            { readOnlySnapshot: true },
          ),
      );
    },

    async getWishlist(userId: string, wishlistId: string): Promise<Wishlist> {
      const email = await access.requireOwnEmail(userId);
      return answers.get(
        `wishlist ${userId} ${wishlistId}`,
        (list) => [travellerScope(userId), ...tripScopesOf(list)],
        () =>
          inTransaction(
            async (scope) => {
              const list = await scope.access.requireWishlist(userId, wishlistId);
              return loadWishlist(scope, list, userId, email);
            },
            { readOnlySnapshot: true },
          ),
      );
    },

    async createWishlist(userId: string, body: CreateWishlistBody): Promise<Wishlist> {
      const email = await access.requireOwnEmail(userId, body.email);
      const refs =
        body.trips === undefined ? [] : Array.isArray(body.trips) ? body.trips : [body.trips];
      const tripIds = [...new Set(refs.map((ref) => ref._id))];
      try {
        // One transaction: a foreign or missing trip, or a taken name, leaves nothing behind.
        return await inTransaction(async (scope) => {
          await scope.access.requireTrips(userId, tripIds, { lock: true, need: 'read' });
          if (await scope.wishlistsRepository.hasWishlistNamed(userId, body.list_name)) {
            throw wishlistNameTaken();
          }
          const list = await scope.wishlistsRepository.insertWishlist(userId, body.list_name);
          await scope.wishlistsRepository.putTripsInWishlist(userId, list.id, tripIds);
          return loadWishlist(scope, list, userId, email);
        });
      } catch (error) {
        // A concurrent create of the same name passed our check too; the unique index decides.
        if (wishlistsRepository.isDuplicateWishlistName(error)) throw wishlistNameTaken();
        throw error;
      }
    },

    async addTrip(userId: string, wishlistId: string, tripId: string): Promise<Wishlist> {
      const email = await access.requireOwnEmail(userId);
      return inTransaction(async (scope) => {
        const list = await scope.access.requireWishlist(userId, wishlistId, { lock: true });
        await scope.access.requireTrip(userId, tripId, 'read', { lock: true });
        await scope.wishlistsRepository.putTripsInWishlist(userId, list.id, [tripId]);
        return loadWishlist(scope, list, userId, email);
      });
    },

    async removeTrip(userId: string, wishlistId: string, tripId: string): Promise<Wishlist> {
      const email = await access.requireOwnEmail(userId);
      return inTransaction(async (scope) => {
        const list = await scope.access.requireWishlist(userId, wishlistId, { lock: true });
        await scope.access.requireTrip(userId, tripId, 'read');
        await scope.wishlistsRepository.removeTripFromWishlist(list.id, tripId);
        return loadWishlist(scope, list, userId, email);
      });
    },

    async deleteWishlist(userId: string, wishlistId: string): Promise<Message> {
      await access.requireWishlist(userId, wishlistId);
      if (!(await wishlistsRepository.deleteWishlist(wishlistId))) throw wishlistNotFound();
      return { msg: 'Wishlist deleted' };
    },
  };
}
