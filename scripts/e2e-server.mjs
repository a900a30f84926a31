// The server the browser suite runs against: a fresh client build and a throwaway PGlite database
// under .tmp/e2e-<port>, so parallel runs on other ports never share files.
import { spawn, spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { deflateSync } from 'node:zlib';

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

/** A plain 256 px tile, the sea's colour, as a PNG: the map's stand-in for a tile server. */
function plainTile() {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type, data) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const check = Buffer.alloc(4);
    check.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, check]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(256, 0);
  header.writeUInt32BE(256, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([
    Buffer.from([0]),
    Buffer.alloc(256 * 3, Buffer.from([0xaa, 0xd3, 0xdf])),
  ]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(Array.from({ length: 256 }, () => row)))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

// No internet here: map tiles come from a local stand-in on a free port, which answers every
// /{z}/{x}/{y}.png with a plain tile. Tests that want the offline map abort its requests.
const tile = plainTile();
const tiles = createServer((request, response) => {
  const isTile = /^\/\d+\/\d+\/\d+\.png$/.test(request.url ?? '');
  response.writeHead(isTile ? 200 : 404, { 'Content-Type': isTile ? 'image/png' : 'text/plain' });
  response.end(isTile ? tile : 'Not a tile');
});
await new Promise((listening) => tiles.listen(0, '127.0.0.1', listening));
const tilePort = tiles.address().port;

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
      MAP_TILE_URL: `http://127.0.0.1:${tilePort}/{z}/{x}/{y}.png`,
      // No internet here: fail live weather fast.
      PROVIDER_TIMEOUT_MS: process.env.PROVIDER_TIMEOUT_MS ?? '2000',
    },
  },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => {
  tiles.close();
  process.exit(code ?? 0);
});
