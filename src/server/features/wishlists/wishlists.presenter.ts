import type { Wishlist } from '#shared/contracts/wishlists';
import { toTrip } from '#server/trip-rows/trip.presenter';
import type { TripRow } from '#server/trip-rows/trip-rows.repository';
import type { WishlistRecord } from './wishlists.repository';

/** The API shape of a wishlist, with those of `tripRows` that are in it. */
export function toWishlist(
  list: WishlistRecord,
  email: string,
  tripRows: readonly TripRow[],
): Wishlist {
  return {
    _id: list.id,
    list_name: list.listName,
    email,
    trips: tripRows.filter((row) => row.wishlistId === list.id).map(toTrip),
    createdAt: list.createdAt.toISOString(),
  };
}
