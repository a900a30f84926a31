import type { BookingPlace } from '#shared/contracts/bookings';

/** How a booking's place is named: "Lisbon Airport (LIS)", else its name, code or address alone. */
export function bookingPlaceLabel(place: BookingPlace | null): string {
  if (!place) return '';
  const name = place.name.trim();
  if (place.code && name && !name.includes(place.code)) return `${name} (${place.code})`;
  return name || place.code || place.address.trim();
}
