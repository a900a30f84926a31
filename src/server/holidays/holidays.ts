import Holidays from 'date-holidays';
import { addDays, daysBetween, formatMonthDay } from '#shared/domain/calendar-date';

/**
 * Public holidays and the long weekends they make, by country and (US) state, from the
 * `date-holidays` package. Only its `public` holidays count (days most people have off); bank,
 * school and observance days do not. Each country, state and year is worked out once and kept,
 * so a lookup per estimate is a map read.
 */

export interface PublicHoliday {
  /** YYYY-MM-DD. */
  date: string;
  name: string;
}

export interface LongWeekend {
  /** The holiday it is named after: "Memorial Day". */
  name: string;
  /** "Memorial Day weekend, May 29-31". */
  label: string;
  /** The first and last day off, YYYY-MM-DD. */
  start: string;
  end: string;
  days: number;
}

export interface HolidayCalendar {
  holidaysBetween(
    country: string,
    state: string | undefined,
    from: string,
    to: string,
  ): PublicHoliday[];
  /** The public holiday nearest `date` within `withinDays` either side, if any. */
  holidayNear(
    country: string,
    state: string | undefined,
    date: string,
    withinDays: number,
  ): PublicHoliday | undefined;
  /** Runs of 3 or more days off (weekends and public holidays) with a holiday, starting in [from, to]. */
  longWeekends(country: string, state: string | undefined, from: string, to: string): LongWeekend[];
}

const MEMO_LIMIT = 2_000;

/** "May 29-31", or "Dec 31-Jan 2" across a month end. */
export function dayRangeLabel(start: string, end: string): string {
  const first = formatMonthDay(start);
  return start.slice(5, 7) === end.slice(5, 7)
    ? `${first}-${Number(end.slice(8, 10))}`
    : `${first}-${formatMonthDay(end)}`;
}

const isWeekend = (date: string) => {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return day === 0 || day === 6;
};

/** "Independence Day (substitute day)" → "Independence Day". */
const realName = (name: string) => name.replace(/\s*\(substitute day\)$/i, '');

export function createHolidayCalendar(): HolidayCalendar {
  const byYear = new Map<string, Map<string, string>>();

  /** The public holidays of one year, date → name (names of one date joined). */
  function yearOf(country: string, state: string | undefined, year: number): Map<string, string> {
    const key = `${country}|${state ?? ''}|${year}`;
    const known = byYear.get(key);
    if (known) return known;
    const days = new Map<string, string>();
    try {
      const source = new Holidays();
      const hasState = state !== undefined && source.getStates(country)?.[state] !== undefined;
      const holidays = hasState ? new Holidays(country, state) : new Holidays(country);
      if (holidays.getCountries()[country] !== undefined) {
        for (const holiday of holidays.getHolidays(year) || []) {
          if (holiday.type !== 'public') continue;
          const date = holiday.date.slice(0, 10);
          const named = days.get(date);
          days.set(date, named ? `${named} / ${holiday.name}` : holiday.name);
        }
      }
    } catch {
      // An unknown country or state has no holidays we can tell.
    }
    if (byYear.size > MEMO_LIMIT) byYear.clear();
    byYear.set(key, days);
    return days;
  }

  const holidayOn = (country: string, state: string | undefined, date: string) =>
    yearOf(country.toUpperCase(), state?.toUpperCase(), Number(date.slice(0, 4))).get(date);

  const isDayOff = (country: string, state: string | undefined, date: string) =>
    isWeekend(date) || holidayOn(country, state, date) !== undefined;

  return {
    holidaysBetween(country, state, from, to) {
      const found: PublicHoliday[] = [];
      for (let date = from; date <= to; date = addDays(date, 1)) {
        const name = holidayOn(country, state, date);
        if (name) found.push({ date, name });
      }
      return found;
    },

    holidayNear(country, state, date, withinDays) {
      for (let gap = 0; gap <= withinDays; gap++) {
        for (const day of gap === 0 ? [date] : [addDays(date, -gap), addDays(date, gap)]) {
          const name = holidayOn(country, state, day);
          if (name) return { date: day, name };
        }
      }
      return undefined;
    },

    longWeekends(country, state, from, to) {
      const weekends: LongWeekend[] = [];
      // Start a little early so a run that began before `from` is not cut in half.
      let date = addDays(from, -6);
      const last = addDays(to, 6);
      while (date <= last) {
        if (!isDayOff(country, state, date)) {
          date = addDays(date, 1);
          continue;
        }
        const start = date;
        let end = date;
        let holiday: string | undefined;
        while (isDayOff(country, state, end)) {
          holiday ??= holidayOn(country, state, end);
          end = addDays(end, 1);
        }
        end = addDays(end, -1);
        const days = daysBetween(start, end) + 1;
        if (holiday && days >= 3 && start >= from && start <= to) {
          const name = realName(holiday.split(' / ')[0] ?? holiday);
          weekends.push({
            name,
            label: `${name} weekend, ${dayRangeLabel(start, end)}`,
            start,
            end,
            days,
          });
        }
        date = addDays(end, 1);
      }
      return weekends;
    },
  };
}

/** The calendar the app shares: each country and year is worked out once per process. */
export const holidayCalendar: HolidayCalendar = createHolidayCalendar();
