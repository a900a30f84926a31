import { z } from 'zod';
import { isCalendarDate } from '#shared/domain/calendar-date';
import {
  currencyExponent,
  decimalToRatio,
  divideRounded,
  isCurrencyCode,
  MAX_MONEY_AMOUNT,
  money,
  type CurrencyCode,
  type Money,
} from '#shared/domain/money';
import { convert, latestRates } from '#server/costs/exchange-rates';
import { createLiveQuotes, type CachedQuote } from '../live-quotes';
import { cacheKey, type ProviderCache } from '../provider-cache';
import { fetchUpstreamJson, malformedAnswer, type UpstreamOptions } from '../upstream';
import type { FareQuote, FareRequest, FaresProvider } from './fares-provider';

const UPSTREAM = 'duffel';

const fareRequestSchema = z.object({
  originIata: z.string().regex(/^[A-Z]{3}$/),
  destinationIata: z.string().regex(/^[A-Z]{3}$/),
  departDate: z.string().refine(isCalendarDate),
  returnDate: z.string().refine(isCalendarDate),
  adults: z.number().int().min(1).max(9),
});

const offerRequestAnswer = z.object({
  data: z.object({
    offers: z.array(z.object({ total_amount: z.string(), total_currency: z.string() })),
  }),
});

export interface DuffelOptions extends UpstreamOptions {
  accessToken: string;
  baseUrl: string;
  cache: ProviderCache;
  /** For tests: the clock for `quotedAt` and the pause after a 429. */
  now?: () => number;
}

/**
 * A decimal string such as "412.30" as integer minor units of `currency` (41230 USD; "61200" is
 * 61200 JPY), computed from the digits so no float rounds it. More decimals than the currency
 * has are rounded once, half away from zero. Undefined when the text is not a decimal.
 */
export function moneyFromDecimalText(text: string, currency: CurrencyCode): Money | undefined {
  let ratio: { numerator: bigint; denominator: bigint };
  try {
    ratio = decimalToRatio(text);
  } catch {
    return undefined;
  }
  const scale = 10n ** BigInt(currencyExponent(currency));
  const amount = divideRounded(ratio.numerator * scale, ratio.denominator);
  return amount > BigInt(MAX_MONEY_AMOUNT) ? undefined : money(Number(amount), currency);
}

/** An amount comparable across currencies: its value in euro cents at the shipped rates. */
function inEuroCents(value: Money): number {
  return value.currency === 'EUR'
    ? value.amount
    : convert(value, 'EUR', latestRates()).money.amount;
}

/**
 * Duffel's flight offer requests (needs DUFFEL_ACCESS_TOKEN): the cheapest economy round trip,
 * cached for 30 minutes with the time of the quote. Creating an offer request is not idempotent,
 * so it is never retried after it may have been sent. Failures are logged (never the token) and
 * answer null, which tells the caller to use its estimate.
 */
export function createDuffelFares(options: DuffelOptions): FaresProvider {
  const base = options.baseUrl.replace(/\/+$/, '');
  const now = options.now ?? Date.now;
  const quoteOf = createLiveQuotes({
    upstream: UPSTREAM,
    cache: options.cache,
    now,
    log: options.log,
    unavailable: 'live fare unavailable; the estimate is shown instead',
    failed: 'fares adapter failed; the estimate is shown instead',
  });

  const load = async (request: FareRequest): Promise<CachedQuote<FareQuote>> => {
    const url = new URL(`${base}/air/offer_requests`);
    url.searchParams.set('return_offers', 'true');
    const answer = await fetchUpstreamJson(
      {
        upstream: UPSTREAM,
        url,
        method: 'POST',
        headers: {
          authorization: `Bearer ${options.accessToken}`,
          'duffel-version': 'v2',
        },
        body: {
          data: {
            slices: [
              {
                origin: request.originIata,
                destination: request.destinationIata,
                departure_date: request.departDate,
              },
              {
                origin: request.destinationIata,
                destination: request.originIata,
                departure_date: request.returnDate,
              },
            ],
            passengers: Array.from({ length: request.adults }, () => ({ type: 'adult' })),
            cabin_class: 'economy',
          },
        },
        idempotent: false,
      },
      options,
    );
    const parsed = offerRequestAnswer.safeParse(answer);
    if (!parsed.success) throw malformedAnswer(UPSTREAM, options, parsed.error.message);
    const { offers } = parsed.data.data;
    if (offers.length === 0) return { quote: null };

    let cheapest: Money | undefined;
    for (const offer of offers) {
      // Only currencies we hold a rate for can be shown or compared; the rest are skipped.
      if (!isCurrencyCode(offer.total_currency)) continue;
      const total = moneyFromDecimalText(offer.total_amount, offer.total_currency);
      if (total && (!cheapest || inEuroCents(total) < inEuroCents(cheapest))) cheapest = total;
    }
    if (!cheapest) {
      throw malformedAnswer(
        UPSTREAM,
        options,
        'no offer with a readable amount in a supported currency',
      );
    }
    return {
      quote: {
        total: cheapest,
        quotedAt: new Date(now()).toISOString(),
        source: 'Duffel',
        offerCount: offers.length,
      },
    };
  };

  return {
    adapter: 'duffel',
    async quote(input) {
      const checked = fareRequestSchema.safeParse(input);
      if (!checked.success || checked.data.returnDate < checked.data.departDate) {
        options.log?.warn({ upstream: UPSTREAM }, 'fare request not valid; no live quote asked');
        return null;
      }
      const request = checked.data;
      const key = cacheKey(
        'fares:duffel',
        request.originIata,
        request.destinationIata,
        request.departDate,
        request.returnDate,
        request.adults,
      );
      return quoteOf(key, () => load(request));
    },
  };
}
