import { createRequire } from 'node:module';
import type DateHolidays from 'date-holidays';
import { addDays, daysBetween, formatMonthDay } from '#shared/domain/calendar-date';
import { LOCALES, type Locale } from '#shared/i18n/locales';

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

/** A holiday's name in each of the app's languages; English where the data has no other. */
export type HolidayNames = Record<Locale, string>;

export interface LongWeekend {
  /** The holiday it is named after: "Memorial Day". */
  name: string;
  /** "Memorial Day weekend, May 29-31". */
  label: string;
  /** The holiday's name in each language, for the client to word the weekend. */
  names: HolidayNames;
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
  /** The names of the holiday on `date` in each language, if it is one. */
  namesOn(country: string, state: string | undefined, date: string): HolidayNames | undefined;
}

const MEMO_LIMIT = 2_000;

let loaded: typeof DateHolidays | undefined;
/**
 * date-holidays, loaded when the first holiday is asked for rather than at every start (it takes
 * ~80 ms to load, and most requests never need it); its CommonJS build loads synchronously.
 */
const loadDateHolidays = (): typeof DateHolidays =>
  (loaded ??= createRequire(import.meta.url)('date-holidays') as typeof DateHolidays);

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

/** "Independence Day (substitute day)" → "Independence Day"; "Neujahr (Ersatztag)" → "Neujahr". */
const realName = (name: string) => name.replace(/\s*\(substitute day\)$/i, '');
const realNameIn = (locale: Locale, name: string) =>
  locale === 'en' ? realName(name) : name.replace(/\s*\([^)]*\)$/, '');

export function createHolidayCalendar(): HolidayCalendar {
  const byYear = new Map<string, Map<string, Day>>();
  /** A day's holiday: its name as the data gives it by default, and in each language. */
  interface Day {
    name: string;
    names: HolidayNames;
  }

  /**
   * The public holidays of one year, date → names (names of one date joined). Each language
   * asks for its own names, falling back to English where the data has none.
   */
  function yearOf(country: string, state: string | undefined, year: number): Map<string, Day> {
    const key = `${country}|${state ?? ''}|${year}`;
    const known = byYear.get(key);
    if (known) return known;
    const days = new Map<string, Day>();
    try {
      const Holidays = loadDateHolidays();
      const source = new Holidays();
      const hasState = state !== undefined && source.getStates(country)?.[state] !== undefined;
      const calendarIn = (languages?: string[]) => {
        const options = languages ? { languages } : {};
        return hasState ? new Holidays(country, state, options) : new Holidays(country, options);
      };
      const holidays = calendarIn();
      if (holidays.getCountries()[country] !== undefined) {
        const publicOf = (calendar: DateHolidays) =>
          (calendar.getHolidays(year) || []).filter((holiday) => holiday.type === 'public');
        const inLanguage = LOCALES.map((locale) => publicOf(calendarIn([locale, 'en'])));
        publicOf(holidays).forEach((holiday, at) => {
          const date = holiday.date.slice(0, 10);
          const named = days.get(date);
          const join = (before: string | undefined, name: string) =>
            before ? `${before} / ${name}` : name;
          const names = Object.fromEntries(
            LOCALES.map((locale, index) => [
              locale,
              join(named?.names[locale], inLanguage[index]?.[at]?.name ?? holiday.name),
            ]),
          ) as HolidayNames;
          days.set(date, { name: join(named?.name, holiday.name), names });
        });
      }
    } catch {
      // An unknown country or state has no holidays we can tell.
    }
    if (byYear.size > MEMO_LIMIT) byYear.clear();
    byYear.set(key, days);
    return days;
  }

  const dayOn = (country: string, state: string | undefined, date: string) =>
    yearOf(country.toUpperCase(), state?.toUpperCase(), Number(date.slice(0, 4))).get(date);
  const holidayOn = (country: string, state: string | undefined, date: string) =>
    dayOn(country, state, date)?.name;

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
        let names: HolidayNames | undefined;
        while (isDayOff(country, state, end)) {
          if (!holiday) {
            holiday = holidayOn(country, state, end);
            names = dayOn(country, state, end)?.names;
          }
          end = addDays(end, 1);
        }
        end = addDays(end, -1);
        const days = daysBetween(start, end) + 1;
        if (holiday && days >= 3 && start >= from && start <= to) {
          const name = realName(holiday.split(' / ')[0] ?? holiday);
          const firstOf = (joined: string) => joined.split(' / ')[0] ?? joined;
          weekends.push({
            name,
            label: `${name} weekend, ${dayRangeLabel(start, end)}`,
            names: Object.fromEntries(
              LOCALES.map((locale) => [
                locale,
                realNameIn(locale, firstOf(names?.[locale] ?? holiday)),
              ]),
            ) as HolidayNames,
            start,
            end,
            days,
          });
        }
        date = addDays(end, 1);
      }
      return weekends;
    },

    namesOn(country, state, date) {
      return dayOn(country, state, date)?.names;
    },
  };
}

/** The calendar the app shares: each country and year is worked out once per process. */
export const holidayCalendar: HolidayCalendar = createHolidayCalendar();
