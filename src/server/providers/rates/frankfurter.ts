import { z } from 'zod';
import { SUPPORTED_CURRENCIES, type CurrencyCode } from '#shared/domain/money';
import { cacheKey, CACHE_TTL_SECONDS, type ProviderCache } from '../provider-cache';
import {
  fetchUpstreamJson,
  malformedAnswer,
  UpstreamError,
  type UpstreamOptions,
} from '../upstream';
import {
  shippedRatesAfterFailure,
  type ExchangeRatesProvider,
  type ProvidedExchangeRates,
} from './rates-provider';

const UPSTREAM = 'frankfurter';
export const FRANKFURTER_SOURCE = 'ECB reference rates via Frankfurter';

/** After a failure, answer the snapshot without asking for this long (or the Retry-After). */
const PAUSE_AFTER_FAILURE_MS = 60_000;
/** A Retry-After longer than this is not believed: the rates are worth another try by then. */
const MAX_PAUSE_MS = 60 * 60_000;

const CACHE_KEY = cacheKey('rates:frankfurter', 'latest');

const latestAnswer = z.object({
  base: z.literal('EUR'),
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  rates: z.record(z.string(), z.unknown()),
});

/** What the cache keeps: the parsed rates and when they were fetched. */
interface CachedRates {
  date: string;
  rates: Partial<Record<CurrencyCode, string>>;
  fetchedAt: string;
}

export interface FrankfurterOptions extends UpstreamOptions {
  baseUrl: string;
  cache: ProviderCache;
  /** For tests: the clock that times the pause after a failure. */
  now?: () => number;
}

/**
 * A JSON number as the exact decimal it was written as. `String` gives the shortest text that
 * reads back as the same double, which for rates published with a few decimals is that text
 * itself; exponent forms, zero, negatives and non-numbers are refused.
 */
export function rateToDecimal(value: unknown): string | undefined {
  if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0) return undefined;
  const text = String(value);
  return /^\d+(\.\d+)?$/.test(text) ? text : undefined;
}

/** The supported currencies' rates from Frankfurter's answer, or the reason it is unusable. */
function readRates(raw: Record<string, unknown>): CachedRates['rates'] | string {
  const rates: Partial<Record<CurrencyCode, string>> = { EUR: '1' };
  for (const currency of SUPPORTED_CURRENCIES) {
    if (currency === 'EUR') continue;
    if (!Object.hasOwn(raw, currency)) return `no rate for ${currency}`;
    const rate = rateToDecimal(raw[currency]);
    if (!rate) return `unusable rate for ${currency}`;
    rates[currency] = rate;
  }
  return rates;
}

/**
 * Live ECB reference rates from Frankfurter (keyless), cached for 12 hours. Any failure answers
 * the shipped snapshot labelled as the fallback, so a caller never sees an error.
 */
export function createFrankfurterRates(options: FrankfurterOptions): ExchangeRatesProvider {
  const base = options.baseUrl.replace(/\/+$/, '');
  const now = options.now ?? Date.now;
  let pausedUntil = 0;

  const load = async (): Promise<CachedRates> => {
    const url = new URL(`${base}/v1/latest`);
    url.searchParams.set('base', 'EUR');
    const answer = await fetchUpstreamJson({ upstream: UPSTREAM, url, idempotent: true }, options);
    const parsed = latestAnswer.safeParse(answer);
    if (!parsed.success) throw malformedAnswer(UPSTREAM, options, parsed.error.message);
    const rates = readRates(parsed.data.rates);
    if (typeof rates === 'string') throw malformedAnswer(UPSTREAM, options, rates);
    return { date: parsed.data.date, rates, fetchedAt: new Date(now()).toISOString() };
  };

  return {
    adapter: 'frankfurter',
    async latest(): Promise<ProvidedExchangeRates> {
      try {
        const cached =
          now() < pausedUntil
            ? // Paused after a failure: another server instance may have fetched them since.
              await options.cache.get<CachedRates>(CACHE_KEY)
            : await options.cache.getOrLoad(CACHE_KEY, CACHE_TTL_SECONDS.exchangeRates, load);
        if (cached) return live(cached);
      } catch (error) {
        if (error instanceof UpstreamError) {
          const retryAfterMs = Math.min((error.retryAfterSeconds ?? 0) * 1000, MAX_PAUSE_MS);
          pausedUntil = now() + Math.max(PAUSE_AFTER_FAILURE_MS, retryAfterMs);
          options.log?.warn(
            { upstream: UPSTREAM, kind: error.kind, status: error.status },
            'live exchange rates unavailable; answering the shipped snapshot',
          );
        } else {
          options.log?.error(
            { err: error },
            'exchange rates adapter failed; answering the shipped snapshot',
          );
        }
      }
      return shippedRatesAfterFailure();
    },
  };
}

function live(cached: CachedRates): ProvidedExchangeRates {
  return {
    date: cached.date,
    source: FRANKFURTER_SOURCE,
    rates: cached.rates,
    isFallback: false,
    fetchedAt: cached.fetchedAt,
  };
}
