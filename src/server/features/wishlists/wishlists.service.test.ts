import { describe, expect, it, vi } from 'vitest';
import type { Access } from '#server/access/access';
import { forbidden, tripNotFound, wishlistNotFound } from '#server/errors';
import type { WishlistRecord, WishlistsRepository } from './wishlists.repository';
import { createAnswerCache } from '#server/db/answer-cache';
import { createWishlistsService } from './wishlists.service';

const OWNER = 'owner-id';
const LIST: WishlistRecord = {
  id: 'list-1',
  userId: OWNER,
  listName: 'Summer',
  createdAt: new Date('2026-01-01T00:00:00Z'),
};

function fakes() {
  const wishlistsRepository: WishlistsRepository = {
    listWishlists: async () => [LIST],
    hasWishlistNamed: async () => false,
    insertWishlist: vi.fn(async () => LIST),
    deleteWishlist: vi.fn(async () => true),
    putTripsInWishlist: vi.fn(async () => undefined),
    removeTripFromWishlist: vi.fn(async () => undefined),
    listWishlistTripRows: async () => [],
    isDuplicateWishlistName: () => false,
  };
  const access: Access = {
    requireOwnEmail: async (userId, claimed) => {
      if (claimed !== undefined && claimed !== 'owner@example.com') throw forbidden();
      return userId === OWNER ? 'owner@example.com' : 'other@example.com';
    },
    requireTrips: async (userId, ids) => {
      if (userId !== OWNER || ids.some((id) => id !== 'trip-1')) throw tripNotFound();
    },
    requireTrip: async (userId, id) => {
      if (userId !== OWNER || id !== 'trip-1') throw tripNotFound();
      return 'owner';
    },
    checkTripRole: vi.fn(),
    requireAccountUnlessFound: async () => undefined,
    requireWishlist: async (userId, id) => {
      if (userId !== OWNER || id !== LIST.id) throw wishlistNotFound();
      return LIST;
    },
  };
  const service = createWishlistsService({
    wishlistsRepository,
    access,
    inTransaction: (work) => work({ wishlistsRepository, access }),
    answers: createAnswerCache(),
  });
  return { service, wishlistsRepository };
}

describe('wishlists service: ownership through the access module', () => {
  it("answers 404 for another user's wishlist and adds nothing", async () => {
    const { service, wishlistsRepository } = fakes();
    await expect(service.addTrip('someone-else', LIST.id, 'trip-1')).rejects.toMatchObject({
      status: 404,
      code: 'wishlist_not_found',
    });
    expect(wishlistsRepository.putTripsInWishlist).not.toHaveBeenCalled();
  });

  it("answers 404 for another user's trip in the caller's own wishlist", async () => {
    const { service, wishlistsRepository } = fakes();
    await expect(service.addTrip(OWNER, LIST.id, 'trip-2')).rejects.toMatchObject({
      code: 'trip_not_found',
    });
    expect(wishlistsRepository.putTripsInWishlist).not.toHaveBeenCalled();
  });

  it('creates nothing when one of the trips is not the caller’s', async () => {
    const { service, wishlistsRepository } = fakes();
    await expect(
      service.createWishlist(OWNER, { list_name: 'New', trips: [{ _id: 'trip-2' }] }),
    ).rejects.toMatchObject({ code: 'trip_not_found' });
    expect(wishlistsRepository.insertWishlist).not.toHaveBeenCalled();
  });

  it('answers 403 when the body names another user’s email', async () => {
    const { service } = fakes();
    await expect(
      service.createWishlist(OWNER, { list_name: 'New', email: 'other@example.com' }),
    ).rejects.toMatchObject({ status: 403 });
  });

  it('answers 404 and deletes nothing for another user’s wishlist', async () => {
    const { service, wishlistsRepository } = fakes();
    await expect(service.deleteWishlist('someone-else', LIST.id)).rejects.toMatchObject({
      status: 404,
    });
    expect(wishlistsRepository.deleteWishlist).not.toHaveBeenCalled();
  });
});
