import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openPostgres } from '#server/db/client';
import { dropDatabase } from '../setup/drop-database';

// Runs in the PostgreSQL pass only (*.pg.test.ts), where TEST_DATABASE_URL names the server.
const serverUrl = process.env.TEST_DATABASE_URL;

describe('migrations on PostgreSQL', () => {
  it('succeed for every instance when several start at once on an empty database', async () => {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    try {
      for (let round = 0; round < 3; round += 1) {
        const name = `test_migrate_${randomUUID().replaceAll('-', '')}`;
        await admin.query(`CREATE DATABASE "${name}"`);
        const url = new URL(serverUrl!);
        url.pathname = `/${name}`;
        const instances = await Promise.all(
          Array.from({ length: 3 }, () => openPostgres({ url: url.toString(), poolSize: 2 })),
        );
        try {
          const results = await Promise.allSettled(instances.map((instance) => instance.migrate()));
          expect(results.map((result) => result.status)).toEqual([
            'fulfilled',
            'fulfilled',
            'fulfilled',
          ]);
          const check = new pg.Client({ connectionString: url.toString() });
          await check.connect();
          const { rows } = await check.query(
            "SELECT count(*)::int AS n FROM information_schema.tables WHERE table_name = 'users'",
          );
          await check.end();
          expect(rows[0]).toEqual({ n: 1 });
        } finally {
          await Promise.all(instances.map((instance) => instance.close()));
          await dropDatabase(admin, name);
        }
      }
    } finally {
      await admin.end();
    }
  }, 60_000);
});
