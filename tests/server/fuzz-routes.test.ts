import { and, eq, inArray, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteContract } from '#shared/contracts/route';
import { routeTable } from '#shared/contracts/route-table';
import {
  bookings,
  costLines,
  planItems,
  tripMembers,
  trips,
  users,
  watches,
  wishlistTrips,
  wishlists,
} from '#server/db/schema';
import { startFakeUpstream, type FakeUpstream } from '../setup/fake-upstream';
import { createTestApp, type TestApp } from '../setup/test-app';
import { buildBooking } from '../factories/bookings';
import { buildCostLine } from '../factories/costs';
import { buildPlanItem } from '../factories/plan';
import { buildTrip, buildWishlist } from '../factories/trips';
import { authHeader, buildUser } from '../factories/users';
import { FIXTURE_IDS, requestArbitrary } from './fuzz/arbitraries';
import { encode, resolveIds, urlOf } from './fuzz/requests';

/**
 * Property-based fuzzing of every route in the contract with a valid token: whatever the params,
 * query, body or cookie, the server never answers 5xx, every 4xx is JSON {msg, code}, and a
 * refused request leaves every table as it was. FUZZ_SEED replays a run; FUZZ_RUNS raises its size.
 */
const FUZZ_SEED = Number(process.env.FUZZ_SEED ?? 20261123);
const FUZZ_RUNS = Number(process.env.FUZZ_RUNS ?? 25);

// Tables a refused request may change by design: rate_limits counts refused logins (401) and
// every register attempt (a 409 too), so that guessing cannot go on forever.
const TABLES_CHANGED_BY_REFUSALS = new Set(['rate_limits']);

const routeKey = (route: RouteContract) => `${route.method} ${route.path}`;

// ---- The run ---------------------------------------------------------------------------------

let testApp: TestApp;
let upstream: FakeUpstream;
let ownerHeaders: Record<string, string>;
let fingerprintSql: string;
const requestsPerRoute = new Map<string, number>();
/** Answers by route and status, printed at the end to show the fuzzer reaches past validation. */
const statusesPerRoute = new Map<string, Map<number, number>>();

async function ensureFixtures(): Promise<void> {
  const { db } = testApp.database;
  const ids = Object.values(FIXTURE_IDS);
  const present = new Set<string>();
  for (const table of [users, trips, wishlists, costLines, planItems, bookings, watches]) {
    const rows = await db.select({ id: table.id }).from(table).where(inArray(table.id, ids));
    for (const row of rows) present.add(row.id);
  }
  // The owner has the email the plausible values use, so `email` filters can match.
  if (!present.has(FIXTURE_IDS.owner))
    await buildUser(db, { id: FIXTURE_IDS.owner, email: 'traveller@example.com' });
  if (!present.has(FIXTURE_IDS.other)) await buildUser(db, { id: FIXTURE_IDS.other });
  if (!present.has(FIXTURE_IDS.companion)) await buildUser(db, { id: FIXTURE_IDS.companion });
  if (!present.has(FIXTURE_IDS.trip))
    await buildTrip(db, FIXTURE_IDS.owner, { id: FIXTURE_IDS.trip });
  if (!present.has(FIXTURE_IDS.otherTrip))
    await buildTrip(db, FIXTURE_IDS.other, { id: FIXTURE_IDS.otherTrip });
  if (!present.has(FIXTURE_IDS.wishlist))
    await buildWishlist(db, FIXTURE_IDS.owner, { id: FIXTURE_IDS.wishlist });
  if (!present.has(FIXTURE_IDS.otherWishlist))
    await buildWishlist(db, FIXTURE_IDS.other, {
      id: FIXTURE_IDS.otherWishlist,
      tripIds: [FIXTURE_IDS.otherTrip],
    });
  if (!present.has(FIXTURE_IDS.cost))
    await buildCostLine(db, FIXTURE_IDS.trip, { id: FIXTURE_IDS.cost });
  if (!present.has(FIXTURE_IDS.planItem))
    await buildPlanItem(db, FIXTURE_IDS.trip, {
      id: FIXTURE_IDS.planItem,
      day: '2026-06-01',
      costLineId: FIXTURE_IDS.cost,
    });
  if (!present.has(FIXTURE_IDS.booking))
    await buildBooking(db, FIXTURE_IDS.trip, { id: FIXTURE_IDS.booking });
  for (const [id, userId, tripId] of [
    [FIXTURE_IDS.watch, FIXTURE_IDS.owner, FIXTURE_IDS.trip],
    [FIXTURE_IDS.otherWatch, FIXTURE_IDS.other, FIXTURE_IDS.otherTrip],
  ] as const)
    if (!present.has(id))
      await db.insert(watches).values({
        id,
        userId,
        tripId,
        currency: 'USD',
        nextCheckAt: new Date(Date.now() + 86_400_000),
      });
  // The trip stays the owner's with its one editor, whatever an accepted call did to them.
  await db.update(trips).set({ userId: FIXTURE_IDS.owner }).where(eq(trips.id, FIXTURE_IDS.trip));
  await db
    .delete(tripMembers)
    .where(
      and(eq(tripMembers.tripId, FIXTURE_IDS.trip), eq(tripMembers.userId, FIXTURE_IDS.owner)),
    );
  await db
    .insert(tripMembers)
    .values({ tripId: FIXTURE_IDS.trip, userId: FIXTURE_IDS.companion, role: 'editor' })
    .onConflictDoUpdate({
      target: [tripMembers.tripId, tripMembers.userId],
      set: { role: 'editor' },
    });
  await db
    .insert(wishlistTrips)
    .values({
      tripId: FIXTURE_IDS.trip,
      wishlistId: FIXTURE_IDS.wishlist,
      userId: FIXTURE_IDS.owner,
    })
    .onConflictDoNothing();
}

/** One row per table: its row count and an md5 of every row, in a stable order. */
async function fingerprint(): Promise<Record<string, string>> {
  const result = (await testApp.database.db.execute(sql.raw(fingerprintSql))) as unknown as {
    rows: { name: string; n: string | number; digest: string | null }[];
  };
  return Object.fromEntries(result.rows.map((row) => [row.name, `${row.n}:${row.digest}`]));
}

beforeAll(async () => {
  // The weather route would call Open-Meteo: a local stand-in answers instead.
  upstream = await startFakeUpstream();
  upstream.on('GET', '/v1/forecast', {
    json: {
      latitude: 38.72,
      longitude: -9.14,
      current_units: { temperature_2m: '°C' },
      current: { time: '2026-05-01T12:00', interval: 900, temperature_2m: 21, weather_code: 0 },
    },
  });
  testApp = await createTestApp({ env: { OPEN_METEO_BASE_URL: upstream.url } });
  await ensureFixtures();
  ownerHeaders = await authHeader(testApp.app, { id: FIXTURE_IDS.owner, role: 0 });
  const tables = (await testApp.database.db.execute(
    sql`SELECT table_name AS name FROM information_schema.tables
        WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
  )) as unknown as { rows: { name: string }[] };
  const watched = tables.rows
    .map((row) => row.name)
    .filter((name) => !TABLES_CHANGED_BY_REFUSALS.has(name));
  expect(watched).toEqual(expect.arrayContaining(['users', 'sessions', 'trips', 'wishlists']));
  fingerprintSql = watched
    .map(
      (name) =>
        `SELECT '${name}' AS name, count(*) AS n, md5(string_agg(t::text, ',' ORDER BY t::text)) AS digest FROM "${name}" t`,
    )
    .join(' UNION ALL ');
});

afterAll(async () => {
  await testApp?.close();
  await upstream?.close();
  const total = [...requestsPerRoute.values()].reduce((sum, n) => sum + n, 0);
  const lines = [...statusesPerRoute].map(
    ([key, statuses]) =>
      `  ${key}: ${[...statuses]
        .sort(([a], [b]) => a - b)
        .map(([status, n]) => `${status}×${n}`)
        .join(' ')}`,
  );
  console.info(
    `fuzz-routes: ${total} requests over ${requestsPerRoute.size} routes (seed ${FUZZ_SEED}, ${FUZZ_RUNS} runs per route)\n${lines.join('\n')}`,
  );
});

/** A stable per-route seed, so one route's runs do not depend on the others'. */
function seedOf(key: string): number {
  let hash = FUZZ_SEED | 0;
  for (const char of key) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) | 0;
  return hash;
}

describe('fuzzing every route with a valid token', () => {
  const fuzzed = routeTable.map(routeKey);

  it('fuzzes exactly the routes of the contract', () => {
    expect(new Set(fuzzed)).toEqual(new Set(routeTable.map(routeKey)));
    expect(fuzzed.length).toBe(new Set(fuzzed).size);
  });

  for (const route of routeTable) {
    const key = routeKey(route);
    it(`${key}: never 5xx, every 4xx is JSON {msg, code} and changes no table`, async () => {
      await fc.assert(
        fc.asyncProperty(requestArbitrary(route), async (request) => {
          const url = urlOf(route, request);
          const headers: Record<string, string> = { ...ownerHeaders };
          let payload: string | Buffer | undefined;
          if (request.body.kind === 'json') {
            headers['content-type'] = 'application/json';
            payload = JSON.stringify(resolveIds(request.body.value)) ?? 'null';
          } else if (request.body.kind === 'raw') {
            if (request.body.contentType) headers['content-type'] = request.body.contentType;
            payload =
              typeof request.body.text === 'string'
                ? request.body.text
                : Buffer.from(request.body.text);
          }
          if (request.cookie !== undefined)
            headers.cookie = `refreshtoken=${encode(request.cookie)}`;

          const before = await fingerprint();
          const response = await testApp.app.inject({
            method: route.method,
            url,
            headers,
            ...(payload === undefined ? {} : { payload }),
          });
          requestsPerRoute.set(key, (requestsPerRoute.get(key) ?? 0) + 1);
          const statuses = statusesPerRoute.get(key) ?? new Map<number, number>();
          statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
          statusesPerRoute.set(key, statuses);
          const where = `${route.method} ${url.slice(0, 200)} ${String(payload ?? '').slice(0, 200)} → ${response.statusCode} ${response.body.slice(0, 200)}`;

          expect(response.statusCode, where).toBeLessThan(500);
          if (response.statusCode >= 400) {
            let body: unknown;
            expect(() => (body = response.json()), where).not.toThrow();
            expect(body, where).toMatchObject({
              msg: expect.any(String),
              code: expect.any(String),
            });
            expect(response.body, where).not.toMatch(/at .*\.ts:\d+|node_modules|SELECT |INSERT /);
            expect(await fingerprint(), `a refused request changed a table: ${where}`).toEqual(
              before,
            );
          } else {
            // A trip's change is told after the answer: its notices are written before the next run.
            await testApp.app.notices.notifier.settled();
            // Only an accepted call can delete or move a fixture: put it back for the next run.
            await ensureFixtures();
          }
        }),
        { seed: seedOf(key), numRuns: FUZZ_RUNS },
      );
    }, 120_000);
  }

  it('sent FUZZ_RUNS requests to every route of the contract', () => {
    expect(new Set(requestsPerRoute.keys())).toEqual(new Set(fuzzed));
    for (const [key, count] of requestsPerRoute)
      expect(count, key).toBeGreaterThanOrEqual(FUZZ_RUNS);
  });
});
