import type { NotificationKind } from '#shared/contracts/notifications';
import type { WatchPrice } from '#shared/contracts/watches';
import { daysBetween } from '#shared/domain/calendar-date';
import { roundToWholeUnits, type Money } from '#shared/domain/money';
import type { Formats } from '#shared/i18n/formats';
import type { Translator } from '#shared/i18n/translator';
import { formatsOf, translatorFor } from '#server/i18n';

/** A watch notifies at most once in this many hours (docs/PRODUCT-RULES.md#price-watches). */
export const NOTICE_EVERY_HOURS = 24;
/** A fall of at least this share of the last notice's price a person is news. */
const DROP_PERCENT = 10;

export interface NoticeState {
  /** The cap a person, in the watch's currency; null without one. */
  cap: number | null;
  /** The price a person the last notice named; null before any notice. */
  lastNotifiedPerPerson: number | null;
  lastNotifiedAt: Date | null;
  /** The first check's price a person, the reference before any notice. */
  firstPerPerson: number | undefined;
}

/**
 * Whether a check's price is news (docs/PRODUCT-RULES.md#price-watches): below the cap when the
 * last notice was not already below it, or at least 10% below the last notice's price a person
 * (before any notice, the first check's); never twice within 24 hours. The check made when the
 * watch is created is never announced: the caller does not ask.
 */
export function noticeKind(
  state: NoticeState,
  perPerson: number,
  now: Date,
): Extract<NotificationKind, 'watch_below_cap' | 'watch_price_drop'> | null {
  if (
    state.lastNotifiedAt &&
    now.getTime() - state.lastNotifiedAt.getTime() < NOTICE_EVERY_HOURS * 3_600_000
  )
    return null;
  const { cap, lastNotifiedPerPerson: last } = state;
  if (cap !== null && perPerson < cap && !(last !== null && last < cap)) return 'watch_below_cap';
  const reference = last ?? state.firstPerPerson;
  if (reference !== undefined && perPerson * 100 <= reference * (100 - DROP_PERCENT))
    return 'watch_price_drop';
  return null;
}

const ENGLISH = { t: translatorFor('en'), f: formatsOf('en') };

/** "Lisbon, Portugal: now $412 a person", in the watch's owner's language (`t`, `f`). */
export function noticeTitle(
  place: string,
  price: WatchPrice,
  { t, f }: { t: Translator; f: Formats } = ENGLISH,
): string {
  return t('notices.watchTitle', { place, price: f.estimate(roundToWholeUnits(price.perPerson)) });
}

/** The cheapest window, nights, travellers, the total, estimate or live quote, and the cap. */
export function noticeBody(
  price: WatchPrice,
  travellers: number,
  cap: Money | null,
  { t, f }: { t: Translator; f: Formats } = ENGLISH,
): string {
  const words = (value: Money) => f.estimate(roundToWholeUnits(value));
  const cheapest = {
    start: f.monthDay(price.start),
    end: f.monthDay(price.end),
    nights: daysBetween(price.start, price.end),
    travellers,
    total: words(price.total.mid),
  };
  const parts = [
    price.longWeekend
      ? t('notices.watchCheapestWeekend', { ...cheapest, weekend: price.longWeekend })
      : t('notices.watchCheapest', cheapest),
  ];
  if (price.estimated) {
    const range = { low: words(price.total.low), high: words(price.total.high) };
    parts.push(
      price.quotes.length > 0
        ? t('notices.watchEstimateWithQuotes', range)
        : t('notices.watchEstimate', range),
    );
  }
  for (const quote of price.quotes) {
    const values = {
      source: quote.source,
      total: words(quote.total),
      when: quote.quotedAt.slice(0, 16).replace('T', ' '),
    };
    parts.push(
      quote.category === 'airfare'
        ? t('notices.watchLiveFare', values)
        : t('notices.watchLiveHotelRate', values),
    );
  }
  if (cap) parts.push(t('notices.watchCap', { cap: words(cap) }));
  return parts.join(' ');
}
