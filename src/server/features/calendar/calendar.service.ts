import {
  calendarFeedPath,
  type CalendarLink,
  type CalendarLinkStatus,
} from '#shared/contracts/calendar';
import type { Message } from '#shared/contracts/errors';
import type { Access } from '#server/access/access';
import { hashOpaqueToken, newOpaqueToken } from '#server/auth/tokens';
import type { RunInTransaction } from '#server/db/transactions';
import { notFound, tripNotFound } from '#server/errors';
import { toCalendarFeed } from './calendar.presenter';
import type { CalendarRepository } from './calendar.repository';

export interface CalendarScope {
  calendarRepository: CalendarRepository;
  access: Access;
}

export interface CalendarServiceDeps extends CalendarScope {
  inTransaction: RunInTransaction<CalendarScope>;
  now?: () => Date;
}

/** A feed file name: a token as we make them (43 base64url characters) and `.ics`. */
const FEED_FILE = /^([A-Za-z0-9_-]{43})\.ics$/;

/** Unknown, malformed, renewed and revoked tokens all answer this, alike. */
export const calendarLinkNotFound = () =>
  notFound('This calendar link does not exist or was stopped.', 'calendar_link_not_found');

export const CALENDAR_LINK_STOPPED = 'The calendar link no longer works.';

/**
 * A trip's private calendar link (docs/PRODUCT-RULES.md#calendar-link): a bearer URL whose token
 * is kept only as its SHA-256, made, renewed and stopped by the trip's owner, and the feed it
 * serves to anyone who holds it.
 */
export function createCalendarService(deps: CalendarServiceDeps) {
  const { calendarRepository, access, inTransaction } = deps;
  const now = deps.now ?? (() => new Date());

  return {
    async getStatus(userId: string, tripId: string): Promise<CalendarLinkStatus> {
      // Owner only: the link shows the plan to whoever holds it (docs/PRODUCT-RULES.md#roles).
      const link = await calendarRepository.findReadableLink(userId, tripId);
      access.checkTripRole(link?.role, 'own');
      if (!link) throw tripNotFound();
      return { active: link.createdAt !== null, createdAt: link.createdAt?.toISOString() ?? null };
    },

    /** Makes or renews the link; `origin` is where the app is reached, e.g. `https://host`. */
    async createLink(userId: string, tripId: string, origin: string): Promise<CalendarLink> {
      const token = newOpaqueToken();
      // The trip's row is held until commit, so a concurrent delete cannot orphan the link.
      const { createdAt } = await inTransaction(async (scope) => {
        await scope.access.requireTrip(userId, tripId, 'own', { lock: true });
        return scope.calendarRepository.replaceLink(tripId, hashOpaqueToken(token));
      });
      return {
        url: `${origin}${calendarFeedPath(token)}`,
        token,
        createdAt: createdAt.toISOString(),
      };
    },

    /** Safe to repeat: with no link, there is nothing left that works, as asked. */
    async revokeLink(userId: string, tripId: string): Promise<Message> {
      await access.requireTrip(userId, tripId, 'own');
      await calendarRepository.deleteLink(tripId);
      return { msg: CALENDAR_LINK_STOPPED };
    },

    /** The feed for `<token>.ics`, as iCalendar text. */
    async getFeed(file: string): Promise<string> {
      const token = FEED_FILE.exec(file)?.[1];
      if (!token) throw calendarLinkNotFound();
      const feed = await calendarRepository.findFeed(hashOpaqueToken(token));
      if (!feed) throw calendarLinkNotFound();
      const bookings = await calendarRepository.listBookings(feed.trip.id);
      return toCalendarFeed(feed.trip, feed.items, bookings, now(), feed.trip.ownerLocale ?? null);
    },
  };
}

export type CalendarService = ReturnType<typeof createCalendarService>;
