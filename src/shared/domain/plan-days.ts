/**
 * The days a trip's plan has (docs/PRODUCT-RULES.md#plan): one per date from its start to its end
 * inclusive, at most `MAX_PLAN_DAYS`; none when either date is missing (an undated trip plans
 * ideas only).
 */
import { addDays, compareCalendarDates, daysBetween } from './calendar-date';

/** A plan lists at most this many days: a trip longer than a year plans its first 366. */
export const MAX_PLAN_DAYS = 366;

/** The last day a trip's plan has, or null for an undated trip. */
export function lastPlanDay(start: string | null, end: string | null): string | null {
  if (!start || !end || compareCalendarDates(end, start) < 0) return null;
  return daysBetween(start, end) < MAX_PLAN_DAYS ? end : addDays(start, MAX_PLAN_DAYS - 1);
}

/** Every day of the trip's plan, in order ("YYYY-MM-DD"); empty for an undated trip. */
export function planDays(start: string | null, end: string | null): string[] {
  const last = lastPlanDay(start, end);
  if (!start || !last) return [];
  const count = daysBetween(start, last) + 1;
  return Array.from({ length: count }, (_, index) => addDays(start, index));
}

/** Whether `day` is one of the trip's plan days. */
export function isPlanDay(day: string, start: string | null, end: string | null): boolean {
  const last = lastPlanDay(start, end);
  return (
    start !== null &&
    last !== null &&
    compareCalendarDates(day, start) >= 0 &&
    compareCalendarDates(day, last) <= 0
  );
}
