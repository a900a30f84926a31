// `npm run bench`: builds the app, starts the compiled server on a throwaway database, seeds it,
// and measures every hot request at 50 connections against a bare node:http baseline in the same
// run, with the server's own CPU time per request (which the load generator's speed does not move).
// Prints one table and writes bench/results/latest.json. See docs/PERFORMANCE.md.
//
//   --quick        a short subset (about a minute after the build)
//   --large        1,000,000 trips across 50,000 users, by SQL (PostgreSQL only)
//   --pg           PostgreSQL at BENCH_DATABASE_URL (a fresh database is created and dropped there)
//   --no-build     measure the build already in dist/
//   --mixed        also the mix of what travellers do (bench/mix.ts): 200 travellers, each
//                  request a random one, one write in ten; reported beside the repeated reads,
//                  with the server's memory after it
//   --web          also the front-end measures (bench/web.ts); --no-load skips the requests
//   --lang=xx      the front-end measures in that language (de, ar, …), each page asked with ?lang=xx
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import path from 'node:path';
import { importFigure } from './bookings-import';
import { buildUnlessSkipped, throwawayPglite, throwawayPostgres } from './database';
import { firstScript, measure, scenarios, type Figure, type Scenario } from './load';
import { MIX_TRAVELLERS, OUR_API, mixScenario, seedOurMix } from './mix';
import { seedLarge, seedSmall } from './seed';
import {
  MEASURED_ENV,
  memoryOf,
  root,
  startApp,
  startBaseline,
  type RunningServer,
} from './server';
import { webFigures } from './web';

const flags = new Set(process.argv.slice(2));
const quick = flags.has('--quick');
const lang = process.argv.find((arg) => arg.startsWith('--lang='))?.slice('--lang='.length);
const large = flags.has('--large');
const mixed = flags.has('--mixed');
const usePostgres = flags.has('--pg') || large;
const duration = quick ? 2 : 8;
const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);

buildUnlessSkipped(flags);

/** A database of its own: a temporary PGlite directory, or a fresh PostgreSQL database. */
async function throwawayDatabase() {
  if (!usePostgres) return throwawayPglite(tmpdir());
  const adminUrl = process.env.BENCH_DATABASE_URL;
  if (!adminUrl)
    throw new Error('--pg and --large need BENCH_DATABASE_URL (a role that may CREATE DATABASE)');
  return throwawayPostgres(adminUrl, `getaway_bench_${process.pid}`);
}

const database = await throwawayDatabase();
const env: Record<string, string> = { ...database.env, ...MEASURED_ENV };

let app: RunningServer | undefined;
let baseline: RunningServer | undefined;
try {
  // Seed on a first start (which also migrates), then start again: the start on an existing database.
  app = await startApp(env);
  const firstStartMs = app.startMs;
  console.log(`Seeding ${quick ? 200 : 1000} trips through the API…`);
  const travellers = await seedSmall(app.origin, quick ? 10 : 50, 20);
  const me = travellers[0];
  if (!me) throw new Error('seeding made no traveller');
  let mix: Scenario | undefined;
  if (mixed) {
    console.log(`Seeding ${MIX_TRAVELLERS} travellers for the mix…`);
    const many = await seedOurMix(app.origin);
    mix = mixScenario(`mix: ${many.length} travellers, 1 write in 10`, OUR_API, many);
  }
  if (large) {
    console.log('Seeding 1,000,000 trips across 50,000 users by SQL…');
    const seeded = performance.now();
    await seedLarge(env.DATABASE_URL ?? '', 50_000, 1_000_000);
    console.log(`  seeded in ${((performance.now() - seeded) / 1000).toFixed(0)} s`);
  }
  await app.stop();
  app = await startApp(env);
  const pid = app.child.pid ?? 0;
  const idleRss = memoryOf(pid, 'VmRSS');
  let peakRss = idleRss;
  const poll = setInterval(() => {
    peakRss = Math.max(peakRss, memoryOf(pid, 'VmRSS'), memoryOf(pid, 'VmHWM'));
  }, 200);

  baseline = await startBaseline(path.join(root, 'dist/client', `${firstScript()}.br`));
  const figures: Figure[] = [];
  let baselineRps = 0;
  const measured = flags.has('--no-load') ? [] : [...scenarios(me), ...(mix ? [mix] : [])];
  for (const scenario of measured) {
    const server = scenario.target === 'baseline' ? baseline : app;
    const measured = { origin: server.origin, pid: server.child.pid ?? 0 };
    await measure(scenario, measured, 1); // warm-up, not reported
    const figure = await measure(scenario, measured, duration);
    if (scenario.target === 'baseline' && !baselineRps) baselineRps = figure.requestsPerSecond;
    // The asset is measured against bare node:http sending the same bytes (the row before it).
    const reference = scenario.name.startsWith('hashed JS asset')
      ? (figures.at(-1)?.requestsPerSecond ?? 0)
      : baselineRps;
    figures.push({
      ...figure,
      ofBaseline: reference ? figure.requestsPerSecond / reference : null,
    });
    console.log(`  ${scenario.name}: ${figure.requestsPerSecond} req/s`);
  }
  clearInterval(poll);
  const afterRss = memoryOf(pid, 'VmRSS');
  peakRss = Math.max(peakRss, memoryOf(pid, 'VmHWM'));

  const web = flags.has('--web') ? await webFigures(app.origin, me, lang) : undefined;

  const rows = figures.map((f) => ({
    request: f.name,
    'req/s': f.requestsPerSecond,
    'p50 ms': f.p50Ms,
    'p99 ms': f.p99Ms,
    'server µs/req': f.serverMicrosPerRequest ?? '',
    'errors/non-2xx': `${f.errors}/${f.non2xx}`,
    'of baseline': f.ofBaseline === null ? '' : `${(f.ofBaseline * 100).toFixed(1)}%`,
  }));
  const summary = {
    database: usePostgres ? 'postgresql' : 'pglite',
    data:
      (large ? '1,000,000 trips / 50,000 users (+ API-seeded)' : `${quick ? 200 : 1000} trips`) +
      (mixed ? ` + ${MIX_TRAVELLERS} travellers for the mix` : ''),
    connections: 50,
    durationSeconds: duration,
    firstStartMs: Math.round(firstStartMs),
    startOnExistingDbMs: Math.round(app.startMs),
    idleRssMb: mb(idleRss),
    peakRssMb: mb(peakRss),
    afterRunRssMb: mb(afterRss),
  };
  console.log(
    `\n${summary.database}, ${summary.data}, 50 connections, ${duration} s each; ` +
      `${cpus().length} CPUs (${cpus()[0]?.model ?? '?'}), ${mb(totalmem())} MB, Node ${process.version}`,
  );
  if (rows.length > 0) console.table(rows);
  console.log(
    `start to healthy: ${summary.startOnExistingDbMs} ms on an existing database ` +
      `(${summary.firstStartMs} ms on a new one); RSS idle ${summary.idleRssMb} MB, ` +
      `peak ${summary.peakRssMb} MB, after the run ${summary.afterRunRssMb} MB`,
  );
  if (web) console.log(web.text);
  const bookingsImport = await importFigure();
  console.log(bookingsImport.text);

  mkdirSync(path.join(root, 'bench/results'), { recursive: true });
  writeFileSync(
    path.join(root, 'bench/results/latest.json'),
    `${JSON.stringify(
      {
        at: new Date().toISOString(),
        machine: {
          cpus: cpus().length,
          model: cpus()[0]?.model,
          memoryMb: mb(totalmem()),
          node: process.version,
        },
        flags: [...flags],
        ...summary,
        figures,
        ...(web ? { web: web.json } : {}),
        bookingsImport: { medianMs: bookingsImport.medianMs, p95Ms: bookingsImport.p95Ms },
      },
      null,
      2,
    )}\n`,
  );
  console.log('Written to bench/results/latest.json');
} finally {
  await baseline?.stop();
  await app?.stop();
  await database.drop();
}
