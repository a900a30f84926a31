import type { Watch, WatchPrice, WatchQuote } from '#shared/contracts/watches';
import { addDays } from '#shared/domain/calendar-date';
import type { Money } from '#shared/domain/money';
import { INTL_LOCALES } from '#shared/i18n/formats';
import type { DisplayLocale } from '#shared/i18n/locales';
import type { I18n, MessageKey } from '#client/lib/i18n';

/** The words and formats a watch's texts need: the screen's `useI18n()`. */
type Words = Pick<I18n, 't' | 'f'>;

/** "3 nights · 2 travellers · from Denver, CO, United States". */
export function watchSummary(watch: Watch, { t }: Words): string {
  return t('watches.summary', {
    nights: watch.nights,
    travellers: watch.travellers,
    origin: watch.origin,
  });
}

/**
 * A trip watch: the trip's dates; a flexible one: the range of start dates it looks at, and
 * whether only long weekends count. Dates are the chosen ones, never shifted by a zone.
 */
export function watchDatesText(watch: Watch, { t, f }: Words): string {
  if (watch.kind === 'trip') {
    return t('watches.tripDates', {
      dates: f.dateRange(watch.from, addDays(watch.from, watch.nights)),
    });
  }
  const dates = f.dateRange(watch.from, watch.to);
  return watch.longWeekendsOnly
    ? t('watches.anyStartLongWeekends', { dates })
    : t('watches.anyStart', { dates });
}

/** A figure as it is: an estimate in whole units, a live price to the cent. */
function figure(value: Money, estimated: boolean, { f }: Words): string {
  return estimated ? f.estimate(value) : f.money(value);
}

/** "About $612 a person, $1,224 in all" (estimated), or "$612.40 a person, $1,224.80 in all". */
export function priceHeadline(price: WatchPrice, words: Words): string {
  const perPerson = figure(price.perPerson, price.estimated, words);
  const total = figure(price.total.mid, price.estimated, words);
  return price.estimated
    ? words.t('watches.headlineEstimated', { perPerson, total })
    : words.t('watches.headline', { perPerson, total });
}

/** "Estimate $1,100 – $1,350 in all": every estimate says it is one, with its range. */
export function estimateText(price: WatchPrice, { t, f }: Words): string {
  return t('watches.estimate', { range: f.moneyRange(price.total) });
}

const QUOTE_TEXTS: Record<WatchQuote['category'], MessageKey> = {
  airfare: 'watches.quoteFlights',
  lodging: 'watches.quoteStay',
};

/** "Live quote, flights: $812.40 at 14:05 (Duffel)": a live part says so and when it was taken. */
export function quoteText(quote: WatchQuote, { t, f }: Words): string {
  return t(QUOTE_TEXTS[quote.category], {
    price: f.money(quote.total),
    time: clockTime(quote.quotedAt, t.locale),
    source: quote.source,
  });
}

/** "Cheapest: May 29 – Jun 1, 2027 (Memorial Day weekend, May 29-31)". */
export function cheapestText(price: WatchPrice, { t, f }: Words): string {
  const dates = f.dateRange(price.start, price.end);
  return price.longWeekend
    ? t('watches.cheapestWeekend', { dates, weekend: price.longWeekend })
    : t('watches.cheapest', { dates });
}

/** "Your cap: $700 a person" (cents only when it has them), or what notifies without a cap. */
export function capText(cap: Money | null, { t, f }: Words): string {
  return cap ? t('watches.cap', { cap: f.estimate(cap) }) : t('watches.noCap');
}

const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();
/** One `Intl` format per language and options, made on first use. */
function dateTimeFormat(tag: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${tag} ${JSON.stringify(options)}`;
  let format = dateTimeFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(tag, options);
    dateTimeFormats.set(key, format);
  }
  return format;
}

/** English keeps the product's own ways; every other language its `Intl` locale. */
const isEnglish = (locale: DisplayLocale) => locale === 'en' || locale === 'en-XA';

function formatted(iso: string, format: Intl.DateTimeFormat): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : format.format(date);
}

/** "14:05" in the traveller's own clock. */
export function clockTime(iso: string, locale: DisplayLocale): string {
  const tag = isEnglish(locale) ? 'en-GB' : INTL_LOCALES[locale];
  return formatted(iso, dateTimeFormat(tag, { hour: '2-digit', minute: '2-digit' }));
}

/** "Nov 27, 2026, 11:05 PM" in the traveller's own zone. */
export function checkTime(iso: string, locale: DisplayLocale): string {
  return formatted(
    iso,
    dateTimeFormat(INTL_LOCALES[locale], { dateStyle: 'medium', timeStyle: 'short' }),
  );
}

/** "Nov 27" in the traveller's own zone. */
export function checkDay(iso: string, locale: DisplayLocale): string {
  return formatted(iso, dateTimeFormat(INTL_LOCALES[locale], { month: 'short', day: 'numeric' }));
}

/** "Last checked Nov 27, 2026, 11:05 PM · next check Nov 28, 2026, 11:05 PM". */
export function checksText(watch: Watch, { t }: Words): string {
  const next = checkTime(watch.nextCheckAt, t.locale);
  return watch.lastCheckedAt
    ? t('watches.lastChecked', { time: checkTime(watch.lastCheckedAt, t.locale), next })
    : t('watches.notChecked', { next });
}
