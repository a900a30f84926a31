import type { BookingInput } from '#shared/contracts/bookings';
import { bookingPlaceLabel } from '#shared/domain/booking-place';
import { formatMoney, isCurrencyCode, type Money } from '#shared/domain/money';

/** "Lisbon Airport (LIS)": the place as the plan and the calendar name it too. */
export const placeText = bookingPlaceLabel;

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
