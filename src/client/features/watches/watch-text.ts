import type { Watch, WatchPrice, WatchQuote } from '#shared/contracts/watches';
import { addDays } from '#shared/domain/calendar-date';
import { formatEstimate, formatMoney, type Money } from '#shared/domain/money';
import { formatDateRange, formatMoneyRange } from '#client/lib/format-date-range';

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** "3 nights · 2 travellers · from Denver, CO, United States". */
export function watchSummary(watch: Watch): string {
  return [
    count(watch.nights, 'night', 'nights'),
    count(watch.travellers, 'traveller', 'travellers'),
    `from ${watch.origin}`,
  ].join(' · ');
}

/**
 * A trip watch: the trip's dates; a flexible one: the range of start dates it looks at, and
 * whether only long weekends count. Dates are the chosen ones, never shifted by a zone.
 */
export function watchDatesText(watch: Watch): string {
  if (watch.kind === 'trip') {
    return `Trip dates: ${formatDateRange(watch.from, addDays(watch.from, watch.nights))}`;
  }
  const range = `Any start from ${formatDateRange(watch.from, watch.to)}`;
  return watch.longWeekendsOnly ? `${range}, long weekends only` : range;
}

/** A figure as it is: an estimate in whole units, a live price to the cent. */
function figure(value: Money, estimated: boolean): string {
  return estimated ? formatEstimate(value) : formatMoney(value);
}

/** "About $612 a person, $1,224 in all" (estimated), or "$612.40 a person, $1,224.80 in all". */
export function priceHeadline(price: WatchPrice): string {
  const perPerson = figure(price.perPerson, price.estimated);
  const total = figure(price.total.mid, price.estimated);
  return price.estimated
    ? `About ${perPerson} a person, ${total} in all`
    : `${perPerson} a person, ${total} in all`;
}

/** "Estimate $1,100 – $1,350 in all": every estimate says it is one, with its range. */
export function estimateText(price: WatchPrice): string {
  return `Estimate ${formatMoneyRange(price.total)} in all`;
}

const QUOTE_PARTS: Record<WatchQuote['category'], string> = {
  airfare: 'flights',
  lodging: 'stay',
};

/** "Live quote, flights: $812.40 at 14:05 (Duffel)": a live part says so and when it was taken. */
export function quoteText(quote: WatchQuote): string {
  return `Live quote, ${QUOTE_PARTS[quote.category]}: ${formatMoney(quote.total)} at ${clockTime(quote.quotedAt)} (${quote.source})`;
}

/** "Cheapest: May 29 – Jun 1, 2027 (Memorial Day weekend, May 29-31)". */
export function cheapestText(price: WatchPrice): string {
  const range = formatDateRange(price.start, price.end);
  return price.longWeekend ? `Cheapest: ${range} (${price.longWeekend})` : `Cheapest: ${range}`;
}

/** "Your cap: $700 a person" (cents only when it has them), or what notifies without a cap. */
export function capText(cap: Money | null): string {
  return cap
    ? `Your cap: ${formatEstimate(cap)} a person`
    : 'No cap: you hear when the price falls by 10% or more.';
}

/** "14:05" in the traveller's own clock. */
export function clockTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? iso
    : date.toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit' });
}

/** "Nov 27, 2026, 11:05 PM" in the traveller's own zone. */
export function checkTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? iso
    : date.toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
}

/** "Nov 27" in the traveller's own zone. */
export function checkDay(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? iso
    : date.toLocaleDateString('en-US', { month: 'short', day: 'numeric' });
}

/** "Last checked Nov 27, 2026, 11:05 PM · next check Nov 28, 2026, 11:05 PM". */
export function checksText(watch: Watch): string {
  const last = watch.lastCheckedAt
    ? `Last checked ${checkTime(watch.lastCheckedAt)}`
    : 'Not checked yet';
  return `${last} · next check ${checkTime(watch.nextCheckAt)}`;
}
