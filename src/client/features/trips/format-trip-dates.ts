import type { Trip } from '#shared/contracts/trips';
import { formatMonthDay } from '#shared/domain/calendar-date';

/** "Mar 5 – Mar 9": the dates the traveller chose, never shifted (D10); null when none chosen. */
export function formatTripDates(trip: Pick<Trip, 'trip_start' | 'trip_end'>): string | null {
  const { trip_start: start, trip_end: end } = trip;
  if (start && end) return `${formatMonthDay(start)} – ${formatMonthDay(end)}`;
  if (start) return `From ${formatMonthDay(start)}`;
  if (end) return `Until ${formatMonthDay(end)}`;
  return null;
}
