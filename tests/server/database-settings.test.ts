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

  it('keep the committed count of changes on PostgreSQL only; PGlite hears each change instead', async () => {
    const counting = async () => {
      const answer = (await database.db.execute(
        sql`SELECT current_setting('answers.counting', true) AS counting`,
      )) as unknown as { rows: { counting: string | null }[] };
      return answer.rows[0]?.counting ?? null;
    };
    expect(await counting()).toBe(database.kind === 'pglite' ? 'off' : null);
  });
});
