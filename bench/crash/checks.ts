// The crash test's checks after each restart: every acknowledged write is there, as sent, and
// nothing else; the favourites, plan-order, travellers and share-link rules hold.
import type { CostItem } from '../../src/shared/contracts/costs';
import { shareRoutes, type ShareStatus } from '../../src/shared/contracts/invites';
import { memberRoutes, type Member } from '../../src/shared/contracts/members';
import {
  notificationRoutes,
  type NotificationSettings,
  type NotificationsList,
} from '../../src/shared/contracts/notifications';
import { tripRoutes, type Trip } from '../../src/shared/contracts/trips';
import { watchRoutes, type Watch, type WatchesList } from '../../src/shared/contracts/watches';
import { wishlistRoutes, type Wishlist } from '../../src/shared/contracts/wishlists';
import { sendRoute } from './api';
import {
  bookingPrice,
  everyone,
  fail,
  NAMED_TRAVELLER,
  sameFields,
  type Client,
  type Tally,
} from './model';
import { membersOf, readThings, settleInFlight, type TripThings } from './settle';

/** A paid line names the owner as payer and splits equally between the owner and Sam. */
function paidAsSent(line: CostItem, userId: string) {
  const among = line.split?.among ?? [];
  return (
    JSON.stringify(line.paidBy) === JSON.stringify({ userId }) &&
    line.split?.mode === 'equal' &&
    among.length === 2 &&
    among.some((entry) => 'userId' in entry && entry.userId === userId) &&
    among.some((entry) => 'name' in entry && entry.name === NAMED_TRAVELLER)
  );
}

/**
 * Each acknowledged booking of the trip is there with the cost line its price is the actual of,
 * made in the same transaction; a deleted one is gone with its line; no other booking. The lines
 * of the bookings are taken out of `costs`, which then holds the lines cost writes explain.
 */
function checkBookings(
  client: Client,
  tripId: string,
  trip: TripThings,
  costs: Map<string, CostItem>,
  tally: Tally,
) {
  const bookings = new Map(trip.bookings.map((booking) => [booking._id, booking]));
  for (const [id, expected] of client.bookings) {
    if (expected.tripId !== tripId) continue;
    tally.checks += 1;
    const actual = bookings.get(id);
    bookings.delete(id);
    if (!actual) {
      fail(tally, 'lost', `booking ${expected.title} of trip ${tripId} is gone`);
      client.bookings.delete(id);
      continue;
    }
    if (actual.title !== expected.title) {
      fail(tally, 'lost', `booking ${id} is titled ${actual.title} ≠ ${expected.title}`);
    }
    const line = actual.costLineId ? costs.get(actual.costLineId) : undefined;
    if (!line) {
      fail(tally, 'violations', `booking ${expected.title} has no cost line`);
      continue;
    }
    costs.delete(line._id);
    if (line.label !== expected.title || line.actual?.amount !== bookingPrice(expected.title)) {
      fail(tally, 'violations', `booking ${expected.title}'s line ${JSON.stringify(line)}`);
    }
  }
  for (const booking of bookings.values()) {
    if (client.deletedBookings.has(booking._id)) {
      fail(tally, 'lost', `deleted booking ${booking.title} is back on trip ${tripId}`);
    } else {
      fail(tally, 'violations', `unexplained booking ${booking.title} on trip ${tripId}`);
    }
  }
}

/** Each acknowledged cost line and plan item of the client's trips is there, and nothing else. */
function checkThings(client: Client, things: Map<string, TripThings>, tally: Tally) {
  for (const tripId of client.trips.keys()) {
    const trip = things.get(tripId);
    if (!trip) continue; // the trip itself is reported lost
    const costs = new Map(trip.costs.map((line) => [line._id, line]));
    checkBookings(client, tripId, trip, costs, tally);
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
async function checkJoined(origin: string, client: Client, trips: Map<string, Trip>, tally: Tally) {
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
      const members = await sendRoute(origin, client.token, memberRoutes.list, { id: tripId });
      const listed = members.status === 200 ? (members.json as Member[]) : [];
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
      const trip = await sendRoute(origin, client.token, tripRoutes.get, { id: tripId });
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
export async function checkTravellers(origin: string, tally: Tally) {
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
export async function checkShares(origin: string, tally: Tally) {
  await Promise.all(
    everyone.flatMap((client) => [
      ...[...client.shares].map(async ([tripId, token]) => {
        tally.checks += 1;
        if (token === null) {
          const status = await sendRoute(origin, client.token, shareRoutes.status, { id: tripId });
          if ((status.json as ShareStatus).active !== true) {
            fail(tally, 'lost', `trip ${tripId}'s share link is gone (${status.status})`);
          }
          return;
        }
        const read = await sendRoute(origin, '', shareRoutes.read, { token });
        if (read.status !== 200) {
          fail(tally, 'lost', `trip ${tripId}'s share link answered ${read.status}`);
        }
      }),
      ...[...client.stopped].map(async (token) => {
        tally.checks += 1;
        const read = await sendRoute(origin, '', shareRoutes.read, { token });
        if (read.status !== 404) {
          fail(tally, 'lost', `a stopped share link of c${client.index} answered ${read.status}`);
        }
      }),
    ]),
  );
}

/**
 * Each acknowledged price watch is there with its cap and the first check it was stored with
 * (a price or an error, never neither); a deleted one is gone; no other watch.
 */
function checkWatches(clients: Client[], watches: Watch[], tally: Tally) {
  const byId = new Map(watches.map((watch) => [watch._id, watch]));
  for (const client of clients) {
    for (const [id, cap] of client.watches) {
      tally.checks += 1;
      const watch = byId.get(id);
      byId.delete(id);
      if (!watch) {
        fail(tally, 'lost', `watch ${id} (cap ${cap}) is gone`);
        client.watches.delete(id);
      } else if (watch.maxPerPerson?.amount !== cap) {
        fail(tally, 'lost', `watch ${id} has cap ${watch.maxPerPerson?.amount} ≠ ${cap}`);
      } else if ((watch.latest === null) === (watch.lastError === null) || !watch.lastCheckedAt) {
        fail(tally, 'violations', `watch ${id} without its check: ${JSON.stringify(watch)}`);
      }
    }
  }
  for (const watch of byId.values()) {
    if (clients.some((client) => client.deletedWatches.has(watch._id))) {
      fail(tally, 'lost', `deleted watch ${watch._id} is back`);
    } else {
      fail(tally, 'violations', `unexplained watch ${watch._id}`);
    }
  }
}

/**
 * The user's acknowledged notice channels are kept (an unanswered change either made or not);
 * the bell answers, and counts as unread at least the unread notices it lists.
 */
function checkNotices(
  clients: Client[],
  settings: { status: number; json: unknown },
  bell: { status: number; json: unknown },
  tally: Tally,
) {
  tally.checks += 1;
  if (settings.status !== 200 || bell.status !== 200) {
    fail(
      tally,
      'violations',
      `notice reads after restart answered ${settings.status}/${bell.status}`,
    );
    return;
  }
  const stored = settings.json as NotificationSettings;
  const { notifications, unread } = bell.json as NotificationsList;
  const listedUnread = notifications.filter((notice) => notice.readAt === null).length;
  if (unread < listedUnread) {
    fail(tally, 'violations', `the bell counts ${unread} unread but lists ${listedUnread}`);
  }
  for (const client of clients) {
    const write = client.inFlight;
    if (write?.kind === 'notice choices') {
      client.inFlight = null;
      const applied = stored.email === write.email && stored.push === write.push;
      if (applied) client.choices = { email: write.email, push: write.push };
      tally[applied ? 'inFlightApplied' : 'inFlightNotApplied'] += 1;
    }
    const expected = client.choices;
    if (expected && (stored.email !== expected.email || stored.push !== expected.push)) {
      fail(
        tally,
        'lost',
        `notice choices ${JSON.stringify(expected)} (c${client.index}) read back as ${JSON.stringify({ email: stored.email, push: stored.push })}`,
      );
      client.choices = { email: stored.email, push: stored.push };
    }
  }
}

/**
 * After a restart: each client's acknowledged state is there (trips with their fields and
 * wishlist, deletes gone, wishlists present, cost lines, plan items, joins), and the favourites
 * and plan-order rules hold for every trip.
 */
export async function checkUser(origin: string, clients: Client[], tally: Tally) {
  const token = clients[0]?.token ?? '';
  const [tripAnswer, listAnswer, watchAnswer, settingsAnswer, bellAnswer] = await Promise.all([
    sendRoute(origin, token, tripRoutes.list),
    sendRoute(origin, token, wishlistRoutes.list),
    sendRoute(origin, token, watchRoutes.list),
    sendRoute(origin, token, notificationRoutes.settings),
    sendRoute(origin, token, notificationRoutes.list),
  ]);
  checkNotices(clients, settingsAnswer, bellAnswer, tally);
  if (tripAnswer.status !== 200 || listAnswer.status !== 200 || watchAnswer.status !== 200) {
    fail(
      tally,
      'violations',
      `reads after restart answered ${tripAnswer.status}/${listAnswer.status}/${watchAnswer.status}`,
    );
    return;
  }
  const watches = (watchAnswer.json as WatchesList).watches;
  const trips = new Map((tripAnswer.json as Trip[]).map((trip) => [trip._id, trip]));
  const lists = listAnswer.json as Wishlist[];
  const listIds = new Set(lists.map((list) => list._id));
  const things = await readThings(origin, token, [...trips.values()], tally);

  for (const client of clients) {
    settleInFlight(client, trips, lists, things, watches, tally);
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

  checkWatches(clients, watches, tally);

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
