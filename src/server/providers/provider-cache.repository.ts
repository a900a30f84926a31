import { and, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { providerCache } from '#server/db/schema';

/** The `provider_cache` table: provider answers by key, shared by every server instance. */
export interface ProviderCacheRepository {
  /** The stored value, unless it is missing or expired. */
  find(key: string): Promise<unknown>;
  save(key: string, value: unknown, ttlSeconds: number): Promise<void>;
}

export function createProviderCacheRepository(db: Database): ProviderCacheRepository {
  return {
    async find(key) {
      const [row] = await db
        .select({ value: providerCache.value })
        .from(providerCache)
        .where(and(eq(providerCache.key, key), gt(providerCache.expiresAt, sql`now()`)))
        .limit(1);
      return row?.value;
    },
    async save(key, value, ttlSeconds) {
      const expiresAt = sql`now() + make_interval(secs => ${ttlSeconds})`;
      await db
        .insert(providerCache)
        .values({ key, value, expiresAt })
        .onConflictDoUpdate({ target: providerCache.key, set: { value, expiresAt } });
    },
  };
}
