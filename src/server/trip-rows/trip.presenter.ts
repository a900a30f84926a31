import type { Trip } from '#shared/contracts/trips';
import type { TripRow } from './trip-rows.repository';

/** The API shape of a trip (the contract's `tripSchema`), for trips and wishlists answers. */
export function toTrip(row: TripRow): Trip {
  const { trip } = row;
  const wishlist =
    row.wishlistId !== null && row.wishlistName !== null
      ? { _id: row.wishlistId, list_name: row.wishlistName }
      : null;
  return {
    _id: trip.id,
    user_email: row.userEmail,
    location_address: trip.locationAddress,
    image_url: trip.imageUrl,
    trip_location: trip.tripLocation,
    trip_start: trip.tripStart,
    trip_end: trip.tripEnd,
    within_trips: trip.withinTrips,
    isFavorite: wishlist !== null,
    wishlist,
    createdAt: trip.createdAt.toISOString(),
    travellers: trip.travellers,
    origin: trip.origin,
    budget:
      trip.budgetAmount === null ? null : { amount: trip.budgetAmount, currency: trip.currency },
    notes: trip.notes,
    currency: trip.currency,
    plannedTotal:
      row.plannedTotal === null ? null : { amount: row.plannedTotal, currency: trip.currency },
    role: row.role ?? 'owner',
    owner: { fname: row.ownerFname },
  };
}
