import {
  formatMonthDay,
  monthName,
  SHORT_MONTH_NAMES,
  shortWeekday,
} from '../domain/calendar-date';
import { formatClockTime } from '../domain/clock-time';
import { formatDistance } from '../domain/distance';
import { formatEstimate, formatMoney, type Money } from '../domain/money';
import { type DisplayLocale, isRightToLeft } from './locales';

/**
 * Dates, numbers and money as each language writes them (docs/I18N.md). English keeps the
 * product's own formats, which the spec quotes exactly; the others are `Intl`'s, made once per
 * language. A calendar date is a day, not a moment: it is formatted in UTC so no zone shifts it.
 * The currency is the trip's whatever the language; only how it is written changes.
 */
export interface Formats {
  /** `$1,026.00`, `1.026,00 €`. */
  money(value: Money): string;
  /** An estimate in whole units when it has no minor part: `$1,026`, `1.026 €`. */
  estimate(value: Money): string;
  /** An estimate's range: `$1,200 – $1,650`. */
  moneyRange(range: { low: Money; high: Money }): string;
  /** A plain number: `1,234.5`, `1.234,5`. */
  number(value: number, options?: Intl.NumberFormatOptions): string;
  /** `Mar 5`, `5. März`. */
  monthDay(date: string): string;
  /** `Mar 5, 2026`, `5. März 2026`. */
  date(date: string): string;
  /** `Jan 11 – Jan 15, 2027`, `11.–15. Jan. 2027`. */
  dateRange(start: string, end: string): string;
  /** `Tue`, `Di.`. */
  weekdayShort(date: string): string;
  /** `January`, `Januar` for 1. */
  monthName(month: number): string;
  /** `Jan`, `Jan.` for 1. */
  shortMonthName(month: number): string;
  /** A time of day, 24-hour in every language: `09:30`. */
  clockTime(minutes: number): string;
  /** `300 m`, `2.4 km`, `2,4 km`. */
  distance(km: number): string;
  /** `Rome, Paris and Lisbon`, `Rom, Paris und Lissabon`. */
  list(items: readonly string[]): string;
  /** 0 Sunday … 6 Saturday: the first day of the week as the language's readers expect it. */
  firstDayOfWeek: number;
}

/** The `Intl` locale behind each language; Arabic keeps Latin digits, as prices and maps show them. */
export const INTL_LOCALES: Record<DisplayLocale, string> = {
  en: 'en-US',
  'en-XA': 'en-US',
  es: 'es-ES',
  fr: 'fr-FR',
  de: 'de-DE',
  pt: 'pt-PT',
  it: 'it-IT',
  ar: 'ar-u-nu-latn',
};

const FIRST_DAY_OF_WEEK: Record<DisplayLocale, number> = {
  en: 0,
  'en-XA': 0,
  es: 1,
  fr: 1,
  de: 1,
  pt: 1,
  it: 1,
  ar: 6,
};

function utcDate(date: string): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day));
}

const english: Formats = {
  money: (value) => formatMoney(value),
  estimate: (value) => formatEstimate(value),
  moneyRange: (range) => `${formatEstimate(range.low)} – ${formatEstimate(range.high)}`,
  number: (value, options) => numberFormat('en-US', options).format(value),
  monthDay: formatMonthDay,
  date: (date) => `${formatMonthDay(date)}, ${date.slice(0, 4)}`,
  dateRange(start, end) {
    const startYear = start.slice(0, 4);
    const endYear = end.slice(0, 4);
    return startYear === endYear
      ? `${formatMonthDay(start)} – ${formatMonthDay(end)}, ${endYear}`
      : `${formatMonthDay(start)}, ${startYear} – ${formatMonthDay(end)}, ${endYear}`;
  },
  weekdayShort: shortWeekday,
  monthName,
  shortMonthName: (month) => SHORT_MONTH_NAMES[month - 1] ?? '',
  clockTime: formatClockTime,
  distance: formatDistance,
  list: (items) => listFormat('en-US').format(items),
  firstDayOfWeek: 0,
};

const METRES: Intl.NumberFormatOptions = { style: 'unit', unit: 'meter' };
const KILOMETRES_TO_TENTHS: Intl.NumberFormatOptions = {
  style: 'unit',
  unit: 'kilometer',
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
};
const WHOLE_KILOMETRES: Intl.NumberFormatOptions = {
  style: 'unit',
  unit: 'kilometer',
  maximumFractionDigits: 0,
};

const numberFormats = new Map<string, Intl.NumberFormat>();
function numberFormat(tag: string, options?: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${tag} ${JSON.stringify(options ?? {})}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(tag, options);
    numberFormats.set(key, format);
  }
  return format;
}

const listFormats = new Map<string, Intl.ListFormat>();
function listFormat(tag: string): Intl.ListFormat {
  let format = listFormats.get(tag);
  if (!format) {
    format = new Intl.ListFormat(tag, { type: 'conjunction' });
    listFormats.set(tag, format);
  }
  return format;
}

function intlFormats(locale: DisplayLocale): Formats {
  const tag = INTL_LOCALES[locale];
  const dateFormat = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(tag, { timeZone: 'UTC', ...options });
  // Portuguese writes the month's name in full ("5 de março"); its short form is all digits.
  const dayMonth = locale === 'pt' ? 'long' : 'short';
  const monthDay = dateFormat({ month: dayMonth, day: 'numeric' });
  const fullDate = dateFormat({ month: dayMonth, day: 'numeric', year: 'numeric' });
  const weekday = dateFormat({ weekday: 'short' });
  const month = dateFormat({ month: 'long' });
  const shortMonth = dateFormat({ month: 'short' });
  const monthOf = (value: number) => new Date(Date.UTC(2026, value - 1, 15));
  // In a right-to-left sentence an amount is one left-to-right unit (isolated), so "1,026.50 US$"
  // never reads as "US$ 1,026.50" reversed around its digits.
  const amount = isRightToLeft(locale)
    ? (text: string) => `\u2066${text.replace(/^\u200f/, '')}\u2069`
    : (text: string) => text;
  const money = (value: Money) => amount(formatMoney(value, tag));
  const estimate = (value: Money) => amount(formatMoney(value, tag).replace(/[.,]00(?=\D*$)/, ''));
  return {
    money,
    estimate,
    moneyRange: (range) => `${estimate(range.low)} – ${estimate(range.high)}`,
    number: (value, options) => numberFormat(tag, options).format(value),
    monthDay: (date) => monthDay.format(utcDate(date)),
    date: (date) => fullDate.format(utcDate(date)),
    // Within a month `Intl`'s range ("11.–15. Jan. 2027"); across months each end as the
    // language writes a day ("28 mar – 2 apr 2026": `Intl` writes "02 apr" in Italian).
    dateRange(start, end) {
      if (start.slice(0, 7) === end.slice(0, 7)) {
        return fullDate.formatRange(utcDate(start), utcDate(end));
      }
      const from = start.slice(0, 4) === end.slice(0, 4) ? monthDay : fullDate;
      return `${from.format(utcDate(start))} – ${fullDate.format(utcDate(end))}`;
    },
    weekdayShort: (date) => weekday.format(utcDate(date)),
    monthName: (value) => (value >= 1 && value <= 12 ? month.format(monthOf(value)) : ''),
    shortMonthName: (value) => (value >= 1 && value <= 12 ? shortMonth.format(monthOf(value)) : ''),
    clockTime: formatClockTime,
    // The unit as the language writes it: "7,7 km", "7.7 كم".
    distance: (km) => {
      if (km < 1) return numberFormat(tag, METRES).format(Math.round(km * 1000));
      return numberFormat(tag, km < 10 ? KILOMETRES_TO_TENTHS : WHOLE_KILOMETRES).format(km);
    },
    list: (items) => listFormat(tag).format(items),
    firstDayOfWeek: FIRST_DAY_OF_WEEK[locale],
  };
}

const formatsByLocale = new Map<DisplayLocale, Formats>();

/** The formats of a language, made on first use and kept. */
export function formatsFor(locale: DisplayLocale): Formats {
  let formats = formatsByLocale.get(locale);
  if (!formats) {
    formats = locale === 'en' || locale === 'en-XA' ? english : intlFormats(locale);
    formatsByLocale.set(locale, formats);
  }
  return formats;
}
