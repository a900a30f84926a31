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
/** A client invites its partner to this many of its trips at most. */
const MAX_INVITES_PER_CLIENT = 4;
/** A cost line's split names this traveller besides the owner (docs/PRODUCT-RULES.md#splitting-costs). */
const NAMED_TRAVELLER = 'Sam';

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

/** Every writer of the database under test, by index: companions are other writers. */
let everyone: Client[] = [];
/**
 * Trips with a companion write in flight (role, remove, leave, hand over): the owner and the
 * companion take turns on a trip's travellers, so the order they read answers is the server's.
 */
const busy = new Set<string>();
type CompanionWrite = Extract<
  Write,
  { kind: 'set role' | 'remove companion' | 'leave trip' | 'hand over' }
>;
const isCompanionWrite = (write: Write): write is CompanionWrite =>
  write.kind === 'set role' ||
  write.kind === 'remove companion' ||
  write.kind === 'leave trip' ||
  write.kind === 'hand over';
/** The writer on `tripId` as a companion (acknowledged), if any. */
const companionOf = (tripId: string) => everyone.find((client) => client.joined.has(tripId));
/** The writer that owns `tripId` in the model, if any. */
const ownerOf = (tripId: string) => everyone.find((client) => client.trips.has(tripId));

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
  role: 'owner' | 'editor' | 'viewer';
  isFavorite: boolean;
  wishlist: { _id: string; list_name: string } | null;
}
interface ApiWishlist {
  _id: string;
  list_name: string;
  trips: ApiTrip[];
}
interface ApiCostLine {
  _id: string;
  label: string;
  paidBy: { userId: string } | { name: string } | null;
  split: { mode: string; among: ({ userId: string } | { name: string })[] } | null;
}
interface ApiPlanItem {
  _id: string;
  day: string | null;
  position: number;
  name: string;
}
interface ApiPlan {
  days: { date: string; items: ApiPlanItem[] }[];
  ideas: ApiPlanItem[];
}
type Role = 'editor' | 'viewer';

/** A cost line as the model holds it: its trip, its unique label, whether its owner then paid it. */
interface CostState {
  tripId: string;
  label: string;
  paid: boolean;
  /** The user who wrote it, named as payer when paid: the trip may have changed hands since. */
  payer: string;
}
/** A plan item as the model holds it: its trip, unique name and day (null: the ideas). */
interface PlanState {
  tripId: string;
  name: string;
  day: string | null;
}

/** A write a client sends; the model changes only when it is acknowledged. */
type Write =
  | { kind: 'create trip'; marker: string; state: TripState }
  | { kind: 'update trip'; tripId: string; change: Partial<TripFields> }
  | { kind: 'create wishlist'; name: string; tripId: string | null }
  | { kind: 'add to wishlist'; tripId: string; wishlistId: string }
  | { kind: 'remove from wishlist'; tripId: string; wishlistId: string }
  | { kind: 'delete trip'; tripId: string }
  | { kind: 'add cost'; tripId: string; label: string; paid: boolean; paidBy: string }
  | { kind: 'delete cost'; tripId: string; costId: string }
  | { kind: 'add plan item'; tripId: string; name: string; day: string | null }
  | { kind: 'move plan item'; tripId: string; itemId: string; day: string | null; position: number }
  | { kind: 'delete plan item'; tripId: string; itemId: string }
  | { kind: 'invite'; tripId: string; role: Role }
  | { kind: 'accept invite'; tripId: string; role: Role; token: string }
  | { kind: 'set role'; tripId: string; member: number; memberId: string; role: Role }
  | { kind: 'remove companion'; tripId: string; member: number; memberId: string }
  | { kind: 'leave trip'; tripId: string; userId: string }
  | { kind: 'hand over'; tripId: string; member: number; memberId: string }
  | { kind: 'share'; tripId: string; showsCosts: boolean; previous: string | undefined }
  | { kind: 'stop share'; tripId: string; previous: string | null };

/** One writer: what it believes the server holds, from acknowledged writes only. */
interface Client {
  index: number;
  token: string;
  trips: Map<string, TripState>;
  deleted: Set<string>;
  wishlists: Map<string, string>;
  /** Its user's id, named as the payer of a cost line. */
  userId: string;
  costs: Map<string, CostState>;
  deletedCosts: Set<string>;
  plan: Map<string, PlanState>;
  deletedItems: Set<string>;
  /** Trips it invited its partner to (sent, whatever came of it): never invited twice nor deleted. */
  invited: Set<string>;
  /** Invites its partner made it and it has yet to accept. */
  invitations: { tripId: string; role: Role; token: string }[];
  /** Trips it joined as a companion (acknowledged), with the role. */
  joined: Map<string, Role>;
  /** Trips it left or was removed from (acknowledged): its user may no longer read them. */
  gone: Set<string>;
  /** Its trips with a working share link: the token, null when made by an unanswered write. */
  shares: Map<string, string | null>;
  /** Share tokens revoked, replaced or whose trip was deleted: each answers 404. */
  stopped: Set<string>;
  /** The client that accepts its invites (another user). */
  partner: Client | null;
  seq: number;
  /** The write sent but not answered when the server died: either outcome is allowed. */
  inFlight: Write | null;
}

interface Tally {
  database: string;
  kills: number;
  acknowledged: number;
  /** Acknowledged writes by kind, to show each kind was exercised. */
  byKind: Partial<Record<Write['kind'], number>>;
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
    case 'add cost':
      return {
        method: 'POST',
        path: `/api/trips/getaway/${write.tripId}/costs`,
        body: {
          category: 'other',
          label: write.label,
          planned: { amount: 1000 + (write.label.length % 50) * 100, currency: 'USD' },
          ...(write.paid ? paidAndSplit(write.paidBy) : {}),
        },
      };
    case 'delete cost':
      return { method: 'DELETE', path: `/api/trips/getaway/${write.tripId}/costs/${write.costId}` };
    case 'add plan item':
      return {
        method: 'POST',
        path: `/api/trips/getaway/${write.tripId}/plan/items`,
        body: { name: write.name, day: write.day },
      };
    case 'move plan item':
      return {
        method: 'POST',
        path: `/api/trips/getaway/${write.tripId}/plan/items/${write.itemId}/move`,
        body: { day: write.day, position: write.position },
      };
    case 'delete plan item':
      return {
        method: 'DELETE',
        path: `/api/trips/getaway/${write.tripId}/plan/items/${write.itemId}`,
      };
    case 'invite':
      return {
        method: 'POST',
        path: `/api/trips/getaway/${write.tripId}/invites`,
        body: { role: write.role },
      };
    case 'accept invite':
      return { method: 'POST', path: `/api/invites/${write.token}/accept` };
    case 'set role':
      return {
        method: 'PUT',
        path: `/api/trips/getaway/${write.tripId}/members/${write.memberId}`,
        body: { role: write.role },
      };
    case 'remove companion':
      return {
        method: 'DELETE',
        path: `/api/trips/getaway/${write.tripId}/members/${write.memberId}`,
      };
    case 'leave trip':
      return {
        method: 'DELETE',
        path: `/api/trips/getaway/${write.tripId}/members/${write.userId}`,
      };
    case 'hand over':
      return {
        method: 'POST',
        path: `/api/trips/getaway/${write.tripId}/owner`,
        body: { userId: write.memberId },
      };
    case 'share':
      return {
        method: 'POST',
        path: `/api/trips/getaway/${write.tripId}/share`,
        body: { showsCosts: write.showsCosts },
      };
    case 'stop share':
      return { method: 'DELETE', path: `/api/trips/getaway/${write.tripId}/share` };
  }
}

/** Paid by the owner, split equally between the owner and a traveller without an account. */
const paidAndSplit = (userId: string) => ({
  paidBy: { userId },
  split: { mode: 'equal', among: [{ userId }, { name: NAMED_TRAVELLER }] },
});

/** The days of a dated trip, YYYY-MM-DD, in order; none for an undated one. */
function tripDays(trip: TripFields | undefined): string[] {
  if (!trip?.trip_start || !trip.trip_end) return [];
  const days: string[] = [];
  for (let t = Date.parse(trip.trip_start); t <= Date.parse(trip.trip_end); t += 86_400_000) {
    days.push(new Date(t).toISOString().slice(0, 10));
  }
  return days;
}

/** A trip's own things: its cost lines and plan items leave the model with it, its link stops. */
function forgetTrip(client: Client, tripId: string) {
  for (const [id, cost] of client.costs) if (cost.tripId === tripId) client.costs.delete(id);
  for (const [id, item] of client.plan) if (item.tripId === tripId) client.plan.delete(id);
  stopShare(client, tripId);
}

function stopShare(client: Client, tripId: string) {
  const token = client.shares.get(tripId);
  if (token) client.stopped.add(token);
  client.shares.delete(tripId);
}

/** The companion is off the trip: its user may not read it, and its owner may invite again. */
function leaveTrip(companion: Client, tripId: string) {
  companion.joined.delete(tripId);
  companion.gone.add(tripId);
  ownerOf(tripId)?.invited.delete(tripId);
}

/**
 * The trip, its cost lines, plan items and share link pass from `from` to the companion `to`;
 * `from` stays on as an editor (docs/PRODUCT-RULES.md#roles). Its wishlist stays `from`'s own.
 */
function handOver(from: Client, to: Client, tripId: string) {
  const trip = from.trips.get(tripId);
  from.trips.delete(tripId);
  from.invited.delete(tripId);
  if (trip) to.trips.set(tripId, { ...trip, wishlistId: null });
  // Its companion slot is taken (by `from`): no invite on it, and it is not deleted.
  to.invited.add(tripId);
  to.joined.delete(tripId);
  from.joined.set(tripId, 'editor');
  for (const [id, cost] of from.costs) {
    if (cost.tripId !== tripId) continue;
    to.costs.set(id, cost);
    from.costs.delete(id);
  }
  for (const [id, item] of from.plan) {
    if (item.tripId !== tripId) continue;
    to.plan.set(id, item);
    from.plan.delete(id);
  }
  for (const id of from.deletedCosts) to.deletedCosts.add(id);
  for (const id of from.deletedItems) to.deletedItems.add(id);
  if (from.shares.has(tripId)) {
    to.shares.set(tripId, from.shares.get(tripId) ?? null);
    from.shares.delete(tripId);
  }
}

function apply(client: Client, write: Write, answer: { _id?: string | undefined; token?: string }) {
  const createdId = answer._id;
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
      forgetTrip(client, write.tripId);
      return;
    case 'add cost':
      if (createdId) {
        client.costs.set(createdId, {
          tripId: write.tripId,
          label: write.label,
          paid: write.paid,
          payer: write.paidBy,
        });
      }
      return;
    case 'delete cost':
      client.costs.delete(write.costId);
      client.deletedCosts.add(write.costId);
      return;
    case 'add plan item':
      if (createdId) {
        client.plan.set(createdId, { tripId: write.tripId, name: write.name, day: write.day });
      }
      return;
    case 'move plan item': {
      const item = client.plan.get(write.itemId);
      if (item) item.day = write.day;
      return;
    }
    case 'delete plan item':
      client.plan.delete(write.itemId);
      client.deletedItems.add(write.itemId);
      return;
    case 'invite':
      // The token is in the answer only: an unanswered invite can never be accepted.
      if (answer.token && client.partner) {
        client.partner.invitations.push({
          tripId: write.tripId,
          role: write.role,
          token: answer.token,
        });
      }
      return;
    case 'accept invite':
      client.joined.set(write.tripId, write.role);
      // Its user is on the trip again, whichever of its writers left it before.
      for (const other of everyone) {
        if (other.userId === client.userId) other.gone.delete(write.tripId);
      }
      return;
    case 'set role':
      everyone[write.member]?.joined.set(write.tripId, write.role);
      return;
    case 'remove companion': {
      const member = everyone[write.member];
      if (member) leaveTrip(member, write.tripId);
      return;
    }
    case 'leave trip':
      leaveTrip(client, write.tripId);
      return;
    case 'hand over': {
      const member = everyone[write.member];
      if (member) handOver(client, member, write.tripId);
      return;
    }
    case 'share':
      stopShare(client, write.tripId);
      client.shares.set(write.tripId, answer.token ?? null);
      return;
    case 'stop share':
      stopShare(client, write.tripId);
  }
}

/** The client's next write, chosen at random among those its model allows. */
function nextWrite(client: Client): Write {
  const seq = ++client.seq;
  const tripIds = [...client.trips.keys()];
  const favourites = tripIds.filter((id) => client.trips.get(id)?.wishlistId);
  const lists = [...client.wishlists.keys()];
  const invitation = random() < 0.5 ? client.invitations.shift() : undefined;
  if (invitation) return { kind: 'accept invite', ...invitation };
  const joined = [...client.joined.keys()].filter((id) => !busy.has(id));
  if (joined.length > 0 && random() < 0.01) {
    const tripId = pick(joined);
    busy.add(tripId);
    return { kind: 'leave trip', tripId, userId: client.userId };
  }
  if (tripIds.length > 0 && random() < 0.45) return nextTripThing(client, seq, pick(tripIds));
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
  // A trip its partner was invited to stays, so the invite can always be accepted.
  const deletable = tripIds.filter((id) => !client.invited.has(id));
  if (deletable.length === 0) {
    return {
      kind: 'update trip',
      tripId: pick(tripIds),
      change: { notes: `c${client.index}-u${seq}` },
    };
  }
  return { kind: 'delete trip', tripId: pick(deletable) };
}

/** The owner's write to the trip's companion: a new role (mostly), a hand over, or removal. */
function companionWrite(tripId: string, companion: Client): Write {
  busy.add(tripId);
  const member = { tripId, member: companion.index, memberId: companion.userId };
  const roll = random();
  if (roll < 0.6) {
    const role = companion.joined.get(tripId) === 'editor' ? 'viewer' : 'editor';
    return { kind: 'set role', ...member, role };
  }
  if (roll < 0.85) return { kind: 'hand over', ...member };
  return { kind: 'remove companion', ...member };
}

/** Makes or replaces the trip's share link, or stops it; one made unanswered is stopped first. */
function shareWrite(client: Client, tripId: string): Write {
  const previous = client.shares.get(tripId);
  if (previous === null || (previous !== undefined && random() < 0.6)) {
    return { kind: 'stop share', tripId, previous };
  }
  return { kind: 'share', tripId, showsCosts: random() < 0.5, previous };
}

/** A write to one trip's cost lines, plan, companions or share link. */
function nextTripThing(client: Client, seq: number, tripId: string): Write {
  const companion = companionOf(tripId);
  if (companion && !busy.has(tripId) && random() < 0.3) return companionWrite(tripId, companion);
  if (random() < 0.08) return shareWrite(client, tripId);
  const days = tripDays(client.trips.get(tripId));
  const costIds = [...client.costs].filter(([, c]) => c.tripId === tripId).map(([id]) => id);
  const itemIds = [...client.plan].filter(([, i]) => i.tripId === tripId).map(([id]) => id);
  const roll = random();
  if (roll < 0.2) {
    const label = `c${client.index}-k${seq}`;
    return { kind: 'add cost', tripId, label, paid: random() < 0.5, paidBy: client.userId };
  }
  if (roll < 0.3 && costIds.length > 0) {
    return { kind: 'delete cost', tripId, costId: pick(costIds) };
  }
  const day = days.length > 0 && random() < 0.7 ? pick(days) : null;
  if (roll < 0.55) return { kind: 'add plan item', tripId, name: `c${client.index}-p${seq}`, day };
  if (roll < 0.75 && itemIds.length > 0) {
    return {
      kind: 'move plan item',
      tripId,
      itemId: pick(itemIds),
      day: pick([null, ...days]),
      position: Math.floor(random() * 4),
    };
  }
  if (roll < 0.87 && itemIds.length > 0) {
    return { kind: 'delete plan item', tripId, itemId: pick(itemIds) };
  }
  if (
    roll >= 0.87 &&
    client.partner &&
    client.invited.size < MAX_INVITES_PER_CLIENT &&
    !client.invited.has(tripId)
  ) {
    client.invited.add(tripId);
    return { kind: 'invite', tripId, role: random() < 0.5 ? 'editor' : 'viewer' };
  }
  return { kind: 'add plan item', tripId, name: `c${client.index}-p${seq}`, day };
}

/** One request; with no `token`, as anyone without a login (a share link's page). */
async function send(origin: string, token: string, method: string, path: string, body?: unknown) {
  const response = await fetch(origin + path, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
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
    apply(client, write, answer.json as { _id?: string; token?: string });
    client.inFlight = null;
    if (isCompanionWrite(write)) busy.delete(write.tripId);
    tally.acknowledged += 1;
    tally.byKind[write.kind] = (tally.byKind[write.kind] ?? 0) + 1;
    // A stopped or replaced share link answers 404 at once, not only after a restart.
    if ((write.kind === 'share' || write.kind === 'stop share') && write.previous) {
      let read: { status: number };
      try {
        read = await send(origin, '', 'GET', `/api/shared/${write.previous}`);
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

/** One trip's cost lines and plan items (every list's items), as the server answers them. */
interface TripThings {
  costs: ApiCostLine[];
  items: ApiPlanItem[];
  /** Each list's positions in order: the ideas, then each day. */
  positions: number[][];
}

const sameFields = (a: TripFields, b: TripFields) =>
  FIELDS.every((field) => JSON.stringify(a[field]) === JSON.stringify(b[field]));

/** Decides what became of the unanswered write from what the server holds, and records it. */
function settleInFlight(
  client: Client,
  trips: Map<string, ApiTrip>,
  lists: ApiWishlist[],
  things: Map<string, TripThings>,
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
    case 'add cost':
      createdId = things.get(write.tripId)?.costs.find((c) => c.label === write.label)?._id;
      applied = createdId !== undefined;
      break;
    case 'delete cost':
      applied = !things.get(write.tripId)?.costs.some((c) => c._id === write.costId);
      break;
    case 'add plan item':
      createdId = things.get(write.tripId)?.items.find((i) => i.name === write.name)?._id;
      applied = createdId !== undefined;
      break;
    case 'move plan item': {
      const item = things.get(write.tripId)?.items.find((i) => i._id === write.itemId);
      applied = !!item && item.day === write.day;
      break;
    }
    case 'delete plan item':
      applied = !things.get(write.tripId)?.items.some((i) => i._id === write.itemId);
      break;
    case 'invite':
      return; // whether it was made cannot be seen and changes nothing: its token was never read
    case 'accept invite':
      applied = trips.get(write.tripId)?.role === write.role;
      // Not joined: the invite still works, so it is accepted later.
      if (!applied)
        client.invitations.unshift({ tripId: write.tripId, role: write.role, token: write.token });
      break;
    default:
      return; // a companion or share write, settled before the checks (settleTravellers)
  }
  if (applied) apply(client, write, { _id: createdId });
  tally[applied ? 'inFlightApplied' : 'inFlightNotApplied'] += 1;
}

interface ApiMember {
  userId: string;
  fname: string;
  role: string;
}

async function membersOf(origin: string, client: Client, tripId: string) {
  const answer = await send(origin, client.token, 'GET', `/api/trips/getaway/${tripId}/members`);
  return {
    status: answer.status,
    members: answer.status === 200 ? (answer.json as ApiMember[]) : [],
  };
}

/**
 * Decides what became of an unanswered companion or share write, before the checks: the owner
 * and the companion of a trip are checked by different users, both after this.
 */
async function settleTravellers(origin: string, tally: Tally) {
  await Promise.all(
    everyone.map(async (client) => {
      const write = client.inFlight;
      if (!write) return;
      let applied: boolean;
      switch (write.kind) {
        case 'set role':
        case 'remove companion': {
          const { members } = await membersOf(origin, client, write.tripId);
          const member = members.find((m) => m.userId === write.memberId);
          applied = write.kind === 'set role' ? member?.role === write.role : !member;
          break;
        }
        case 'leave trip':
          applied = (await membersOf(origin, client, write.tripId)).status === 404;
          break;
        case 'hand over': {
          // Owner or editor, the companion reads the travellers either way.
          const member = everyone[write.member];
          const { members } = member
            ? await membersOf(origin, member, write.tripId)
            : { members: [] };
          applied = members.some((m) => m.role === 'owner' && m.userId === write.memberId);
          break;
        }
        case 'share':
        case 'stop share': {
          const stopped = write.previous
            ? (await send(origin, '', 'GET', `/api/shared/${write.previous}`)).status === 404
            : undefined;
          const status = await send(
            origin,
            client.token,
            'GET',
            `/api/trips/getaway/${write.tripId}/share`,
          );
          const active = (status.json as { active?: boolean }).active === true;
          // A replaced link stops; a first one shows as a working link; a stopped one as none.
          applied = write.kind === 'share' ? (stopped ?? active) : !active;
          break;
        }
        default:
          return; // settled with the user's own reads
      }
      client.inFlight = null;
      if (applied) apply(client, write, {});
      tally[applied ? 'inFlightApplied' : 'inFlightNotApplied'] += 1;
    }),
  );
  busy.clear();
}

/** The cost lines and plan of each trip the user owns, read after a restart. */
async function readThings(origin: string, token: string, trips: ApiTrip[], tally: Tally) {
  const things = new Map<string, TripThings>();
  await Promise.all(
    trips
      .filter((trip) => trip.role === 'owner')
      .map(async (trip) => {
        const base = `/api/trips/getaway/${trip._id}`;
        const [costs, plan] = await Promise.all([
          send(origin, token, 'GET', `${base}/costs`),
          send(origin, token, 'GET', `${base}/plan`),
        ]);
        if (costs.status !== 200 || plan.status !== 200) {
          fail(
            tally,
            'violations',
            `trip ${trip._id} costs/plan answered ${costs.status}/${plan.status}`,
          );
          return;
        }
        const { days, ideas } = plan.json as ApiPlan;
        const lists = [ideas, ...days.map((day) => day.items)];
        things.set(trip._id, {
          costs: (costs.json as { items: ApiCostLine[] }).items,
          items: lists.flat(),
          positions: lists.map((items) => items.map((item) => item.position)),
        });
      }),
  );
  return things;
}

/** A paid line names the owner as payer and splits equally between the owner and Sam. */
function paidAsSent(line: ApiCostLine, userId: string) {
  const among = line.split?.among ?? [];
  return (
    JSON.stringify(line.paidBy) === JSON.stringify({ userId }) &&
    line.split?.mode === 'equal' &&
    among.length === 2 &&
    among.some((entry) => 'userId' in entry && entry.userId === userId) &&
    among.some((entry) => 'name' in entry && entry.name === NAMED_TRAVELLER)
  );
}

/** Each acknowledged cost line and plan item of the client's trips is there, and nothing else. */
function checkThings(client: Client, things: Map<string, TripThings>, tally: Tally) {
  for (const tripId of client.trips.keys()) {
    const trip = things.get(tripId);
    if (!trip) continue; // the trip itself is reported lost
    const costs = new Map(trip.costs.map((line) => [line._id, line]));
    for (const [id, expected] of client.costs) {
      if (expected.tripId !== tripId) continue;
      tally.checks += 1;
      const actual = costs.get(id);
      if (!actual) {
        fail(tally, 'lost', `cost line ${expected.label} of trip ${tripId} is gone`);
        client.costs.delete(id);
      } else if (actual.label !== expected.label) {
        fail(tally, 'lost', `cost line ${id} is labelled ${actual.label} ≠ ${expected.label}`);
      } else if (expected.paid && !paidAsSent(actual, expected.payer)) {
        fail(tally, 'lost', `cost line ${expected.label} paid/split ${JSON.stringify(actual)}`);
      } else if (!expected.paid && (actual.paidBy !== null || actual.split !== null)) {
        fail(tally, 'violations', `cost line ${expected.label} gained a payer or a split`);
      }
      costs.delete(id);
    }
    // A deleted line back is a lost delete; a line no write made is half of something.
    for (const line of costs.values()) {
      if (client.deletedCosts.has(line._id)) {
        fail(tally, 'lost', `deleted cost line ${line.label} is back on trip ${tripId}`);
      } else {
        fail(tally, 'violations', `unexplained cost line ${line.label} on trip ${tripId}`);
      }
    }

    const items = new Map(trip.items.map((item) => [item._id, item]));
    for (const [id, expected] of client.plan) {
      if (expected.tripId !== tripId) continue;
      tally.checks += 1;
      const actual = items.get(id);
      if (!actual) {
        fail(tally, 'lost', `plan item ${expected.name} of trip ${tripId} is gone`);
        client.plan.delete(id);
      } else if (actual.name !== expected.name || actual.day !== expected.day) {
        fail(
          tally,
          'lost',
          `plan item ${actual.name} on ${actual.day} ≠ ${expected.name} on ${expected.day}`,
        );
        expected.day = actual.day;
      }
      items.delete(id);
    }
    for (const item of items.values()) {
      if (client.deletedItems.has(item._id)) {
        fail(tally, 'lost', `deleted plan item ${item.name} is back on trip ${tripId}`);
      } else {
        fail(tally, 'violations', `unexplained plan item ${item.name} on trip ${tripId}`);
      }
    }
    // Each day's (and the ideas') positions run 0..n-1, none repeated.
    for (const positions of trip.positions) {
      tally.checks += 1;
      if (positions.some((position, index) => position !== index)) {
        fail(tally, 'violations', `trip ${tripId} plan positions ${JSON.stringify(positions)}`);
      }
    }
  }
}

/**
 * Each acknowledged join: the trip is in the companion's list with its role, and among the
 * members; each acknowledged leave or removal: the trip is out of the list and answers 404.
 */
async function checkJoined(
  origin: string,
  client: Client,
  trips: Map<string, ApiTrip>,
  tally: Tally,
) {
  await Promise.all(
    [...client.joined].map(async ([tripId, role]) => {
      tally.checks += 1;
      const trip = trips.get(tripId);
      if (trip?.role !== role) {
        fail(
          tally,
          'lost',
          `c${client.index} joined trip ${tripId} as ${role}, lists ${trip?.role}`,
        );
      }
      const members = await send(
        origin,
        client.token,
        'GET',
        `/api/trips/getaway/${tripId}/members`,
      );
      const listed =
        members.status === 200 ? (members.json as { userId: string; role: string }[]) : [];
      if (!listed.some((member) => member.userId === client.userId && member.role === role)) {
        fail(
          tally,
          'lost',
          `c${client.index} is not ${role} among trip ${tripId}'s members (${members.status})`,
        );
      }
    }),
  );
  await Promise.all(
    [...client.gone].map(async (tripId) => {
      tally.checks += 1;
      const trip = await send(origin, client.token, 'GET', `/api/trips/getaway/${tripId}`);
      if (trips.has(tripId) || trip.status !== 404) {
        fail(
          tally,
          'lost',
          `c${client.index} left trip ${tripId}, which it still reads (${trip.status})`,
        );
      }
    }),
  );
}

/**
 * Every trip that has or had a companion: exactly one owner, the writer that owns it, and exactly
 * the companions the acknowledged writes left on it, each with its last role.
 */
async function checkTravellers(origin: string, tally: Tally) {
  const companionTrips = new Set(
    everyone.flatMap((client) => [...client.invited, ...client.joined.keys(), ...client.gone]),
  );
  await Promise.all(
    everyone.flatMap((owner) =>
      [...owner.trips.keys()]
        .filter((tripId) => companionTrips.has(tripId))
        .map(async (tripId) => {
          tally.checks += 1;
          const { status, members } = await membersOf(origin, owner, tripId);
          if (status !== 200) {
            fail(tally, 'lost', `trip ${tripId}'s members answered ${status} to its owner`);
            return;
          }
          const owners = members.filter((member) => member.role === 'owner');
          if (owners.length !== 1) {
            fail(tally, 'violations', `trip ${tripId} has ${owners.length} owners`);
          } else if (owners[0]?.userId !== owner.userId) {
            fail(
              tally,
              'lost',
              `trip ${tripId} is owned by ${owners[0]?.userId}, not c${owner.index}`,
            );
          }
          const expected = new Map(
            everyone.flatMap((c) => {
              const role = c.joined.get(tripId);
              return role ? [[c.userId, role] as const] : [];
            }),
          );
          for (const [userId, role] of expected) {
            const actual = members.find((member) => member.userId === userId);
            if (actual?.role !== role) {
              fail(
                tally,
                'lost',
                `trip ${tripId}: companion ${userId} is ${actual?.role}, not ${role}`,
              );
            }
          }
          for (const member of members) {
            if (member.role === 'owner' || expected.has(member.userId)) continue;
            const gone = everyone.some((c) => c.userId === member.userId && c.gone.has(tripId));
            fail(
              tally,
              gone ? 'lost' : 'violations',
              `trip ${tripId}: ${gone ? 'removed' : 'unexplained'} companion ${member.userId} (${member.role})`,
            );
          }
        }),
    ),
  );
}

/** Each working share link opens its trip without a login; each stopped one answers 404. */
async function checkShares(origin: string, tally: Tally) {
  await Promise.all(
    everyone.flatMap((client) => [
      ...[...client.shares].map(async ([tripId, token]) => {
        tally.checks += 1;
        if (token === null) {
          const status = await send(
            origin,
            client.token,
            'GET',
            `/api/trips/getaway/${tripId}/share`,
          );
          if ((status.json as { active?: boolean }).active !== true) {
            fail(tally, 'lost', `trip ${tripId}'s share link is gone (${status.status})`);
          }
          return;
        }
        const read = await send(origin, '', 'GET', `/api/shared/${token}`);
        if (read.status !== 200) {
          fail(tally, 'lost', `trip ${tripId}'s share link answered ${read.status}`);
        }
      }),
      ...[...client.stopped].map(async (token) => {
        tally.checks += 1;
        const read = await send(origin, '', 'GET', `/api/shared/${token}`);
        if (read.status !== 404) {
          fail(tally, 'lost', `a stopped share link of c${client.index} answered ${read.status}`);
        }
      }),
    ]),
  );
}

/**
 * After a restart: each client's acknowledged state is there (trips with their fields and
 * wishlist, deletes gone, wishlists present, cost lines, plan items, joins), and the favourites
 * and plan-order rules hold for every trip.
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
  const things = await readThings(origin, token, [...trips.values()], tally);

  for (const client of clients) {
    settleInFlight(client, trips, lists, things, tally);
    checkThings(client, things, tally);
    await checkJoined(origin, client, trips, tally);
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
    if (trip.role !== 'owner') {
      if (!clients.some((client) => client.joined.get(trip._id) === trip.role)) {
        fail(tally, 'violations', `unexplained ${trip.role} role on trip ${trip._id}`);
      }
    } else if (!known.has(trip.trip_location))
      fail(tally, 'violations', `unexplained trip ${trip._id}`);
  }
}

/** Rows that break a foreign key or the favourites rule, read straight from the database. */
const ORPHAN_SQL = `
  select 'wishlist_trips without trip' as what, count(*)::int as n
    from wishlist_trips wt left join trips t on t.id = wt.trip_id where t.id is null
  union all select 'wishlist_trips without wishlist', count(*)::int
    from wishlist_trips wt left join wishlists w on w.id = wt.wishlist_id where w.id is null
  union all select 'trip in the wishlist of someone not on it', count(*)::int
    from wishlist_trips wt join trips t on t.id = wt.trip_id join wishlists w on w.id = wt.wishlist_id
    where w.user_id <> t.user_id and not exists (select 1 from trip_members m
      where m.trip_id = wt.trip_id and m.user_id = w.user_id)
  union all select 'wishlist_trips row of another user than its wishlist''s', count(*)::int
    from wishlist_trips wt join wishlists w on w.id = wt.wishlist_id where wt.user_id <> w.user_id
  union all select 'trip in more than one wishlist of a traveller', count(*)::int
    from (select 1 from wishlist_trips group by trip_id, user_id having count(*) > 1) x
  union all select 'trips without user', count(*)::int
    from trips t left join users u on u.id = t.user_id where u.id is null
  union all select 'wishlists without user', count(*)::int
    from wishlists w left join users u on u.id = w.user_id where u.id is null
  union all select 'cost_lines without trip', count(*)::int
    from cost_lines c left join trips t on t.id = c.trip_id where t.id is null
  union all select 'sessions without user', count(*)::int
    from sessions s left join users u on u.id = s.user_id where u.id is null
  union all select 'plan_items without trip', count(*)::int
    from plan_items p left join trips t on t.id = p.trip_id where t.id is null
  union all select 'plan positions repeated', count(*)::int
    from (select 1 from plan_items group by trip_id, day, position having count(*) > 1) x
  union all select 'trip_members without trip or user', count(*)::int
    from trip_members m left join trips t on t.id = m.trip_id left join users u on u.id = m.user_id
    where t.id is null or u.id is null
  union all select 'owner also a companion', count(*)::int
    from trip_members m join trips t on t.id = m.trip_id where t.user_id = m.user_id
  union all select 'trip_invites without trip', count(*)::int
    from trip_invites i left join trips t on t.id = i.trip_id where t.id is null
  union all select 'trip_shares without trip', count(*)::int
    from trip_shares s left join trips t on t.id = s.trip_id where t.id is null
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
        const { json } = await send(app.origin, token, 'GET', '/api/user/infor');
        return (json as { _id: string })._id;
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
    everyone = clients;
    busy.clear();
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
