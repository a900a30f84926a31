import type { CreateTripBody, Trip } from '#shared/contracts/trips';
import type { Message } from '#shared/contracts/errors';
import type { Database } from '#server/db/client';
import { conflict } from '#server/errors';
import { requireOwnEmail, toTrip, tripNotFound } from './trip-rows';
import {
  deleteTrip,
  findTripRow,
  insertTrip,
  listTripRows,
  removeTripFromItsWishlist,
} from './trips.repository';

export interface TripsService {
  listTrips(userId: string, claimedEmail: string | undefined): Promise<Trip[]>;
  createTrip(userId: string, body: CreateTripBody): Promise<Trip>;
  getTrip(userId: string, tripId: string): Promise<Trip>;
  setFavorite(userId: string, tripId: string, isFavorite: boolean): Promise<Trip>;
  deleteTrip(userId: string, tripId: string): Promise<Message>;
}

export function createTripsService(db: Database): TripsService {
  return {
    async listTrips(userId, claimedEmail) {
      if (claimedEmail !== undefined) await requireOwnEmail(db, userId, claimedEmail);
      const rows = await listTripRows(db, userId);
      return rows.map(toTrip);
    },

    async createTrip(userId, body) {
      const email = await requireOwnEmail(db, userId, body.user_email);
      // body.isFavorite is ignored on purpose: a trip becomes a favourite only by joining a
      // wishlist (D11), and a new trip is in none.
      const trip = await insertTrip(db, {
        userId,
        locationAddress: body.location_address,
        imageUrl: body.image_url,
        tripLocation: body.trip_location ?? '',
        tripStart: body.trip_start ?? null,
        tripEnd: body.trip_end ?? null,
        withinTrips: body.within_trips ?? [],
      });
      return toTrip({ trip, userEmail: email, wishlistId: null, wishlistName: null });
    },

    async getTrip(userId, tripId) {
      const row = await findTripRow(db, userId, tripId);
      if (!row) throw tripNotFound();
      return toTrip(row);
    },

    /**
     * D11 makes isFavorite a consequence of wishlist membership: false takes the trip out of its
     * wishlist (repeatable), true can only confirm a favourite, since becoming one needs a list.
     */
    async setFavorite(userId, tripId, isFavorite) {
      return db.transaction(async (tx) => {
        const row = await findTripRow(tx, userId, tripId);
        if (!row) throw tripNotFound();
        if (isFavorite) {
          if (row.wishlistId === null) {
            throw conflict(
              'Add the trip to a wishlist to make it a favourite.',
              'trip_not_in_wishlist',
            );
          }
          return toTrip(row);
        }
        if (row.wishlistId === null) return toTrip(row);
        await removeTripFromItsWishlist(tx, userId, tripId);
        const updated = await findTripRow(tx, userId, tripId);
        if (!updated) throw tripNotFound();
        return toTrip(updated);
      });
    },

    async deleteTrip(userId, tripId) {
      if (!(await deleteTrip(db, userId, tripId))) throw tripNotFound();
      return { msg: 'Trip deleted' };
    },
  };
}
