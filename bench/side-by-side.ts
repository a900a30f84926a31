// `npm run bench:side-by-side -- --trek <url>`: our app beside TREK 3.0.15 (a running server, see
// docs/PERFORMANCE.md, "Beside TREK") in one run. It starts our compiled server on a throwaway
// PGlite and, given a PostgreSQL admin URL, on a throwaway PostgreSQL database; seeds the same
// travellers in every app through its API; then, round after round in alternating order, measures
// each app's repeated reads of one traveller and the mix of many (bench/mix.ts), and the server's
// memory (RSS) after the mix. Prints one table and writes bench/results/side-by-side.json.
//
//   --trek <url>       TREK's origin (required); --trek-pid <pid> when it is not on this machine's
//                      port lookup (/proc)
//   --pg <admin url>   also our app on PostgreSQL (or BENCH_DATABASE_URL)
//   --rounds <n>       rounds, alternating the order of the apps (2)
//   --duration <s>     seconds each measure (10, after 2 s of warm-up)
//   --mix-only         only the mix, not the repeated reads
//   --no-build         measure the build already in dist/
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import path from 'node:path';
import {
  buildUnlessSkipped,
  flagValue,
  throwawayPglite,
  throwawayPostgres,
  type ThrowawayDatabase,
} from './database';
import { BROWSER_ENCODINGS, measure, type Scenario } from './load';
import { MIX_TRAVELLERS, OUR_API, mixScenario, seedOurMix, type MixApi } from './mix';
import {
  MEASURED_ENV,
  memoryOf,
  root,
  startApp,
  startBaseline,
  type RunningServer,
} from './server';
import { TREK_API, pidListeningOn, seedTrekMix } from './trek';

const flags = new Set(process.argv.slice(2));
const trekOrigin = flagValue('--trek');
if (!trekOrigin)
  throw new Error('--trek <url> is required (TREK 3.0.15, e.g. http://127.0.0.1:3201)');
const pgAdminUrl = flagValue('--pg') ?? process.env.BENCH_DATABASE_URL;
const rounds = Number(flagValue('--rounds') ?? 2);
const duration = Number(flagValue('--duration') ?? 10);
const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);

interface App {
  label: string;
  origin: string;
  pid: number;
  scenarios: Scenario[];
}

/** The repeated reads of one traveller (an answer cache serves them), then the mix of many. */
function scenariosOf(api: MixApi, travellers: Awaited<ReturnType<typeof seedOurMix>>) {
  const [me] = travellers;
  if (!me) throw new Error('seeding made no traveller');
  const [tripId = ''] = me.tripIds;
  const headers = { ...BROWSER_ENCODINGS, authorization: me.authorization };
  const get = (name: string, pathname: string): Scenario => ({
    name,
    target: 'app',
    options: (origin) => ({ url: origin + pathname, headers }),
  });
  const repeated = [
    get('trip list (one traveller)', api.tripList),
    get('one trip (one traveller)', api.trip(tripId)),
    get('costs / budget (one traveller)', api.costs(tripId)),
    {
      name: 'GET /',
      target: 'app',
      options: (origin) => ({ url: `${origin}/`, headers: BROWSER_ENCODINGS }),
    } satisfies Scenario,
  ];
  const mix = mixScenario(`mix: ${travellers.length} travellers, 1 write in 10`, api, travellers);
  return flags.has('--mix-only') ? [mix] : [...repeated, mix];
}

buildUnlessSkipped(flags);

const databases: ThrowawayDatabase[] = [];
const servers: RunningServer[] = [];
let baseline: RunningServer | undefined;
try {
  const trekPid = Number(
    flagValue('--trek-pid') ?? pidListeningOn(Number(new URL(trekOrigin).port)),
  );
  const health = await fetch(`${trekOrigin}/api/health`);
  if (!health.ok) throw new Error(`TREK at ${trekOrigin} answered ${health.status}`);

  const ours: { label: string; database: ThrowawayDatabase }[] = [
    { label: 'ours, PGlite', database: throwawayPglite(tmpdir()) },
  ];
  if (pgAdminUrl) {
    ours.push({
      label: 'ours, PostgreSQL',
      database: await throwawayPostgres(pgAdminUrl, `getaway_side_${process.pid}`),
    });
  }
  const apps: App[] = [];
  console.log(`Seeding ${MIX_TRAVELLERS} travellers in TREK…`);
  apps.push({
    label: 'TREK 3.0.15',
    origin: trekOrigin,
    pid: trekPid,
    scenarios: scenariosOf(TREK_API, await seedTrekMix(trekOrigin)),
  });
  for (const { label, database } of ours) {
    databases.push(database);
    // Seed on a first start (which also migrates), then measure a fresh start on that database.
    const seeding = await startApp({ ...database.env, ...MEASURED_ENV });
    servers.push(seeding);
    console.log(`Seeding ${MIX_TRAVELLERS} travellers in ${label}…`);
    const travellers = await seedOurMix(seeding.origin);
    await seeding.stop();
    const app = await startApp({ ...database.env, ...MEASURED_ENV });
    servers.push(app);
    console.log(
      `  ${label}: start to healthy ${Math.round(app.startMs)} ms on the seeded database`,
    );
    apps.push({
      label,
      origin: app.origin,
      pid: app.child.pid ?? 0,
      scenarios: scenariosOf(OUR_API, travellers),
    });
  }
  baseline = await startBaseline();

  const results: Record<string, string | number>[] = [];
  const rssAfterMix: Record<string, number[]> = {};
  for (let round = 1; round <= rounds; round++) {
    const order = round % 2 ? apps : [...apps].reverse();
    const base = await measure(
      { name: 'baseline node:http', target: 'baseline', options: (url) => ({ url }) },
      { origin: baseline.origin, pid: baseline.child.pid ?? 0 },
      duration,
    );
    results.push({ round, app: 'node:http', request: base.name, 'req/s': base.requestsPerSecond });
    for (const app of order) {
      for (const scenario of app.scenarios) {
        const server = { origin: app.origin, pid: app.pid };
        await measure(scenario, server, 2); // warm-up, not reported
        const figure = await measure(scenario, server, duration);
        results.push({
          round,
          app: app.label,
          request: scenario.name,
          'req/s': figure.requestsPerSecond,
          'p50 ms': figure.p50Ms,
          'p99 ms': figure.p99Ms,
          'server µs/req': figure.serverMicrosPerRequest ?? '',
          'errors/non-2xx': `${figure.errors}/${figure.non2xx}`,
        });
        console.log(
          `  r${round} ${app.label}, ${scenario.name}: ${figure.requestsPerSecond} req/s`,
        );
      }
      (rssAfterMix[app.label] ??= []).push(mb(memoryOf(app.pid, 'VmRSS')));
    }
  }

  // Each of ours against TREK's same request in the same round.
  for (const row of results) {
    const trek = results.find(
      (other) =>
        other.round === row.round && other.request === row.request && other.app === 'TREK 3.0.15',
    );
    if (trek && row.app !== trek.app && typeof row['req/s'] === 'number') {
      row['× TREK'] = (row['req/s'] / Number(trek['req/s'])).toFixed(2);
    }
  }
  console.log(
    `\n${rounds} rounds, 50 connections, ${duration} s each after 2 s of warm-up; ` +
      `${cpus().length} CPUs (${cpus()[0]?.model ?? '?'}), ${mb(totalmem())} MB, Node ${process.version}`,
  );
  console.table(results);
  console.log('Server RSS after each round (MB):');
  for (const [label, values] of Object.entries(rssAfterMix)) {
    console.log(`  ${label}: ${values.join(', ')}`);
  }

  mkdirSync(path.join(root, 'bench/results'), { recursive: true });
  const written = path.join(root, 'bench/results/side-by-side.json');
  writeFileSync(
    written,
    `${JSON.stringify(
      {
        at: new Date().toISOString(),
        machine: { cpus: cpus().length, model: cpus()[0]?.model, node: process.version },
        flags: process.argv.slice(2).filter((arg) => !arg.includes('://')),
        travellers: MIX_TRAVELLERS,
        durationSeconds: duration,
        results,
        rssAfterMixMb: rssAfterMix,
      },
      null,
      2,
    )}\n`,
  );
  console.log(`Written to ${path.relative(root, written)}`);
} finally {
  await baseline?.stop();
  for (const server of servers) await server.stop();
  for (const database of databases) await database.drop();
}
