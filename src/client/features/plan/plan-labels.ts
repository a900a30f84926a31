import type { PlanItem } from '#shared/contracts/plan';
import { SHORT_MONTH_NAMES, shortWeekday } from '#shared/domain/calendar-date';

/**
 * "Tue 3 Jun" for "2025-06-03": spelled from the date's own parts, so no time zone shifts it
 * (docs/PRODUCT-RULES.md#active-previous) and no Intl formatter is built.
 */
export function formatShortDate(date: string): string {
  const [month, day] = [Number(date.slice(5, 7)), Number(date.slice(8, 10))];
  return `${shortWeekday(date)} ${day} ${SHORT_MONTH_NAMES[month - 1]}`;
}

/** "Day 1 · Tue 3 Jun": the day's number in the trip, from 1, and its date. */
export function dayLabel(date: string, index: number): string {
  return `Day ${index + 1} · ${formatShortDate(date)}`;
}

export const IDEAS_LABEL = 'Ideas';

/** "1 h 30 min", "45 min", "2 h". */
export function formatDuration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

/** "09:30 · 1 h 30 min", "09:30", "1 h 30 min", or empty. */
export function timeText(item: Pick<PlanItem, 'startTime' | 'durationMinutes'>): string {
  return [item.startTime, item.durationMinutes ? formatDuration(item.durationMinutes) : null]
    .filter(Boolean)
    .join(' · ');
}

/** The notice on an item a change of the trip's dates sent back to the ideas. */
export function movedFromDayText(day: string): string {
  return `Was on ${formatShortDate(day)} — the trip's dates changed`;
}

/** What the ideas list says when a change of dates sent items back to it. */
export function cameBackText(count: number): string {
  return count === 1
    ? "1 thing to do came back here when the trip's dates changed."
    : `${count} things to do came back here when the trip's dates changed.`;
}

export const EMPTY_PLAN_TEXT = 'Nothing planned yet. Add a thing to do, to a day or to your ideas.';
export const UNDATED_TEXT = 'Days appear here once the trip has its dates; until then, keep ideas.';
export const PARTLY_DATED_TEXT =
  'Days appear here once the trip has both its start and end dates; until then, keep ideas.';
export const EMPTY_DAY_TEXT = 'Nothing on this day yet.';
/** A day with bookings but no things to do. */
export const NO_THINGS_ON_BOOKED_DAY_TEXT = 'No things to do on this day yet.';
export const EMPTY_IDEAS_TEXT = 'No ideas yet.';
export const DELETE_ITEM_QUESTION = 'Do you want to delete this thing to do?';
