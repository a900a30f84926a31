import type { Message } from '#shared/contracts/errors';
import type { CreateWishlistBody, Wishlist } from '#shared/contracts/wishlists';
import type { Database } from '#server/db/client';
import { conflict, notFound, type AppError } from '#server/errors';
import {
  findOwnTripIds,
  requireOwnEmail,
  toTrip,
  tripNotFound,
  type TripRow,
} from '#server/features/trips/trip-rows';
import {
  deleteWishlist,
  findWishlist,
  hasWishlistNamed,
  insertWishlist,
  isDuplicateWishlistName,
  listWishlistTripRows,
  listWishlists,
  putTripsInWishlist,
  removeTripFromWishlist,
  type WishlistRow,
} from './wishlists.repository';

const wishlistNotFound = (): AppError => notFound('Wishlist not found', 'wishlist_not_found');
const duplicateName = (): AppError =>
  conflict('A wishlist with this name already exists.', 'wishlist_name_taken');

export interface WishlistsService {
  listWishlists(userId: string, claimedEmail: string | undefined): Promise<Wishlist[]>;
  getWishlist(userId: string, wishlistId: string): Promise<Wishlist>;
  createWishlist(userId: string, body: CreateWishlistBody): Promise<Wishlist>;
  addTrip(userId: string, wishlistId: string, tripId: string): Promise<Wishlist>;
  removeTrip(userId: string, wishlistId: string, tripId: string): Promise<Wishlist>;
  deleteWishlist(userId: string, wishlistId: string): Promise<Message>;
}

function toWishlist(list: WishlistRow, email: string, tripRows: readonly TripRow[]): Wishlist {
  return {
    _id: list.id,
    list_name: list.listName,
    email,
    trips: tripRows.filter((row) => row.wishlistId === list.id).map(toTrip),
    createdAt: list.createdAt.toISOString(),
  };
}

/** A list with its trips as they are now (never stale copies), read in the caller's transaction. */
async function loadWishlist(
  db: Database,
  list: WishlistRow,
  userId: string,
  email: string,
): Promise<Wishlist> {
  return toWishlist(list, email, await listWishlistTripRows(db, userId, [list.id]));
}

export function createWishlistsService(db: Database): WishlistsService {
  return {
    async listWishlists(userId, claimedEmail) {
      const email = await requireOwnEmail(db, userId, claimedEmail);
      // Two reads from one snapshot, so a trip moving between lists meanwhile is never shown
      // in both or in neither.
      return db.transaction(
        async (tx) => {
          const lists = await listWishlists(tx, userId);
          const tripRows = await listWishlistTripRows(
            tx,
            userId,
            lists.map((list) => list.id),
          );
          return lists.map((list) => toWishlist(list, email, tripRows));
        },
        { isolationLevel: 'repeatable read', accessMode: 'read only' },
      );
    },

    async getWishlist(userId, wishlistId) {
      const email = await requireOwnEmail(db, userId, undefined);
      return db.transaction(
        async (tx) => {
          const list = await findWishlist(tx, userId, wishlistId);
          if (!list) throw wishlistNotFound();
          return loadWishlist(tx, list, userId, email);
        },
        { isolationLevel: 'repeatable read', accessMode: 'read only' },
      );
    },

    async createWishlist(userId, body) {
      const email = await requireOwnEmail(db, userId, body.email);
      const refs =
        body.trips === undefined ? [] : Array.isArray(body.trips) ? body.trips : [body.trips];
      const tripIds = [...new Set(refs.map((ref) => ref._id))];
      try {
        // One transaction: a foreign or missing trip, or a taken name, leaves nothing behind.
        return await db.transaction(async (tx) => {
          const ownTripIds = await findOwnTripIds(tx, userId, tripIds, { lock: true });
          if (ownTripIds.size !== tripIds.length) throw tripNotFound();
          if (await hasWishlistNamed(tx, userId, body.list_name)) throw duplicateName();
          const list = await insertWishlist(tx, userId, body.list_name);
          await putTripsInWishlist(tx, list.id, tripIds);
          return loadWishlist(tx, list, userId, email);
        });
      } catch (error) {
        // A concurrent create of the same name passed our check too; the unique index decides.
        if (isDuplicateWishlistName(error)) throw duplicateName();
        throw error;
      }
    },

    async addTrip(userId, wishlistId, tripId) {
      const email = await requireOwnEmail(db, userId, undefined);
      return db.transaction(async (tx) => {
        const list = await findWishlist(tx, userId, wishlistId, { lock: true });
        if (!list) throw wishlistNotFound();
        const ownTripIds = await findOwnTripIds(tx, userId, [tripId], { lock: true });
        if (!ownTripIds.has(tripId)) throw tripNotFound();
        await putTripsInWishlist(tx, list.id, [tripId]);
        return loadWishlist(tx, list, userId, email);
      });
    },

    async removeTrip(userId, wishlistId, tripId) {
      const email = await requireOwnEmail(db, userId, undefined);
      return db.transaction(async (tx) => {
        const list = await findWishlist(tx, userId, wishlistId, { lock: true });
        if (!list) throw wishlistNotFound();
        const ownTripIds = await findOwnTripIds(tx, userId, [tripId]);
        if (!ownTripIds.has(tripId)) throw tripNotFound();
        await removeTripFromWishlist(tx, list.id, tripId);
        return loadWishlist(tx, list, userId, email);
      });
    },

    async deleteWishlist(userId, wishlistId) {
      if (!(await deleteWishlist(db, userId, wishlistId))) throw wishlistNotFound();
      return { msg: 'Wishlist deleted' };
    },
  };
}
