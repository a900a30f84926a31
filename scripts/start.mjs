// `npm start`: builds the client and the server when their sources are newer than their builds,
// then serves the built client and the API from one process
// (docs/PRODUCT-RULES.md#two-commands).
// `node scripts/start.mjs <server entry>` runs that built entry instead, without building (tests).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { MALLOC_TUNABLES, v8PoolArgs } from './server-process.mjs';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const builds = [
  {
    name: 'client',
    output: path.join(root, 'dist/client/index.html'),
    inputs: [
      'src/client',
      'src/shared',
      'vite.config.ts',
      'scripts/precompress.ts',
      'scripts/prerender.ts',
      'scripts/service-worker-plugin.ts',
      'package-lock.json',
    ],
    command: [path.join(root, 'node_modules/vite/bin/vite.js'), 'build'],
  },
  {
    name: 'server',
    output: path.join(root, 'dist/server/main.js'),
    inputs: [
      'src/server',
      'src/shared',
      'scripts/build-server.mjs',
      'scripts/write-gazetteer-snapshot.ts',
      'package-lock.json',
    ],
    command: [path.join(root, 'scripts/build-server.mjs')],
  },
];

function newestChange(target) {
  const full = path.join(root, target);
  if (!existsSync(full)) return 0;
  const stat = statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(full).reduce(
    (newest, entry) => Math.max(newest, newestChange(path.join(target, entry))),
    stat.mtimeMs,
  );
}

const entryArgument = process.argv[2];
const serverEntry = entryArgument
  ? path.resolve(entryArgument)
  : path.join(root, 'dist/server/main.js');

for (const { name, output, inputs, command } of entryArgument ? [] : builds) {
  const isStale =
    !existsSync(output) || Math.max(...inputs.map(newestChange)) > statSync(output).mtimeMs;
  if (!isStale) continue;
  console.log(`Building the ${name}…`);
  const result = spawnSync(process.execPath, command, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// A .env file (see .env.example) is read when present; the real environment wins over it.
const envFile = path.join(root, '.env');
const server = spawn(
  process.execPath,
  [
    ...(existsSync(envFile) ? [`--env-file=${envFile}`] : []),
    ...v8PoolArgs(),
    '--enable-source-maps',
    serverEntry,
  ],
  // The IPC channel closes when this process dies, however it dies: the server then shuts down.
  {
    cwd: root,
    stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
    // glibc's malloc settings (scripts/server-process.mjs); one already in the environment wins.
    env: { GLIBC_TUNABLES: MALLOC_TUNABLES, ...process.env },
  },
);

/** The server gets 10 s to finish in-flight requests after a signal, then is killed. */
const KILL_AFTER_MS = 10_000;
let stopping = false;
function stop(signal) {
  if (stopping) return;
  stopping = true;
  server.kill(signal);
  setTimeout(() => server.kill('SIGKILL'), KILL_AFTER_MS).unref();
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => stop(signal === 'SIGHUP' ? 'SIGTERM' : signal));
}
// `npm start` runs this script under a shell that does not pass signals on: when npm's SIGTERM
// kills that shell, this process is orphaned. A changed parent means whoever started us is gone.
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent) stop('SIGTERM');
}, 500).unref();
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
