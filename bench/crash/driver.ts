// The crash test's driver: sends each client's writes until the server is killed, restarts it on
// the same database and runs the checks, kill after kill.
import { shareRoutes } from '../../src/shared/contracts/invites';
import { userRoutes, type UserInfo } from '../../src/shared/contracts/users';
import type { ThrowawayDatabase } from '../database';
import { register } from '../seed';
import { MEASURED_ENV, startApp, type RunningServer } from '../server';
import { request, send, sendRoute } from './api';
import { checkShares, checkTravellers, checkUser } from './checks';
import { checkDatabase } from './database-checks';
import { nextWrite } from './generation';
import { apply, fail, busy, isCompanionWrite, startModel, type Client, type Tally } from './model';
import { CLIENTS, KILL_DELAY_MS, KILLS, random, SEED } from './options';
import { settleTravellers } from './settle';

/** Writes one after another until the server dies; a write counts once its 2xx answer is read. */
async function writeUntilKilled(client: Client, origin: string, tally: Tally) {
  for (;;) {
    const write = nextWrite(client);
    client.inFlight = write;
    const { method, path, body } = request(write);
    let answer: { status: number; json: unknown };
    try {
      answer = await send(origin, client.token, method, path, body);
    } catch {
      return; // the server died: this write's outcome is unknown until the check
    }
    if (answer.status < 200 || answer.status >= 300) {
      // Not a valid answer to a write the model allows: reported, its outcome left open.
      tally.unexpectedAnswers += 1;
      console.error(
        `  unexpected ${answer.status} to ${method} ${path}: ${JSON.stringify(answer.json)}`,
      );
      return;
    }
    apply(client, write, answer.json as { _id?: string; token?: string });
    client.inFlight = null;
    if (isCompanionWrite(write)) busy.delete(write.tripId);
    tally.acknowledged += 1;
    tally.byKind[write.kind] = (tally.byKind[write.kind] ?? 0) + 1;
    // A stopped or replaced share link answers 404 at once, not only after a restart.
    if ((write.kind === 'share' || write.kind === 'stop share') && write.previous) {
      let read: { status: number };
      try {
        read = await sendRoute(origin, '', shareRoutes.read, { token: write.previous });
      } catch {
        return; // the server died: the restart checks the link
      }
      tally.checks += 1;
      if (read.status !== 404) {
        fail(tally, 'lost', `trip ${write.tripId}'s stopped share link answered ${read.status}`);
      }
    }
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function crashDatabase(database: ThrowawayDatabase): Promise<Tally> {
  const env = { ...database.env, ...MEASURED_ENV };
  const tally: Tally = {
    database: database.kind,
    kills: 0,
    acknowledged: 0,
    byKind: {},
    checks: 0,
    inFlightApplied: 0,
    inFlightNotApplied: 0,
    unexpectedAnswers: 0,
    lost: 0,
    violations: 0,
    healthyMs: [],
  };
  let app: RunningServer = await startApp(env);
  try {
    const users = Math.max(1, Math.ceil(CLIENTS / 2));
    const tokens = await Promise.all(
      Array.from({ length: users }, (_, i) =>
        register(app.origin, `crash-${i}-${SEED}@example.com`),
      ),
    );
    const userIds = await Promise.all(
      tokens.map(async (token) => {
        const { json } = await sendRoute(app.origin, token, userRoutes.info);
        return (json as UserInfo)._id;
      }),
    );
    const clients: Client[] = Array.from({ length: CLIENTS }, (_, index) => ({
      index,
      token: tokens[index % users] ?? '',
      userId: userIds[index % users] ?? '',
      trips: new Map(),
      deleted: new Set(),
      wishlists: new Map(),
      costs: new Map(),
      deletedCosts: new Set(),
      plan: new Map(),
      deletedItems: new Set(),
      bookings: new Map(),
      deletedBookings: new Set(),
      watches: new Map(),
      deletedWatches: new Set(),
      choices: null,
      writesChoices: index < users,
      invited: new Set(),
      invitations: [],
      joined: new Map(),
      gone: new Set(),
      shares: new Map(),
      stopped: new Set(),
      partner: null,
      seq: 0,
      inFlight: null,
    }));
    startModel(clients);
    // Paired: each client invites the next one, always another user.
    for (const client of clients) {
      const next = clients[(client.index + 1) % CLIENTS];
      if (next && next.userId !== client.userId) client.partner = next;
    }
    for (let round = 1; round <= KILLS; round++) {
      const origin = app.origin;
      const writers = clients.map((client) => writeUntilKilled(client, origin, tally));
      await sleep(KILL_DELAY_MS[0] + random() * (KILL_DELAY_MS[1] - KILL_DELAY_MS[0]));
      const exited = new Promise((resolve) => app.child.once('exit', resolve));
      app.child.kill('SIGKILL');
      await exited;
      tally.kills += 1;
      await Promise.all(writers);
      // PostgreSQL outlives the server: read it now, before anything recovers on restart.
      if (database.kind === 'postgresql') await checkDatabase(database, tally);
      app = await startApp(env);
      tally.healthyMs.push(app.startMs);
      await settleTravellers(app.origin, tally);
      for (let u = 0; u < users; u++) {
        await checkUser(
          app.origin,
          clients.filter((client) => client.index % users === u),
          tally,
        );
      }
      await checkTravellers(app.origin, tally);
      await checkShares(app.origin, tally);
      process.stdout.write(
        `\r  ${database.kind}: ${round}/${KILLS} kills, ${tally.acknowledged} acknowledged writes, ` +
          `${tally.lost} lost, ${tally.violations} violations`,
      );
    }
    process.stdout.write('\n');
  } finally {
    await app.stop();
  }
  // After a clean stop, the files as a restarted server (or a backup) would read them.
  await checkDatabase(database, tally);
  return tally;
}
