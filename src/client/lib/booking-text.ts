import type { BookingKind, DayBooking, LocalDateTime } from '#shared/contracts/bookings';
import { SHORT_MONTH_NAMES, calendarYear, shortWeekday } from '#shared/domain/calendar-date';
import type { MessageKey } from '#shared/i18n/translator';
import { ENGLISH, type I18n } from './i18n';

/** Each kind of booking's name, as a message (`t(BOOKING_KIND_KEYS[kind])`). */
export const BOOKING_KIND_KEYS: Record<BookingKind, MessageKey> = {
  flight: 'bookings.kindFlight',
  train: 'bookings.kindTrain',
  bus: 'bookings.kindBus',
  ferry: 'bookings.kindFerry',
  car_rental: 'bookings.kindCarRental',
  stay: 'bookings.kindStay',
  event: 'bookings.kindEvent',
  restaurant: 'bookings.kindRestaurant',
  other: 'bookings.kindOther',
};

/** What a traveller sees each kind of booking called, in English (BOOKING_KIND_KEYS elsewhere). */
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

/** "Tue 3 Jun 2025" in English, "Di., 3. Juni 2025" in German. */
function localDay(date: string, { t, f, locale }: I18n): string {
  if (locale === 'en' || locale === 'en-XA') {
    const [month, day] = [Number(date.slice(5, 7)), Number(date.slice(8, 10))];
    return `${shortWeekday(date)} ${day} ${SHORT_MONTH_NAMES[month - 1]} ${calendarYear(date)}`;
  }
  return t('bookings.localDay', { weekday: f.weekdayShort(date), date: f.date(date) });
}

/**
 * "Tue 3 Jun 2025, 10:05 (Lisbon)": the place's own date and clock time, with its zone's city,
 * never converted to the reader's zone.
 */
export function formatLocalDateTime(moment: LocalDateTime, i18n: I18n = ENGLISH): string {
  const { date, time, timeZone } = moment;
  const values = { day: localDay(date, i18n), city: zoneCity(timeZone) };
  return time
    ? i18n.t('bookings.localDateTime', { ...values, time })
    : i18n.t('bookings.localDate', values);
}

/** A plan day's line for each moment: with a time, and without one. */
const DAY_LINES: Record<DayBooking['moment'], { timed: MessageKey; untimed: MessageKey }> = {
  check_in: { timed: 'bookings.dayCheckInTimed', untimed: 'bookings.dayCheckIn' },
  check_out: { timed: 'bookings.dayCheckOutTimed', untimed: 'bookings.dayCheckOut' },
  departs: { timed: 'bookings.dayDepartsTimed', untimed: 'bookings.dayDeparts' },
  arrives: { timed: 'bookings.dayArrivesTimed', untimed: 'bookings.dayArrives' },
  starts: { timed: 'bookings.dayStartsTimed', untimed: 'bookings.dayStarts' },
  ends: { timed: 'bookings.dayEndsTimed', untimed: 'bookings.dayEnds' },
};

/**
 * A plan day's line for a booking at the place's own clock: "Flight TP 1234 departs 10:05
 * (Lisbon)", "Check-in at Hotel Lisboa, 15:00 (Lisbon)"; without a time, the moment alone.
 */
export function dayBookingText(booking: DayBooking, { t }: Pick<I18n, 't'> = ENGLISH): string {
  const line = DAY_LINES[booking.moment];
  const values = { title: booking.title, city: zoneCity(booking.timeZone) };
  return booking.time ? t(line.timed, { ...values, time: booking.time }) : t(line.untimed, values);
}
