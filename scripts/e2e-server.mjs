// The server the browser suite runs against: a fresh client build and a throwaway PGlite database
// under .tmp/e2e-<port>, so parallel runs on other ports never share files.
import { spawn, spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';

const port = process.env.E2E_PORT ?? '4173';
const workDir = path.resolve(`.tmp/e2e-${port}`);
rmSync(workDir, { recursive: true, force: true });

const build = spawnSync(
  process.execPath,
  [
    'node_modules/vite/bin/vite.js',
    'build',
    '--logLevel',
    'warn',
    '--outDir',
    path.join(workDir, 'client'),
  ],
  { stdio: 'inherit' },
);
if (build.status !== 0) process.exit(build.status ?? 1);
// The suite runs the compiled server, as `npm start` does.
const serverBuild = spawnSync(
  process.execPath,
  ['scripts/build-server.mjs', path.join(workDir, 'server')],
  { stdio: 'inherit' },
);
if (serverBuild.status !== 0) process.exit(serverBuild.status ?? 1);

const server = spawn(
  process.execPath,
  ['--enable-source-maps', path.join(workDir, 'server/main.js')],
  {
    stdio: 'inherit',
    env: {
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: port,
      LOG_LEVEL: 'warn',
      DATA_DIR: path.join(workDir, 'data'),
      CLIENT_DIR: path.join(workDir, 'client'),
      AUTH_RATE_LIMIT_PER_IP: '100000',
      AUTH_RATE_LIMIT_PER_EMAIL: '1000',
      PROVIDER_RATE_LIMIT_PER_MINUTE: '100000',
      // No internet here: fail live weather fast.
      PROVIDER_TIMEOUT_MS: process.env.PROVIDER_TIMEOUT_MS ?? '2000',
    },
  },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
