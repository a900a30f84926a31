// A trip with travellers of every role, and what each trip route answers each of them
// (tests/server/authorization-roles.test.ts, docs/PRODUCT-RULES.md#roles).
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import {
  bookingFiles,
  bookings,
  calendarFeeds,
  costLines,
  planItems,
  tripInvites,
  tripMembers,
  tripShares,
  trips,
  wishlistTrips,
  wishlists,
} from '#server/db/schema';
import { buildBooking, buildBookingFile } from '../../factories/bookings';
import { buildCostLine } from '../../factories/costs';
import { buildMember } from '../../factories/members';
import { buildPlanItem } from '../../factories/plan';
import { buildTrip, buildWishlist } from '../../factories/trips';
import { authHeader, buildUser } from '../../factories/users';
import type { UsedTestApp } from '../../setup/test-app';
import type { Call } from './app';
import { costBody } from './cross-user-world';

export type Who = 'owner' | 'editor' | 'viewer' | 'stranger' | 'removed' | 'loggedOut';
export const EVERYONE: readonly Who[] = [
  'owner',
  'editor',
  'viewer',
  'stranger',
  'removed',
  'loggedOut',
];

export interface SharedTrip {
  tripId: string;
  costId: string;
  planItemId: string;
  inviteId: string;
  bookingId: string;
  /** A PDF attached to `bookingId`. */
  fileId: string;
  ids: Record<Exclude<Who, 'loggedOut'>, string>;
  headers: Record<Who, Record<string, string>>;
}

/** A's trip with a cost line, a plan item, a booking with a file and a calendar link, an editor,
 * a viewer and more. */
export async function buildSharedTrip(testApp: UsedTestApp): Promise<SharedTrip> {
  const db = testApp.db;
  const people = {
    owner: await buildUser(db),
    editor: await buildUser(db),
    viewer: await buildUser(db),
    stranger: await buildUser(db),
    removed: await buildUser(db),
  };
  const trip = await buildTrip(db, people.owner.id);
  await buildWishlist(db, people.owner.id, { tripIds: [trip.id] });
  await buildWishlist(db, people.viewer.id, { tripIds: [trip.id] });
  const cost = await buildCostLine(db, trip.id);
  const planItem = await buildPlanItem(db, trip.id, { day: trip.tripStart, costLineId: cost.id });
  const booking = await buildBooking(db, trip.id);
  const file = await buildBookingFile(db, trip.id, booking.id);
  await db.insert(calendarFeeds).values({ tripId: trip.id, tokenHash: randomUUID() });
  await db.insert(tripShares).values({ tripId: trip.id, tokenHash: randomUUID() });
  const [invite] = await db
    .insert(tripInvites)
    .values({ tripId: trip.id, tokenHash: randomUUID(), role: 'viewer' })
    .returning({ id: tripInvites.id });
  await buildMember(db, trip.id, people.editor.id, 'editor');
  await buildMember(db, trip.id, people.viewer.id, 'viewer');
  // A companion who was removed: what they could reach before must now read as missing.
  await buildMember(db, trip.id, people.removed.id, 'editor');
  const removedHeaders = await authHeader(testApp.app, people.removed);
  const removal = await testApp.app.inject({
    method: 'DELETE',
    url: `/api/trips/getaway/${trip.id}/members/${people.removed.id}`,
    headers: await authHeader(testApp.app, people.owner),
  });
  expect(removal.statusCode).toBe(200);
  const headersOf = async (user: { id: string; role: number }) => authHeader(testApp.app, user);
  return {
    tripId: trip.id,
    costId: cost.id,
    planItemId: planItem.id,
    inviteId: invite!.id,
    bookingId: booking.id,
    fileId: file.id,
    ids: {
      owner: people.owner.id,
      editor: people.editor.id,
      viewer: people.viewer.id,
      stranger: people.stranger.id,
      removed: people.removed.id,
    },
    headers: {
      owner: await headersOf(people.owner),
      editor: await headersOf(people.editor),
      viewer: await headersOf(people.viewer),
      stranger: await headersOf(people.stranger),
      removed: removedHeaders,
      loggedOut: {},
    },
  };
}

/** Every row a trip call could change, in a stable order. */
export async function snapshotEverything(testApp: UsedTestApp) {
  const db = testApp.db;
  const sorted = (rows: unknown[]) => rows.map((row) => JSON.stringify(row)).sort();
  return {
    trips: sorted(await db.select().from(trips)),
    members: sorted(await db.select().from(tripMembers)),
    costs: sorted(await db.select().from(costLines)),
    plan: sorted(await db.select().from(planItems)),
    bookings: sorted(await db.select().from(bookings)),
    bookingFiles: sorted(await db.select().from(bookingFiles)),
    calendar: sorted(await db.select().from(calendarFeeds)),
    invites: sorted(await db.select().from(tripInvites)),
    shares: sorted(await db.select().from(tripShares)),
    wishlists: sorted(await db.select().from(wishlists)),
    wishlistTrips: sorted(await db.select().from(wishlistTrips)),
  };
}

export const readOnly = { status: 403, code: 'read_only' };
export const ownerOnly = { status: 403, code: 'owner_only' };
export const missingTrip = { status: 404, code: 'trip_not_found' };
export const loggedOut = { status: 401, code: 'unauthenticated' };

export type Outcome = { status: number; code?: string } | 'ok';

/** What each kind of call answers to each caller. */
export const READ: Record<Who, Outcome> = {
  owner: 'ok',
  editor: 'ok',
  viewer: 'ok',
  stranger: missingTrip,
  removed: missingTrip,
  loggedOut,
};
export const EDIT: Record<Who, Outcome> = { ...READ, viewer: readOnly };
export const OWN: Record<Who, Outcome> = { ...READ, editor: ownerOnly, viewer: ownerOnly };

export interface RoleAttempt {
  name: string;
  call: (trip: SharedTrip, who: Who) => Call;
  outcomes: Record<Who, Outcome>;
}

export const onTrip = (trip: SharedTrip) => ({ params: { id: trip.tripId } });
export const onCost = (trip: SharedTrip) => ({ params: { id: trip.tripId, costId: trip.costId } });
export const onItem = (trip: SharedTrip) => ({
  params: { id: trip.tripId, itemId: trip.planItemId },
});
export const onBooking = (trip: SharedTrip) => ({
  params: { id: trip.tripId, bookingId: trip.bookingId },
});
export const onFile = (trip: SharedTrip) => ({
  params: { id: trip.tripId, bookingId: trip.bookingId, fileId: trip.fileId },
});
export const bookingBody = {
  kind: 'train',
  title: 'Lisbon to Porto',
  start: { date: '2026-06-03', time: '09:09', timeZone: 'Europe/Lisbon' },
  price: { amount: 3_150, currency: 'USD' },
};
export const pdf = { name: 'ticket.pdf', content: Buffer.from('%PDF-1.4\n% a ticket\n') };

/** The caller's own id, or a stranger's for a logged-out caller (refused before it matters). */
export const selfOf = (trip: SharedTrip, who: Who) =>
  trip.ids[who === 'loggedOut' ? 'stranger' : who];

/** Every route under /api/trips/getaway/:id, each with what every caller gets. */
export const roleMatrix: Record<string, RoleAttempt[]> = {
  'GET /api/trips/getaway/:id': [{ name: 'the trip', call: onTrip, outcomes: READ }],
  'PUT /api/trips/getaway/:id': [
    {
      name: 'new notes',
      call: (trip) => ({ ...onTrip(trip), body: { notes: 'changed' } }),
      outcomes: EDIT,
    },
    {
      // The favourite is the caller's own: any traveller on the trip may drop theirs.
      name: 'their own favourite dropped',
      call: (trip) => ({ ...onTrip(trip), body: { isFavorite: false } }),
      outcomes: READ,
    },
  ],
  'DELETE /api/trips/getaway/:id': [{ name: 'the trip', call: onTrip, outcomes: OWN }],
  'GET /api/trips/getaway/:id/costs': [{ name: 'the costs', call: onTrip, outcomes: READ }],
  'POST /api/trips/getaway/:id/costs': [
    { name: 'a line', call: (trip) => ({ ...onTrip(trip), body: costBody }), outcomes: EDIT },
  ],
  'PUT /api/trips/getaway/:id/costs/:costId': [
    {
      name: 'a line',
      call: (trip) => ({ ...onCost(trip), body: { label: 'Changed' } }),
      outcomes: EDIT,
    },
  ],
  'DELETE /api/trips/getaway/:id/costs/:costId': [{ name: 'a line', call: onCost, outcomes: EDIT }],
  'POST /api/trips/getaway/:id/costs/estimate': [
    { name: 'an estimate', call: (trip) => ({ ...onTrip(trip), body: {} }), outcomes: EDIT },
  ],
  'GET /api/trips/getaway/:id/plan': [{ name: 'the plan', call: onTrip, outcomes: READ }],
  'POST /api/trips/getaway/:id/plan/items': [
    {
      name: 'a thing to do',
      call: (trip) => ({ ...onTrip(trip), body: { name: 'Tram 28' } }),
      outcomes: EDIT,
    },
  ],
  'PUT /api/trips/getaway/:id/plan/items/:itemId': [
    {
      name: 'a thing to do',
      call: (trip) => ({ ...onItem(trip), body: { name: 'Changed' } }),
      outcomes: EDIT,
    },
  ],
  'POST /api/trips/getaway/:id/plan/items/:itemId/move': [
    {
      name: 'a thing to do, to the ideas',
      call: (trip) => ({ ...onItem(trip), body: { day: null, position: 0 } }),
      outcomes: EDIT,
    },
  ],
  'DELETE /api/trips/getaway/:id/plan/items/:itemId': [
    { name: 'a thing to do', call: onItem, outcomes: EDIT },
  ],
  'GET /api/trips/getaway/:id/bookings': [{ name: 'the bookings', call: onTrip, outcomes: READ }],
  'POST /api/trips/getaway/:id/bookings': [
    {
      name: 'a priced booking',
      call: (trip) => ({ ...onTrip(trip), body: bookingBody }),
      outcomes: EDIT,
    },
  ],
  'PUT /api/trips/getaway/:id/bookings/:bookingId': [
    {
      name: 'a booking',
      call: (trip) => ({ ...onBooking(trip), body: bookingBody }),
      outcomes: EDIT,
    },
  ],
  'DELETE /api/trips/getaway/:id/bookings/:bookingId': [
    { name: 'a booking', call: onBooking, outcomes: EDIT },
  ],
  'POST /api/trips/getaway/:id/bookings/import': [
    {
      name: 'pasted text',
      call: (trip) => ({ ...onTrip(trip), body: { text: 'Booking reference ABC123' } }),
      outcomes: EDIT,
    },
    {
      name: 'a file',
      call: (trip) => ({ ...onTrip(trip), file: pdf }),
      outcomes: EDIT,
    },
  ],
  'POST /api/trips/getaway/:id/bookings/:bookingId/files': [
    { name: 'a ticket', call: (trip) => ({ ...onBooking(trip), file: pdf }), outcomes: EDIT },
  ],
  'GET /api/trips/getaway/:id/bookings/:bookingId/files/:fileId': [
    { name: 'a ticket', call: onFile, outcomes: READ },
  ],
  'DELETE /api/trips/getaway/:id/bookings/:bookingId/files/:fileId': [
    { name: 'a ticket', call: onFile, outcomes: EDIT },
  ],
  'GET /api/trips/getaway/:id/calendar': [
    { name: "the link's state", call: onTrip, outcomes: OWN },
  ],
  'POST /api/trips/getaway/:id/calendar': [{ name: 'a new link', call: onTrip, outcomes: OWN }],
  'DELETE /api/trips/getaway/:id/calendar': [{ name: 'the link', call: onTrip, outcomes: OWN }],
  'POST /api/trips/getaway/:id/invites': [
    {
      name: 'an invite',
      call: (trip) => ({ ...onTrip(trip), body: { role: 'viewer' } }),
      outcomes: OWN,
    },
  ],
  'GET /api/trips/getaway/:id/invites': [{ name: 'the invites', call: onTrip, outcomes: OWN }],
  'DELETE /api/trips/getaway/:id/invites/:inviteId': [
    {
      name: 'an invite',
      call: (trip) => ({ params: { id: trip.tripId, inviteId: trip.inviteId } }),
      outcomes: OWN,
    },
  ],
  'GET /api/trips/getaway/:id/share': [{ name: "the link's state", call: onTrip, outcomes: OWN }],
  'POST /api/trips/getaway/:id/share': [
    {
      name: 'a new link',
      call: (trip) => ({ ...onTrip(trip), body: { showsCosts: true } }),
      outcomes: OWN,
    },
  ],
  'DELETE /api/trips/getaway/:id/share': [{ name: 'the link', call: onTrip, outcomes: OWN }],
  'GET /api/trips/getaway/:id/typical-weather': [
    { name: 'typical weather', call: onTrip, outcomes: READ },
  ],
  'GET /api/trips/getaway/:id/things-to-do': [
    { name: 'things to do', call: onTrip, outcomes: READ },
  ],
  'GET /api/trips/getaway/:id/compare/dates': [
    { name: 'other dates', call: onTrip, outcomes: READ },
  ],
  'GET /api/trips/getaway/:id/compare/places': [
    {
      name: 'other places',
      call: (trip) => ({ ...onTrip(trip), query: { place: 'Madrid, Madrid, Spain' } }),
      outcomes: READ,
    },
  ],
  'GET /api/trips/getaway/:id/members': [{ name: 'the travellers', call: onTrip, outcomes: READ }],
  'PUT /api/trips/getaway/:id/members/:userId': [
    {
      name: 'the viewer made an editor',
      call: (trip) => ({
        params: { id: trip.tripId, userId: trip.ids.viewer },
        body: { role: 'editor' },
      }),
      outcomes: OWN,
    },
  ],
  'DELETE /api/trips/getaway/:id/members/:userId': [
    {
      name: 'the editor removed',
      call: (trip) => ({ params: { id: trip.tripId, userId: trip.ids.editor } }),
      // The editor naming themself is leaving, which any companion may.
      outcomes: { ...OWN, editor: 'ok' },
    },
    {
      name: 'the caller leaving',
      call: (trip, who) => ({ params: { id: trip.tripId, userId: selfOf(trip, who) } }),
      outcomes: { ...READ, owner: { status: 400, code: 'owner_cannot_leave' } },
    },
  ],
  'POST /api/trips/getaway/:id/owner': [
    {
      name: 'the trip handed to the editor',
      call: (trip) => ({ ...onTrip(trip), body: { userId: trip.ids.editor } }),
      outcomes: OWN,
    },
  ],
};
