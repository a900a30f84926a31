import { z } from 'zod';
import { idSchema } from './common';
import { errorResponses, messageSchema } from './errors';
import { defineRoute } from './route';

/**
 * What a notice is about: a watch's price fell below its cap or by 10% (docs/PRODUCT-RULES.md
 * #price-watches), or companions changed a trip (grouped: one notice a trip per few minutes).
 */
export const NOTIFICATION_KINDS = ['watch_below_cap', 'watch_price_drop', 'trip_activity'] as const;
export const notificationKindSchema = z.enum(NOTIFICATION_KINDS);
export type NotificationKind = z.infer<typeof notificationKindSchema>;

/** The parts of a trip a change touched; an open trip page re-reads these. */
export const TRIP_CHANGE_PARTS = ['trip', 'costs', 'plan', 'bookings', 'members'] as const;
export const tripChangePartSchema = z.enum(TRIP_CHANGE_PARTS);
export type TripChangePart = z.infer<typeof tripChangePartSchema>;

export const notificationSchema = z.object({
  _id: idSchema,
  kind: notificationKindSchema,
  /** One line: "Lisbon getaway: now $412 a person". */
  title: z.string(),
  /** A sentence or two of detail. */
  body: z.string(),
  /** Where the notice leads in the app: "/trips/…", "/watches". */
  link: z.string(),
  tripId: idSchema.nullable(),
  watchId: idSchema.nullable(),
  createdAt: z.string(),
  /** Null while unread. */
  readAt: z.string().nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const NOTIFICATIONS_PAGE_SIZE = 30;

export const notificationsQuerySchema = z.object({
  /** Older than this notice's time (ISO 8601), for the next page. */
  before: z.iso.datetime({ offset: true, error: 'before must be an ISO 8601 time.' }).optional(),
  limit: z.coerce
    .number()
    .int()
    .min(1, { error: 'limit must be a whole number from 1 to 100.' })
    .max(100, { error: 'limit must be a whole number from 1 to 100.' })
    .default(NOTIFICATIONS_PAGE_SIZE),
});

export const notificationsListSchema = z.object({
  /** Newest first. */
  notifications: z.array(notificationSchema),
  /** All unread notices of the traveller, not only this page's. */
  unread: z.number().int().nonnegative(),
});
export type NotificationsList = z.infer<typeof notificationsListSchema>;

export const markReadBodySchema = z.strictObject({
  /** The notices read; absent means every notice. */
  ids: z.array(idSchema).max(100, { error: 'Mark at most 100 notices at once.' }).optional(),
});

export const unreadCountSchema = z.object({ unread: z.number().int().nonnegative() });

/** Which channels a traveller hears on besides the bell, which is always on. */
export const notificationPreferencesSchema = z.object({
  email: z.boolean(),
  push: z.boolean(),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

export const notificationSettingsSchema = notificationPreferencesSchema.extend({
  /** False when the server has no SMTP_URL and MAIL_FROM: e-mail cannot be chosen. */
  emailAvailable: z.boolean(),
  /** The VAPID public key a browser subscribes with (base64url). */
  pushPublicKey: z.string(),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

export const updatePreferencesBodySchema = z.strictObject({
  email: z.boolean({ error: 'email must be true or false.' }).optional(),
  push: z.boolean({ error: 'push must be true or false.' }).optional(),
});

/** A browser's PushSubscription as `toJSON()` gives it. */
export const pushSubscriptionBodySchema = z.object({
  endpoint: z
    .url({ protocol: /^https?$/, error: 'endpoint must be an http(s) URL.' })
    .max(2000, { error: 'endpoint is too long.' }),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({
    p256dh: z
      .string({ error: 'keys.p256dh is required.' })
      .regex(/^[A-Za-z0-9_-]{80,100}={0,2}$/, { error: 'keys.p256dh is not a P-256 public key.' }),
    auth: z
      .string({ error: 'keys.auth is required.' })
      .regex(/^[A-Za-z0-9_-]{16,32}={0,2}$/, { error: 'keys.auth is not a push auth secret.' }),
  }),
});
export type PushSubscriptionBody = z.infer<typeof pushSubscriptionBodySchema>;

export const pushUnsubscribeQuerySchema = z.object({
  endpoint: z
    .url({ protocol: /^https?$/, error: 'endpoint must be an http(s) URL.' })
    .max(2000, { error: 'endpoint is too long.' }),
});

export const unsubscribeQuerySchema = z.object({
  /** The signed token in an e-mail's unsubscribe link. */
  token: z.string().min(1).max(500),
});

const tags = ['notifications'] as const;

export const notificationRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/api/notifications',
    auth: 'user',
    summary: "The traveller's notices, newest first, and how many are unread",
    tags,
    querystring: notificationsQuerySchema,
    response: { 200: notificationsListSchema, ...errorResponses(400, 401) },
  }),
  markRead: defineRoute({
    method: 'POST',
    path: '/api/notifications/read',
    auth: 'user',
    summary: 'Mark notices read (all of them without ids)',
    tags,
    body: markReadBodySchema,
    response: { 200: unreadCountSchema, ...errorResponses(400, 401) },
  }),
  settings: defineRoute({
    method: 'GET',
    path: '/api/notifications/settings',
    auth: 'user',
    summary: 'Which channels the traveller hears on, and which the server offers',
    tags,
    response: { 200: notificationSettingsSchema, ...errorResponses(401) },
  }),
  updateSettings: defineRoute({
    method: 'PUT',
    path: '/api/notifications/settings',
    auth: 'user',
    summary: 'Choose the channels: e-mail, Web Push',
    tags,
    body: updatePreferencesBodySchema,
    response: { 200: notificationSettingsSchema, ...errorResponses(400, 401) },
  }),
  unsubscribe: defineRoute({
    method: 'POST',
    path: '/api/notifications/unsubscribe',
    auth: 'public',
    rateLimit: 'privateLink',
    summary: "One-click unsubscribe from an e-mail's link: turns e-mail off for its traveller",
    tags,
    querystring: unsubscribeQuerySchema,
    response: { 200: messageSchema, ...errorResponses(400, 404, 429) },
  }),
  subscribePush: defineRoute({
    method: 'POST',
    path: '/api/push/subscriptions',
    auth: 'user',
    summary: "Keep this browser's push subscription",
    tags,
    body: pushSubscriptionBodySchema,
    successStatus: 201,
    response: { 201: messageSchema, ...errorResponses(400, 401) },
  }),
  unsubscribePush: defineRoute({
    method: 'DELETE',
    path: '/api/push/subscriptions',
    auth: 'user',
    summary: "Forget this browser's push subscription",
    tags,
    querystring: pushUnsubscribeQuerySchema,
    response: { 200: messageSchema, ...errorResponses(400, 401, 404) },
  }),
};

/**
 * GET, outside the JSON contract: Server-Sent Events for the signed-in traveller (Authorization:
 * Bearer). Events: `notification` (data: a notificationSchema), `trip_changed` (data:
 * tripChangedEventSchema); a comment line every 25 s keeps proxies from closing it.
 */
export const NOTIFICATIONS_STREAM_PATH = '/api/notifications/stream';

/** A trip the traveller can see changed: an open trip page re-reads the parts named. */
export const tripChangedEventSchema = z.object({
  tripId: idSchema,
  parts: z.array(tripChangePartSchema),
});
export type TripChangedEvent = z.infer<typeof tripChangedEventSchema>;
