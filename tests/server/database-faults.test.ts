import { createServer, connect, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app';
import { openPostgres, type DatabaseHandle } from '#server/db/client';
import { authHeader } from '../factories/users';
import { TEST_JWT_SECRET, testConfig, useTestApp } from '../setup/test-app';

const TIMEOUTS = { connectTimeoutMs: 300, statementTimeoutMs: 500, poolWaitTimeoutMs: 400 };

async function appOn(database: DatabaseHandle) {
  return buildApp({
    config: testConfig({
      DATABASE_CONNECT_TIMEOUT_MS: '300',
      DATABASE_STATEMENT_TIMEOUT_MS: '500',
      DATABASE_POOL_WAIT_TIMEOUT_MS: '400',
    }),
    db: database.db,
    jwtSecret: TEST_JWT_SECRET,
    clientDir: '/nonexistent',
    logger: false,
  });
}

function listening(server: Server): Promise<number> {
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  );
}

const closers: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const close of closers.reverse()) await close();
});

const expectUnavailable = (response: { statusCode: number; json(): unknown }) => {
  expect(response.statusCode).toBe(503);
  expect(response.json()).toEqual({ msg: expect.any(String), code: 'database_unavailable' });
};

describe('with the database server unreachable (nothing listens on its port)', () => {
  it('answers health, public and signed-in calls with 503 {msg, code}, each within seconds', async () => {
    const database = await openPostgres({
      url: 'postgres://app:app@127.0.0.1:1/none',
      ...TIMEOUTS,
    });
    const app = await appOn(database);
    closers.push(
      () => database.close(),
      () => app.close(),
    );

    const started = Date.now();
    expectUnavailable(await app.inject({ method: 'GET', url: '/api/health' }));
    expectUnavailable(
      await app.inject({
        method: 'POST',
        url: '/api/user/login',
        payload: { email: 'someone@example.com', password: 'a-password-1' },
      }),
    );
    const headers = await authHeader(app, { id: crypto.randomUUID(), role: 0 });
    const signedIn = await app.inject({ method: 'GET', url: '/api/trips/getaway-trip', headers });
    expectUnavailable(signedIn);
    expect(signedIn.headers['retry-after']).toBe('5');
    expect(Date.now() - started).toBeLessThan(10_000);
  });
});

describe('with a database server that accepts connections and never answers', () => {
  it('gives up after the connect timeout and answers 503', async () => {
    const sockets: Socket[] = [];
    const silent = createServer((socket) => sockets.push(socket));
    const port = await listening(silent);
    const database = await openPostgres({
      url: `postgres://app:app@127.0.0.1:${port}/none`,
      ...TIMEOUTS,
    });
    const app = await appOn(database);
    closers.push(
      () => new Promise((resolve) => silent.close(resolve)),
      async () => sockets.forEach((socket) => socket.destroy()),
      () => database.close(),
      () => app.close(),
    );

    const started = Date.now();
    const responses = await Promise.all(
      Array.from({ length: 15 }, () => app.inject({ method: 'GET', url: '/api/health' })),
    );
    for (const response of responses) expectUnavailable(response);
    // 15 calls over a pool of 10: the queue is bounded as well as each connection attempt.
    expect(Date.now() - started).toBeLessThan(10_000);
  });
});

describe('on embedded PGlite', () => {
  const testApp = useTestApp({ freshUsers: false });
  it('answers health 200 after asking the database', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'on PostgreSQL behind a link that goes down',
  () => {
    it('answers 503 while the database is unreachable and recovers by itself', async () => {
      const target = new URL(process.env.TEST_DATABASE_URL!);
      // A TCP relay to the real server that can be cut and restored.
      let isUp = true;
      const links = new Set<Socket>();
      const relay = createServer((client) => {
        if (!isUp) return client.destroy();
        const upstream = connect(Number(target.port || 5432), target.hostname);
        client.pipe(upstream).pipe(client);
        for (const socket of [client, upstream]) {
          links.add(socket);
          socket.on('error', () => undefined);
          socket.on('close', () => links.delete(socket));
        }
      });
      const port = await listening(relay);
      const url = new URL(target);
      url.host = `127.0.0.1:${port}`;
      const database = await openPostgres({ url: url.toString(), ...TIMEOUTS });
      const app = await appOn(database);
      closers.push(
        () => new Promise((resolve) => relay.close(resolve)),
        () => database.close(),
        () => app.close(),
      );

      expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      isUp = false;
      for (const socket of links) socket.destroy();
      expectUnavailable(await app.inject({ method: 'GET', url: '/api/health' }));
      expectUnavailable(await app.inject({ method: 'GET', url: '/api/health' }));
      isUp = true;
      expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    });
  },
);
