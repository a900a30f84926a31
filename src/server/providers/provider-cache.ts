import { createHash } from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { providerCache } from '#server/db/schema';

/** Lifetimes fit to each source: weather changes within the hour, places and advice hardly. */
export const CACHE_TTL_SECONDS = {
  weather: 10 * 60,
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
 * Provider answers in the `provider_cache` table, so every server instance shares them. A cache
 * that cannot be read or written never fails a call: the upstream answer is still returned.
 */
export function createProviderCache(db: Database): ProviderCache {
  const inFlight = new Map<string, Promise<unknown>>();

  const get = async <T>(key: string): Promise<T | undefined> => {
    const [row] = await db
      .select({ value: providerCache.value })
      .from(providerCache)
      .where(and(eq(providerCache.key, key), gt(providerCache.expiresAt, sql`now()`)))
      .limit(1);
    return row?.value as T | undefined;
  };

  const set = async (key: string, value: unknown, ttlSeconds: number): Promise<void> => {
    const expiresAt = sql`now() + make_interval(secs => ${ttlSeconds})`;
    await db
      .insert(providerCache)
      .values({ key, value, expiresAt })
      .onConflictDoUpdate({ target: providerCache.key, set: { value, expiresAt } });
  };

  return {
    get,
    set,
    getOrLoad<T>(key: string, ttlSeconds: number, load: () => Promise<T>): Promise<T> {
      const pending = inFlight.get(key);
      if (pending) return pending as Promise<T>;
      const promise = (async () => {
        const cached = await get<T>(key).catch(() => undefined);
        if (cached !== undefined) return cached;
        const value = await load();
        await set(key, value, ttlSeconds).catch(() => undefined);
        return value;
      })().finally(() => inFlight.delete(key));
      inFlight.set(key, promise);
      return promise;
    },
  };
}
