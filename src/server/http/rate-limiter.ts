import { sql } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { rateLimits } from '#server/db/schema';
import { tooManyRequests } from '#server/errors';

export interface RateLimiter {
  /**
   * Counts one hit on `key` and throws a 429 AppError once more than `limit` hits fall in the
   * current window. Counters live in the database so every server instance shares them.
   */
  hit(key: string, limit: number, windowSeconds: number, message?: string): Promise<void>;
}

export function createRateLimiter(db: Database): RateLimiter {
  return {
    async hit(key, limit, windowSeconds, message) {
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
        .returning({ count: rateLimits.count });
      if ((row?.count ?? 0) > limit) throw tooManyRequests(message);
    },
  };
}
