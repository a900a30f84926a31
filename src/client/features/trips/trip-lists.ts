import type { Trip } from '#shared/contracts/trips';
import { localCalendarDate } from '#shared/domain/calendar-date';
import { groupTripsByEndYear, isActiveTrip, isPreviousTrip } from '#shared/domain/trip-dates';

export { groupTripsByEndYear };
export type TripYearGroup = ReturnType<typeof groupTripsByEndYear<Trip>>[number];

/** D10: active through the last day, against the traveller's own calendar (My trips, View all). */
export function activeTrips(trips: Trip[], today = localCalendarDate()): Trip[] {
  return trips.filter((trip) => isActiveTrip(trip, today));
}

/** D10: ended before the traveller's today (Previous trips). */
export function previousTrips(trips: Trip[], today = localCalendarDate()): Trip[] {
  return trips.filter((trip) => isPreviousTrip(trip, today));
}
