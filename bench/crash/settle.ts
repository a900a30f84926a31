// What became of each write the server never answered, decided after a restart from what the
// server holds; and the reads of each trip's cost lines and plan those checks share.
import { bookingsRoutes, type Booking } from '../../src/shared/contracts/bookings';
import { costRoutes, type CostItem, type CostPlan } from '../../src/shared/contracts/costs';
import { shareRoutes, type ShareStatus } from '../../src/shared/contracts/invites';
import { memberRoutes, type Member } from '../../src/shared/contracts/members';
import { planRoutes, type Plan, type PlanItem } from '../../src/shared/contracts/plan';
import type { Trip } from '../../src/shared/contracts/trips';
import type { Watch } from '../../src/shared/contracts/watches';
import type { Wishlist } from '../../src/shared/contracts/wishlists';
import { sendRoute } from './api';
import { apply, busy, everyone, fail, sameFields, type Client, type Tally } from './model';

/** One trip's cost lines, plan items (every list's items) and bookings, as the server answers them. */
export interface TripThings {
  costs: CostItem[];
  items: PlanItem[];
  bookings: Booking[];
  /** Each list's positions in order: the ideas, then each day. */
  positions: number[][];
}

/** Decides what became of the unanswered write from what the server holds, and records it. */
export function settleInFlight(
  client: Client,
  trips: Map<string, Trip>,
  lists: Wishlist[],
  things: Map<string, TripThings>,
  watches: Watch[],
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
    case 'add booking':
      createdId = things.get(write.tripId)?.bookings.find((b) => b.title === write.title)?._id;
      applied = createdId !== undefined;
      break;
    case 'delete booking':
      applied = !things.get(write.tripId)?.bookings.some((b) => b._id === write.bookingId);
      break;
    case 'create watch':
      createdId = watches.find((watch) => watch.maxPerPerson?.amount === write.cap)?._id;
      applied = createdId !== undefined;
      break;
    case 'delete watch':
      applied = !watches.some((watch) => watch._id === write.watchId);
      break;
    case 'check watch':
      return; // a check changes nothing the model holds
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

export async function membersOf(origin: string, client: Client, tripId: string) {
  const answer = await sendRoute(origin, client.token, memberRoutes.list, { id: tripId });
  return {
    status: answer.status,
    members: answer.status === 200 ? (answer.json as Member[]) : [],
  };
}

/**
 * Decides what became of an unanswered companion or share write, before the checks: the owner
 * and the companion of a trip are checked by different users, both after this.
 */
export async function settleTravellers(origin: string, tally: Tally) {
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
            ? (await sendRoute(origin, '', shareRoutes.read, { token: write.previous })).status ===
              404
            : undefined;
          const status = await sendRoute(origin, client.token, shareRoutes.status, {
            id: write.tripId,
          });
          const active = (status.json as ShareStatus).active === true;
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

/** The cost lines, plan and bookings of each trip the user owns, read after a restart. */
export async function readThings(origin: string, token: string, trips: Trip[], tally: Tally) {
  const things = new Map<string, TripThings>();
  await Promise.all(
    trips
      .filter((trip) => trip.role === 'owner')
      .map(async (trip) => {
        const [costs, plan, bookings] = await Promise.all([
          sendRoute(origin, token, costRoutes.plan, { id: trip._id }),
          sendRoute(origin, token, planRoutes.plan, { id: trip._id }),
          sendRoute(origin, token, bookingsRoutes.list, { id: trip._id }),
        ]);
        if (costs.status !== 200 || plan.status !== 200 || bookings.status !== 200) {
          fail(
            tally,
            'violations',
            `trip ${trip._id} costs/plan/bookings answered ${costs.status}/${plan.status}/${bookings.status}`,
          );
          return;
        }
        const { days, ideas } = plan.json as Plan;
        const lists = [ideas, ...days.map((day) => day.items)];
        things.set(trip._id, {
          costs: (costs.json as CostPlan).items,
          items: lists.flat(),
          bookings: (bookings.json as { bookings: Booking[] }).bookings,
          positions: lists.map((items) => items.map((item) => item.position)),
        });
      }),
  );
  return things;
}
