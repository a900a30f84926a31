import type { Trip } from '#shared/contracts/trips';
import { calendarYear, formatMonthDay, localCalendarDate } from '#shared/domain/calendar-date';
import { ENGLISH, type I18n } from '#client/lib/i18n';

type TripDates = Pick<Trip, 'trip_start' | 'trip_end'>;

/**
 * "Mar 5 – Mar 9": the dates the traveller chose, never shifted by a time zone
 * (docs/PRODUCT-RULES.md#active-previous); a date outside the current year carries its year
 * ("Dec 28, 2026 – Jan 3, 2027"). Null when no date was chosen. Other languages write a range
 * with a year as their own date range (`f.dateRange`).
 */
export function formatTripDates(
  trip: TripDates,
  currentYear = calendarYear(localCalendarDate()),
  { t, f, locale }: Pick<I18n, 't' | 'f' | 'locale'> = ENGLISH,
): string | null {
  const { trip_start: start, trip_end: end } = trip;
  const isCurrent = (date: string) => calendarYear(date) === currentYear;
  const withYear = (date: string) => (isCurrent(date) ? f.monthDay(date) : f.date(date));
  if (start && end) {
    if (isCurrent(start) && isCurrent(end)) return `${f.monthDay(start)} – ${f.monthDay(end)}`;
    if (locale !== 'en' && locale !== 'en-XA') return f.dateRange(start, end);
    // One year shown once, at the end, when both dates share it.
    const sameYear = calendarYear(start) === calendarYear(end);
    return `${sameYear ? formatMonthDay(start) : withYear(start)} – ${withYear(end)}`;
  }
  if (start) return t('trips.datesFrom', { date: withYear(start) });
  if (end) return t('trips.datesUntil', { date: withYear(end) });
  return null;
}

/**
 * The chosen dates with their years, as the trip page shows them: "Mar 5, 2026 – Mar 9, 2026"
 * in English, the language's own date range in the others. Null when no date was chosen.
 */
export function formatFullTripDates(
  trip: TripDates,
  { t, f, locale }: Pick<I18n, 't' | 'f' | 'locale'> = ENGLISH,
): string | null {
  const { trip_start: start, trip_end: end } = trip;
  if (start && end) {
    return locale === 'en' || locale === 'en-XA'
      ? `${f.date(start)} – ${f.date(end)}`
      : f.dateRange(start, end);
  }
  if (start) return t('trips.datesFrom', { date: f.date(start) });
  if (end) return t('trips.datesUntil', { date: f.date(end) });
  return null;
}
