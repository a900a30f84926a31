import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { testConfig, useTestApp } from '#tests/setup/test-app';
import { HOUSEKEEPING_LOCK_KEY, createHousekeepingRepository } from './housekeeping.repository';
import { createHousekeepingService } from './housekeeping.service';

// Runs in the PostgreSQL pass only (*.pg.test.ts): PGlite has one connection, so no other holder.
const testApp = useTestApp();

function housekeeping() {
  return createHousekeepingService({
    housekeepingRepository: createHousekeepingRepository(testApp.db),
    config: testConfig(),
    log: { info: () => undefined, warn: () => undefined },
  });
}

describe('housekeeping on PostgreSQL', () => {
  it('skips the pass while another instance holds the lock', async () => {
    const { rows } = (await testApp.db.execute(sql`SELECT current_database() AS name`)) as {
      rows: { name: string }[];
    };
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${rows[0]!.name}`;
    const other = new pg.Client({ connectionString: url.toString() });
    await other.connect();
    try {
      await other.query('BEGIN');
      await other.query('SELECT pg_advisory_xact_lock($1)', [HOUSEKEEPING_LOCK_KEY]);
      expect(await housekeeping().runOnce()).toBeUndefined();
      await other.query('COMMIT');
      expect(await housekeeping().runOnce()).toBeDefined();
    } finally {
      await other.end();
    }
  });
});
