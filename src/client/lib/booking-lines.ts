import type { BookingInput, BookingPlace } from '#shared/contracts/bookings';
import { formatMoney, isCurrencyCode, type Money } from '#shared/domain/money';

/** "Lisbon (LIS)", the code alone, or the name alone. */
export function placeText(place: BookingPlace | null): string {
  if (!place) return '';
  const name = place.name || place.address;
  if (place.code && name) return `${name} (${place.code})`;
  return place.code ?? name;
}

/** "Lisbon (LIS) → Paris (ORY)", or the one place a stay or an event has. */
export function placeLine(booking: Pick<BookingInput, 'from' | 'to'>): string {
  const from = placeText(booking.from);
  const to = placeText(booking.to);
  if (from && to) return `${from} → ${to}`;
  return from || to;
}

/** "Paid €245.80"; empty without a price. */
export function priceText(price: Money | null): string {
  if (!price || !isCurrencyCode(price.currency)) return '';
  return `Paid ${formatMoney(price)}`;
}
