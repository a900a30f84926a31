import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '#server/app';
import { hashRefreshToken } from '#server/auth/tokens';
import { openPostgres, type DatabaseHandle } from '#server/db/client';
import { sessions, users } from '#server/db/schema';
import { TEST_JWT_SECRET, testConfig } from '../setup/test-app';
import { buildUser, refreshCookieOf, registerViaApi } from '../factories/users';
import { dropDatabase } from '../setup/drop-database';

/**
 * Two servers behind one load balancer: separate processes' worth of state (own pool, own app,
 * own in-memory counters) on ONE PostgreSQL database with one JWT secret. Whatever guards a
 * session or a login must hold across them, since a client's calls may land on either.
 */
// Runs in the PostgreSQL pass only (*.pg.test.ts), where TEST_DATABASE_URL names the server.
const serverUrl = process.env.TEST_DATABASE_URL;

/** Failed logins one email may make from one address, lowered so the test reaches it. */
const LOGIN_LIMIT = 3;

interface Instance {
  app: FastifyInstance;
  database: DatabaseHandle;
}

async function startInstance(url: string, options: { migrate?: boolean } = {}): Promise<Instance> {
  const database = await openPostgres({ url, poolSize: 2 });
  if (options.migrate) await database.migrate();
  const app = await buildApp({
    config: testConfig({ AUTH_RATE_LIMIT_PER_EMAIL: String(LOGIN_LIMIT) }),
    db: database.db,
    notifications: database,
    jwtSecret: TEST_JWT_SECRET,
    clientDir: '/nonexistent',
    logger: false,
  });
  await app.ready();
  return { app, database };
}

async function stopInstance(instance: Instance | undefined): Promise<void> {
  if (!instance) return;
  await instance.app.close();
  await instance.database.close();
}

function databaseUrl(name: string): string {
  const url = new URL(serverUrl!);
  url.pathname = `/${name}`;
  return url.toString();
}

const refresh = (instance: Instance, refreshtoken: string) =>
  instance.app.inject({ method: 'GET', url: '/api/user/refresh_token', cookies: { refreshtoken } });

const info = (instance: Instance, accesstoken: string) =>
  instance.app.inject({
    method: 'GET',
    url: '/api/user/infor',
    headers: { authorization: `Bearer ${accesstoken}` },
  });

const login = (instance: Instance, email: string, password: string, ip = '10.9.0.1') =>
  instance.app.inject({
    method: 'POST',
    url: '/api/user/login',
    payload: { email, password },
    remoteAddress: ip,
  });

describe('two instances on one PostgreSQL database', () => {
  const name = `test_two_${randomUUID().replaceAll('-', '')}`;
  let admin: pg.Client;
  let one: Instance | undefined;
  let two: Instance | undefined;
  const first = () => one!;
  const second = () => two!;

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${inject('postgresTemplate')}"`);
    one = await startInstance(databaseUrl(name));
    two = await startInstance(databaseUrl(name));
  });
  afterAll(async () => {
    await stopInstance(one);
    await stopInstance(two);
    await dropDatabase(admin, name);
    await admin.end();
  });

  it('accepts on one instance the access token the other issued', async () => {
    const user = await registerViaApi(first().app);
    const response = await info(second(), user.accesstoken);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ email: user.email });
  });

  it('refuses at once on both instances the token of an account deleted after both served it', async () => {
    const user = await registerViaApi(first().app);
    expect((await info(first(), user.accesstoken)).statusCode).toBe(200);
    expect((await info(second(), user.accesstoken)).statusCode).toBe(200);
    // Deleted by neither instance, as an administrator would; on PostgreSQL each call reads the
    // account, so no instance may answer from memory.
    await first().database.db.delete(users).where(eq(users.email, user.email));
    expect((await info(first(), user.accesstoken)).statusCode).toBe(401);
    expect((await info(second(), user.accesstoken)).statusCode).toBe(401);
  });

  it('shows on one instance, at once, a trip changed on the other, though it remembers answers', async () => {
    const user = await registerViaApi(first().app);
    const headers = { authorization: `Bearer ${user.accesstoken}` };
    const created = await first().app.inject({
      method: 'POST',
      url: '/api/trips/getaway-trip',
      headers,
      payload: {
        user_email: user.email,
        location_address: 'Lisbon, Lisboa, Portugal',
        image_url: '/images/nature-water.svg',
        trip_start: '2027-03-01',
        trip_end: '2027-03-05',
      },
    });
    expect(created.statusCode).toBe(201);
    const tripId = created.json<{ _id: string }>()._id;
    const seenOnFirst = async () => {
      const read = (url: string) => first().app.inject({ method: 'GET', url, headers });
      const [list, trip, plan] = await Promise.all([
        read('/api/trips/getaway-trip'),
        read(`/api/trips/getaway/${tripId}`),
        read(`/api/trips/getaway/${tripId}/costs`),
      ]);
      return { list, trip, plan };
    };
    // Read twice, so the first instance has the answers in memory.
    await seenOnFirst();
    expect((await seenOnFirst()).trip.json()).toMatchObject({ trip_location: '' });

    const edited = await second().app.inject({
      method: 'PUT',
      url: `/api/trips/getaway/${tripId}`,
      headers,
      payload: { trip_location: 'A long weekend' },
    });
    expect(edited.statusCode).toBe(200);
    const line = await second().app.inject({
      method: 'POST',
      url: `/api/trips/getaway/${tripId}/costs`,
      headers,
      payload: {
        category: 'lodging',
        label: 'Hotel',
        planned: { amount: 12_000, currency: 'USD' },
      },
    });
    expect(line.statusCode).toBe(201);
    const seen = await seenOnFirst();
    expect(seen.list.json()).toMatchObject([{ trip_location: 'A long weekend' }]);
    expect(seen.trip.json()).toMatchObject({ trip_location: 'A long weekend' });
    expect(seen.plan.json().items.map((item: { label: string }) => item.label)).toEqual(['Hotel']);

    // Deleted by neither instance: the remembered answers are not given to its token.
    await second().database.db.delete(users).where(eq(users.email, user.email));
    const afterDeletion = await seenOnFirst();
    expect(afterDeletion.list.statusCode).toBe(401);
    expect(afterDeletion.trip.statusCode).toBe(401);
    expect(afterDeletion.plan.statusCode).toBe(401);
  });

  it('refreshes on instance 2 a session logged in on instance 1', async () => {
    const user = await registerViaApi(first().app);
    const loggedIn = await login(first(), user.email, user.password);
    expect(loggedIn.statusCode).toBe(200);

    const refreshed = await refresh(second(), refreshCookieOf(loggedIn));
    expect(refreshed.statusCode).toBe(200);
    const { accesstoken } = refreshed.json<{ accesstoken: string }>();
    expect((await info(first(), accesstoken)).json()).toMatchObject({ email: user.email });
    // And back: the successor instance 2 handed out rotates on instance 1.
    expect((await refresh(first(), refreshCookieOf(refreshed))).statusCode).toBe(200);
  });

  it('answers two simultaneous refreshes of one cookie, one per instance, with the same new session', async () => {
    const user = await registerViaApi(first().app);
    const [onOne, onTwo] = await Promise.all([
      refresh(first(), user.refreshCookie),
      refresh(second(), user.refreshCookie),
    ]);
    expect([onOne!.statusCode, onTwo!.statusCode]).toEqual([200, 200]);
    const successor = refreshCookieOf(onOne!);
    expect(refreshCookieOf(onTwo!)).toBe(successor);
    for (const response of [onOne!, onTwo!]) {
      const { accesstoken } = response.json<{ accesstoken: string }>();
      expect((await info(first(), accesstoken)).statusCode).toBe(200);
      expect((await info(second(), accesstoken)).statusCode).toBe(200);
    }
    // The shared successor is the live token on both.
    expect((await refresh(second(), successor)).statusCode).toBe(200);
  });

  it('treats a token rotated on instance 1 and replayed past the grace on instance 2 as theft', async () => {
    const user = await registerViaApi(first().app);
    const successor = refreshCookieOf(await refresh(first(), user.refreshCookie));
    // The test cannot wait out the 10-second grace; it moves the rotation back instead.
    await first()
      .database.db.update(sessions)
      .set({ rotatedAt: sql`now() - interval '11 seconds'` })
      .where(eq(sessions.tokenHash, hashRefreshToken(user.refreshCookie)));

    const replayed = await refresh(second(), user.refreshCookie);
    expect(replayed.statusCode).toBe(401);
    expect(replayed.json()).toMatchObject({ code: 'refresh_token_reused' });
    // The whole session ends, on either instance.
    expect((await refresh(first(), successor)).statusCode).toBe(401);
  });

  it('ends on instance 1 a session logged out on instance 2', async () => {
    const user = await registerViaApi(first().app);
    const logout = await second().app.inject({
      method: 'GET',
      url: '/api/user/logout',
      cookies: { refreshtoken: user.refreshCookie },
    });
    expect(logout.statusCode).toBe(200);
    const response = await refresh(first(), user.refreshCookie);
    expect(response.statusCode).toBe(401);
  });

  it('counts failed logins on both instances against one limit', async () => {
    const user = await buildUser(first().database.db);
    // Fewer than the limit on each instance, the limit in all.
    for (const instance of [first(), first(), second()]) {
      const failed = await login(instance, user.email, 'wrong-password');
      expect(failed.statusCode).toBe(401);
    }
    for (const instance of [first(), second()]) {
      const refused = await login(instance, user.email, user.password);
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    }
  });
});

describe('two instances starting at once on an empty database', () => {
  it('both migrate, start and serve the same data', async () => {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    const name = `test_two_start_${randomUUID().replaceAll('-', '')}`;
    await admin.query(`CREATE DATABASE "${name}"`);
    const results = await Promise.allSettled([
      startInstance(databaseUrl(name), { migrate: true }),
      startInstance(databaseUrl(name), { migrate: true }),
    ]);
    try {
      expect(results.map((result) => result.status)).toEqual(['fulfilled', 'fulfilled']);
      const [one, two] = results.map(
        (result) => (result as PromiseFulfilledResult<Instance>).value,
      );
      const user = await registerViaApi(one!.app);
      const loggedIn = await login(two!, user.email, user.password);
      expect(loggedIn.statusCode).toBe(200);
    } finally {
      for (const result of results) {
        if (result.status === 'fulfilled') await stopInstance(result.value);
      }
      await dropDatabase(admin, name);
      await admin.end();
    }
  }, 60_000);
});
