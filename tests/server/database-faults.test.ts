import { createServer, type Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { openPostgres } from '#server/db/client';
import { authHeader } from '../factories/users';
import {
  appWithShortTimeouts,
  closeAfterAll,
  expectUnavailable,
  listening,
  TIMEOUTS,
} from '../setup/database-faults';
import { useTestApp } from '../setup/test-app';

const closers = closeAfterAll();

describe('with the database server unreachable (nothing listens on its port)', () => {
  it('answers health, public and signed-in calls with 503 {msg, code}, each within seconds', async () => {
    const database = await openPostgres({
      url: 'postgres://app:app@127.0.0.1:1/none',
      ...TIMEOUTS,
    });
    const app = await appWithShortTimeouts(database);
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
    const app = await appWithShortTimeouts(database);
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
