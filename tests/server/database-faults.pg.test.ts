import { connect, createServer, type Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { openPostgres } from '#server/db/client';
import {
  appWithShortTimeouts,
  closeAfterAll,
  expectUnavailable,
  listening,
  TIMEOUTS,
} from '../setup/database-faults';

// Runs in the PostgreSQL pass only (*.pg.test.ts): the link to a real server is cut and restored.
const closers = closeAfterAll();

describe('on PostgreSQL behind a link that goes down', () => {
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
    const app = await appWithShortTimeouts(database);
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
});
