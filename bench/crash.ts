// `npm run test:crash`: kills the compiled server with SIGKILL while clients write, restarts it on
// the same database and checks that every acknowledged write survived and nothing is half-written.
// PGlite always; PostgreSQL too with --pg [url] or CRASH_DATABASE_URL. See docs/RELIABILITY.md.
//
//   --kills N      kills per database (default 20)
//   --clients N    concurrent writers (default 6, two per user)
//   --seed N       the random seed, to replay a run
//   --no-pglite    PostgreSQL only
//   --no-build     use the build already in dist/
//
// The parts: crash/model.ts (what each writer believes the server holds), crash/generation.ts
// (its next write), crash/api.ts (the calls, from the contracts), crash/driver.ts (writes, kills
// and restarts), crash/settle.ts and crash/checks.ts (what survived), crash/database-checks.ts.
import {
  buildUnlessSkipped,
  throwawayPglite,
  throwawayPostgres,
  type ThrowawayDatabase,
} from './database';
import { crashDatabase } from './crash/driver';
import type { Tally } from './crash/model';
import { CLIENTS, flags, KILLS, pgUrl, SEED } from './crash/options';

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};

buildUnlessSkipped(flags);
console.log(`Crash test: ${KILLS} kills per database, ${CLIENTS} writers, seed ${SEED}`);
const started = performance.now();
const tallies: Tally[] = [];
const databases: (() => Promise<ThrowawayDatabase>)[] = [];
if (!flags.has('--no-pglite')) databases.push(async () => throwawayPglite());
if (pgUrl) {
  const adminUrl = pgUrl;
  databases.push(() => throwawayPostgres(adminUrl, 'app_crash'));
}
for (const open of databases) {
  const database = await open();
  try {
    tallies.push(await crashDatabase(database));
  } finally {
    await database.drop();
  }
}
console.table(
  tallies.map((t) => ({
    database: t.database,
    kills: t.kills,
    'acknowledged writes': t.acknowledged,
    'state checks': t.checks,
    'in-flight applied/not': `${t.inFlightApplied}/${t.inFlightNotApplied}`,
    'unexpected answers': t.unexpectedAnswers,
    'lost writes': t.lost,
    'invariant violations': t.violations,
    'healthy p50 ms': Math.round(percentile(t.healthyMs, 50)),
    'healthy max ms': Math.round(Math.max(...t.healthyMs)),
  })),
);
for (const t of tallies) {
  const kinds = Object.entries(t.byKind).map(([kind, n]) => `${kind} ${n}`);
  console.log(`${t.database} acknowledged: ${kinds.join(', ')}`);
}
console.log(
  `${((performance.now() - started) / 1000).toFixed(0)} s in all. Time to healthy: SIGKILL'd ` +
    'server restarted on the same database until /api/health answers 200.',
);
const failed = tallies.some((t) => t.lost > 0 || t.violations > 0 || t.unexpectedAnswers > 0);
if (!pgUrl) console.log('PostgreSQL skipped: pass --pg [url] or set CRASH_DATABASE_URL.');
process.exit(failed ? 1 : 0);
