import { describe, expect, it, vi } from 'vitest';
import type { Access } from '#server/access/access';
import { tripNotFound } from '#server/errors';
import type { TripRow } from '#server/trip-rows/trip-rows.repository';
import type { TripsRepository } from './trips.repository';
import { createTripsService } from './trips.service';

const OWNER = 'owner-id';

function tripRow(overrides: Partial<TripRow> = {}): TripRow {
  return {
    trip: {
      id: 'trip-1',
      userId: OWNER,
      locationAddress: 'Lisbon, Lisbon, Portugal',
      imageUrl: '/api/places-photo/geonames-2267057',
      tripLocation: 'Lisbon',
      tripStart: null,
      tripEnd: null,
      withinTrips: [],
      createdAt: new Date('2026-01-01T00:00:00Z'),
      updatedAt: new Date('2026-01-01T00:00:00Z'),
    },
    userEmail: 'owner@example.com',
    wishlistId: null,
    wishlistName: null,
    ...overrides,
  };
}

/** One trip in memory; the access fake lets only OWNER use it. */
function fakes(row: TripRow) {
  let current = row;
  const tripsRepository: TripsRepository = {
    listTripRows: async () => [current],
    findTripRow: async (id) => (id === current.trip.id ? current : undefined),
    insertTrip: vi.fn(),
    deleteTrip: vi.fn(async () => true),
    removeTripFromItsWishlist: vi.fn(async () => {
      current = { ...current, wishlistId: null, wishlistName: null };
    }),
  };
  const access: Access = {
    requireOwnEmail: async () => 'owner@example.com',
    requireTrips: async (userId, ids) => {
      if (userId !== OWNER || ids.some((id) => id !== current.trip.id)) throw tripNotFound();
    },
    requireWishlist: vi.fn(),
  };
  const service = createTripsService({
    tripsRepository,
    access,
    inTransaction: (work) => work({ tripsRepository, access }),
  });
  return { service, tripsRepository };
}

describe('trips service: setFavorite', () => {
  it('takes a favourite out of its wishlist on false', async () => {
    const { service, tripsRepository } = fakes(tripRow({ wishlistId: 'l1', wishlistName: 'L' }));
    const trip = await service.setFavorite(OWNER, 'trip-1', false);
    expect(trip).toMatchObject({ isFavorite: false, wishlist: null });
    expect(tripsRepository.removeTripFromItsWishlist).toHaveBeenCalledWith('trip-1');
  });

  it('changes nothing on false for a trip in no wishlist', async () => {
    const { service, tripsRepository } = fakes(tripRow());
    await expect(service.setFavorite(OWNER, 'trip-1', false)).resolves.toMatchObject({
      isFavorite: false,
    });
    expect(tripsRepository.removeTripFromItsWishlist).not.toHaveBeenCalled();
  });

  it('confirms a favourite on true without changing it', async () => {
    const { service, tripsRepository } = fakes(tripRow({ wishlistId: 'l1', wishlistName: 'L' }));
    await expect(service.setFavorite(OWNER, 'trip-1', true)).resolves.toMatchObject({
      isFavorite: true,
      wishlist: { _id: 'l1', list_name: 'L' },
    });
    expect(tripsRepository.removeTripFromItsWishlist).not.toHaveBeenCalled();
  });

  it('refuses true with 409 for a trip in no wishlist', async () => {
    const { service } = fakes(tripRow());
    await expect(service.setFavorite(OWNER, 'trip-1', true)).rejects.toMatchObject({
      status: 409,
      code: 'trip_not_in_wishlist',
    });
  });

  it('answers 404 when the access module refuses the trip, touching nothing', async () => {
    const { service, tripsRepository } = fakes(tripRow({ wishlistId: 'l1', wishlistName: 'L' }));
    await expect(service.setFavorite('someone-else', 'trip-1', false)).rejects.toMatchObject({
      status: 404,
      code: 'trip_not_found',
    });
    expect(tripsRepository.removeTripFromItsWishlist).not.toHaveBeenCalled();
  });

  it('asks the access module before deleting, and deletes nothing it refuses', async () => {
    const { service, tripsRepository } = fakes(tripRow());
    await expect(service.deleteTrip('someone-else', 'trip-1')).rejects.toMatchObject({
      status: 404,
    });
    expect(tripsRepository.deleteTrip).not.toHaveBeenCalled();
  });
});
