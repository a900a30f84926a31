/**
 * Active and previous trips (docs/PRODUCT-RULES.md#active-previous). Trips carry calendar
 * dates with no zone (docs/PRODUCT-RULES.md#trip-dates), and "today" is
 * the traveller's own calendar date (`localCalendarDate()` in the browser), so a trip stays
 * active through its last day wherever the traveller is, and nothing is shifted by a zone.
 */
import { calendarYear, compareCalendarDates } from './calendar-date';

interface TripEnd {
  trip_end: string | null;
}

/** Previous when its end date is before today (the traveller's local calendar date, 'YYYY-MM-DD'); no end date = active. */
export function isPreviousTrip(trip: TripEnd, today: string): boolean {
  return trip.trip_end !== null && compareCalendarDates(trip.trip_end, today) < 0;
}

/** Active through its last day; a trip with no end date is always active. */
export function isActiveTrip(trip: TripEnd, today: string): boolean {
  return !isPreviousTrip(trip, today);
}

/** Ascending, with a missing date after every real one. */
function compareOptionalDates(a: string | null, b: string | null): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  return compareCalendarDates(a, b);
}

/**
 * Groups by the year of trip_end (trips with no end date go in a group with year null, last);
 * years ordered as asked; within a year sorted by trip_start ascending (no start last), then
 * trip_end. Trips that tie keep their given order.
 */
export function groupTripsByEndYear<
  T extends { trip_start: string | null; trip_end: string | null },
>(
  trips: readonly T[],
  order: 'newest-first' | 'oldest-first',
): { year: number | null; trips: T[] }[] {
  const byYear = new Map<number | null, T[]>();
  for (const trip of trips) {
    const year = trip.trip_end === null ? null : calendarYear(trip.trip_end);
    const group = byYear.get(year);
    if (group) group.push(trip);
    else byYear.set(year, [trip]);
  }
  const direction = order === 'newest-first' ? -1 : 1;
  return [...byYear.entries()]
    .sort(([a], [b]) => {
      if (a === null) return 1;
      if (b === null) return -1;
      return (a - b) * direction;
    })
    .map(([year, group]) => ({
      year,
      trips: group.sort(
        (a, b) =>
          compareOptionalDates(a.trip_start, b.trip_start) ||
          compareOptionalDates(a.trip_end, b.trip_end),
      ),
    }));
}

/** The trip-dates rule: the end is never before the start; a missing date conflicts with nothing. */
export function areTripDatesOrdered(
  start: string | null | undefined,
  end: string | null | undefined,
): boolean {
  return !start || !end || compareCalendarDates(end, start) >= 0;
}
