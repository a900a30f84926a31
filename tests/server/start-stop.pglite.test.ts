import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exitOf, freePort, waitForHealth } from '../setup/processes';

/** A development server on embedded PGlite in `dataDir`, whatever DATABASE_URL the run has. */
function embeddedServerEnv(dataDir: string, port: number): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: 'development',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    CLIENT_DIR: path.join(dataDir, 'no-client'),
    LOG_LEVEL: 'silent',
    DATABASE_URL: '',
  };
}

function startServer(dataDir: string, port: number): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: embeddedServerEnv(dataDir, port),
    stdio: 'ignore',
  });
}

const dirs: string[] = [];
afterAll(async () => {
  await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

describe('the server process', () => {
  it('stops cleanly on SIGTERM and keeps accounts across a restart on embedded PGlite', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'getaway-start-stop-'));
    dirs.push(dataDir);
    const port = await freePort();
    const baseUrl = `http://127.0.0.1:${port}`;
    const account = {
      fname: 'Restart',
      lname: 'Proof',
      email: 'restart@example.com',
      password: 'long-enough-password',
      birthday: '1991-01-01',
      city: 'Boise',
      state: 'ID',
      zip: '83702',
    };

    const first = startServer(dataDir, port);
    await waitForHealth(baseUrl, first);
    const registered = await fetch(`${baseUrl}/api/user/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(account),
    });
    expect(registered.status).toBe(201);
    first.kill('SIGTERM');
    expect(await exitOf(first)).toBe(0);

    const second = startServer(dataDir, port);
    try {
      await waitForHealth(baseUrl, second);
      const login = await fetch(`${baseUrl}/api/user/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: account.email, password: account.password }),
      });
      expect(login.status).toBe(200);
      expect(await login.json()).toEqual({ accesstoken: expect.any(String) });
    } finally {
      second.kill('SIGINT');
      expect(await exitOf(second)).toBe(0);
    }
  }, 120_000);

  it('refuses to start in production without JWT_SECRET and names the variable', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      env: { ...process.env, NODE_ENV: 'production', JWT_SECRET: '', PORT: '0' },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    expect(await exitOf(child)).toBe(1);
    expect(stderr).toContain('JWT_SECRET');
  }, 30_000);
});

/** Resolves once nothing holds the port (a listen succeeds), or rejects after `withinMs`. */
async function portFreed(port: number, withinMs: number): Promise<number> {
  const started = Date.now();
  for (;;) {
    const isFree = await new Promise<boolean>((resolve) => {
      const probe = createServer();
      probe.once('error', () => resolve(false));
      probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
    });
    if (isFree) return Date.now() - started;
    if (Date.now() - started > withinMs) throw new Error(`port ${port} still held`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('npm start (scripts/start.mjs)', () => {
  let entry = '';
  beforeAll(async () => {
    // Inside the repository, so the build's bare imports resolve from node_modules.
    await mkdir('.tmp', { recursive: true });
    const outDir = path.resolve(await mkdtemp(path.join('.tmp', 'built-server-')));
    dirs.push(outDir);
    await promisify(execFile)(process.execPath, ['scripts/build-server.mjs', outDir]);
    entry = path.join(outDir, 'main.js');
  }, 60_000);

  // One data directory for the whole block: the tests run one after another, and a fresh
  // embedded cluster costs seconds.
  let dataDir = '';
  async function launch(command: string, args: string[]) {
    if (!dataDir) {
      dataDir = await mkdtemp(path.join(tmpdir(), 'getaway-start-'));
      dirs.push(dataDir);
    }
    const port = await freePort();
    const child = spawn(command, args, {
      env: embeddedServerEnv(dataDir, port),
      stdio: 'ignore',
    });
    await waitForHealth(`http://127.0.0.1:${port}`, child);
    return { child, port };
  }

  it('passes SIGTERM to the server and exits with it, freeing the port within 10 s', async () => {
    const { child, port } = await launch(process.execPath, ['scripts/start.mjs', entry]);
    const exited = exitOf(child);
    child.kill('SIGTERM');
    expect(await portFreed(port, 10_000)).toBeLessThan(10_000);
    expect(await exited).toBe(0);
  }, 60_000);

  it('passes SIGINT (Ctrl+C) to the server too', async () => {
    const { child, port } = await launch(process.execPath, ['scripts/start.mjs', entry]);
    child.kill('SIGINT');
    expect(await portFreed(port, 10_000)).toBeLessThan(10_000);
  }, 60_000);

  it('leaves no server behind when npm itself gets SIGTERM', async () => {
    const { child, port } = await launch('npm', ['start', '--silent', '--', entry]);
    child.kill('SIGTERM');
    expect(await portFreed(port, 10_000)).toBeLessThan(10_000);
  }, 60_000);

  it('takes the server down when the supervisor is killed outright', async () => {
    const { child, port } = await launch(process.execPath, ['scripts/start.mjs', entry]);
    child.kill('SIGKILL');
    expect(await portFreed(port, 10_000)).toBeLessThan(10_000);
  }, 60_000);
});

describe('start-up against a database that cannot be reached', () => {
  it('gives up within 10 s with an error, instead of hanging', async () => {
    const started = Date.now();
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      env: {
        ...process.env,
        NODE_ENV: 'development',
        PORT: '0',
        LOG_LEVEL: 'silent',
        DATABASE_URL: 'postgres://app:app@127.0.0.1:1/none',
        DATABASE_CONNECT_TIMEOUT_MS: '1000',
        JWT_SECRET: 'a-secret-that-is-long-enough-for-the-check-0123',
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    expect(await exitOf(child)).toBe(1);
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(stderr).toContain('Failed to start');
  }, 30_000);
});
