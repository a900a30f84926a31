import type { MoneyRange } from '#shared/contracts/compare';
import type { WatchPrice, WatchQuote } from '#shared/contracts/watches';
import { addDays } from '#shared/domain/calendar-date';
import { money, scaleMoney, type CurrencyCode, type Money } from '#shared/domain/money';
import { airfareRoute, lineOf, sourcesOf } from '#server/compare/compare-helpers';
import { addRanges, cheapestIndices, rangesOf } from '#server/compare/ranges';
import { costPlaceOf } from '#server/costs/cost-place';
import type { CostPlace, TripEstimate, TripEstimator } from '#server/costs/estimator';
import { convert, type ExchangeRates } from '#server/costs/exchange-rates';
import type { HolidayCalendar } from '#server/holidays/holidays';
import type { FaresProvider } from '#server/providers/fares/fares-provider';
import type { Gazetteer } from '#server/providers/places/gazetteer';
import type { StaysProvider } from '#server/providers/stays/stays-provider';

/** Live quotes are asked for only the cheapest few windows, as comparisons do (docs/decisions/013-comparisons.md). */
export const WATCH_QUOTED_OPTIONS = 3;
/** Duffel prices at most this many passengers in one request. */
const MAX_QUOTED_PASSENGERS = 9;

export interface WatchPricingDeps {
  estimateTripCosts: TripEstimator;
  latestRates: () => Promise<ExchangeRates>;
  gazetteer: Gazetteer;
  fares: FaresProvider;
  stays: StaysProvider;
  holidays: HolidayCalendar;
}

/** What one check prices: a getaway on each of some start dates. */
export interface Getaway {
  place: string;
  origin: string;
  travellers: number;
  nights: number;
  currency: CurrencyCode;
  /** The first and last start date; a trip watch gives its start twice. */
  from: string;
  to: string;
  longWeekendsOnly: boolean;
}

/** A check that cannot price the getaway; its message is shown to the traveller. */
export class WatchPricingError extends Error {
  override name = 'WatchPricingError';
}

interface Option {
  start: string;
  end: string;
  estimate: TripEstimate;
  total: MoneyRange;
  quotes: WatchQuote[];
  /** Categories still estimated. */
  estimatedParts: number;
}

const exactly = (value: Money): MoneyRange => ({ low: value, mid: value, high: value });
const negate = (range: MoneyRange): MoneyRange => ({
  low: money(-range.low.amount, range.low.currency),
  mid: money(-range.mid.amount, range.mid.currency),
  high: money(-range.high.amount, range.high.currency),
});

/**
 * Prices a watch (docs/PRODUCT-RULES.md#price-watches): the estimator for each start date, then
 * live fares and hotel rates for the cheapest few when those providers are on; a live part
 * replaces its category's estimate, and the cheapest window wins.
 */
export function createWatchPricing(deps: WatchPricingDeps) {
  const { gazetteer } = deps;

  /** The start dates to price, each with the long weekend its window falls on. */
  function startsOf(getaway: Getaway, origin: CostPlace, today: string) {
    const from = getaway.from < today ? today : getaway.from;
    if (getaway.to < from) throw new WatchPricingError('Every watched start date has passed.');
    const weekends = origin.countryCode
      ? deps.holidays.longWeekends(
          origin.countryCode,
          origin.admin1,
          addDays(from, -4),
          addDays(getaway.to, getaway.nights),
        )
      : [];
    if (getaway.longWeekendsOnly) {
      const inRange = weekends.filter(
        (weekend) => weekend.start >= from && weekend.start <= getaway.to,
      );
      if (inRange.length === 0)
        throw new WatchPricingError(
          origin.countryCode
            ? `No long weekend starts between ${from} and ${getaway.to} where you start from.`
            : `We do not know the holidays where you start from (${getaway.origin}), so no long weekend can be watched.`,
        );
      return inRange.map((weekend) => ({ start: weekend.start, longWeekend: weekend.label }));
    }
    const starts: { start: string; longWeekend: string | null }[] = [];
    for (let start = from; start <= getaway.to; start = addDays(start, 1)) {
      const end = addDays(start, getaway.nights);
      const weekend = weekends.find((w) => w.start <= end && w.end >= start);
      starts.push({ start, longWeekend: weekend?.label ?? null });
    }
    return starts;
  }

  /** Replaces a category's estimate with a live quote converted to the watch's currency. */
  function withQuote(
    option: Option,
    category: 'airfare' | 'lodging',
    quote: { total: Money; quotedAt: string; source: string },
    rates: ExchangeRates,
    currency: CurrencyCode,
  ): void {
    const estimated = rangesOf(option.estimate).byCategory[category];
    const total =
      quote.total.currency === currency ? quote.total : convert(quote.total, currency, rates).money;
    option.total = addRanges(
      estimated ? addRanges(option.total, negate(estimated)) : option.total,
      exactly(total),
    );
    option.quotes.push({ category, total, source: quote.source, quotedAt: quote.quotedAt });
    if (estimated) option.estimatedParts -= 1;
  }

  async function liveQuotes(
    option: Option,
    getaway: Getaway,
    destination: CostPlace,
    rates: ExchangeRates,
  ): Promise<void> {
    const airfare = lineOf(option.estimate, 'airfare');
    const route = airfare && airfareRoute(airfare);
    const [fare, stay] = await Promise.all([
      route && deps.fares.adapter !== 'estimator' && getaway.travellers <= MAX_QUOTED_PASSENGERS
        ? deps.fares.quote({
            originIata: route.from,
            destinationIata: route.to,
            departDate: option.start,
            returnDate: option.end,
            adults: getaway.travellers,
          })
        : null,
      deps.stays.adapter !== 'estimator' &&
      getaway.nights > 0 &&
      destination.lat !== undefined &&
      destination.lng !== undefined
        ? deps.stays.quote({
            latitude: destination.lat,
            longitude: destination.lng,
            checkIn: option.start,
            checkOut: option.end,
            rooms: Math.ceil(getaway.travellers / 2),
            adults: getaway.travellers,
          })
        : null,
    ]);
    if (fare) withQuote(option, 'airfare', fare, rates, getaway.currency);
    if (stay) withQuote(option, 'lodging', stay, rates, getaway.currency);
  }

  return {
    async price(getaway: Getaway, today: string): Promise<WatchPrice> {
      const destination = costPlaceOf(gazetteer, getaway.place);
      const origin = costPlaceOf(gazetteer, getaway.origin);
      const starts = startsOf(getaway, origin, today);
      const rates = await deps.latestRates();
      const options: (Option & { longWeekend: string | null })[] = starts.map(
        ({ start, longWeekend }) => {
          const end = addDays(start, getaway.nights);
          let estimate: TripEstimate;
          try {
            estimate = deps.estimateTripCosts({
              destination,
              origin,
              startDate: start,
              endDate: end,
              travellers: getaway.travellers,
              currency: getaway.currency,
              rates,
            });
          } catch (error) {
            if (error instanceof RangeError) throw new WatchPricingError(error.message);
            throw error;
          }
          const { total, byCategory } = rangesOf(estimate);
          return {
            start,
            end,
            estimate,
            total,
            quotes: [],
            estimatedParts: Object.keys(byCategory).length,
            longWeekend,
          };
        },
      );
      const best = cheapestIndices(
        options.map((option) => option.total),
        WATCH_QUOTED_OPTIONS,
      );
      await Promise.all(
        best.map((index) => liveQuotes(options[index]!, getaway, destination, rates)),
      );
      const chosen =
        options[
          cheapestIndices(
            options.map((option) => option.total),
            1,
          )[0]!
        ]!;
      return {
        start: chosen.start,
        end: chosen.end,
        total: chosen.total,
        perPerson: scaleMoney(chosen.total.mid, 1n, BigInt(getaway.travellers)),
        quotes: chosen.quotes,
        estimated: chosen.estimatedParts > 0,
        longWeekend: chosen.longWeekend,
        sources: [
          ...new Set([
            ...sourcesOf([chosen.estimate], rates.source),
            ...chosen.quotes.map((quote) => quote.source),
          ]),
        ],
      };
    },
  };
}

export type WatchPricing = ReturnType<typeof createWatchPricing>;
