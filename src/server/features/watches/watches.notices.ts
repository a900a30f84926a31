import type { NotificationKind } from '#shared/contracts/notifications';
import type { WatchPrice } from '#shared/contracts/watches';
import { daysBetween, formatMonthDay } from '#shared/domain/calendar-date';
import { formatEstimate, roundToWholeUnits, type Money } from '#shared/domain/money';

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

const words = (value: Money) => formatEstimate(roundToWholeUnits(value));
const plural = (count: number, one: string) => `${count} ${one}${count === 1 ? '' : 's'}`;

/** "Lisbon, Portugal: now $412 a person". */
export function noticeTitle(place: string, price: WatchPrice): string {
  return `${place}: now ${words(price.perPerson)} a person`;
}

/** The cheapest window, nights, travellers, the total, estimate or live quote, and the cap. */
export function noticeBody(price: WatchPrice, travellers: number, cap: Money | null): string {
  const nights = daysBetween(price.start, price.end);
  const parts = [
    `Cheapest: ${formatMonthDay(price.start)} to ${formatMonthDay(price.end)}${
      price.longWeekend ? ` (${price.longWeekend})` : ''
    }, ${plural(nights, 'night')}, ${plural(travellers, 'traveller')}: ${words(price.total.mid)} in all.`,
  ];
  if (price.estimated)
    parts.push(
      `An estimate: ${words(price.total.low)} to ${words(price.total.high)}${
        price.quotes.length > 0 ? ', with live quotes for part of it' : ''
      }.`,
    );
  for (const quote of price.quotes)
    parts.push(
      `Live ${quote.category === 'airfare' ? 'fare' : 'hotel rate'} from ${quote.source}, ${words(quote.total)}, quoted ${quote.quotedAt.slice(0, 16).replace('T', ' ')} UTC.`,
    );
  if (cap) parts.push(`Your cap: ${words(cap)} a person.`);
  return parts.join(' ');
}
