// How user B aims each `auth: 'user'` route at user A's data (tests/server/authorization-cross-user.test.ts).
import { expect } from 'vitest';
import {
  type Attempt,
  bookingBody,
  bookingNotFound,
  costBody,
  fileNotFound,
  pdf,
  costNotFound,
  forbidden,
  idsOf,
  inviteNotFound,
  location,
  planItemNotFound,
  pushSubscriptionNotFound,
  tripNotFound,
  updateProfileBody,
  userNotFound,
  watchNotFound,
  wishlistNotFound,
} from './cross-user-world';

/**
 * How B aims each route at A's data, keyed by `${method} ${path}`. Every `auth: 'user'` route
 * must be here (checked below), so a new route cannot skip the matrix.
 */
export const matrix: Record<string, Attempt[]> = {
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
  'GET /api/trips/getaway/:id/bookings': [
    { name: "A's trip", call: ({ a }) => ({ params: { id: a.tripId } }), ...tripNotFound },
  ],
  'POST /api/trips/getaway/:id/bookings': [
    {
      name: "A's trip",
      call: ({ a }) => ({ params: { id: a.tripId }, body: bookingBody }),
      ...tripNotFound,
    },
  ],
  'PUT /api/trips/getaway/:id/bookings/:bookingId': [
    {
      name: "A's booking on A's trip",
      call: ({ a }) => ({ params: { id: a.tripId, bookingId: a.bookingId }, body: bookingBody }),
      ...tripNotFound,
    },
    {
      name: "A's booking through B's own trip",
      call: ({ a, b }) => ({ params: { id: b.tripId, bookingId: a.bookingId }, body: bookingBody }),
      ...bookingNotFound,
    },
  ],
  'DELETE /api/trips/getaway/:id/bookings/:bookingId': [
    {
      name: "A's booking on A's trip",
      call: ({ a }) => ({ params: { id: a.tripId, bookingId: a.bookingId } }),
      ...tripNotFound,
    },
    {
      name: "A's booking through B's own trip",
      call: ({ a, b }) => ({ params: { id: b.tripId, bookingId: a.bookingId } }),
      ...bookingNotFound,
    },
  ],
  'POST /api/trips/getaway/:id/bookings/import': [
    {
      name: "A's trip",
      call: ({ a }) => ({ params: { id: a.tripId }, file: pdf }),
      ...tripNotFound,
    },
  ],
  'POST /api/trips/getaway/:id/bookings/:bookingId/files': [
    {
      name: "A's booking on A's trip",
      call: ({ a }) => ({ params: { id: a.tripId, bookingId: a.bookingId }, file: pdf }),
      ...tripNotFound,
    },
    {
      name: "A's booking through B's own trip",
      call: ({ a, b }) => ({ params: { id: b.tripId, bookingId: a.bookingId }, file: pdf }),
      ...bookingNotFound,
    },
  ],
  'GET /api/trips/getaway/:id/bookings/:bookingId/files/:fileId': [
    {
      name: "A's file on A's trip",
      call: ({ a }) => ({ params: { id: a.tripId, bookingId: a.bookingId, fileId: a.fileId } }),
      ...tripNotFound,
    },
    {
      name: "A's file through B's own trip",
      call: ({ a, b }) => ({ params: { id: b.tripId, bookingId: a.bookingId, fileId: a.fileId } }),
      ...fileNotFound,
    },
  ],
  'DELETE /api/trips/getaway/:id/bookings/:bookingId/files/:fileId': [
    {
      name: "A's file on A's trip",
      call: ({ a }) => ({ params: { id: a.tripId, bookingId: a.bookingId, fileId: a.fileId } }),
      ...tripNotFound,
    },
    {
      name: "A's file through B's own trip",
      call: ({ a, b }) => ({ params: { id: b.tripId, bookingId: a.bookingId, fileId: a.fileId } }),
      ...fileNotFound,
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
  'GET /api/watches': [
    {
      name: "B's own watches only",
      call: () => ({}),
      status: 200,
      sees: (body, { b }) =>
        expect((body as { watches: { _id: string }[] }).watches.map((watch) => watch._id)).toEqual([
          b.watchId,
        ]),
    },
  ],
  'POST /api/watches': [
    { name: "A's trip", call: ({ a }) => ({ body: { tripId: a.tripId } }), ...tripNotFound },
    {
      name: "A's trip, with a cap",
      call: ({ a }) => ({
        body: { tripId: a.looseTripId, maxPerPerson: { amount: 50_000, currency: 'USD' } },
      }),
      ...tripNotFound,
    },
  ],
  'DELETE /api/watches/:watchId': [
    { name: "A's watch", call: ({ a }) => ({ params: { watchId: a.watchId } }), ...watchNotFound },
  ],
  'POST /api/watches/:watchId/check': [
    { name: "A's watch", call: ({ a }) => ({ params: { watchId: a.watchId } }), ...watchNotFound },
  ],
  'GET /api/watches/:watchId/history': [
    { name: "A's watch", call: ({ a }) => ({ params: { watchId: a.watchId } }), ...watchNotFound },
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
  'GET /api/notifications': [
    {
      name: "B's own notices only",
      call: () => ({}),
      status: 200,
      sees: (body, { b }) =>
        expect(body).toMatchObject({ notifications: [{ _id: b.noticeId }], unread: 1 }),
    },
  ],
  'POST /api/notifications/read': [
    {
      name: "A's notice, which stays unread",
      call: ({ a }) => ({ body: { ids: [a.noticeId] } }),
      status: 200,
      sees: (body) => expect(body).toEqual({ unread: 1 }),
    },
  ],
  'GET /api/notifications/settings': [{ name: "B's own choices", call: () => ({}), status: 200 }],
  'PUT /api/notifications/settings': [
    {
      name: "B's own choices, A's unchanged",
      call: () => ({ body: { email: false } }),
      status: 200,
      sees: (body) => expect(body).toMatchObject({ email: false, push: true }),
    },
  ],
  // An endpoint is one browser's: the account that subscribes it last hears on it
  // (docs/PRODUCT-RULES.md#notifications). The answer names nothing of A's.
  'POST /api/push/subscriptions': [
    {
      name: 'a browser of its own',
      call: () => ({
        body: {
          endpoint: `https://push.example/send/b-${Date.now()}`,
          keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'AAAAAAAAAAAAAAAAAAAAAA' },
        },
      }),
      status: 201,
    },
  ],
  'DELETE /api/push/subscriptions': [
    {
      name: "A's browser",
      call: ({ a }) => ({ query: { endpoint: a.pushEndpoint } }),
      ...pushSubscriptionNotFound,
    },
  ],
};
