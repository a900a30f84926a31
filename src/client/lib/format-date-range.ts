import { formatMonthDay } from '#shared/domain/calendar-date';
import { formatEstimate, type Money } from '#shared/domain/money';
import type { Formats } from '#shared/i18n/formats';

/**
 * "Jan 11 – Jan 15, 2027", or "Dec 28, 2026 – Jan 1, 2027" across a new year; never shifted.
 * English unless a language's formats are given (`useI18n().f`), which write it their own way.
 */
export function formatDateRange(start: string, end: string, f?: Formats): string {
  if (f) return f.dateRange(start, end);
  const startYear = start.slice(0, 4);
  const endYear = end.slice(0, 4);
  return startYear === endYear
    ? `${formatMonthDay(start)} – ${formatMonthDay(end)}, ${endYear}`
    : `${formatMonthDay(start)}, ${startYear} – ${formatMonthDay(end)}, ${endYear}`;
}

/** An estimate's honest range, "$1,200 – $1,650"; in a language's own way when `f` is given. */
export function formatMoneyRange(range: { low: Money; high: Money }, f?: Formats): string {
  if (f) return f.moneyRange(range);
  return `${formatEstimate(range.low)} – ${formatEstimate(range.high)}`;
}
