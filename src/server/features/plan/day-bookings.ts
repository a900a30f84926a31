import type {
  Booking,
  BookingKind,
  BookingPlace,
  DayBooking,
  LocalDateTime,
} from '#shared/contracts/bookings';
import { bookingPlaceLabel } from '#shared/domain/booking-place';

/** A booking's moment with the plan day (its local date) it falls on. */
export interface DatedDayBooking extends DayBooking {
  date: string;
}

type Moment = DayBooking['moment'];

/** Kinds that travel from one place to another: they depart and arrive, leg by leg. */
const TRAVEL_KINDS: ReadonlySet<BookingKind> = new Set(['flight', 'train', 'bus', 'ferry']);

/** On one day, at one clock time: what ends the last stay comes before what starts the next. */
const MOMENT_ORDER: readonly Moment[] = [
  'check_out',
  'ends',
  'departs',
  'starts',
  'arrives',
  'check_in',
];

function moment(
  booking: Booking,
  kind: Moment,
  at: LocalDateTime,
  place: BookingPlace | null,
): DatedDayBooking {
  return {
    date: at.date,
    bookingId: booking._id,
    kind: booking.kind,
    title: booking.title,
    moment: kind,
    time: at.time,
    timeZone: at.timeZone,
    place: bookingPlaceLabel(place),
    lat: place?.lat ?? null,
    lng: place?.lng ?? null,
  };
}

/**
 * What a booking does on which day, each at its local date and time in its own zone, never
 * converted: a flight, train, bus or ferry departs (each leg on its own day) and arrives (its
 * last arrival); a stay has its check-in and check-out; a car rental starts and ends; an event,
 * a restaurant or anything else starts, and ends when its end is on a later day.
 */
export function bookingMoments(booking: Booking): DatedDayBooking[] {
  const { start, end, from, to, legs } = booking;
  if (TRAVEL_KINDS.has(booking.kind)) {
    const lastLeg = legs.at(-1);
    const departures =
      legs.length > 0
        ? legs.map((leg) => moment(booking, 'departs', leg.departs, leg.from))
        : [moment(booking, 'departs', start, from)];
    const arrival = end ?? lastLeg?.arrives ?? null;
    const arrivalPlace = lastLeg?.to ?? to;
    return arrival
      ? [...departures, moment(booking, 'arrives', arrival, arrivalPlace)]
      : departures;
  }
  if (booking.kind === 'stay') {
    const place = from ?? to;
    return [
      moment(booking, 'check_in', start, place),
      ...(end ? [moment(booking, 'check_out', end, place)] : []),
    ];
  }
  const starts = moment(booking, 'starts', start, from);
  const endsToo = end && (booking.kind === 'car_rental' || end.date > start.date);
  return endsToo ? [starts, moment(booking, 'ends', end, to ?? from)] : [starts];
}

/**
 * One day's moments in order: those known only by the day first (like an all-day event in a
 * calendar), then by local clock time (each in its own zone, as the traveller reads it there);
 * at one time, what ends comes before what starts; then by title.
 */
export function compareDayBookings(a: DayBooking, b: DayBooking): number {
  if (a.time !== b.time) {
    if (a.time === null) return -1;
    if (b.time === null) return 1;
    return a.time.localeCompare(b.time);
  }
  return (
    MOMENT_ORDER.indexOf(a.moment) - MOMENT_ORDER.indexOf(b.moment) ||
    a.title.localeCompare(b.title) ||
    a.bookingId.localeCompare(b.bookingId)
  );
}

/**
 * The trip's bookings by plan day, each day's in order; a moment on a day outside the trip is
 * on no day.
 */
export function bookingsByDay(
  days: readonly string[],
  bookings: readonly Booking[],
): Map<string, DayBooking[]> {
  const byDay = new Map<string, DayBooking[]>(days.map((day) => [day, []]));
  for (const booking of bookings) {
    for (const { date, ...dayBooking } of bookingMoments(booking)) {
      byDay.get(date)?.push(dayBooking);
    }
  }
  for (const list of byDay.values()) list.sort(compareDayBookings);
  return byDay;
}
