// The crash test's writes: each client's next write, chosen at random (seeded) among those its
// model allows.
import { tripBody } from '../seed';
import { busy, companionOf, tripDays, type Client, type Write } from './model';
import {
  MAX_INVITES_PER_CLIENT,
  MAX_TRIPS_PER_CLIENT,
  MAX_WATCHES_PER_CLIENT,
  pick,
  random,
} from './options';

/** The client's next write, chosen at random among those its model allows. */
export function nextWrite(client: Client): Write {
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
  if (random() < 0.06) return watchWrite(client, seq);
  if (client.writesChoices && random() < 0.04)
    return { kind: 'notice choices', email: random() < 0.5, push: random() < 0.5 };
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

/** A price watch made (its cap unique to the client), checked now, or stopped. */
function watchWrite(client: Client, seq: number): Write {
  const watchIds = [...client.watches.keys()];
  const roll = random();
  if (watchIds.length > 0 && roll < 0.35) return { kind: 'check watch', watchId: pick(watchIds) };
  if (watchIds.length > 0 && (roll < 0.6 || watchIds.length >= MAX_WATCHES_PER_CLIENT))
    return { kind: 'delete watch', watchId: pick(watchIds) };
  return { kind: 'create watch', cap: (client.index + 1) * 1_000_000 + seq };
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

/** A write to one trip's cost lines, plan, bookings, companions or share link. */
function nextTripThing(client: Client, seq: number, tripId: string): Write {
  const companion = companionOf(tripId);
  if (companion && !busy.has(tripId) && random() < 0.3) return companionWrite(tripId, companion);
  if (random() < 0.08) return shareWrite(client, tripId);
  if (random() < 0.15) {
    const bookingIds = [...client.bookings]
      .filter(([, booking]) => booking.tripId === tripId)
      .map(([id]) => id);
    if (bookingIds.length > 0 && random() < 0.5)
      return { kind: 'delete booking', tripId, bookingId: pick(bookingIds) };
    return { kind: 'add booking', tripId, title: `c${client.index}-b${seq}` };
  }
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
