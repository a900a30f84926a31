import { z } from 'zod';
import { idSchema } from './common';
import { errorResponses, messageSchema } from './errors';
import { defineRoute } from './route';

/**
 * Where a trip's calendar feed is served: `/api/calendar/<token>.ics`, read without a login
 * (docs/PRODUCT-RULES.md#calendar-link). Under /api/, so neither the client's page fallback nor
 * the service worker's page handling ever answers it.
 */
export const CALENDAR_FEED_PREFIX = '/api/calendar/';

/** The feed's path for a token. */
export function calendarFeedPath(token: string): string {
  return `${CALENDAR_FEED_PREFIX}${token}.ics`;
}

export const calendarLinkStatusSchema = z.object({
  /** Whether the trip has a working calendar link. */
  active: z.boolean(),
  /** When the working link was made (ISO 8601), or null when there is none. */
  createdAt: z.string().nullable(),
});
export type CalendarLinkStatus = z.infer<typeof calendarLinkStatusSchema>;

/** A new link. Its token is shown this once: only its hash is kept. */
export const calendarLinkSchema = z.object({
  /** The feed's absolute http(s) address, to paste into a calendar app. */
  url: z.string(),
  /** The private token inside `url` (256 random bits, base64url). */
  token: z.string(),
  /** When the link was made (ISO 8601). */
  createdAt: z.string(),
});
export type CalendarLink = z.infer<typeof calendarLinkSchema>;

const tags = ['calendar'] as const;
const params = z.object({ id: idSchema });

export const calendarRoutes = {
  status: defineRoute({
    method: 'GET',
    path: '/api/trips/getaway/:id/calendar',
    auth: 'user',
    summary: "Whether the trip's calendar link works, and since when",
    tags,
    params,
    response: { 200: calendarLinkStatusSchema, ...errorResponses(400, 401, 403, 404) },
  }),
  create: defineRoute({
    method: 'POST',
    path: '/api/trips/getaway/:id/calendar',
    auth: 'user',
    summary:
      "Makes the trip's calendar link, or renews it: the old link stops working at once. The link is shown only in this answer",
    tags,
    params,
    successStatus: 201,
    response: { 201: calendarLinkSchema, ...errorResponses(400, 401, 403, 404) },
  }),
  revoke: defineRoute({
    method: 'DELETE',
    path: '/api/trips/getaway/:id/calendar',
    auth: 'user',
    summary:
      "Stops the trip's calendar link; safe to repeat (200 when there was none, as after the first call)",
    tags,
    params,
    response: { 200: messageSchema, ...errorResponses(400, 401, 403, 404) },
  }),
};
