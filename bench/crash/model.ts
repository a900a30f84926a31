// The crash test's model: what each writer believes the server holds, from acknowledged writes
// only, and how an acknowledged write changes it.
import type { CompanionRole } from '../../src/shared/contracts/members';
import type { Trip } from '../../src/shared/contracts/trips';

/** A cost line's split names this traveller besides the owner (docs/PRODUCT-RULES.md#splitting-costs). */
export const NAMED_TRAVELLER = 'Sam';

/** Every writer of the database under test, by index: companions are other writers. */
export let everyone: Client[] = [];
/**
 * Trips with a companion write in flight (role, remove, leave, hand over): the owner and the
 * companion take turns on a trip's travellers, so the order they read answers is the server's.
 */
export const busy = new Set<string>();
type CompanionWrite = Extract<
  Write,
  { kind: 'set role' | 'remove companion' | 'leave trip' | 'hand over' }
>;
export const isCompanionWrite = (write: Write): write is CompanionWrite =>
  write.kind === 'set role' ||
  write.kind === 'remove companion' ||
  write.kind === 'leave trip' ||
  write.kind === 'hand over';
/** The writer on `tripId` as a companion (acknowledged), if any. */
export const companionOf = (tripId: string) => everyone.find((client) => client.joined.has(tripId));
/** The writer that owns `tripId` in the model, if any. */
const ownerOf = (tripId: string) => everyone.find((client) => client.trips.has(tripId));

/** A new database's writers: none has a companion write in flight. */
export function startModel(clients: Client[]) {
  everyone = clients;
  busy.clear();
}

/** The trip fields a write sets and the check compares with the server's answer. */
const FIELDS = [
  'location_address',
  'trip_location',
  'trip_start',
  'trip_end',
  'within_trips',
  'notes',
  'travellers',
] as const;
/** A trip's fields as the API answers them (the contract), and the picture a new trip is sent with. */
export type TripFields = Pick<Trip, (typeof FIELDS)[number] | 'image_url'>;
export interface TripState extends TripFields {
  wishlistId: string | null;
}
type Role = CompanionRole;

/** A cost line as the model holds it: its trip, its unique label, whether its owner then paid it. */
export interface CostState {
  tripId: string;
  label: string;
  paid: boolean;
  /** The user who wrote it, named as payer when paid: the trip may have changed hands since. */
  payer: string;
}
/** A plan item as the model holds it: its trip, unique name and day (null: the ideas). */
export interface PlanState {
  tripId: string;
  name: string;
  day: string | null;
}

/**
 * A booking as the model holds it: its trip and unique title. Each is priced, so it is the actual
 * of a cost line labelled by its title, made in the same transaction.
 */
export interface BookingState {
  tripId: string;
  title: string;
}

/** A booking's price: what its cost line's actual must be. */
export const bookingPrice = (title: string) => 10_000 + (title.length % 50) * 100;

/** A write a client sends; the model changes only when it is acknowledged. */
export type Write =
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
  | { kind: 'add booking'; tripId: string; title: string }
  | { kind: 'delete booking'; tripId: string; bookingId: string }
  | { kind: 'invite'; tripId: string; role: Role }
  | { kind: 'accept invite'; tripId: string; role: Role; token: string }
  | { kind: 'set role'; tripId: string; member: number; memberId: string; role: Role }
  | { kind: 'remove companion'; tripId: string; member: number; memberId: string }
  | { kind: 'leave trip'; tripId: string; userId: string }
  | { kind: 'hand over'; tripId: string; member: number; memberId: string }
  | { kind: 'share'; tripId: string; showsCosts: boolean; previous: string | undefined }
  | { kind: 'stop share'; tripId: string; previous: string | null }
  | { kind: 'create watch'; cap: number }
  | { kind: 'check watch'; watchId: string }
  | { kind: 'delete watch'; watchId: string }
  | { kind: 'notice choices'; email: boolean; push: boolean };

/** One writer: what it believes the server holds, from acknowledged writes only. */
export interface Client {
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
  bookings: Map<string, BookingState>;
  /** Deleted with their cost line (costLine=delete). */
  deletedBookings: Set<string>;
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
  /** Its flexible price watches by id, each with its unique cap a person (minor units). */
  watches: Map<string, number>;
  deletedWatches: Set<string>;
  /**
   * Its user's notice channels as last acknowledged; null before any. Only the first client of
   * each user writes them, so the order of two writes is never in doubt.
   */
  choices: { email: boolean; push: boolean } | null;
  writesChoices: boolean;
  /** The client that accepts its invites (another user). */
  partner: Client | null;
  seq: number;
  /** The write sent but not answered when the server died: either outcome is allowed. */
  inFlight: Write | null;
}

export interface Tally {
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

export function fail(tally: Tally, what: 'lost' | 'violations', message: string) {
  tally[what] += 1;
  console.error(`  ${what === 'lost' ? 'LOST' : 'VIOLATION'}: ${message}`);
}

/** The days of a dated trip, YYYY-MM-DD, in order; none for an undated one. */
export function tripDays(trip: TripFields | undefined): string[] {
  if (!trip?.trip_start || !trip.trip_end) return [];
  const days: string[] = [];
  for (let t = Date.parse(trip.trip_start); t <= Date.parse(trip.trip_end); t += 86_400_000) {
    days.push(new Date(t).toISOString().slice(0, 10));
  }
  return days;
}

/** A trip's own things: its cost lines, plan items and bookings leave the model with it, its link stops. */
function forgetTrip(client: Client, tripId: string) {
  for (const [id, cost] of client.costs) if (cost.tripId === tripId) client.costs.delete(id);
  for (const [id, item] of client.plan) if (item.tripId === tripId) client.plan.delete(id);
  for (const [id, booking] of client.bookings)
    if (booking.tripId === tripId) client.bookings.delete(id);
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
 * The trip, its cost lines, plan items, bookings and share link pass from `from` to the companion `to`;
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
  for (const [id, booking] of from.bookings) {
    if (booking.tripId !== tripId) continue;
    to.bookings.set(id, booking);
    from.bookings.delete(id);
  }
  for (const id of from.deletedCosts) to.deletedCosts.add(id);
  for (const id of from.deletedItems) to.deletedItems.add(id);
  for (const id of from.deletedBookings) to.deletedBookings.add(id);
  if (from.shares.has(tripId)) {
    to.shares.set(tripId, from.shares.get(tripId) ?? null);
    from.shares.delete(tripId);
  }
}

export function apply(
  client: Client,
  write: Write,
  answer: { _id?: string | undefined; token?: string },
) {
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
    case 'add booking':
      if (createdId) client.bookings.set(createdId, { tripId: write.tripId, title: write.title });
      return;
    case 'delete booking':
      client.bookings.delete(write.bookingId);
      client.deletedBookings.add(write.bookingId);
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
      return;
    case 'create watch':
      if (createdId) client.watches.set(createdId, write.cap);
      return;
    case 'check watch':
      return;
    case 'delete watch':
      client.watches.delete(write.watchId);
      client.deletedWatches.add(write.watchId);
      return;
    case 'notice choices':
      client.choices = { email: write.email, push: write.push };
  }
}
export const sameFields = (a: TripFields, b: TripFields) =>
  FIELDS.every((field) => JSON.stringify(a[field]) === JSON.stringify(b[field]));
