import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '#server/db/client';
import { openTestDatabase } from '../setup/test-db';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
});

describe('database connections', () => {
  it('keep one plan for each prepared read instead of planning it again on every call', async () => {
    // Several reads, so the pool's connections (PostgreSQL) are all asked, not just the first.
    const answers = (await Promise.all(
      Array.from({ length: 4 }, () => database.db.execute(sql`SHOW plan_cache_mode`)),
    )) as unknown as { rows: unknown[] }[];
    for (const answer of answers) {
      expect(answer.rows).toEqual([{ plan_cache_mode: 'force_generic_plan' }]);
    }
  });
});
