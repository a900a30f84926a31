import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app';
import { openPostgres, type DatabaseHandle } from '#server/db/client';
import { watches } from '#server/db/schema';
import { buildUser } from '../factories/users';
import { TEST_JWT_SECRET, testConfig } from '../setup/test-app';
import { openTestDatabase } from '../setup/test-db';

/**
 * Two servers on ONE PostgreSQL database run the price watch job at the same moment: each due
 * watch is claimed by one of them (FOR UPDATE SKIP LOCKED) and priced exactly once.
 */
// Runs in the PostgreSQL pass only (*.pg.test.ts), where TEST_DATABASE_URL names the server.

const WATCHES = 24;

let first: DatabaseHandle;
let second: DatabaseHandle;
const apps: FastifyInstance[] = [];

async function appOn(database: DatabaseHandle) {
  const app = await buildApp({
    config: testConfig({ WATCH_JOB_CONCURRENCY: '3' }),
    db: database.db,
    notifications: database,
    jwtSecret: TEST_JWT_SECRET,
    clientDir: '/nonexistent',
    logger: false,
  });
  await app.ready();
  apps.push(app);
  return app;
}

beforeAll(async () => {
  first = await openTestDatabase();
  const { rows } = (await first.db.execute(sql`SELECT current_database() AS name`)) as unknown as {
    rows: { name: string }[];
  };
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${rows[0]!.name}`;
  second = await openPostgres({ url: url.toString(), poolSize: 4 });
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await second?.close();
  await first?.close();
});

describe('the watch job on two instances', () => {
  it('prices each due watch exactly once when both run at once', async () => {
    const user = await buildUser(first.db, { city: 'Denver', state: 'CO' });
    await first.db.insert(watches).values(
      Array.from({ length: WATCHES }, (_, index) => ({
        userId: user.id,
        place: 'Lisbon, Lisboa, Portugal',
        nights: 1 + (index % 5),
        travellers: 2,
        origin: 'Denver, CO, United States',
        fromDate: '2027-03-01',
        toDate: '2027-03-20',
        currency: 'USD' as const,
        nextCheckAt: new Date(Date.now() - 60_000),
      })),
    );
    const [a, b] = [await appOn(first), await appOn(second)];
    const [byA, byB] = await Promise.all([a.watchJob.runOnce(), b.watchJob.runOnce()]);
    expect(byA + byB).toBe(WATCHES);

    const { rows } = (await first.db.execute(sql`
      SELECT w.id, count(c.id)::int AS checks, w.latest IS NOT NULL AS priced
        FROM watches w LEFT JOIN watch_checks c ON c.watch_id = w.id
       GROUP BY w.id`)) as unknown as { rows: { id: string; checks: number; priced: boolean }[] };
    expect(rows).toHaveLength(WATCHES);
    for (const row of rows) expect(row).toMatchObject({ checks: 1, priced: true });

    // Nothing is due any more on either instance.
    expect(await Promise.all([a.watchJob.runOnce(), b.watchJob.runOnce()])).toEqual([0, 0]);
  });
});
