import type { BookingKind, DayBooking, LocalDateTime } from '#shared/contracts/bookings';
import { SHORT_MONTH_NAMES, calendarYear, shortWeekday } from '#shared/domain/calendar-date';

/** What a traveller sees each kind of booking called. */
export const BOOKING_KIND_LABELS: Record<BookingKind, string> = {
  flight: 'Flight',
  train: 'Train',
  bus: 'Bus',
  ferry: 'Ferry',
  car_rental: 'Car rental',
  stay: 'Stay',
  event: 'Event',
  restaurant: 'Restaurant',
  other: 'Other',
};

/** "Lisbon" for Europe/Lisbon, "Buenos Aires" for America/Argentina/Buenos_Aires; "UTC" as is. */
export function zoneCity(timeZone: string): string {
  const last = timeZone.split('/').pop() ?? timeZone;
  return last.replace(/_/g, ' ');
}

/**
 * "Tue 3 Jun 2025, 10:05 (Lisbon)": the place's own date and clock time, with its zone's city,
 * never converted to the reader's zone.
 */
export function formatLocalDateTime(moment: LocalDateTime): string {
  const { date, time, timeZone } = moment;
  const [month, day] = [Number(date.slice(5, 7)), Number(date.slice(8, 10))];
  const day_ = `${shortWeekday(date)} ${day} ${SHORT_MONTH_NAMES[month - 1]} ${calendarYear(date)}`;
  return `${day_}${time ? `, ${time}` : ''} (${zoneCity(timeZone)})`;
}

const MOMENT_WORDS = {
  departs: 'departs',
  arrives: 'arrives',
  starts: 'starts',
  ends: 'ends',
} as const;

/**
 * A plan day's line for a booking at the place's own clock: "Flight TP 1234 departs 10:05
 * (Lisbon)", "Check-in at Hotel Lisboa, 15:00 (Lisbon)"; without a time, the moment alone.
 */
export function dayBookingText(booking: DayBooking): string {
  const zone = ` (${zoneCity(booking.timeZone)})`;
  if (booking.moment === 'check_in' || booking.moment === 'check_out') {
    const what =
      booking.moment === 'check_in'
        ? `Check-in at ${booking.title}`
        : `Check-out from ${booking.title}`;
    return `${what}${booking.time ? `, ${booking.time}` : ''}${zone}`;
  }
  const time = booking.time ? ` ${booking.time}` : '';
  return `${booking.title} ${MOMENT_WORDS[booking.moment]}${time}${zone}`;
}
