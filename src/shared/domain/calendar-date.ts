/**
 * Calendar dates ("YYYY-MM-DD") with no time and no time zone (docs/PRODUCT-RULES.md#trip-dates). All arithmetic here works on
 * the date's own year, month and day, so nothing shifts when the traveller's zone changes
 * (docs/PRODUCT-RULES.md#active-previous).
 */

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True when `value` is a real calendar date written as YYYY-MM-DD (rejects 2025-02-30). */
export function isCalendarDate(value: string): boolean {
  const match = CALENDAR_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1 || month < 1 || month > 12 || day < 1) return false;
  return day <= daysInMonth(year, month);
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** The calendar date a clock shows in its own local zone, e.g. today for the traveller. */
export function localCalendarDate(at: Date = new Date()): string {
  return [
    String(at.getFullYear()).padStart(4, '0'),
    String(at.getMonth() + 1).padStart(2, '0'),
    String(at.getDate()).padStart(2, '0'),
  ].join('-');
}

/** The calendar date in a given IANA time zone (e.g. 'America/New_York'). */
export function calendarDateInZone(at: Date, timeZone: string): string {
  // en-CA formats as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);
}

/** Compares two calendar dates; negative when a is earlier. Plain string order is date order. */
export function compareCalendarDates(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** The year of a calendar date, as a number. */
export function calendarYear(date: string): number {
  return Number(date.slice(0, 4));
}

/** "Jan" to "Dec": the months' short names, January first. */
export const SHORT_MONTH_NAMES: readonly string[] = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
];

const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

const WEEKDAYS_SHORT = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** "Tue" for "2026-06-02": the weekday of the date itself, never shifted by a time zone. */
export function shortWeekday(date: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return WEEKDAYS_SHORT[new Date(Date.UTC(year, month - 1, day)).getUTCDay()] ?? '';
}

/** "January" for 1; empty outside 1-12. */
export function monthName(month: number): string {
  return MONTH_NAMES[month - 1] ?? '';
}

/** "Mar 5" for "2026-03-05": the date the traveller chose, never shifted. */
export function formatMonthDay(date: string): string {
  const month = Number(date.slice(5, 7));
  const day = Number(date.slice(8, 10));
  return `${SHORT_MONTH_NAMES[month - 1]} ${day}`;
}

/** The calendar date `days` days after `date` (before it when negative). */
export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  const utc = (date: string) => {
    const [year, month, day] = date.split('-').map(Number) as [number, number, number];
    return Date.UTC(year, month - 1, day);
  };
  return Math.round((utc(to) - utc(from)) / 86_400_000);
}
