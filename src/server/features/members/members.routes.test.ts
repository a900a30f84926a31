import { describe, expect, it } from 'vitest';
import type { Member } from '#shared/contracts/members';
import type { Trip } from '#shared/contracts/trips';
import type { Wishlist } from '#shared/contracts/wishlists';
import { buildMember } from '#tests/factories/members';
import { buildTrip, buildWishlist, expectFavouritesRule } from '#tests/factories/trips';
import { authHeader, buildUser } from '#tests/factories/users';
import { useTestApp } from '#tests/setup/test-app';

const testApp = useTestApp();
const db = () => testApp.db;

/** Ada owns a trip to Lisbon; Grace is its editor and Alan its viewer. */
async function sharedTrip() {
  const ada = await buildUser(db(), { fname: 'Ada' });
  const grace = await buildUser(db(), { fname: 'Grace' });
  const alan = await buildUser(db(), { fname: 'Alan' });
  const trip = await buildTrip(db(), ada.id);
  await buildMember(db(), trip.id, grace.id, 'editor');
  await buildMember(db(), trip.id, alan.id, 'viewer');
  return {
    trip,
    ada: { ...ada, headers: await authHeader(testApp.app, ada) },
    grace: { ...grace, headers: await authHeader(testApp.app, grace) },
    alan: { ...alan, headers: await authHeader(testApp.app, alan) },
  };
}

function call(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  headers: Record<string, string>,
  payload?: unknown,
) {
  return testApp.app.inject({
    method,
    url,
    headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

const membersUrl = (tripId: string) => `/api/trips/getaway/${tripId}/members`;

describe('GET /api/trips/getaway/:id/members', () => {
  it('answers the owner first, then companions by when they joined, with no emails', async () => {
    const { trip, ada, grace, alan } = await sharedTrip();

    const response = await call('GET', membersUrl(trip.id), alan.headers);

    expect(response.statusCode).toBe(200);
    expect(response.json<Member[]>()).toEqual([
      { userId: ada.id, fname: 'Ada', role: 'owner' },
      { userId: grace.id, fname: 'Grace', role: 'editor' },
      { userId: alan.id, fname: 'Alan', role: 'viewer' },
    ]);
    for (const email of [ada.email, grace.email, alan.email]) {
      expect(response.body).not.toContain(email);
    }
  });
});

describe('PUT /api/trips/getaway/:id/members/:userId', () => {
  it("lets the owner change a companion's role, which takes effect at once", async () => {
    const { trip, ada, alan } = await sharedTrip();
    const before = await call('PUT', `/api/trips/getaway/${trip.id}`, alan.headers, {
      notes: 'x',
    });
    expect(before.statusCode).toBe(403);

    const response = await call('PUT', `${membersUrl(trip.id)}/${alan.id}`, ada.headers, {
      role: 'editor',
    });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ userId: alan.id, fname: 'Alan', role: 'editor' });
    const after = await call('PUT', `/api/trips/getaway/${trip.id}`, alan.headers, {
      notes: 'Bring sunscreen',
    });
    expect(after.statusCode).toBe(200);
    expect(after.json<Trip>()).toMatchObject({ notes: 'Bring sunscreen', role: 'editor' });
  });

  it("answers 400 for the owner's own role and 404 for someone not on the trip", async () => {
    const { trip, ada } = await sharedTrip();
    const outsider = await buildUser(db());

    const own = await call('PUT', `${membersUrl(trip.id)}/${ada.id}`, ada.headers, {
      role: 'viewer',
    });
    const stranger = await call('PUT', `${membersUrl(trip.id)}/${outsider.id}`, ada.headers, {
      role: 'viewer',
    });

    expect(own.statusCode).toBe(400);
    expect(own.json()).toMatchObject({ code: 'owner_role_fixed' });
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json()).toMatchObject({ code: 'member_not_found' });
  });
});

describe('DELETE /api/trips/getaway/:id/members/:userId', () => {
  it('lets a companion leave: the trip leaves their list and their wishlist at once', async () => {
    const { trip, alan } = await sharedTrip();
    await buildWishlist(db(), alan.id, { tripIds: [trip.id] });

    const response = await call('DELETE', `${membersUrl(trip.id)}/${alan.id}`, alan.headers);

    expect(response.statusCode).toBe(200);
    const list = await call('GET', '/api/trips/getaway-trip', alan.headers);
    expect(list.json<Trip[]>()).toEqual([]);
    const lists = await call('GET', '/api/wishlist/getlists', alan.headers);
    expect(lists.json<Wishlist[]>()[0]?.trips).toEqual([]);
    const again = await call('GET', `/api/trips/getaway/${trip.id}`, alan.headers);
    expect(again.statusCode).toBe(404);
  });

  it('refuses the owner leaving their own trip with a clear message', async () => {
    const { trip, ada } = await sharedTrip();

    const response = await call('DELETE', `${membersUrl(trip.id)}/${ada.id}`, ada.headers);

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'owner_cannot_leave',
      msg: 'The owner cannot leave their own trip: make a companion the owner first, or delete the trip.',
    });
  });

  it('does not let an editor remove another companion', async () => {
    const { trip, grace, alan } = await sharedTrip();

    const response = await call('DELETE', `${membersUrl(trip.id)}/${alan.id}`, grace.headers);

    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'owner_only' });
  });
});

describe('POST /api/trips/getaway/:id/owner', () => {
  it('hands the trip to a companion; the old owner stays on as an editor', async () => {
    const { trip, ada, grace, alan } = await sharedTrip();

    const response = await call('POST', `/api/trips/getaway/${trip.id}/owner`, ada.headers, {
      userId: grace.id,
    });

    expect(response.statusCode).toBe(200);
    expect(response.json<Member[]>()).toEqual([
      { userId: grace.id, fname: 'Grace', role: 'owner' },
      { userId: alan.id, fname: 'Alan', role: 'viewer' },
      { userId: ada.id, fname: 'Ada', role: 'editor' },
    ]);
    const asAda = await call('GET', `/api/trips/getaway/${trip.id}`, ada.headers);
    expect(asAda.json<Trip>()).toMatchObject({ role: 'editor', owner: { fname: 'Grace' } });
    const deleteByAda = await call('DELETE', `/api/trips/getaway/${trip.id}`, ada.headers);
    expect(deleteByAda.statusCode).toBe(403);
  });

  it('answers 404 for someone not on the trip and changes nothing', async () => {
    const { trip, ada } = await sharedTrip();
    const outsider = await buildUser(db());

    const response = await call('POST', `/api/trips/getaway/${trip.id}/owner`, ada.headers, {
      userId: outsider.id,
    });

    expect(response.statusCode).toBe(404);
    const members = await call('GET', membersUrl(trip.id), ada.headers);
    expect(members.json<Member[]>()[0]).toMatchObject({ userId: ada.id, role: 'owner' });
  });
});

describe('shared trips in lists and favourites per traveller', () => {
  it("lists a trip shared with the caller beside their own, each with the caller's role and its owner", async () => {
    const { trip, grace } = await sharedTrip();
    const own = await buildTrip(db(), grace.id, { tripStart: '2026-07-01', tripEnd: '2026-07-03' });

    const response = await call('GET', '/api/trips/getaway-trip', grace.headers);

    expect(response.statusCode).toBe(200);
    expect(
      response.json<Trip[]>().map((item) => ({
        _id: item._id,
        role: item.role,
        owner: item.owner,
        user_email: item.user_email,
      })),
    ).toEqual([
      { _id: trip.id, role: 'editor', owner: { fname: 'Ada' }, user_email: grace.email },
      { _id: own.id, role: 'owner', owner: { fname: 'Grace' }, user_email: grace.email },
    ]);
  });

  it("keeps each traveller's favourite their own", async () => {
    const { trip, ada, grace, alan } = await sharedTrip();
    const adaList = await buildWishlist(db(), ada.id, { listName: 'Summer' });
    const alanList = await buildWishlist(db(), alan.id, { listName: 'Someday' });

    const added = await call('POST', `/api/wishlist/addtrip/${alanList.id}`, alan.headers, {
      _id: trip.id,
    });
    expect(added.statusCode).toBe(200);
    const adaAdded = await call('POST', `/api/wishlist/addtrip/${adaList.id}`, ada.headers, {
      _id: trip.id,
    });
    expect(adaAdded.statusCode).toBe(200);

    const favouriteOf = async (headers: Record<string, string>) =>
      (await call('GET', `/api/trips/getaway/${trip.id}`, headers)).json<Trip>();
    expect(await favouriteOf(alan.headers)).toMatchObject({
      isFavorite: true,
      wishlist: { _id: alanList.id, list_name: 'Someday' },
    });
    expect(await favouriteOf(ada.headers)).toMatchObject({
      isFavorite: true,
      wishlist: { _id: adaList.id, list_name: 'Summer' },
    });
    expect(await favouriteOf(grace.headers)).toMatchObject({ isFavorite: false, wishlist: null });

    // A viewer may drop their own favourite; the owner's stays.
    const dropped = await call('PUT', `/api/trips/getaway/${trip.id}`, alan.headers, {
      isFavorite: false,
    });
    expect(dropped.statusCode).toBe(200);
    expect(dropped.json<Trip>()).toMatchObject({ isFavorite: false });
    expect(await favouriteOf(ada.headers)).toMatchObject({ isFavorite: true });
    await expectFavouritesRule(testApp.app, db());
  });
});
