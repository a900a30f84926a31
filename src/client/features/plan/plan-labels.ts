import type { PlanItem } from '#shared/contracts/plan';
import { ENGLISH, type I18n } from '#client/lib/i18n';

/** What the plan's words need: the language's messages and formats (English by default). */
type Words = Pick<I18n, 't' | 'f'>;

/**
 * "Tue 3 Jun" for "2025-06-03": spelled from the date's own parts, so no time zone shifts it
 * (docs/PRODUCT-RULES.md#active-previous); each language orders the parts its own way.
 */
export function formatShortDate(date: string, { t, f }: Words = ENGLISH): string {
  const [month, day] = [Number(date.slice(5, 7)), Number(date.slice(8, 10))];
  return t('plan.shortDate', {
    weekday: f.weekdayShort(date),
    day: String(day),
    month: f.shortMonthName(month),
  });
}

/** "Day 1 · Tue 3 Jun": the day's number in the trip, from 1, and its date. */
export function dayLabel(date: string, index: number, words: Words = ENGLISH): string {
  return words.t('plan.dayLabel', {
    number: String(index + 1),
    date: formatShortDate(date, words),
  });
}

/** "1 h 30 min", "45 min", "2 h". */
export function formatDuration(minutes: number, { t }: Words = ENGLISH): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return t('plan.durationMinutes', { minutes: String(rest) });
  return rest === 0
    ? t('plan.durationHours', { hours: String(hours) })
    : t('plan.durationHoursMinutes', { hours: String(hours), minutes: String(rest) });
}

/** "09:30 · 1 h 30 min", "09:30", "1 h 30 min", or empty. */
export function timeText(
  item: Pick<PlanItem, 'startTime' | 'durationMinutes'>,
  words: Words = ENGLISH,
): string {
  return [item.startTime, item.durationMinutes ? formatDuration(item.durationMinutes, words) : null]
    .filter(Boolean)
    .join(' · ');
}

/** The notice on an item a change of the trip's dates sent back to the ideas. */
export function movedFromDayText(day: string, words: Words = ENGLISH): string {
  return words.t('plan.movedFromDay', { date: formatShortDate(day, words) });
}
