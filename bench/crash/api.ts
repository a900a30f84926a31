// The API calls the crash test makes, each a route of the contracts (src/shared/contracts) with
// its path built by `buildPath`, and the one way it sends them.
import { bookingsRoutes } from '../../src/shared/contracts/bookings';
import { costRoutes } from '../../src/shared/contracts/costs';
import { inviteRoutes, shareRoutes } from '../../src/shared/contracts/invites';
import { memberRoutes } from '../../src/shared/contracts/members';
import { notificationRoutes } from '../../src/shared/contracts/notifications';
import { planRoutes } from '../../src/shared/contracts/plan';
import {
  buildPath,
  type HttpMethod,
  type RouteBodyInput,
  type RouteContract,
} from '../../src/shared/contracts/route';
import { tripRoutes } from '../../src/shared/contracts/trips';
import { watchRoutes } from '../../src/shared/contracts/watches';
import { wishlistRoutes } from '../../src/shared/contracts/wishlists';
import { addDays, localCalendarDate } from '../../src/shared/domain/calendar-date';
import { bookingPrice, NAMED_TRAVELLER, type Write } from './model';

interface Call {
  method: HttpMethod;
  path: string;
  body?: unknown;
}

/** A call of `route`, its path's `:name` placeholders filled from `params`. */
function call<Route extends RouteContract>(
  route: Route,
  params: Record<string, string> = {},
  body?: RouteBodyInput<Route>,
): Call {
  return {
    method: route.method,
    path: buildPath(route.path, params),
    ...(body === undefined ? {} : { body }),
  };
}

/** The request for `write`. */
export function request(write: Write): Call {
  switch (write.kind) {
    case 'create trip': {
      const { wishlistId: _none, notes: _empty, travellers: _one, ...body } = write.state;
      return call(tripRoutes.create, {}, body);
    }
    case 'update trip':
      return call(tripRoutes.update, { id: write.tripId }, write.change);
    case 'create wishlist':
      return call(
        wishlistRoutes.create,
        {},
        {
          list_name: write.name,
          ...(write.tripId ? { trips: [{ _id: write.tripId }] } : {}),
        },
      );
    case 'add to wishlist':
      return call(wishlistRoutes.addTrip, { wishlistId: write.wishlistId }, { _id: write.tripId });
    case 'remove from wishlist':
      return call(wishlistRoutes.removeTrip, {
        wishlistId: write.wishlistId,
        tripId: write.tripId,
      });
    case 'delete trip':
      return call(tripRoutes.delete, { id: write.tripId });
    case 'add cost':
      return call(
        costRoutes.create,
        { id: write.tripId },
        {
          category: 'other',
          label: write.label,
          planned: { amount: 1000 + (write.label.length % 50) * 100, currency: 'USD' },
          ...(write.paid ? paidAndSplit(write.paidBy) : {}),
        },
      );
    case 'delete cost':
      return call(costRoutes.delete, { id: write.tripId, costId: write.costId });
    case 'add plan item':
      return call(
        planRoutes.createItem,
        { id: write.tripId },
        { name: write.name, day: write.day },
      );
    case 'move plan item':
      return call(
        planRoutes.moveItem,
        { id: write.tripId, itemId: write.itemId },
        { day: write.day, position: write.position },
      );
    case 'delete plan item':
      return call(planRoutes.deleteItem, { id: write.tripId, itemId: write.itemId });
    case 'add booking':
      return call(
        bookingsRoutes.create,
        { id: write.tripId },
        {
          kind: 'flight',
          title: write.title,
          start: { date: '2026-06-02', time: '10:05', timeZone: 'Europe/Lisbon' },
          price: { amount: bookingPrice(write.title), currency: 'USD' },
        },
      );
    case 'delete booking': {
      // Its cost line goes with it, in the same transaction.
      const { method, path } = call(bookingsRoutes.delete, {
        id: write.tripId,
        bookingId: write.bookingId,
      });
      return { method, path: `${path}?costLine=delete` };
    }
    case 'invite':
      return call(inviteRoutes.create, { id: write.tripId }, { role: write.role });
    case 'accept invite':
      return call(inviteRoutes.accept, { token: write.token });
    case 'set role':
      return call(
        memberRoutes.update,
        { id: write.tripId, userId: write.memberId },
        { role: write.role },
      );
    case 'remove companion':
      return call(memberRoutes.remove, { id: write.tripId, userId: write.memberId });
    case 'leave trip':
      return call(memberRoutes.remove, { id: write.tripId, userId: write.userId });
    case 'hand over':
      return call(memberRoutes.transferOwner, { id: write.tripId }, { userId: write.memberId });
    case 'share':
      return call(shareRoutes.create, { id: write.tripId }, { showsCosts: write.showsCosts });
    case 'stop share':
      return call(shareRoutes.revoke, { id: write.tripId });
    case 'create watch':
      return call(
        watchRoutes.create,
        {},
        {
          place: 'Lisbon, Portugal',
          nights: 3,
          travellers: 2,
          origin: 'Denver, CO',
          from: addDays(localCalendarDate(), 30),
          to: addDays(localCalendarDate(), 44),
          maxPerPerson: { amount: write.cap, currency: 'USD' },
        },
      );
    case 'check watch':
      return call(watchRoutes.check, { watchId: write.watchId });
    case 'delete watch':
      return call(watchRoutes.delete, { watchId: write.watchId });
    case 'notice choices':
      return call(notificationRoutes.updateSettings, {}, { email: write.email, push: write.push });
  }
}

/** Paid by the owner, split equally between the owner and a traveller without an account. */
const paidAndSplit = (
  userId: string,
): Pick<RouteBodyInput<typeof costRoutes.create>, 'paidBy' | 'split'> => ({
  paidBy: { userId },
  split: { mode: 'equal', among: [{ userId }, { name: NAMED_TRAVELLER }] },
});

/** One request; with no `token`, as anyone without a login (a share link's page). */
export async function send(
  origin: string,
  token: string,
  method: string,
  path: string,
  body?: unknown,
) {
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

/** `route` called with its path's `:name` placeholders filled from `params` (a read: no body). */
export function sendRoute(
  origin: string,
  token: string,
  route: RouteContract,
  params: Record<string, string> = {},
) {
  return send(origin, token, route.method, buildPath(route.path, params));
}
