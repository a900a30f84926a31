import { formatMonthDay } from '#shared/domain/calendar-date';
import { formatEstimate, type Money } from '#shared/domain/money';

/** "Jan 11 – Jan 15, 2027", or "Dec 28, 2026 – Jan 1, 2027" across a new year; never shifted. */
export function formatDateRange(start: string, end: string): string {
  const startYear = start.slice(0, 4);
  const endYear = end.slice(0, 4);
  return startYear === endYear
    ? `${formatMonthDay(start)} – ${formatMonthDay(end)}, ${endYear}`
    : `${formatMonthDay(start)}, ${startYear} – ${formatMonthDay(end)}, ${endYear}`;
}

/** An estimate's honest range, "$1,200 – $1,650". */
export function formatMoneyRange(range: { low: Money; high: Money }): string {
  return `${formatEstimate(range.low)} – ${formatEstimate(range.high)}`;
}
