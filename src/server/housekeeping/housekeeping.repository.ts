import { and, isNotNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { providerCache, rateLimits, sessions } from '#server/db/schema';

/** One key for the housekeeping lock, so one instance prunes at a time. */
export const HOUSEKEEPING_LOCK_KEY = 7_310_142_002;

export interface PruneRules {
  /** Rate-limit rows whose window started longer ago than this have ended. */
  longestWindowSeconds: number;
  /** Revoked sessions are kept this long, so a stolen token still reads as reuse. */
  revokedGraceSeconds: number;
}

export interface Pruned {
  providerCache: number;
  rateLimits: number;
  sessions: number;
}

export interface HousekeepingRepository {
  /**
   * In one transaction, if no other instance holds the housekeeping lock: deletes expired cache
   * entries, ended rate-limit windows and sessions that are expired or were revoked before the
   * grace. Undefined when another instance is already at it.
   */
  prune(rules: PruneRules): Promise<Pruned | undefined>;
}

export function createHousekeepingRepository(db: Database): HousekeepingRepository {
  return {
    prune(rules) {
      return db.transaction(async (tx) => {
        // A transaction-level lock: released at commit, on PostgreSQL and PGlite alike.
        // PGlite and node-postgres shape `execute` results alike: `{ rows }`.
        const result = (await tx.execute(
          sql`SELECT pg_try_advisory_xact_lock(${HOUSEKEEPING_LOCK_KEY}) AS locked`,
        )) as { rows: { locked: boolean }[] };
        if (!result.rows[0]?.locked) return undefined;
        const cache = await tx
          .delete(providerCache)
          .where(lt(providerCache.expiresAt, sql`now()`))
          .returning({ key: providerCache.key });
        const limits = await tx
          .delete(rateLimits)
          .where(
            lt(
              rateLimits.windowStartedAt,
              sql`now() - make_interval(secs => ${rules.longestWindowSeconds})`,
            ),
          )
          .returning({ key: rateLimits.key });
        const ended = await tx
          .delete(sessions)
          .where(
            or(
              lt(sessions.expiresAt, sql`now()`),
              and(
                isNotNull(sessions.revokedAt),
                lt(
                  sessions.revokedAt,
                  sql`now() - make_interval(secs => ${rules.revokedGraceSeconds})`,
                ),
              ),
            ),
          )
          .returning({ id: sessions.id });
        return { providerCache: cache.length, rateLimits: limits.length, sessions: ended.length };
      });
    },
  };
}
