// `npm run bench`: how fast the embedded gazetteer answers autocomplete, and the memory of a whole
// server (API, in-memory PGlite, gazetteer) once loaded. A benchmark, not a test: it prints figures.
import { buildApp } from '#server/app';
import { loadConfig } from '#server/config';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openPglite, openPostgres } from '#server/db/client';
import { createEmbeddedPlaces } from '#server/providers/places/embedded-places';
import { getGazetteer } from '#server/providers/places/gazetteer';

const LOOKUPS = 1000;
const WARM_UP = 200;

/** What travellers type: prefixes of real destinations, one to nine letters, some with accents. */
const DESTINATIONS = [
  'Paris',
  'Lisbon',
  'New York',
  'Tokyo',
  'São Paulo',
  'Zürich',
  'Munich',
  'Springfield',
  'Rome',
  'Barcelona',
  'Cape Town',
  'Reykjavík',
  'Kraków',
  'Buenos Aires',
  'San Francisco',
  'Austin, TX',
  'Sydney',
  'Marrakesh',
  'Hanoi',
  'Dubrovnik',
  'Queenstown',
  'Cusco',
  'Seattle',
  'Edinburgh',
  'Istanbul',
  'Bangkok',
  'Mexico City',
  'Vancouver',
  'Santorini',
  'Honolulu',
];

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

const buildStarted = performance.now();
const gazetteer = getGazetteer();
const buildMs = performance.now() - buildStarted;
const places = createEmbeddedPlaces(gazetteer);

const queries: string[] = [];
for (let i = 0; queries.length < LOOKUPS + WARM_UP; i++) {
  const name = DESTINATIONS[i % DESTINATIONS.length] ?? 'Paris';
  const length = 1 + ((i * 7) % Math.min(9, name.length));
  queries.push(name.slice(0, length));
}

const timings: number[] = [];
for (const [index, query] of queries.entries()) {
  const started = performance.now();
  await places.autocomplete(query);
  if (index >= WARM_UP) timings.push(performance.now() - started);
}
timings.sort((a, b) => a - b);
const afterGazetteer = process.memoryUsage();

// The database is the server's other big resident: PGlite runs PostgreSQL compiled to WASM in
// this process; with DATABASE_URL set the bench uses that server, as `npm start` would.
// PGlite opens a data directory as `npm start` does (created, closed and reopened when new), so the
// figure is the server's, not initdb's.
const databaseUrl = process.env.DATABASE_URL;
const pgliteDir = await mkdtemp(path.join(tmpdir(), 'getaway-bench-'));
const database = databaseUrl
  ? await openPostgres({ url: databaseUrl })
  : await openPglite({ dataDir: pgliteDir });
await database.migrate();
const app = await buildApp({
  config: loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32), LOG_LEVEL: 'silent' }),
  db: database.db,
  jwtSecret: 'x'.repeat(32),
  clientDir: '/nonexistent',
  logger: false,
});
await app.ready();
// Let start-up garbage be collected, as it is in a running server.
await new Promise((resolve) => setTimeout(resolve, 5000));
const memory = process.memoryUsage();

console.log(
  `gazetteer: ${gazetteer.size.toLocaleString('en-US')} places, built in ${buildMs.toFixed(0)} ms`,
);
console.log(
  `autocomplete, ${LOOKUPS} embedded lookups after ${WARM_UP} warm-up: ` +
    `p50 ${percentile(timings, 50).toFixed(3)} ms, p99 ${percentile(timings, 99).toFixed(3)} ms, ` +
    `max ${(timings[timings.length - 1] ?? NaN).toFixed(3)} ms`,
);
console.log(
  `memory with the gazetteer loaded (node + tsx + gazetteer): RSS ${mb(afterGazetteer.rss)}, ` +
    `heap used ${mb(afterGazetteer.heapUsed)}`,
);
console.log(
  `memory with the whole server built (API + ${database.kind} + gazetteer): ` +
    `RSS ${mb(memory.rss)}, heap used ${mb(memory.heapUsed)}`,
);

await app.close();
await database.close();
await rm(pgliteDir, { recursive: true, force: true });
