import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { buildPath } from '#shared/contracts/route';
import { routeTable } from '#shared/contracts/route-table';
import {
  calendarFeeds,
  tripInvites,
  tripShares,
  costLines,
  planItems,
  tripMembers,
  trips,
  wishlistTrips,
  wishlists,
} from '#server/db/schema';
import { startFakeUpstream } from '../setup/fake-upstream';
import { useTestApp } from '../setup/test-app';
import { buildCostLine } from '../factories/costs';
import { buildMember } from '../factories/members';
import { buildPlanItem } from '../factories/plan';
import { buildTrip, buildWishlist } from '../factories/trips';
import { authHeader, buildUser } from '../factories/users';

/**
 * User B, with a valid token, against every `auth: 'user'` route aimed at user A's data. A trip,
 * wishlist, cost line or profile B does not own is not B's: it answers exactly as a missing one
 * would (404, or 403 for the legacy `email` fields that name another user), so its existence does
 * not leak, and A's data reads back unchanged afterwards.
 */
// Weather calls go to a stand-in for Open-Meteo, never the network.
const weatherUpstream = await startFakeUpstream();
weatherUpstream.on('GET', '/v1/forecast', {
  json: { current: { temperature_2m: 17.25, weather_code: 2 } },
});
afterAll(() => weatherUpstream.close());
const testApp = useTestApp({ env: { OPEN_METEO_BASE_URL: weatherUpstream.url } });

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
}

interface World {
  a: Party;
  b: Party;
  bHeaders: { authorization: string };
  aHeaders: { authorization: string };
}

async function buildParty(): Promise<Party> {
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
  };
}

async function buildWorld(): Promise<World> {
  const a = await buildParty();
  const b = await buildParty();
  return {
    a,
    b,
    aHeaders: await authHeader(testApp.app, { id: a.id, role: 0 }),
    bHeaders: await authHeader(testApp.app, { id: b.id, role: 0 }),
  };
}

/** The same world with every one of A's ids and A's email replaced by ones that do not exist. */
function ghostOf(world: World): World {
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
    },
  };
}

interface Call {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
}

interface Attempt {
  /** What B tries, in words. */
  name: string;
  call: (world: World) => Call;
  status: number;
  /** The error code for a refusal. */
  code?: string;
  /** For a call on B's own data: what B must see. */
  sees?: (body: unknown, world: World) => void;
}

const updateProfileBody = {
  fname: 'Mallory',
  lname: 'Intruder',
  birthday: '1980-01-01',
  city: 'Reno',
  state: 'NV',
  zip: '89501',
};
const costBody = {
  category: 'food',
  label: 'Stolen dinner',
  planned: { amount: 1, currency: 'USD' },
};
const location = { location: 'Lisbon, Lisboa, Portugal' };

const idsOf = (body: unknown) => (body as { _id: string }[]).map((item) => item._id).sort();

const tripNotFound = { status: 404, code: 'trip_not_found' };
const wishlistNotFound = { status: 404, code: 'wishlist_not_found' };
const costNotFound = { status: 404, code: 'cost_not_found' };
const planItemNotFound = { status: 404, code: 'plan_item_not_found' };
const userNotFound = { status: 404, code: 'user_not_found' };
const forbidden = { status: 403, code: 'forbidden' };
const inviteNotFound = { status: 404, code: 'invite_not_found' };

/**
 * How B aims each route at A's data, keyed by `${method} ${path}`. Every `auth: 'user'` route
 * must be here (checked below), so a new route cannot skip the matrix.
 */
const matrix: Record<string, Attempt[]> = {
  'GET /api/user/infor': [
    {
      name: "B's own info only",
      call: () => ({}),
      status: 200,
      sees: (body, { b }) => expect(body).toMatchObject({ _id: b.id, email: b.email }),
    },
  ],
  'GET /api/user/profile/:id': [
    { name: "A's profile", call: ({ a }) => ({ params: { id: a.id } }), ...userNotFound },
  ],
  'PUT /api/user/profile/:id': [
    {
      name: "A's profile",
      call: ({ a }) => ({ params: { id: a.id }, body: updateProfileBody }),
      ...userNotFound,
    },
  ],
  'GET /api/trips/getaway-trip': [
    {
      name: "B's own trips only",
      call: () => ({}),
      status: 200,
      sees: (body, { b }) => expect(idsOf(body)).toEqual([b.tripId, b.looseTripId].sort()),
    },
    { name: "A's email as owner", call: ({ a }) => ({ query: { email: a.email } }), ...forbidden },
  ],
  'POST /api/trips/getaway-trip': [
    {
      name: "a trip in A's name",
      call: ({ a }) => ({
        body: {
          user_email: a.email,
          location_address: 'Oslo, Oslo, Norway',
          image_url: '/images/x.jpg',
        },
      }),
      ...forbidden,
    },
    {
      name: 'a trip of its own, which A never sees',
      call: () => ({
        body: { location_address: 'Oslo, Oslo, Norway', image_url: '/images/x.jpg' },
      }),
      status: 201,
      sees: (body, { b }) => expect(body).toMatchObject({ user_email: b.email }),
    },
  ],
  'GET /api/trips/getaway/:id': [
    { name: "A's trip", call: ({ a }) => ({ params: { id: a.tripId } }), ...tripNotFound },
  ],
  'PUT /api/trips/getaway/:id': [
    {
      name: "A's trip",
      call: ({ a }) => ({ params: { id: a.looseTripId }, body: { notes: 'mine now' } }),
      ...tripNotFound,
    },
    {
      name: "A's favourite, unfavourited",
      call: ({ a }) => ({ params: { id: a.tripId }, body: { isFavorite: false } }),
      ...tripNotFound,
    },
  ],
  'DELETE /api/trips/getaway/:id': [
    { name: "A's trip", call: ({ a }) => ({ params: { id: a.tripId } }), ...tripNotFound },
  ],
  'GET /api/trips/getaway/:id/costs': [
    { name: "A's trip", call: ({ a }) => ({ params: { id: a.tripId } }), ...tripNotFound },
  ],
  'POST /api/trips/getaway/:id/costs': [
    {
      name: "A's trip",
      call: ({ a }) => ({ params: { id: a.tripId }, body: costBody }),
      ...tripNotFound,
    },
  ],
  'PUT /api/trips/getaway/:id/costs/:costId': [
    {
      name: "A's line on A's trip",
      call: ({ a }) => ({ params: { id: a.tripId, costId: a.costId }, body: { label: 'x' } }),
      ...tripNotFound,
    },
    {
      name: "A's line through B's own trip",
      call: ({ a, b }) => ({ params: { id: b.tripId, costId: a.costId }, body: { label: 'x' } }),
      ...costNotFound,
    },
  ],
  'DELETE /api/trips/getaway/:id/costs/:costId': [
    {
      name: "A's line on A's trip",
      call: ({ a }) => ({ params: { id: a.tripId, costId: a.costId } }),
      ...tripNotFound,
    },
    {
      name: "A's line through B's own trip",
      call: ({ a, b }) => ({ params: { id: b.tripId, costId: a.costId } }),
      ...costNotFound,
    },
  ],
  'POST /api/trips/getaway/:id/costs/estimate': [
    {
      name: "A's trip",
      call: ({ a }) => ({ params: { id: a.tripId }, body: {} }),
      ...tripNotFound,
    },
  ],
  'GET /api/trips/getaway/:id/plan': [
    { name: "A's trip", call: ({ a }) => ({ params: { id: a.tripId } }), ...tripNotFound },
  ],
  'POST /api/trips/getaway/:id/plan/items': [
    {
      name: "A's trip",
      call: ({ a }) => ({ params: { id: a.tripId }, body: { name: 'Stolen sight' } }),
      ...tripNotFound,
    },
    {
      name: "A's cost line on B's own trip",
      call: ({ a, b }) => ({
        params: { id: b.tripId },
        body: { name: 'Paid by A', costLineId: a.costId },
      }),
      status: 400,
      code: 'cost_line_not_on_trip',
    },
  ],
  'PUT /api/trips/getaway/:id/plan/items/:itemId': [
    {
      name: "A's item on A's trip",
      call: ({ a }) => ({
        params: { id: a.tripId, itemId: a.planItemId },
        body: { name: 'x' },
      }),
      ...tripNotFound,
    },
    {
      name: "A's item through B's own trip",
      call: ({ a, b }) => ({
        params: { id: b.tripId, itemId: a.planItemId },
        body: { name: 'x' },
      }),
      ...planItemNotFound,
    },
  ],
  'POST /api/trips/getaway/:id/plan/items/:itemId/move': [
    {
      name: "A's item on A's trip",
      call: ({ a }) => ({
        params: { id: a.tripId, itemId: a.planItemId },
        body: { day: null, position: 0 },
      }),
      ...tripNotFound,
    },
    {
      name: "A's item through B's own trip",
      call: ({ a, b }) => ({
        params: { id: b.tripId, itemId: a.planItemId },
        body: { day: null, position: 0 },
      }),
      ...planItemNotFound,
    },
  ],
  'DELETE /api/trips/getaway/:id/plan/items/:itemId': [
    {
      name: "A's item on A's trip",
      call: ({ a }) => ({ params: { id: a.tripId, itemId: a.planItemId } }),
      ...tripNotFound,
    },
    {
      name: "A's item through B's own trip",
      call: ({ a, b }) => ({ params: { id: b.tripId, itemId: a.planItemId } }),
      ...planItemNotFound,
    },
  ],
  'GET /api/trips/getaway/:id/calendar': [
    { name: "A's trip", call: ({ a }) => ({ params: { id: a.tripId } }), ...tripNotFound },
  ],
  'POST /api/trips/getaway/:id/calendar': [
    {
      name: "A's trip: a link of B's own",
      call: ({ a }) => ({ params: { id: a.tripId } }),
      ...tripNotFound,
    },
  ],
  'DELETE /api/trips/getaway/:id/calendar': [
    { name: "A's trip's link", call: ({ a }) => ({ params: { id: a.tripId } }), ...tripNotFound },
  ],
  'POST /api/trips/getaway/:id/invites': [
    {
      name: "an invite to A's trip",
      call: ({ a }) => ({ params: { id: a.tripId }, body: { role: 'editor' } }),
      ...tripNotFound,
    },
  ],
  'GET /api/trips/getaway/:id/invites': [
    {
      name: "A's trip's invites",
      call: ({ a }) => ({ params: { id: a.tripId } }),
      ...tripNotFound,
    },
  ],
  'DELETE /api/trips/getaway/:id/invites/:inviteId': [
    {
      name: "A's invite on A's trip",
      call: ({ a }) => ({ params: { id: a.tripId, inviteId: a.inviteId } }),
      ...tripNotFound,
    },
    {
      name: "A's invite through B's own trip",
      call: ({ a, b }) => ({ params: { id: b.tripId, inviteId: a.inviteId } }),
      ...inviteNotFound,
    },
  ],
  'GET /api/invites/:token': [
    {
      name: 'a made-up token',
      call: () => ({ params: { token: 'A'.repeat(43) } }),
      ...inviteNotFound,
    },
  ],
  // Only the link's token joins a trip: an invite's id, or a made-up token, is no way in.
  'POST /api/invites/:token/accept': [
    {
      name: 'a made-up token',
      call: () => ({ params: { token: 'A'.repeat(43) } }),
      ...inviteNotFound,
    },
    {
      name: "A's invite id as token",
      call: ({ a }) => ({ params: { token: a.inviteId } }),
      ...inviteNotFound,
    },
  ],
  'GET /api/trips/getaway/:id/share': [
    { name: "A's trip", call: ({ a }) => ({ params: { id: a.tripId } }), ...tripNotFound },
  ],
  'POST /api/trips/getaway/:id/share': [
    {
      name: "A's trip: a link of B's own",
      call: ({ a }) => ({ params: { id: a.tripId }, body: { showsCosts: true } }),
      ...tripNotFound,
    },
  ],
  'DELETE /api/trips/getaway/:id/share': [
    { name: "A's trip's link", call: ({ a }) => ({ params: { id: a.tripId } }), ...tripNotFound },
  ],
  'GET /api/trips/getaway/:id/members': [
    { name: "A's trip", call: ({ a }) => ({ params: { id: a.tripId } }), ...tripNotFound },
  ],
  'PUT /api/trips/getaway/:id/members/:userId': [
    {
      name: "B made an editor of A's trip",
      call: ({ a, b }) => ({ params: { id: a.tripId, userId: b.id }, body: { role: 'editor' } }),
      ...tripNotFound,
    },
  ],
  'DELETE /api/trips/getaway/:id/members/:userId': [
    {
      name: "B leaving A's trip",
      call: ({ a, b }) => ({ params: { id: a.tripId, userId: b.id } }),
      ...tripNotFound,
    },
    {
      name: "A removed from A's trip",
      call: ({ a }) => ({ params: { id: a.tripId, userId: a.id } }),
      ...tripNotFound,
    },
  ],
  'POST /api/trips/getaway/:id/owner': [
    {
      name: "A's trip handed to B",
      call: ({ a, b }) => ({ params: { id: a.tripId }, body: { userId: b.id } }),
      ...tripNotFound,
    },
  ],
  'GET /api/wishlist/getlists': [
    {
      name: "B's own lists only",
      call: () => ({}),
      status: 200,
      sees: (body, { b }) => {
        expect(idsOf(body)).toEqual([b.wishlistId]);
        expect(idsOf((body as { trips: unknown }[])[0]!.trips)).toEqual([b.tripId]);
      },
    },
    { name: "A's email as owner", call: ({ a }) => ({ query: { email: a.email } }), ...forbidden },
  ],
  'GET /api/wishlist/spec-wishlist/:id': [
    { name: "A's list", call: ({ a }) => ({ params: { id: a.wishlistId } }), ...wishlistNotFound },
  ],
  'POST /api/wishlist/createlist': [
    {
      name: "a list holding A's trip",
      call: ({ a }) => ({ body: { list_name: 'Grabbed', trips: [{ _id: a.looseTripId }] } }),
      ...tripNotFound,
    },
    {
      name: "a list in A's name",
      call: ({ a }) => ({ body: { list_name: 'Grabbed', email: a.email } }),
      ...forbidden,
    },
    {
      // Names are unique per owner: a 409 here would tell B that A has a list so named.
      name: "a list of its own named like A's",
      call: ({ a }) => ({ body: { list_name: a.wishlistName } }),
      status: 201,
      sees: (body, { b }) => expect(body).toMatchObject({ email: b.email, trips: [] }),
    },
  ],
  'POST /api/wishlist/addtrip/:wishlistId': [
    {
      name: "B's trip into A's list",
      call: ({ a, b }) => ({ params: { wishlistId: a.wishlistId }, body: { _id: b.looseTripId } }),
      ...wishlistNotFound,
    },
    {
      name: "A's trip into B's list",
      call: ({ a, b }) => ({ params: { wishlistId: b.wishlistId }, body: { _id: a.looseTripId } }),
      ...tripNotFound,
    },
    {
      name: "A's trip into A's list",
      call: ({ a }) => ({ params: { wishlistId: a.wishlistId }, body: { _id: a.looseTripId } }),
      ...wishlistNotFound,
    },
  ],
  'DELETE /api/wishlist/:wishlistId/remove-trip/:tripId': [
    {
      name: "A's trip out of A's list",
      call: ({ a }) => ({ params: { wishlistId: a.wishlistId, tripId: a.tripId } }),
      ...wishlistNotFound,
    },
    {
      name: "A's trip out of B's list",
      call: ({ a, b }) => ({ params: { wishlistId: b.wishlistId, tripId: a.tripId } }),
      ...tripNotFound,
    },
  ],
  'DELETE /api/wishlist/removewishlist/:id': [
    { name: "A's list", call: ({ a }) => ({ params: { id: a.wishlistId } }), ...wishlistNotFound },
  ],
  'GET /api/wishlist/spec-wishlist/:id/compare': [
    { name: "A's list", call: ({ a }) => ({ params: { id: a.wishlistId } }), ...wishlistNotFound },
  ],
  'GET /api/trips/getaway/:id/typical-weather': [
    { name: "A's trip", call: ({ a }) => ({ params: { id: a.tripId } }), ...tripNotFound },
  ],
  'GET /api/trips/getaway/:id/things-to-do': [
    { name: "A's trip", call: ({ a }) => ({ params: { id: a.tripId } }), ...tripNotFound },
    {
      name: "A's trip, one kind",
      call: ({ a }) => ({ params: { id: a.tripId }, query: { kind: 'museum' } }),
      ...tripNotFound,
    },
  ],
  'GET /api/trips/getaway/:id/compare/dates': [
    { name: "A's trip", call: ({ a }) => ({ params: { id: a.tripId } }), ...tripNotFound },
  ],
  'GET /api/trips/getaway/:id/compare/places': [
    {
      name: "A's trip",
      call: ({ a }) => ({ params: { id: a.tripId }, query: { place: 'Madrid, Madrid, Spain' } }),
      ...tripNotFound,
    },
  ],
  // Provider calls name no user data; B's answer still carries nothing of A's.
  'GET /api/places-autocomplete': [
    { name: 'a search', call: () => ({ query: { input: 'lis' } }), status: 200 },
  ],
  'GET /api/places-details': [
    { name: 'a place', call: () => ({ query: { placeid: 'geonames:2267057' } }), status: 200 },
  ],
  'GET /api/places-pics': [
    {
      name: 'a photo',
      call: () => ({ query: { photoreference: 'geonames-2267057' } }),
      status: 200,
    },
  ],
  'GET /api/weather': [
    {
      name: 'a city',
      call: () => ({ query: { city: 'Lisbon', country: 'Portugal', units: 'metric' } }),
      status: 200,
    },
  ],
  'POST /api/chatgpt/trip-suggestion': [
    { name: 'a place', call: () => ({ body: location }), status: 200 },
  ],
  'POST /api/chatgpt/fun-places': [
    { name: 'a place', call: () => ({ body: location }), status: 200 },
  ],
};

const routeKey = (route: { method: string; path: string }) => `${route.method} ${route.path}`;
const userRoutes = routeTable.filter((route) => route.auth === 'user');

async function send(
  key: string,
  call: Call,
  headers: Record<string, string>,
): Promise<{ statusCode: number; body: string }> {
  const route = userRoutes.find((candidate) => routeKey(candidate) === key);
  if (!route) throw new Error(`${key} is not an auth 'user' route`);
  const query = call.query ? `?${new URLSearchParams(call.query).toString()}` : '';
  return testApp.app.inject({
    method: route.method,
    url: `${buildPath(route.path, call.params)}${query}`,
    headers,
    ...(call.body === undefined ? {} : { payload: call.body as object }),
  });
}

async function getAs(headers: Record<string, string>, url: string): Promise<unknown> {
  const response = await testApp.app.inject({ method: 'GET', url, headers });
  return { status: response.statusCode, body: response.json<unknown>() };
}

/** Everything A can read of A's own data, through the API. */
async function readBackAsA({ a, aHeaders }: World) {
  return {
    info: await getAs(aHeaders, '/api/user/infor'),
    profile: await getAs(aHeaders, `/api/user/profile/${a.id}`),
    trips: await getAs(aHeaders, '/api/trips/getaway-trip'),
    lists: await getAs(aHeaders, '/api/wishlist/getlists'),
    list: await getAs(aHeaders, `/api/wishlist/spec-wishlist/${a.wishlistId}`),
    trip: await getAs(aHeaders, `/api/trips/getaway/${a.tripId}`),
    looseTrip: await getAs(aHeaders, `/api/trips/getaway/${a.looseTripId}`),
    costs: await getAs(aHeaders, `/api/trips/getaway/${a.tripId}/costs`),
    looseCosts: await getAs(aHeaders, `/api/trips/getaway/${a.looseTripId}/costs`),
    plan: await getAs(aHeaders, `/api/trips/getaway/${a.tripId}/plan`),
    calendar: await getAs(aHeaders, `/api/trips/getaway/${a.tripId}/calendar`),
    invites: await getAs(aHeaders, `/api/trips/getaway/${a.tripId}/invites`),
    share: await getAs(aHeaders, `/api/trips/getaway/${a.tripId}/share`),
    members: await getAs(aHeaders, `/api/trips/getaway/${a.tripId}/members`),
  };
}

/** Nothing that identifies A or A's data may appear in an answer to B. */
function expectNothingOfA(body: string, { a }: World) {
  for (const secret of [
    a.id,
    a.email,
    a.tripId,
    a.looseTripId,
    a.wishlistId,
    a.costId,
    a.planItemId,
    a.inviteId,
  ]) {
    expect(body.toLowerCase()).not.toContain(secret.toLowerCase());
  }
}

describe('authorization matrix: user B against user A', () => {
  it("covers exactly the routes with auth 'user'", () => {
    expect(Object.keys(matrix).sort()).toEqual(userRoutes.map(routeKey).sort());
  });

  for (const [key, attempts] of Object.entries(matrix)) {
    for (const attempt of attempts) {
      it(`${key}: ${attempt.name} answers ${attempt.status}`, async () => {
        const world = await buildWorld();
        const before = await readBackAsA(world);
        expect(before.trips).toMatchObject({ status: 200 });

        const response = await send(key, attempt.call(world), world.bHeaders);
        expect(response.statusCode, response.body).toBe(attempt.status);
        expectNothingOfA(response.body, world);
        const body = JSON.parse(response.body) as unknown;
        if (attempt.code) expect(body).toMatchObject({ code: attempt.code });
        attempt.sees?.(body, world);

        if (attempt.status >= 400) {
          // The same call on ids that exist nowhere answers the very same: nothing leaks.
          const ghost = ghostOf(world);
          const ghostResponse = await send(key, attempt.call(ghost), world.bHeaders);
          expect(ghostResponse.statusCode).toBe(response.statusCode);
          expect(JSON.parse(ghostResponse.body)).toEqual(body);
        }

        expect(await readBackAsA(world)).toEqual(before);
      });
    }
  }
});

// ---- Roles: every trip route as the owner, an editor, a viewer, a stranger, a removed
// companion and a logged-out caller (docs/PRODUCT-RULES.md#roles). ----------------------------

type Who = 'owner' | 'editor' | 'viewer' | 'stranger' | 'removed' | 'loggedOut';
const EVERYONE: readonly Who[] = ['owner', 'editor', 'viewer', 'stranger', 'removed', 'loggedOut'];

interface SharedTrip {
  tripId: string;
  costId: string;
  planItemId: string;
  inviteId: string;
  ids: Record<Exclude<Who, 'loggedOut'>, string>;
  headers: Record<Who, Record<string, string>>;
}

/** A's trip with a cost line, a plan item and a calendar link, an editor, a viewer and more. */
async function buildSharedTrip(): Promise<SharedTrip> {
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
async function snapshotEverything() {
  const db = testApp.db;
  const sorted = (rows: unknown[]) => rows.map((row) => JSON.stringify(row)).sort();
  return {
    trips: sorted(await db.select().from(trips)),
    members: sorted(await db.select().from(tripMembers)),
    costs: sorted(await db.select().from(costLines)),
    plan: sorted(await db.select().from(planItems)),
    calendar: sorted(await db.select().from(calendarFeeds)),
    invites: sorted(await db.select().from(tripInvites)),
    shares: sorted(await db.select().from(tripShares)),
    wishlists: sorted(await db.select().from(wishlists)),
    wishlistTrips: sorted(await db.select().from(wishlistTrips)),
  };
}

const readOnly = { status: 403, code: 'read_only' };
const ownerOnly = { status: 403, code: 'owner_only' };
const missingTrip = { status: 404, code: 'trip_not_found' };
const loggedOut = { status: 401, code: 'unauthenticated' };

type Outcome = { status: number; code?: string } | 'ok';

/** What each kind of call answers to each caller. */
const READ: Record<Who, Outcome> = {
  owner: 'ok',
  editor: 'ok',
  viewer: 'ok',
  stranger: missingTrip,
  removed: missingTrip,
  loggedOut,
};
const EDIT: Record<Who, Outcome> = { ...READ, viewer: readOnly };
const OWN: Record<Who, Outcome> = { ...READ, editor: ownerOnly, viewer: ownerOnly };

interface RoleAttempt {
  name: string;
  call: (trip: SharedTrip, who: Who) => Call;
  outcomes: Record<Who, Outcome>;
}

const onTrip = (trip: SharedTrip) => ({ params: { id: trip.tripId } });
const onCost = (trip: SharedTrip) => ({ params: { id: trip.tripId, costId: trip.costId } });
const onItem = (trip: SharedTrip) => ({ params: { id: trip.tripId, itemId: trip.planItemId } });
/** The caller's own id, or a stranger's for a logged-out caller (refused before it matters). */
const selfOf = (trip: SharedTrip, who: Who) => trip.ids[who === 'loggedOut' ? 'stranger' : who];

/** Every route under /api/trips/getaway/:id, each with what every caller gets. */
const roleMatrix: Record<string, RoleAttempt[]> = {
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

describe('authorization matrix: every trip route by role', () => {
  it('covers exactly the routes of a trip', () => {
    const tripRoutes = userRoutes.filter((route) => route.path.startsWith('/api/trips/getaway/'));
    expect(Object.keys(roleMatrix).sort()).toEqual(tripRoutes.map(routeKey).sort());
  });

  for (const [key, attempts] of Object.entries(roleMatrix)) {
    const route = userRoutes.find((candidate) => routeKey(candidate) === key);
    for (const attempt of attempts) {
      for (const who of EVERYONE) {
        const outcome = attempt.outcomes[who];
        const expected = outcome === 'ok' ? { status: route?.successStatus ?? 200 } : outcome;
        it(`${key}: ${attempt.name}, as ${who}, answers ${expected.status}`, async () => {
          const trip = await buildSharedTrip();
          const before = await snapshotEverything();

          const response = await send(key, attempt.call(trip, who), trip.headers[who]);
          expect(response.statusCode, response.body).toBe(expected.status);
          if ('code' in expected) {
            expect(JSON.parse(response.body)).toMatchObject({ code: expected.code });
            // A refused call changes nothing.
            expect(await snapshotEverything()).toEqual(before);
          }
        });
      }
    }
  }
});
