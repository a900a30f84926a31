// Starting, watching and stopping the servers the bench measures: the compiled app and the bare
// node:http baseline, each in its own process so neither shares the load generator's CPU time.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, openSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { MALLOC_TUNABLES, v8PoolArgs } from '../scripts/server-process.mjs';

export const root = path.dirname(path.dirname(new URL(import.meta.url).pathname));

/** A port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** One line of /proc/<pid>/status in bytes (VmRSS now, VmHWM the peak so far); 0 off Linux. */
export function memoryOf(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status);
    return match?.[1] ? Number(match[1]) * 1024 : 0;
  } catch {
    return 0;
  }
}

/**
 * CPU time a process has used so far, user and system, in microseconds (/proc/<pid>/stat counts
 * in clock ticks, 100 a second on Linux); 0 off Linux. Over a measurement it gives the server's
 * own cost per request, which the load generator's speed does not move.
 */
export function cpuMicrosOf(pid: number): number {
  try {
    // The fields after the command name, which is in parentheses and may hold spaces.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) * 10_000;
  } catch {
    return 0;
  }
}

/**
 * The server's environment for measuring it: production mode, a fixed secret (tokens outlive a
 * restart) and rate limits far above any load here, so the server is measured, not its limits.
 */
export const MEASURED_ENV: Record<string, string> = {
  NODE_ENV: 'production',
  LOG_LEVEL: 'warn',
  JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
  ACCESS_TOKEN_TTL_SECONDS: '7200',
  AUTH_RATE_LIMIT_PER_IP: '1000000',
  AUTH_RATE_LIMIT_PER_EMAIL: '1000000',
  PROVIDER_RATE_LIMIT_PER_MINUTE: '100000000',
  DISCOVER_RATE_LIMIT_PER_MINUTE: '100000000',
  // Share-link pages and invite acceptances (the crash test reads every link after a restart).
  CALENDAR_RATE_LIMIT_PER_MINUTE: '100000000',
  // No network here: a live provider is never configured, so nothing waits on one.
  PROVIDER_TIMEOUT_MS: '2000',
};

export interface RunningServer {
  child: ChildProcess;
  origin: string;
  /** Milliseconds from spawn until /api/health answered 200. */
  startMs: number;
  stop(): Promise<void>;
}

async function waitHealthy(origin: string, child: ChildProcess, healthPath: string) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const response = await fetch(origin + healthPath);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`${origin}${healthPath} never answered 200`);
}

function stopper(child: ChildProcess): () => Promise<void> {
  return () =>
    new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
}

/** The compiled server (dist/server/main.js), as `npm start` runs it. */
export async function startApp(env: Record<string, string>): Promise<RunningServer> {
  const port = await freePort();
  const started = performance.now();
  // BENCH_NODE_ARGS, e.g. `--cpu-prof --cpu-prof-dir=.tmp/prof`, profiles the server under load.
  const nodeArgs = process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  // The server's log (JSON lines on stdout) is kept, so a server that dies under load says why.
  mkdirSync(path.join(root, '.tmp'), { recursive: true });
  const log = openSync(path.join(root, '.tmp', `bench-server-${port}.log`), 'w');
  const child = spawn(
    process.execPath,
    [...v8PoolArgs(), ...nodeArgs, path.join(root, 'dist/server/main.js')],
    {
      cwd: root,
      stdio: ['ignore', log, 'inherit'],
      // The process settings `npm start` gives the server (scripts/start.mjs).
      env: {
        GLIBC_TUNABLES: MALLOC_TUNABLES,
        ...process.env,
        ...env,
        HOST: '127.0.0.1',
        PORT: String(port),
      },
    },
  );
  const origin = `http://127.0.0.1:${port}`;
  await waitHealthy(origin, child, '/api/health');
  return { child, origin, startMs: performance.now() - started, stop: stopper(child) };
}

const BASELINE_SOURCE = `
const http = require('node:http');
const body = JSON.stringify({ status: 'ok', service: 'baseline', version: 1 });
const file = process.env.BASELINE_FILE ? require('node:fs').readFileSync(process.env.BASELINE_FILE) : null;
http.createServer((request, response) => {
  if (file && request.url === '/file') {
    response.writeHead(200, { 'content-type': 'application/javascript', 'content-encoding': 'br', 'content-length': file.length });
    return response.end(file);
  }
  response.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) });
  response.end(body);
}).listen(Number(process.env.PORT), '127.0.0.1');
`;

/**
 * The ceiling: bare node:http answering a small JSON object, and at /file the bytes of `file`
 * from memory (the ceiling for a static asset of that size, which moves far more bytes).
 */
export async function startBaseline(file?: string): Promise<RunningServer> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, ['-e', BASELINE_SOURCE], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, PORT: String(port), ...(file ? { BASELINE_FILE: file } : {}) },
  });
  const origin = `http://127.0.0.1:${port}`;
  await waitHealthy(origin, child, '/');
  return { child, origin, startMs: performance.now() - started, stop: stopper(child) };
}
