import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { connect, createServer, type AddressInfo, type Socket } from 'node:net';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { exitOf, freePort, waitForHealth } from '../setup/processes';
import { dropDatabase } from '../setup/drop-database';

// Runs in the PostgreSQL pass only (*.pg.test.ts): it needs a real server behind a relay.
describe('shutdown with the database gone silent', () => {
  it('exits within 10 s of SIGTERM even with a request waiting on the database', async () => {
    const serverUrl = new URL(process.env.TEST_DATABASE_URL!);
    const admin = new pg.Client({ connectionString: serverUrl.toString() });
    await admin.connect();
    const name = `test_shutdown_${randomUUID().replaceAll('-', '')}`;
    await admin.query(`CREATE DATABASE "${name}"`);
    // A relay to the real server that can go silent: bytes stop flowing both ways.
    let isSilent = false;
    const links: { client: Socket; upstream: Socket }[] = [];
    const accepted: Socket[] = [];
    const relay = createServer((client) => {
      client.on('error', () => undefined);
      accepted.push(client);
      if (isSilent) return;
      const upstream = connect(Number(serverUrl.port || 5432), serverUrl.hostname);
      upstream.on('error', () => undefined);
      client.pipe(upstream).pipe(client);
      links.push({ client, upstream });
    });
    const relayPort = await new Promise<number>((resolve) =>
      relay.listen(0, '127.0.0.1', () => resolve((relay.address() as AddressInfo).port)),
    );
    const url = new URL(serverUrl);
    url.host = `127.0.0.1:${relayPort}`;
    url.pathname = `/${name}`;
    const port = await freePort();
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      env: {
        ...process.env,
        NODE_ENV: 'development',
        HOST: '127.0.0.1',
        PORT: String(port),
        LOG_LEVEL: 'silent',
        DATABASE_URL: url.toString(),
        DATABASE_STATEMENT_TIMEOUT_MS: '120000',
        JWT_SECRET: 'a-secret-that-is-long-enough-for-the-check-0123',
        CLIENT_DIR: '/nonexistent',
      },
      stdio: 'ignore',
    });
    try {
      await waitForHealth(`http://127.0.0.1:${port}`, child);
      isSilent = true;
      for (const { client, upstream } of links) {
        client.unpipe(upstream);
        upstream.unpipe(client);
      }
      const inFlight = fetch(`http://127.0.0.1:${port}/api/user/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'someone@example.com', password: 'a-password-1' }),
      }).catch(() => undefined);
      await new Promise((resolve) => setTimeout(resolve, 300));
      const exited = exitOf(child);
      const started = Date.now();
      child.kill('SIGTERM');
      const code = await exited;
      expect(Date.now() - started).toBeLessThan(10_000);
      // The forced exit: the request in flight never finished.
      expect(code).toBe(1);
      await inFlight;
    } finally {
      child.kill('SIGKILL');
      for (const { upstream } of links) upstream.destroy();
      for (const socket of accepted) socket.destroy();
      await new Promise((resolve) => relay.close(resolve));
      await dropDatabase(admin, name);
      await admin.end();
    }
  }, 60_000);
});
