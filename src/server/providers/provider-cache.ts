import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { ProviderCacheRepository } from './provider-cache.repository';

/**
 * Lifetimes fit to each source: weather changes within the hour, places and advice hardly, the
 * ECB publishes rates once a working day, and a fare quote goes stale within the hour.
 */
export const CACHE_TTL_SECONDS = {
  weather: 10 * 60,
  exchangeRates: 12 * 60 * 60,
  fares: 30 * 60,
  places: 24 * 60 * 60,
  suggestions: 24 * 60 * 60,
} as const;

export interface ProviderCache {
  /**
   * The cached value for `key`, else `load()`'s, stored for `ttlSeconds`. Identical calls in
   * flight at once share one `load()`. Only successes are cached.
   */
  getOrLoad<T>(key: string, ttlSeconds: number, load: () => Promise<T>): Promise<T>;
  get<T>(key: string): Promise<T | undefined>;
  set(key: string, value: unknown, ttlSeconds: number): Promise<void>;
}

/** Keys stay short and free of whatever text a traveller typed. */
export function cacheKey(namespace: string, ...parts: unknown[]): string {
  const digest = createHash('sha256').update(JSON.stringify(parts)).digest('base64url');
  return `${namespace}:${digest}`;
}

/**
 * Provider answers kept in the `provider_cache` table. A cache that cannot be read or written
 * never fails a call: the upstream answer is still returned, and the skipped step is logged.
 */
export function createProviderCache(
  repository: ProviderCacheRepository,
  log?: FastifyBaseLogger,
): ProviderCache {
  const inFlight = new Map<string, Promise<unknown>>();

  const get = async <T>(key: string): Promise<T | undefined> =>
    (await repository.find(key)) as T | undefined;
  const set = (key: string, value: unknown, ttlSeconds: number): Promise<void> =>
    repository.save(key, value, ttlSeconds);

  return {
    get,
    set,
    getOrLoad<T>(key: string, ttlSeconds: number, load: () => Promise<T>): Promise<T> {
      const pending = inFlight.get(key);
      if (pending) return pending as Promise<T>;
      const promise = (async () => {
        const cached = await get<T>(key).catch((error: unknown) => {
          log?.warn({ err: error, key }, 'provider cache unreadable; asking the provider instead');
          return undefined;
        });
        if (cached !== undefined) return cached;
        const value = await load();
        await set(key, value, ttlSeconds).catch((error: unknown) => {
          log?.warn({ err: error, key }, 'provider cache not written; the answer is still served');
        });
        return value;
      })().finally(() => inFlight.delete(key));
      inFlight.set(key, promise);
      return promise;
    },
  };
}
