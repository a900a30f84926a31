// `npm run soak`: the compiled server under 200 connections of mixed traffic for minutes, with its
// memory sampled, to find leaks and errors that a short bench misses. See docs/RELIABILITY.md.
//
//   --minutes N    how long (default 5)
//   --pg [url]     PostgreSQL at url (or SOAK_DATABASE_URL) instead of PGlite
//   --no-build     use the build already in dist/
import autocannon from 'autocannon';
import { buildUnlessSkipped, flagValue, throwawayPglite, throwawayPostgres } from './database';
import { BROWSER_ENCODINGS, PREFIXES } from './load';
import { seedSmall, tripBody } from './seed';
import { MEASURED_ENV, memoryOf, startApp } from './server';

const flags = new Set(process.argv.slice(2));
const MINUTES = Number(flagValue('--minutes') ?? 5);
const CONNECTIONS = 200;
/** How often the server's RSS is read. */
const SAMPLE_MS = 5000;
/** More growth than this of the RSS peak from minute 1 to the last minute fails the soak (a leak). */
const MAX_GROWTH = 0.1;
const pgUrl = flags.has('--pg')
  ? (flagValue('--pg') ?? 'postgresql://app:app@127.0.0.1:5432/postgres')
  : process.env.SOAK_DATABASE_URL;
const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);

buildUnlessSkipped(flags);
const database = pgUrl ? await throwawayPostgres(pgUrl, 'app_soak') : throwawayPglite();
let exitCode = 1;
try {
  const app = await startApp({ ...database.env, ...MEASURED_ENV });
  try {
    const [me] = await seedSmall(app.origin, 5, 20);
    if (!me) throw new Error('seeding made no traveller');
    const auth = { ...BROWSER_ENCODINGS, authorization: `Bearer ${me.token}` };
    const pid = app.child.pid ?? 0;
    const samples: { atMs: number; rss: number }[] = [];
    const started = performance.now();
    const sampler = setInterval(
      () => samples.push({ atMs: performance.now() - started, rss: memoryOf(pid, 'VmRSS') }),
      SAMPLE_MS,
    );
    let prefix = 0;
    let trip = 0;
    console.log(
      `Soak: ${database.kind}, ${CONNECTIONS} connections, ${MINUTES} min; rate limits raised ` +
        'through env (AUTH_/PROVIDER_/DISCOVER_RATE_LIMIT_*) so the server, not its limits, is measured.',
    );
    // Each connection loops through this mix: reads, a search, a create and its delete, the page.
    const result = await autocannon({
      url: app.origin,
      connections: CONNECTIONS,
      duration: MINUTES * 60,
      headers: auth,
      requests: [
        { method: 'GET', path: '/api/trips/getaway-trip' },
        { method: 'GET', path: `/api/trips/getaway/${me.tripIds[trip++ % me.tripIds.length]}` },
        { method: 'GET', path: '/api/wishlist/getlists' },
        {
          setupRequest: (request) => ({
            ...request,
            method: 'GET',
            path: `/api/places-autocomplete?input=${PREFIXES[prefix++ % PREFIXES.length]}`,
          }),
        },
        {
          method: 'POST',
          path: '/api/trips/getaway-trip',
          headers: { ...auth, 'content-type': 'application/json' },
          body: JSON.stringify(tripBody(7)),
          onResponse: (_status, body, context) => {
            context.tripId = (JSON.parse(body) as { _id?: string })._id;
          },
        },
        {
          setupRequest: (request, context) => ({
            ...request,
            method: 'DELETE',
            body: '',
            headers: auth,
            path: `/api/trips/getaway/${String(context.tripId)}`,
          }),
        },
        { method: 'GET', path: '/' },
      ],
    });
    clearInterval(sampler);
    samples.push({ atMs: performance.now() - started, rss: memoryOf(pid, 'VmRSS') });
    // RSS saw-tooths by a third with each collection, so one reading at each end says where the
    // tooth was, not whether memory leaks. A leak lifts the peaks: compare the highest reading of
    // minute 1 (or a fifth of a shorter run) with the highest of the run's last window as long.
    const windowMs = Math.min(60_000, (MINUTES * 60_000) / 5);
    const lastMs = samples.at(-1)?.atMs ?? 0;
    const peakOf = (window: typeof samples) => Math.max(...window.map((s) => s.rss));
    const reference = peakOf(samples.filter((s) => s.atMs <= windowMs));
    const end = peakOf(samples.filter((s) => s.atMs >= lastMs - windowMs));
    const growth = (end - reference) / reference;
    // autocannon's errors already include its timeouts (10 s without an answer).
    const errors = result.errors + result.non2xx;
    console.table([
      {
        database: database.kind,
        minutes: MINUTES,
        requests: result.requests.total,
        'req/s': Math.round(result.requests.average),
        errors: `${errors} (${result.non2xx} non-2xx, ${result.errors} socket, of which ${result.timeouts} timeouts)`,
        'p50 ms': result.latency.p50,
        'p99 ms': result.latency.p99,
        'RSS peak, first minute MB': mb(reference),
        'RSS peak, last minute MB': mb(end),
        growth: `${(growth * 100).toFixed(1)}%`,
      },
    ]);
    console.log(
      `RSS samples (MB, every ${SAMPLE_MS / 1000} s): ${samples.map((s) => mb(s.rss)).join(' ')}`,
    );
    exitCode = errors > 0 || growth >= MAX_GROWTH ? 1 : 0;
  } finally {
    await app.stop();
  }
} finally {
  await database.drop();
}
process.exit(exitCode);
