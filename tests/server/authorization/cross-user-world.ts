// User A's and user B's data for the cross-user matrix (tests/server/authorization-cross-user.test.ts),
// and what A reads back of it.
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import {
  calendarFeeds,
  notifications,
  pushSubscriptions,
  tripInvites,
  tripShares,
  watches,
} from '#server/db/schema';
import { buildBooking, buildBookingFile } from '../../factories/bookings';
import { buildCostLine } from '../../factories/costs';
import { buildPlanItem } from '../../factories/plan';
import { buildTrip, buildWishlist } from '../../factories/trips';
import { authHeader, buildUser } from '../../factories/users';
import type { UsedTestApp } from '../../setup/test-app';
import type { Call } from './app';

interface Party {
  id: string;
  email: string;
  /** A trip inside `wishlistId`. */
  tripId: string;
  /** A trip in no wishlist. */
  looseTripId: string;
  wishlistId: string;
  wishlistName: string;
  /** A cost line on `tripId`. */
  costId: string;
  /** A thing to do on `tripId`'s first day. */
  planItemId: string;
  /** A working invite to `tripId`. */
  inviteId: string;
  /** A booking on `tripId`, with a PDF attached. */
  bookingId: string;
  fileId: string;
  /** An unread notice about `tripId`, and a browser's push subscription. */
  noticeId: string;
  pushEndpoint: string;
  /** A price watch of `tripId`. */
  watchId: string;
}

export interface World {
  a: Party;
  b: Party;
  bHeaders: { authorization: string };
  aHeaders: { authorization: string };
}

async function buildParty(testApp: UsedTestApp): Promise<Party> {
  const db = testApp.db;
  const user = await buildUser(db);
  const trip = await buildTrip(db, user.id);
  const looseTrip = await buildTrip(db, user.id, { locationAddress: 'Porto, Porto, Portugal' });
  const list = await buildWishlist(db, user.id, { tripIds: [trip.id] });
  const cost = await buildCostLine(db, trip.id);
  const planItem = await buildPlanItem(db, trip.id, { day: trip.tripStart, costLineId: cost.id });
  // A calendar link on the trip, so a call that renewed or stopped it would show.
  await db.insert(calendarFeeds).values({ tripId: trip.id, tokenHash: randomUUID() });
  // An invite and a share link on the trip, so a call that revoked or replaced them would show.
  const [invite] = await db
    .insert(tripInvites)
    .values({ tripId: trip.id, tokenHash: randomUUID(), role: 'editor' })
    .returning();
  await db.insert(tripShares).values({ tripId: trip.id, tokenHash: randomUUID() });
  const booking = await buildBooking(db, trip.id);
  const file = await buildBookingFile(db, trip.id, booking.id);
  const [notice] = await db
    .insert(notifications)
    .values({
      userId: user.id,
      kind: 'trip_activity',
      title: 'Changes to Lisbon',
      body: 'Someone changed the plan.',
      link: `/trips/${trip.id}`,
      tripId: trip.id,
    })
    .returning();
  const pushEndpoint = `https://push.example/send/${randomUUID()}`;
  await db.insert(pushSubscriptions).values({
    userId: user.id,
    endpoint: pushEndpoint,
    p256dh: `B${'A'.repeat(86)}`,
    auth: 'AAAAAAAAAAAAAAAAAAAAAA',
  });
  const [watch] = await db
    .insert(watches)
    .values({
      userId: user.id,
      tripId: trip.id,
      currency: 'USD',
      nextCheckAt: new Date(Date.now() + 86_400_000),
    })
    .returning();
  return {
    id: user.id,
    email: user.email,
    tripId: trip.id,
    looseTripId: looseTrip.id,
    wishlistId: list.id,
    wishlistName: list.listName,
    costId: cost.id,
    planItemId: planItem.id,
    inviteId: invite!.id,
    bookingId: booking.id,
    fileId: file.id,
    noticeId: notice!.id,
    pushEndpoint,
    watchId: watch!.id,
  };
}

export async function buildWorld(testApp: UsedTestApp): Promise<World> {
  const a = await buildParty(testApp);
  const b = await buildParty(testApp);
  return {
    a,
    b,
    aHeaders: await authHeader(testApp.app, { id: a.id, role: 0 }),
    bHeaders: await authHeader(testApp.app, { id: b.id, role: 0 }),
  };
}

/** The same world with every one of A's ids and A's email replaced by ones that do not exist. */
export function ghostOf(world: World): World {
  return {
    ...world,
    a: {
      ...world.a,
      id: randomUUID(),
      email: `ghost-${randomUUID()}@example.com`,
      tripId: randomUUID(),
      looseTripId: randomUUID(),
      wishlistId: randomUUID(),
      costId: randomUUID(),
      planItemId: randomUUID(),
      inviteId: randomUUID(),
      bookingId: randomUUID(),
      fileId: randomUUID(),
      noticeId: randomUUID(),
      pushEndpoint: `https://push.example/send/${randomUUID()}`,
      watchId: randomUUID(),
    },
  };
}

export interface Attempt {
  /** What B tries, in words. */
  name: string;
  call: (world: World) => Call;
  status: number;
  /** The error code for a refusal. */
  code?: string;
  /** For a call on B's own data: what B must see. */
  sees?: (body: unknown, world: World) => void;
}

export const updateProfileBody = {
  fname: 'Mallory',
  lname: 'Intruder',
  birthday: '1980-01-01',
  city: 'Reno',
  state: 'NV',
  zip: '89501',
};
export const costBody = {
  category: 'food',
  label: 'Stolen dinner',
  planned: { amount: 1, currency: 'USD' },
};
export const location = { location: 'Lisbon, Lisboa, Portugal' };

export const idsOf = (body: unknown) => (body as { _id: string }[]).map((item) => item._id).sort();

export const tripNotFound = { status: 404, code: 'trip_not_found' };
export const wishlistNotFound = { status: 404, code: 'wishlist_not_found' };
export const costNotFound = { status: 404, code: 'cost_not_found' };
export const planItemNotFound = { status: 404, code: 'plan_item_not_found' };
export const userNotFound = { status: 404, code: 'user_not_found' };
export const forbidden = { status: 403, code: 'forbidden' };
export const inviteNotFound = { status: 404, code: 'invite_not_found' };
export const bookingNotFound = { status: 404, code: 'booking_not_found' };
export const fileNotFound = { status: 404, code: 'file_not_found' };
export const pushSubscriptionNotFound = { status: 404, code: 'push_subscription_not_found' };
export const watchNotFound = { status: 404, code: 'watch_not_found' };
export const bookingBody = {
  kind: 'event',
  title: 'Stolen concert',
  start: { date: '2026-06-03', time: '21:00', timeZone: 'Europe/Lisbon' },
};
export const pdf = { name: 'ticket.pdf', content: Buffer.from('%PDF-1.4\n% a ticket\n') };

async function getAs(
  testApp: UsedTestApp,
  headers: Record<string, string>,
  url: string,
): Promise<unknown> {
  const response = await testApp.app.inject({ method: 'GET', url, headers });
  return { status: response.statusCode, body: response.json<unknown>() };
}

/** Everything A can read of A's own data, through the API. */
export async function readBackAsA(testApp: UsedTestApp, { a, aHeaders }: World) {
  return {
    info: await getAs(testApp, aHeaders, '/api/user/infor'),
    profile: await getAs(testApp, aHeaders, `/api/user/profile/${a.id}`),
    trips: await getAs(testApp, aHeaders, '/api/trips/getaway-trip'),
    lists: await getAs(testApp, aHeaders, '/api/wishlist/getlists'),
    list: await getAs(testApp, aHeaders, `/api/wishlist/spec-wishlist/${a.wishlistId}`),
    trip: await getAs(testApp, aHeaders, `/api/trips/getaway/${a.tripId}`),
    looseTrip: await getAs(testApp, aHeaders, `/api/trips/getaway/${a.looseTripId}`),
    costs: await getAs(testApp, aHeaders, `/api/trips/getaway/${a.tripId}/costs`),
    looseCosts: await getAs(testApp, aHeaders, `/api/trips/getaway/${a.looseTripId}/costs`),
    plan: await getAs(testApp, aHeaders, `/api/trips/getaway/${a.tripId}/plan`),
    calendar: await getAs(testApp, aHeaders, `/api/trips/getaway/${a.tripId}/calendar`),
    invites: await getAs(testApp, aHeaders, `/api/trips/getaway/${a.tripId}/invites`),
    share: await getAs(testApp, aHeaders, `/api/trips/getaway/${a.tripId}/share`),
    members: await getAs(testApp, aHeaders, `/api/trips/getaway/${a.tripId}/members`),
    bookings: await getAs(testApp, aHeaders, `/api/trips/getaway/${a.tripId}/bookings`),
    notices: await getAs(testApp, aHeaders, '/api/notifications'),
    noticeSettings: await getAs(testApp, aHeaders, '/api/notifications/settings'),
    watches: await getAs(testApp, aHeaders, '/api/watches'),
    watchHistory: await getAs(testApp, aHeaders, `/api/watches/${a.watchId}/history`),
  };
}

/** Nothing that identifies A or A's data may appear in an answer to B. */
export function expectNothingOfA(body: string, { a }: World) {
  for (const secret of [
    a.id,
    a.email,
    a.tripId,
    a.looseTripId,
    a.wishlistId,
    a.costId,
    a.planItemId,
    a.inviteId,
    a.bookingId,
    a.fileId,
    a.noticeId,
    a.pushEndpoint,
    a.watchId,
  ]) {
    expect(body.toLowerCase()).not.toContain(secret.toLowerCase());
  }
}
