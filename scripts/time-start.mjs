// Start to healthy: spawns built servers as scripts/start.mjs does (its V8 pool size, glibc
// tunables, source maps), polls GET /api/health every 10 ms until it answers 200, then stops it.
// Several builds are started in turn, so a busy machine slows each alike; it prints each build's
// median wall time from spawn to 200, and the server's CPU time (user + system) by then.
//
//   node scripts/time-start.mjs [--runs 5] [--data-dir DIR] [label=path/to/main.js ...]
//
// Without a build it times dist/server/main.js (run `npm run build` first). Start each once on the
// data directory before timing, so the database already exists; this script does that too.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { MALLOC_TUNABLES, v8PoolArgs } from './server-process.mjs';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(name);
  return at === -1 ? fallback : args.splice(at, 2)[1];
};
const runs = Number(option('--runs', '5'));
const dataDir =
  option('--data-dir', undefined) ?? (await mkdtemp(path.join(tmpdir(), 'time-start-')));
const builds = (args.length ? args : [`server=${path.join(root, 'dist/server/main.js')}`]).map(
  (pair) => pair.split('='),
);
const PORT = 4790;

/** The process's CPU time so far, in ms, from /proc (Linux); NaN elsewhere. */
function cpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return Number.NaN;
  }
}

async function startOnce(entry) {
  const started = performance.now();
  const server = spawn(process.execPath, [...v8PoolArgs(), '--enable-source-maps', entry], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      GLIBC_TUNABLES: MALLOC_TUNABLES,
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    },
  });
  for (;;) {
    const healthy = await fetch(`http://127.0.0.1:${PORT}/api/health`).then(
      (response) => response.status === 200,
      () => false,
    );
    if (healthy) break;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  const result = { wallMs: Math.round(performance.now() - started), cpuMs: cpuMs(server.pid) };
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  await exited;
  return result;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
for (const [, entry] of builds) await startOnce(entry);
const results = new Map(builds.map(([label]) => [label, []]));
for (let run = 0; run < runs; run++) {
  for (const [label, entry] of builds) results.get(label).push(await startOnce(entry));
}
for (const [label, timings] of results) {
  const walls = timings.map((timing) => timing.wallMs);
  const cpus = timings.map((timing) => timing.cpuMs);
  console.log(
    `${label}: start to healthy ${median(walls)} ms median (${walls.join(', ')}); ` +
      `CPU ${median(cpus)} ms median (${cpus.join(', ')})`,
  );
}
