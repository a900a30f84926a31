import {
  WATCH_MAX_MONTHS_AHEAD,
  WATCH_MAX_NIGHTS,
  type CreateWatchBody,
} from '#shared/contracts/watches';
import { isCalendarDate } from '#shared/domain/calendar-date';
import type { CurrencyCode } from '#shared/domain/money';
import type { I18n } from '#client/lib/i18n';
import { capOf, type CapValues } from './components/cap-fields';

/** A flexible watch as its form holds it: every field as typed. */
export interface FlexibleValues {
  place: string;
  nights: string;
  travellers: string;
  origin: string;
  from: string;
  to: string;
  longWeekendsOnly: boolean;
  cap: CapValues;
}

export type FlexibleField = 'place' | 'nights' | 'travellers' | 'origin' | 'from' | 'to' | 'cap';
export type FlexibleErrors = Partial<Record<FlexibleField, string>>;

/** The calendar date `months` after `date`, on the same day or the month's last one. */
export function addMonths(date: string, months: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const index = year * 12 + (month - 1) + months;
  const nextYear = Math.floor(index / 12);
  const nextMonth = (index % 12) + 1;
  const lastDay = new Date(Date.UTC(nextYear, nextMonth, 0)).getUTCDate();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${nextYear}-${pad(nextMonth)}-${pad(Math.min(day, lastDay))}`;
}

/** A new flexible watch: from today to three months later, unless the caller says otherwise. */
export function flexibleValuesOf(
  today: string,
  currency: CurrencyCode,
  start: Partial<Omit<FlexibleValues, 'cap'>> = {},
): FlexibleValues {
  return {
    place: '',
    nights: '3',
    travellers: '1',
    origin: '',
    from: today,
    to: addMonths(today, 3),
    longWeekendsOnly: false,
    ...start,
    cap: { amount: '', currency },
  };
}

function wholeNumber(text: string, min: number, max: number): number | null {
  if (!/^\d+$/.test(text.trim())) return null;
  const value = Number(text.trim());
  return value >= min && value <= max ? value : null;
}

/** The body to send, or each bad field's message (docs/PRODUCT-RULES.md#every-device). */
export function flexibleBodyOf(
  values: FlexibleValues,
  today: string,
  i18n: Pick<I18n, 'locale' | 't' | 'f'>,
): { errors: FlexibleErrors; body: CreateWatchBody | null } {
  const { t } = i18n;
  const errors: FlexibleErrors = {};
  const place = values.place.trim();
  if (place === '') errors.place = t('watches.placeNeeded');
  const nights = wholeNumber(values.nights, 1, WATCH_MAX_NIGHTS);
  if (nights === null) errors.nights = t('watches.nightsRange', { max: WATCH_MAX_NIGHTS });
  const travellers = wholeNumber(values.travellers, 1, 20);
  if (travellers === null) errors.travellers = t('watches.travellersRange');
  const origin = values.origin.trim();
  if (origin === '') errors.origin = t('watches.originNeeded');
  const latest = addMonths(today, WATCH_MAX_MONTHS_AHEAD);
  if (!isCalendarDate(values.from)) errors.from = t('watches.fromNeeded');
  else if (values.from < today) errors.from = t('watches.fromInPast');
  else if (values.from > latest) errors.from = t('watches.tooFarAhead');
  if (!isCalendarDate(values.to)) errors.to = t('watches.toNeeded');
  else if (isCalendarDate(values.from) && values.to < values.from) {
    errors.to = t('watches.toBeforeFrom');
  } else if (values.to > latest) errors.to = t('watches.tooFarAhead');
  const { cap, error: capError } = capOf(values.cap, i18n);
  if (capError) errors.cap = capError;
  if (Object.keys(errors).length > 0 || nights === null || travellers === null) {
    return { errors, body: null };
  }
  return {
    errors,
    body: {
      place,
      nights,
      travellers,
      origin,
      from: values.from,
      to: values.to,
      ...(values.longWeekendsOnly ? { longWeekendsOnly: true } : {}),
      ...(cap ? { maxPerPerson: cap } : {}),
    },
  };
}
