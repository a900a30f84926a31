import { sql } from 'drizzle-orm';
import type { Database } from '#server/db/client';

export interface HealthRepository {
  /** Runs `SELECT 1`; rejects when the database does not answer. */
  ping(): Promise<void>;
}

export function createHealthRepository(db: Database): HealthRepository {
  return {
    async ping() {
      await db.execute(sql`SELECT 1`);
    },
  };
}
