import type { Message } from '#shared/contracts/errors';
import type { CreateTripBody, Trip } from '#shared/contracts/trips';
import type { Access } from '#server/access/access';
import type { RunInTransaction } from '#server/db/transactions';
import { tripNotFound, tripNotInWishlist } from '#server/errors';
import { toTrip } from '#server/trip-rows/trip.presenter';
import type { TripsRepository } from './trips.repository';

export interface TripsScope {
  tripsRepository: TripsRepository;
  access: Access;
}

export interface TripsServiceDeps extends TripsScope {
  inTransaction: RunInTransaction<TripsScope>;
}

/** The caller's trips: list, create, read, unfavourite, delete. */
export function createTripsService({ tripsRepository, access, inTransaction }: TripsServiceDeps) {
  /** The trip when `userId` may use it; 404 otherwise, as if it did not exist. */
  async function requireTripRow(scope: TripsScope, userId: string, tripId: string) {
    await scope.access.requireTrips(userId, [tripId]);
    const row = await scope.tripsRepository.findTripRow(tripId);
    if (!row) throw tripNotFound();
    return row;
  }

  return {
    async listTrips(userId: string, claimedEmail: string | undefined): Promise<Trip[]> {
      if (claimedEmail !== undefined) await access.requireOwnEmail(userId, claimedEmail);
      const rows = await tripsRepository.listTripRows(userId);
      return rows.map(toTrip);
    },

    async createTrip(userId: string, body: CreateTripBody): Promise<Trip> {
      const email = await access.requireOwnEmail(userId, body.user_email);
      // body.isFavorite is ignored on purpose: a trip becomes a favourite only by joining a
      // wishlist (docs/PRODUCT-RULES.md#favourites), and a new trip is in none.
      const trip = await tripsRepository.insertTrip({
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

    async getTrip(userId: string, tripId: string): Promise<Trip> {
      return toTrip(await requireTripRow({ tripsRepository, access }, userId, tripId));
    },

    /**
     * isFavorite is a consequence of wishlist membership (docs/PRODUCT-RULES.md#favourites):
     * false takes the trip out of its wishlist (repeatable), true can only confirm a favourite,
     * since becoming one needs a list.
     */
    async setFavorite(userId: string, tripId: string, isFavorite: boolean): Promise<Trip> {
      return inTransaction(async (scope) => {
        const row = await requireTripRow(scope, userId, tripId);
        if (isFavorite) {
          if (row.wishlistId === null) throw tripNotInWishlist();
          return toTrip(row);
        }
        if (row.wishlistId === null) return toTrip(row);
        await scope.tripsRepository.removeTripFromItsWishlist(tripId);
        const updated = await scope.tripsRepository.findTripRow(tripId);
        if (!updated) throw tripNotFound();
        return toTrip(updated);
      });
    },

    async deleteTrip(userId: string, tripId: string): Promise<Message> {
      await access.requireTrips(userId, [tripId]);
      if (!(await tripsRepository.deleteTrip(tripId))) throw tripNotFound();
      return { msg: 'Trip deleted' };
    },
  };
}
