import type { Trip } from '#shared/contracts/trips';
import { localCalendarDate } from '#shared/domain/calendar-date';
import { groupTripsByEndYear, isActiveTrip, isPreviousTrip } from '#shared/domain/trip-dates';

export { groupTripsByEndYear };
export type TripYearGroup = ReturnType<typeof groupTripsByEndYear<Trip>>[number];

/** Active through the last day, against the traveller's own calendar (My trips, View all). */
export function activeTrips(trips: Trip[], today = localCalendarDate()): Trip[] {
  return trips.filter((trip) => isActiveTrip(trip, today));
}

/** Ended before the traveller's today (Previous trips; docs/PRODUCT-RULES.md#active-previous). */
export function previousTrips(trips: Trip[], today = localCalendarDate()): Trip[] {
  return trips.filter((trip) => isPreviousTrip(trip, today));
}

/** The most recently created first (Explore's carousel shows a new trip first). */
export function newestFirst(trips: Trip[]): Trip[] {
  return [...trips].sort((a, b) => (b.createdAt ?? '').localeCompare(a.createdAt ?? ''));
}

/** Previous trips by end year, newest year first, and within a year the latest trip first. */
export function previousTripGroups(trips: Trip[]): TripYearGroup[] {
  const latestFirst = (a: string | null, b: string | null) => (b ?? '').localeCompare(a ?? '');
  return groupTripsByEndYear(trips, 'newest-first').map((group) => ({
    ...group,
    trips: [...group.trips].sort(
      (a, b) => latestFirst(a.trip_end, b.trip_end) || latestFirst(a.trip_start, b.trip_start),
    ),
  }));
}
