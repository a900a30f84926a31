import type { FastifyBaseLogger } from 'fastify';
import { CACHE_TTL_SECONDS, type ProviderCache } from './provider-cache';
import { UpstreamError } from './upstream';

/** After a 429 without a usable Retry-After, wait this long before asking again. */
const DEFAULT_RATE_LIMIT_PAUSE_MS = 60_000;
/** A Retry-After longer than this is not believed. */
const MAX_PAUSE_MS = 60 * 60_000;

/** What the cache keeps; a wrapper, so "no offer" is cached as an answer too. */
export interface CachedQuote<Quote> {
  quote: Quote | null;
}

/**
 * The one way a live-quote adapter (fares, hotel rates) asks its upstream: through the shared
 * cache for 30 minutes, pausing after a 429 (answering only what is cached meanwhile), and never
 * failing: a fault is logged without the request's secrets and answers null, so the caller keeps
 * its estimate.
 */
export function createLiveQuotes(options: {
  upstream: string;
  cache: ProviderCache;
  now: () => number;
  log?: Pick<FastifyBaseLogger, 'warn' | 'error'> | undefined;
  /** What the log says when the upstream fails, and when the adapter itself does. */
  unavailable: string;
  failed: string;
}) {
  let pausedUntil = 0;
  return async function quoteOf<Quote>(
    key: string,
    load: () => Promise<CachedQuote<Quote>>,
  ): Promise<Quote | null> {
    try {
      // Quotes go stale fast: fares and hotel rates alike are kept for the same 30 minutes.
      const cached =
        options.now() < pausedUntil
          ? await options.cache.get<CachedQuote<Quote>>(key)
          : await options.cache.getOrLoad(key, CACHE_TTL_SECONDS.fares, load);
      return cached?.quote ?? null;
    } catch (error) {
      if (error instanceof UpstreamError) {
        if (error.status === 429) {
          const retryAfterMs =
            error.retryAfterSeconds === undefined
              ? DEFAULT_RATE_LIMIT_PAUSE_MS
              : Math.min(error.retryAfterSeconds * 1000, MAX_PAUSE_MS);
          pausedUntil = options.now() + retryAfterMs;
        }
        options.log?.warn(
          { upstream: options.upstream, kind: error.kind, status: error.status },
          options.unavailable,
        );
      } else {
        options.log?.error({ err: error }, options.failed);
      }
      return null;
    }
  };
}
