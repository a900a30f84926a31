import type { BookingInput } from '#shared/contracts/bookings';
import { bookingPlaceLabel } from '#shared/domain/booking-place';
import { isCurrencyCode, type Money } from '#shared/domain/money';
import { ENGLISH, type I18n } from './i18n';

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
export function priceText(price: Money | null, { t, f }: Pick<I18n, 't' | 'f'> = ENGLISH): string {
  if (!price || !isCurrencyCode(price.currency)) return '';
  return t('bookings.paid', { price: f.money(price) });
}
