import { describe, expect, it, vi } from 'vitest';
import type { Access } from '#server/access/access';
import { tripNotFound } from '#server/errors';
import type { TripRow } from '#server/trip-rows/trip-rows.repository';
import type { PlanDaysRepository } from '#server/plan-days/plan-days.repository';
import type { TripsRepository } from './trips.repository';
import { createAnswerCache } from '#server/db/answer-cache';
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
      travellers: 1,
      origin: null,
      budgetAmount: null,
      notes: '',
      currency: 'USD',
      createdAt: new Date('2026-01-01T00:00:00Z'),
      updatedAt: new Date('2026-01-01T00:00:00Z'),
    },
    userEmail: 'owner@example.com',
    ownerFname: 'Ada',
    role: 'owner',
    wishlistId: null,
    wishlistName: null,
    plannedTotal: null,
    ...overrides,
  };
}

/** One trip in memory; the access fake lets only OWNER use it. */
function fakes(row: TripRow) {
  let current = row;
  const tripsRepository: TripsRepository = {
    listTripRows: async () => [current],
    findTripRow: async (userId, id) =>
      id === current.trip.id && userId === current.trip.userId ? current : undefined,
    insertTrip: vi.fn(),
    lockTrip: async (id) => (id === current.trip.id ? current.trip : undefined),
    updateTrip: vi.fn(async (_id, changes) => {
      current = { ...current, trip: { ...current.trip, ...changes } };
    }),
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
    requireTrip: async (userId, id) => {
      if (userId !== OWNER || id !== current.trip.id) throw tripNotFound();
      return 'owner';
    },
    checkTripRole: vi.fn(),
    requireAccountUnlessFound: async () => undefined,
    requireWishlist: vi.fn(),
  };
  const planDaysRepository: PlanDaysRepository = { sendItemsOffDaysToIdeas: vi.fn(async () => 0) };
  const service = createTripsService({
    tripsRepository,
    planDaysRepository,
    access,
    inTransaction: (work) => work({ tripsRepository, planDaysRepository, access }),
    answers: createAnswerCache(),
    imageForPlace: () => '/images/nature-water.svg',
  });
  return { service, tripsRepository, planDaysRepository };
}

describe('trips service: updateTrip', () => {
  it('takes a favourite out of its wishlist on false', async () => {
    const { service, tripsRepository } = fakes(tripRow({ wishlistId: 'l1', wishlistName: 'L' }));
    const trip = await service.updateTrip(OWNER, 'trip-1', { isFavorite: false });
    expect(trip).toMatchObject({ isFavorite: false, wishlist: null });
    expect(tripsRepository.removeTripFromItsWishlist).toHaveBeenCalledWith(OWNER, 'trip-1');
  });

  it('changes nothing on false for a trip in no wishlist', async () => {
    const { service, tripsRepository } = fakes(tripRow());
    await expect(service.updateTrip(OWNER, 'trip-1', { isFavorite: false })).resolves.toMatchObject(
      {
        isFavorite: false,
      },
    );
    expect(tripsRepository.removeTripFromItsWishlist).not.toHaveBeenCalled();
  });

  it('confirms a favourite on true without changing it', async () => {
    const { service, tripsRepository } = fakes(tripRow({ wishlistId: 'l1', wishlistName: 'L' }));
    await expect(service.updateTrip(OWNER, 'trip-1', { isFavorite: true })).resolves.toMatchObject({
      isFavorite: true,
      wishlist: { _id: 'l1', list_name: 'L' },
    });
    expect(tripsRepository.removeTripFromItsWishlist).not.toHaveBeenCalled();
  });

  it('refuses true with 409 for a trip in no wishlist', async () => {
    const { service } = fakes(tripRow());
    await expect(service.updateTrip(OWNER, 'trip-1', { isFavorite: true })).rejects.toMatchObject({
      status: 409,
      code: 'trip_not_in_wishlist',
    });
  });

  it('answers 404 when the access module refuses the trip, touching nothing', async () => {
    const { service, tripsRepository } = fakes(tripRow({ wishlistId: 'l1', wishlistName: 'L' }));
    await expect(
      service.updateTrip('someone-else', 'trip-1', { isFavorite: false }),
    ).rejects.toMatchObject({
      status: 404,
      code: 'trip_not_found',
    });
    expect(tripsRepository.removeTripFromItsWishlist).not.toHaveBeenCalled();
  });

  it('checks a new end date against the stored start, storing nothing when it is earlier', async () => {
    const { service, tripsRepository } = fakes(
      tripRow({ trip: { ...tripRow().trip, tripStart: '2026-06-10', tripEnd: '2026-06-12' } }),
    );
    await expect(
      service.updateTrip(OWNER, 'trip-1', { trip_end: '2026-06-09' }),
    ).rejects.toMatchObject({
      status: 400,
      message: 'The end date cannot be before the start date.',
    });
    expect(tripsRepository.updateTrip).not.toHaveBeenCalled();
  });

  it('refuses a budget in another currency than the trip', async () => {
    const { service, tripsRepository } = fakes(tripRow());
    await expect(
      service.updateTrip(OWNER, 'trip-1', { budget: { amount: 100, currency: 'EUR' } }),
    ).rejects.toMatchObject({ status: 400, code: 'budget_currency_mismatch' });
    expect(tripsRepository.updateTrip).not.toHaveBeenCalled();
  });

  it('sends the plan items off days that went to the ideas only when a date changes', async () => {
    const { service, planDaysRepository } = fakes(
      tripRow({ trip: { ...tripRow().trip, tripStart: '2026-06-01', tripEnd: '2026-06-08' } }),
    );
    await service.updateTrip(OWNER, 'trip-1', { notes: 'x', trip_start: '2026-06-01' });
    expect(planDaysRepository.sendItemsOffDaysToIdeas).not.toHaveBeenCalled();
    await service.updateTrip(OWNER, 'trip-1', { trip_end: '2026-06-05' });
    expect(planDaysRepository.sendItemsOffDaysToIdeas).toHaveBeenCalledWith(
      'trip-1',
      '2026-06-01',
      '2026-06-05',
    );
  });

  it('asks the access module before deleting, and deletes nothing it refuses', async () => {
    const { service, tripsRepository } = fakes(tripRow());
    await expect(service.deleteTrip('someone-else', 'trip-1')).rejects.toMatchObject({
      status: 404,
    });
    expect(tripsRepository.deleteTrip).not.toHaveBeenCalled();
  });
});
