import type { Trip } from '#shared/contracts/trips';
import { calendarYear, formatMonthDay, localCalendarDate } from '#shared/domain/calendar-date';

/**
 * "Mar 5 – Mar 9": the dates the traveller chose, never shifted by a time zone
 * (docs/PRODUCT-RULES.md#active-previous); a date outside the current year carries its year
 * ("Dec 28, 2026 – Jan 3, 2027"). Null when no date was chosen.
 */
export function formatTripDates(
  trip: Pick<Trip, 'trip_start' | 'trip_end'>,
  currentYear = calendarYear(localCalendarDate()),
): string | null {
  const { trip_start: start, trip_end: end } = trip;
  const withYear = (date: string) =>
    calendarYear(date) === currentYear
      ? formatMonthDay(date)
      : `${formatMonthDay(date)}, ${calendarYear(date)}`;
  if (start && end) {
    // One year shown once, at the end, when both dates share it.
    const sameYear = calendarYear(start) === calendarYear(end);
    return `${sameYear ? formatMonthDay(start) : withYear(start)} – ${withYear(end)}`;
  }
  if (start) return `From ${withYear(start)}`;
  if (end) return `Until ${withYear(end)}`;
  return null;
}
