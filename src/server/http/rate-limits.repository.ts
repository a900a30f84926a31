import { eq, or, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { rateLimits } from '#server/db/schema';

/** A counter's state: hits in its current window and the seconds until that window ends. */
export interface RateLimitCount {
  count: number;
  retryAfterSeconds: number;
}

/**
 * The `rate_limits` table: one counter per key in a fixed window. Counters live in the database
 * so every server instance shares them.
 */
export interface RateLimitsRepository {
  /** Counts one hit on `key`; a window that has ended starts again at 1. */
  hit(key: string, windowSeconds: number): Promise<RateLimitCount>;
  /** The counter as it stands, without counting; 0 when it is missing or its window ended. */
  peek(key: string, windowSeconds: number): Promise<RateLimitCount>;
  /** Takes back one hit on `key` (never below 0), for an attempt that turned out not to count. */
  undo(key: string): Promise<void>;
  /** Deletes the counter `key` and every counter whose key starts with `key` + `prefixSeparator`. */
  clear(key: string, prefixSeparator: string): Promise<void>;
}

const secondsLeft = (windowSeconds: number) =>
  sql<number>`greatest(1, ceil(extract(epoch from (${rateLimits.windowStartedAt} + make_interval(secs => ${windowSeconds}) - now()))))::int`;

export function createRateLimitsRepository(db: Database): RateLimitsRepository {
  return {
    async hit(key, windowSeconds) {
      const windowStart = sql`now() - make_interval(secs => ${windowSeconds})`;
      const [row] = await db
        .insert(rateLimits)
        .values({ key, windowStartedAt: sql`now()`, count: 1 })
        .onConflictDoUpdate({
          target: rateLimits.key,
          set: {
            count: sql`CASE WHEN ${rateLimits.windowStartedAt} <= ${windowStart} THEN 1 ELSE ${rateLimits.count} + 1 END`,
            windowStartedAt: sql`CASE WHEN ${rateLimits.windowStartedAt} <= ${windowStart} THEN now() ELSE ${rateLimits.windowStartedAt} END`,
          },
        })
        .returning({ count: rateLimits.count, retryAfterSeconds: secondsLeft(windowSeconds) });
      return row ?? { count: 1, retryAfterSeconds: windowSeconds };
    },

    async peek(key, windowSeconds) {
      const [row] = await db
        .select({ count: rateLimits.count, retryAfterSeconds: secondsLeft(windowSeconds) })
        .from(rateLimits)
        .where(
          sql`${rateLimits.key} = ${key} AND ${rateLimits.windowStartedAt} > now() - make_interval(secs => ${windowSeconds})`,
        )
        .limit(1);
      return row ?? { count: 0, retryAfterSeconds: 0 };
    },

    async undo(key) {
      await db
        .update(rateLimits)
        .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
        .where(eq(rateLimits.key, key));
    },

    async clear(key, prefixSeparator) {
      await db
        .delete(rateLimits)
        .where(
          or(
            eq(rateLimits.key, key),
            sql`starts_with(${rateLimits.key}, ${key + prefixSeparator})`,
          ),
        );
    },
  };
}
