// `npm run test:crash`: kills the compiled server with SIGKILL while clients write, restarts it on
// the same database and checks that every acknowledged write survived and nothing is half-written.
// PGlite always; PostgreSQL too with --pg [url] or CRASH_DATABASE_URL. See docs/RELIABILITY.md.
//
//   --kills N      kills per database (default 20)
//   --clients N    concurrent writers (default 6, two per user)
//   --seed N       the random seed, to replay a run
//   --no-pglite    PostgreSQL only
//   --no-build     use the build already in dist/
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import {
  buildUnlessSkipped,
  flagValue,
  throwawayPglite,
  throwawayPostgres,
  type ThrowawayDatabase,
} from './database';
import { register, tripBody } from './seed';
import { MEASURED_ENV, startApp, type RunningServer } from './server';

const flags = new Set(process.argv.slice(2));
const KILLS = Number(flagValue('--kills') ?? 20);
const CLIENTS = Number(flagValue('--clients') ?? 6);
const SEED = Number(flagValue('--seed') ?? Date.now() % 1_000_000_000);
const DEFAULT_PG_URL = 'postgresql://app:app@127.0.0.1:5432/postgres';
const pgUrl = flags.has('--pg')
  ? (flagValue('--pg') ?? DEFAULT_PG_URL)
  : process.env.CRASH_DATABASE_URL;
/** The writes between a restart and the next kill last this long (uniform, milliseconds). */
const KILL_DELAY_MS = [300, 3000] as const;
/** A client stops creating trips past this many, so each check stays quick. */
const MAX_TRIPS_PER_CLIENT = 25;

/** mulberry32: a seeded random, so a failing run can be replayed with --seed. */
function seededRandom(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}
const random = seededRandom(SEED);
const pick = <T>(items: T[]): T => items[Math.floor(random() * items.length)] as T;

interface TripState {
  location_address: string;
  trip_location: string;
  trip_start: string | null;
  trip_end: string | null;
  within_trips: string[];
  notes: string;
  travellers: number;
  wishlistId: string | null;
}
type TripFields = Omit<TripState, 'wishlistId'>;
const FIELDS = [
  'location_address',
  'trip_location',
  'trip_start',
  'trip_end',
  'within_trips',
  'notes',
  'travellers',
] as const;

interface ApiTrip extends TripFields {
  _id: string;
  isFavorite: boolean;
  wishlist: { _id: string; list_name: string } | null;
}
interface ApiWishlist {
  _id: string;
  list_name: string;
  trips: ApiTrip[];
}

/** A write a client sends; the model changes only when it is acknowledged. */
type Write =
  | { kind: 'create trip'; marker: string; state: TripState }
  | { kind: 'update trip'; tripId: string; change: Partial<TripFields> }
  | { kind: 'create wishlist'; name: string; tripId: string | null }
  | { kind: 'add to wishlist'; tripId: string; wishlistId: string }
  | { kind: 'remove from wishlist'; tripId: string; wishlistId: string }
  | { kind: 'delete trip'; tripId: string };

/** One writer: what it believes the server holds, from acknowledged writes only. */
interface Client {
  index: number;
  token: string;
  trips: Map<string, TripState>;
  deleted: Set<string>;
  wishlists: Map<string, string>;
  seq: number;
  /** The write sent but not answered when the server died: either outcome is allowed. */
  inFlight: Write | null;
}

interface Tally {
  database: string;
  kills: number;
  acknowledged: number;
  checks: number;
  inFlightApplied: number;
  inFlightNotApplied: number;
  unexpectedAnswers: number;
  lost: number;
  violations: number;
  healthyMs: number[];
}

function fail(tally: Tally, what: 'lost' | 'violations', message: string) {
  tally[what] += 1;
  console.error(`  ${what === 'lost' ? 'LOST' : 'VIOLATION'}: ${message}`);
}

/** The request for `write`, and how an acknowledgement changes the client's model. */
function request(write: Write): { method: string; path: string; body?: unknown } {
  switch (write.kind) {
    case 'create trip': {
      const { wishlistId: _none, notes: _empty, travellers: _one, ...body } = write.state;
      return { method: 'POST', path: '/api/trips/getaway-trip', body };
    }
    case 'update trip':
      return { method: 'PUT', path: `/api/trips/getaway/${write.tripId}`, body: write.change };
    case 'create wishlist':
      return {
        method: 'POST',
        path: '/api/wishlist/createlist',
        body: {
          list_name: write.name,
          ...(write.tripId ? { trips: [{ _id: write.tripId }] } : {}),
        },
      };
    case 'add to wishlist':
      return {
        method: 'POST',
        path: `/api/wishlist/addtrip/${write.wishlistId}`,
        body: { _id: write.tripId },
      };
    case 'remove from wishlist':
      return {
        method: 'DELETE',
        path: `/api/wishlist/${write.wishlistId}/remove-trip/${write.tripId}`,
      };
    case 'delete trip':
      return { method: 'DELETE', path: `/api/trips/getaway/${write.tripId}` };
  }
}

function apply(client: Client, write: Write, createdId: string | undefined) {
  switch (write.kind) {
    case 'create trip':
      if (createdId) client.trips.set(createdId, { ...write.state });
      return;
    case 'update trip': {
      const trip = client.trips.get(write.tripId);
      if (trip) Object.assign(trip, write.change);
      return;
    }
    case 'create wishlist': {
      if (!createdId) return;
      client.wishlists.set(createdId, write.name);
      const trip = write.tripId ? client.trips.get(write.tripId) : undefined;
      if (trip) trip.wishlistId = createdId;
      return;
    }
    case 'add to wishlist':
    case 'remove from wishlist': {
      const trip = client.trips.get(write.tripId);
      if (trip) trip.wishlistId = write.kind === 'add to wishlist' ? write.wishlistId : null;
      return;
    }
    case 'delete trip':
      client.trips.delete(write.tripId);
      client.deleted.add(write.tripId);
  }
}

/** The client's next write, chosen at random among those its model allows. */
function nextWrite(client: Client): Write {
  const seq = ++client.seq;
  const tripIds = [...client.trips.keys()];
  const favourites = tripIds.filter((id) => client.trips.get(id)?.wishlistId);
  const lists = [...client.wishlists.keys()];
  const roll = random();
  if (tripIds.length === 0 || (roll < 0.25 && tripIds.length < MAX_TRIPS_PER_CLIENT)) {
    const body = tripBody(seq);
    const marker = `c${client.index}-t${seq}`;
    return {
      kind: 'create trip',
      marker,
      state: { ...body, trip_location: marker, notes: '', travellers: 1, wishlistId: null },
    };
  }
  if (roll < 0.45) {
    const next = tripBody(seq + 3);
    return {
      kind: 'update trip',
      tripId: pick(tripIds),
      change: {
        notes: `c${client.index}-u${seq}`,
        travellers: 1 + (seq % 20),
        location_address: next.location_address,
      },
    };
  }
  if (roll < 0.55 && lists.length < 4) {
    return {
      kind: 'create wishlist',
      name: `c${client.index}-w${seq}`,
      tripId: random() < 0.7 ? pick(tripIds) : null,
    };
  }
  if (roll < 0.75 && lists.length > 0) {
    return { kind: 'add to wishlist', tripId: pick(tripIds), wishlistId: pick(lists) };
  }
  if (roll < 0.88 && favourites.length > 0) {
    const tripId = pick(favourites);
    return {
      kind: 'remove from wishlist',
      tripId,
      wishlistId: client.trips.get(tripId)?.wishlistId ?? '',
    };
  }
  return { kind: 'delete trip', tripId: pick(tripIds) };
}

async function send(origin: string, token: string, method: string, path: string, body?: unknown) {
  const response = await fetch(origin + path, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    signal: AbortSignal.timeout(15_000),
  });
  return { status: response.status, json: (await response.json()) as unknown };
}

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
    apply(client, write, (answer.json as { _id?: string })._id);
    client.inFlight = null;
    tally.acknowledged += 1;
  }
}

const sameFields = (a: TripFields, b: TripFields) =>
  FIELDS.every((field) => JSON.stringify(a[field]) === JSON.stringify(b[field]));

/** Decides what became of the unanswered write from what the server holds, and records it. */
function settleInFlight(
  client: Client,
  trips: Map<string, ApiTrip>,
  lists: ApiWishlist[],
  tally: Tally,
) {
  const write = client.inFlight;
  client.inFlight = null;
  if (!write) return;
  let createdId: string | undefined;
  let applied: boolean;
  switch (write.kind) {
    case 'create trip':
      createdId = [...trips.values()].find((t) => t.trip_location === write.marker)?._id;
      applied = createdId !== undefined;
      break;
    case 'update trip': {
      const trip = trips.get(write.tripId);
      const model = client.trips.get(write.tripId);
      applied = !!trip && !!model && sameFields(trip, { ...model, ...write.change });
      break;
    }
    case 'create wishlist':
      createdId = lists.find((list) => list.list_name === write.name)?._id;
      applied = createdId !== undefined;
      break;
    case 'add to wishlist':
      applied = trips.get(write.tripId)?.wishlist?._id === write.wishlistId;
      break;
    case 'remove from wishlist':
      applied = trips.get(write.tripId)?.wishlist === null;
      break;
    case 'delete trip':
      applied = !trips.has(write.tripId);
      break;
  }
  if (applied) apply(client, write, createdId);
  tally[applied ? 'inFlightApplied' : 'inFlightNotApplied'] += 1;
}

/**
 * After a restart: each client's acknowledged state is there (trips with their fields and
 * wishlist, deletes gone, wishlists present), and the favourites rule holds for every trip.
 */
async function checkUser(origin: string, clients: Client[], tally: Tally) {
  const token = clients[0]?.token ?? '';
  const [tripAnswer, listAnswer] = await Promise.all([
    send(origin, token, 'GET', '/api/trips/getaway-trip'),
    send(origin, token, 'GET', '/api/wishlist/getlists'),
  ]);
  if (tripAnswer.status !== 200 || listAnswer.status !== 200) {
    fail(
      tally,
      'violations',
      `reads after restart answered ${tripAnswer.status}/${listAnswer.status}`,
    );
    return;
  }
  const trips = new Map((tripAnswer.json as ApiTrip[]).map((trip) => [trip._id, trip]));
  const lists = listAnswer.json as ApiWishlist[];
  const listIds = new Set(lists.map((list) => list._id));

  for (const client of clients) {
    settleInFlight(client, trips, lists, tally);
    for (const [id, expected] of client.trips) {
      tally.checks += 1;
      const actual = trips.get(id);
      if (!actual) {
        fail(tally, 'lost', `trip ${id} (c${client.index}) is gone`);
        client.trips.delete(id);
        continue;
      }
      if (!sameFields(actual, expected)) {
        fail(
          tally,
          'lost',
          `trip ${id} fields ${JSON.stringify(actual)} ≠ ${JSON.stringify(expected)}`,
        );
      }
      if ((actual.wishlist?._id ?? null) !== expected.wishlistId) {
        fail(tally, 'lost', `trip ${id} in ${actual.wishlist?._id} ≠ ${expected.wishlistId}`);
      }
      // Follow the server after a reported loss, so one loss is counted once.
      client.trips.set(id, { ...actual, wishlistId: actual.wishlist?._id ?? null });
    }
    for (const id of client.deleted) {
      tally.checks += 1;
      if (trips.has(id)) fail(tally, 'lost', `deleted trip ${id} is back`);
    }
    for (const [id, name] of client.wishlists) {
      tally.checks += 1;
      if (!listIds.has(id)) fail(tally, 'lost', `wishlist ${name} is gone`);
    }
  }

  // The favourites rule: in a wishlist exactly when isFavorite, and in one wishlist at most.
  const holders = new Map<string, string[]>();
  for (const list of lists) {
    for (const trip of list.trips) {
      holders.set(trip._id, [...(holders.get(trip._id) ?? []), list._id]);
      if (!trip.isFavorite)
        fail(tally, 'violations', `trip ${trip._id} in a wishlist, not favourite`);
      if (!trips.has(trip._id))
        fail(tally, 'violations', `wishlist holds missing trip ${trip._id}`);
    }
  }
  const known = new Set(
    clients.flatMap((client) => [...client.trips.values()].map((t) => t.trip_location)),
  );
  for (const trip of trips.values()) {
    const inLists = holders.get(trip._id) ?? [];
    if (trip.isFavorite !== inLists.length > 0 || inLists.length > 1) {
      fail(
        tally,
        'violations',
        `trip ${trip._id} isFavorite=${trip.isFavorite}, in ${inLists.length} lists`,
      );
    }
    if ((trip.wishlist?._id ?? null) !== (inLists[0] ?? null)) {
      fail(tally, 'violations', `trip ${trip._id} names wishlist ${trip.wishlist?._id}`);
    }
    // A trip no write made (or a write's leftover) is half of something.
    if (!known.has(trip.trip_location)) fail(tally, 'violations', `unexplained trip ${trip._id}`);
  }
}

/** Rows that break a foreign key or the favourites rule, read straight from the database. */
const ORPHAN_SQL = `
  select 'wishlist_trips without trip' as what, count(*)::int as n
    from wishlist_trips wt left join trips t on t.id = wt.trip_id where t.id is null
  union all select 'wishlist_trips without wishlist', count(*)::int
    from wishlist_trips wt left join wishlists w on w.id = wt.wishlist_id where w.id is null
  union all select 'trip in another user''s wishlist', count(*)::int
    from wishlist_trips wt join trips t on t.id = wt.trip_id join wishlists w on w.id = wt.wishlist_id
    where t.user_id <> w.user_id
  union all select 'trip in more than one wishlist', count(*)::int
    from (select trip_id from wishlist_trips group by trip_id having count(*) > 1) x
  union all select 'trips without user', count(*)::int
    from trips t left join users u on u.id = t.user_id where u.id is null
  union all select 'wishlists without user', count(*)::int
    from wishlists w left join users u on u.id = w.user_id where u.id is null
  union all select 'cost_lines without trip', count(*)::int
    from cost_lines c left join trips t on t.id = c.trip_id where t.id is null
  union all select 'sessions without user', count(*)::int
    from sessions s left join users u on u.id = s.user_id where u.id is null
  union all select 'foreign keys missing', 6 - count(*)::int
    from pg_constraint where contype = 'f' and conrelid::regclass::text in
      ('trips', 'wishlists', 'wishlist_trips', 'cost_lines', 'sessions')`;

async function checkDatabase(database: ThrowawayDatabase, tally: Tally) {
  let rows: { what: string; n: number }[];
  if (database.kind === 'postgresql') {
    const client = new pg.Client({ connectionString: database.env.DATABASE_URL });
    await client.connect();
    rows = (await client.query<{ what: string; n: number }>(ORPHAN_SQL)).rows;
    await client.end();
  } else {
    // Opened here only with the server stopped: PGlite has one user at a time.
    const client = await PGlite.create({ dataDir: database.pgliteDir ?? '' });
    rows = (await client.query<{ what: string; n: number }>(ORPHAN_SQL)).rows;
    await client.close();
  }
  for (const row of rows) {
    if (row.n > 0) fail(tally, 'violations', `database: ${row.n} ${row.what}`);
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function crashDatabase(database: ThrowawayDatabase): Promise<Tally> {
  const env = { ...database.env, ...MEASURED_ENV };
  const tally: Tally = {
    database: database.kind,
    kills: 0,
    acknowledged: 0,
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
    const clients: Client[] = Array.from({ length: CLIENTS }, (_, index) => ({
      index,
      token: tokens[index % users] ?? '',
      trips: new Map(),
      deleted: new Set(),
      wishlists: new Map(),
      seq: 0,
      inFlight: null,
    }));
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
      for (let u = 0; u < users; u++) {
        await checkUser(
          app.origin,
          clients.filter((client) => client.index % users === u),
          tally,
        );
      }
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
if (pgUrl) databases.push(() => throwawayPostgres(pgUrl, 'app_crash'));
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
console.log(
  `${((performance.now() - started) / 1000).toFixed(0)} s in all. Time to healthy: SIGKILL'd ` +
    'server restarted on the same database until /api/health answers 200.',
);
const failed = tallies.some((t) => t.lost > 0 || t.violations > 0 || t.unexpectedAnswers > 0);
if (!pgUrl) console.log('PostgreSQL skipped: pass --pg [url] or set CRASH_DATABASE_URL.');
process.exit(failed ? 1 : 0);
