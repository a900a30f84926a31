import { createHash } from 'node:crypto';
import { z } from 'zod';
import { isCalendarDate } from '#shared/domain/calendar-date';
import { isCurrencyCode, type Money } from '#shared/domain/money';
import { convert, latestRates } from '#server/costs/exchange-rates';
import { moneyFromDecimalText } from '../fares/duffel';
import { createLiveQuotes, type CachedQuote } from '../live-quotes';
import { cacheKey, type ProviderCache } from '../provider-cache';
import { fetchUpstreamJson, malformedAnswer, type UpstreamOptions } from '../upstream';
import type { StayQuote, StayRequest, StaysProvider } from './stays-provider';

const UPSTREAM = 'hotelbeds';
/** Hotels within this distance of the place count (Hotelbeds' geolocation search). */
export const HOTELBEDS_RADIUS_KM = 10;

const stayRequestSchema = z.object({
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  checkIn: z.string().refine(isCalendarDate),
  checkOut: z.string().refine(isCalendarDate),
  rooms: z.number().int().min(1).max(10),
  adults: z.number().int().min(1).max(40),
});

/** The part of APItude's availability answer the adapter reads; other fields are ignored. */
const availabilityAnswer = z.object({
  hotels: z.object({
    total: z.number().optional(),
    hotels: z
      .array(
        z.object({
          currency: z.string(),
          minRate: z.string().optional(),
          rooms: z
            .array(
              z.object({
                rates: z
                  .array(z.object({ net: z.string().optional(), rooms: z.number().optional() }))
                  .optional(),
              }),
            )
            .optional(),
        }),
      )
      .optional(),
  }),
});
type AvailableHotel = NonNullable<z.infer<typeof availabilityAnswer>['hotels']['hotels']>[number];

export interface HotelbedsOptions extends UpstreamOptions {
  apiKey: string;
  secret: string;
  baseUrl: string;
  cache: ProviderCache;
  /** For tests: the clock for the signature, `quotedAt` and the pause after a 429. */
  now?: () => number;
}

/** APItude's request signature: SHA-256 (hex) of the key, the secret and the Unix time in seconds. */
export function hotelbedsSignature(apiKey: string, secret: string, atMs: number): string {
  return createHash('sha256')
    .update(`${apiKey}${secret}${Math.floor(atMs / 1000)}`)
    .digest('hex');
}

/** An amount comparable across currencies: its value in euro cents at the shipped rates. */
function inEuroCents(value: Money): number {
  return value.currency === 'EUR'
    ? value.amount
    : convert(value, 'EUR', latestRates()).money.amount;
}

/**
 * A hotel's cheapest rate for the whole stay and all the rooms asked: the lowest `net` among its
 * rates for that many rooms, else its `minRate`. Undefined when none is readable.
 */
function cheapestRateOf(hotel: AvailableHotel, rooms: number): Money | undefined {
  if (!isCurrencyCode(hotel.currency)) return undefined;
  const { currency } = hotel;
  let cheapest: Money | undefined;
  for (const room of hotel.rooms ?? [])
    for (const rate of room.rates ?? []) {
      if (!rate.net || (rate.rooms !== undefined && rate.rooms !== rooms)) continue;
      const net = moneyFromDecimalText(rate.net, currency);
      if (net && (!cheapest || net.amount < cheapest.amount)) cheapest = net;
    }
  return cheapest ?? (hotel.minRate ? moneyFromDecimalText(hotel.minRate, currency) : undefined);
}

/**
 * The figure a watch shows for a stay: the median of the hotels' cheapest rates (the lower middle
 * one for an even count), not the single cheapest, which is often a hostel bed or a room far out
 * (docs/PRODUCT-RULES.md#price-watches).
 */
export function medianStay(figures: readonly Money[]): Money | undefined {
  const sorted = [...figures].sort((a, b) => inEuroCents(a) - inEuroCents(b));
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

/**
 * Hotelbeds APItude availability (needs HOTELBEDS_API_KEY and HOTELBEDS_SECRET; the test
 * environment by default): the hotels within 10 km of the place for the stay, priced as their
 * median cheapest rate and cached for 30 minutes with the time of the quote. Failures are logged
 * (never the key, secret or signature) and answer null, which tells the caller to keep its estimate.
 */
export function createHotelbedsStays(options: HotelbedsOptions): StaysProvider {
  const base = options.baseUrl.replace(/\/+$/, '');
  const now = options.now ?? Date.now;
  const quoteOf = createLiveQuotes({
    upstream: UPSTREAM,
    cache: options.cache,
    now,
    log: options.log,
    unavailable: 'live hotel rate unavailable; the estimate is kept',
    failed: 'stays adapter failed; the estimate is kept',
  });

  const load = async (request: StayRequest): Promise<CachedQuote<StayQuote>> => {
    const answer = await fetchUpstreamJson(
      {
        upstream: UPSTREAM,
        url: new URL(`${base}/hotel-api/1.0/hotels`),
        method: 'POST',
        headers: {
          'api-key': options.apiKey,
          'x-signature': hotelbedsSignature(options.apiKey, options.secret, now()),
        },
        body: {
          stay: { checkIn: request.checkIn, checkOut: request.checkOut },
          occupancies: [{ rooms: request.rooms, adults: request.adults, children: 0 }],
          geolocation: {
            latitude: request.latitude,
            longitude: request.longitude,
            radius: HOTELBEDS_RADIUS_KM,
            unit: 'km',
          },
        },
        // A search books nothing: sending it twice is harmless.
        idempotent: true,
      },
      options,
    );
    const parsed = availabilityAnswer.safeParse(answer);
    if (!parsed.success) throw malformedAnswer(UPSTREAM, options, parsed.error.message);
    const hotels = parsed.data.hotels.hotels ?? [];
    if (hotels.length === 0) return { quote: null };
    const figures = hotels
      .map((hotel) => cheapestRateOf(hotel, request.rooms))
      .filter((figure): figure is Money => figure !== undefined);
    const total = medianStay(figures);
    if (!total) {
      throw malformedAnswer(
        UPSTREAM,
        options,
        'no hotel with a readable rate in a supported currency',
      );
    }
    return {
      quote: {
        total,
        quotedAt: new Date(now()).toISOString(),
        source: 'Hotelbeds',
        hotelCount: figures.length,
      },
    };
  };

  return {
    adapter: 'hotelbeds',
    async quote(input) {
      const checked = stayRequestSchema.safeParse(input);
      if (!checked.success || checked.data.checkOut <= checked.data.checkIn) {
        options.log?.warn({ upstream: UPSTREAM }, 'stay request not valid; no live rate asked');
        return null;
      }
      const request = checked.data;
      const key = cacheKey(
        'stays:hotelbeds',
        Math.round(request.latitude * 1000) / 1000,
        Math.round(request.longitude * 1000) / 1000,
        request.checkIn,
        request.checkOut,
        request.rooms,
        request.adults,
      );
      return quoteOf(key, () => load(request));
    },
  };
}
