import { z } from 'zod';
import { currencyCodeSchema, moneySchema } from '#shared/domain/money';
import { bookingSchema } from './bookings';
import { calendarDateSchema, idSchema } from './common';
import { costCategorySchema } from './costs';
import { errorResponses, messageSchema } from './errors';
import { defineRoute } from './route';
import { tripSchema } from './trips';

/**
 * Invite links and the read-only share link of a trip (docs/PRODUCT-RULES.md#travel-together,
 * docs/SECURITY.md). Both are bearer URLs: their token is shown once and only its hash is kept.
 */

/** Where an invite is opened in the app: `/invite/<token>`. */
export const INVITE_PAGE_PREFIX = '/invite/';
/** Where a read-only trip is opened in the app: `/shared/<token>`. */
export const SHARED_PAGE_PREFIX = '/shared/';

/** The roles an invite can give; the owner is never invited. */
export const inviteRoleSchema = z.enum(['viewer', 'editor'], {
  error: 'role must be viewer or editor.',
});
export type InviteRole = z.infer<typeof inviteRoleSchema>;

/** Limits of one invite and of a trip's invites. */
export const INVITE_LIMITS = {
  maxUses: { min: 1, max: 100 },
  expiresInDays: { min: 1, max: 90, default: 7 },
  /** Invites that still work (neither revoked, used up nor expired) per trip. */
  livePerTrip: 20,
} as const;

export const createInviteBodySchema = z.object({
  role: inviteRoleSchema,
  /** How many people may join by this link; no limit when absent. */
  maxUses: z
    .number({ error: 'maxUses must be a whole number.' })
    .int({ error: 'maxUses must be a whole number.' })
    .min(INVITE_LIMITS.maxUses.min, { error: 'maxUses must be 1 to 100.' })
    .max(INVITE_LIMITS.maxUses.max, { error: 'maxUses must be 1 to 100.' })
    .nullable()
    .optional(),
  /** Days until the link stops working; 7 when absent. */
  expiresInDays: z
    .number({ error: 'expiresInDays must be a whole number.' })
    .int({ error: 'expiresInDays must be a whole number.' })
    .min(INVITE_LIMITS.expiresInDays.min, { error: 'expiresInDays must be 1 to 90.' })
    .max(INVITE_LIMITS.expiresInDays.max, { error: 'expiresInDays must be 1 to 90.' })
    .optional(),
});
export type CreateInviteBody = z.infer<typeof createInviteBodySchema>;

/** An invite as listed: never its token, which is shown only once. */
export const inviteSchema = z.object({
  _id: idSchema,
  role: inviteRoleSchema,
  /** When the link stops working (ISO 8601). */
  expiresAt: z.string().nullable(),
  /** How many may join by it; null: no limit. */
  maxUses: z.number().int().nullable(),
  /** How many joined by it. */
  uses: z.number().int(),
  /** When the owner revoked it (ISO 8601), or null. */
  revokedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Invite = z.infer<typeof inviteSchema>;

/** A new invite: its token and URL appear in this answer only. */
export const newInviteSchema = inviteSchema
  .pick({ _id: true, role: true, expiresAt: true, maxUses: true })
  .extend({
    /** The private token inside `url` (256 random bits, base64url). */
    token: z.string(),
    /** The page a companion opens to join: `<origin>/invite/<token>`. */
    url: z.string(),
  });
export type NewInvite = z.infer<typeof newInviteSchema>;

/** What an invite offers, shown before joining: the place and the role, nothing of anyone. */
export const invitePreviewSchema = z.object({
  location_address: z.string(),
  trip_location: z.string(),
  role: inviteRoleSchema,
  /** Whether the caller is already on the trip (its owner or a companion): joining changes nothing. */
  isMember: z.boolean(),
});
export type InvitePreview = z.infer<typeof invitePreviewSchema>;

/** A token in a path: checked by the service, so a malformed one answers 404 like an unknown one. */
const tokenParamsSchema = z.object({ token: z.string().max(200) });

export const shareStatusSchema = z.object({
  /** Whether the trip has a working share link. */
  active: z.boolean(),
  /** Whether that page shows the costs; false without a link. */
  showsCosts: z.boolean(),
  /** When the working link was made (ISO 8601), or null. */
  createdAt: z.string().nullable(),
});
export type ShareStatus = z.infer<typeof shareStatusSchema>;

export const createShareBodySchema = z.object({
  /** Whether the read-only page shows the cost lines and totals; false when absent. */
  showsCosts: z.boolean({ error: 'showsCosts must be true or false.' }).optional(),
});
export type CreateShareBody = z.infer<typeof createShareBodySchema>;

/** A new share link: shown only in this answer. */
export const shareLinkSchema = z.object({
  token: z.string(),
  /** The read-only page: `<origin>/shared/<token>`. */
  url: z.string(),
  showsCosts: z.boolean(),
  createdAt: z.string(),
});
export type ShareLink = z.infer<typeof shareLinkSchema>;

export const sharedPlanItemSchema = z.object({
  name: z.string(),
  /** Minutes after midnight at the destination, or null. */
  startMinutes: z.number().int().nullable(),
  durationMinutes: z.number().int().nullable(),
  place: z.string(),
  note: z.string(),
});
export type SharedPlanItem = z.infer<typeof sharedPlanItemSchema>;

export const sharedCostLineSchema = z.object({
  category: costCategorySchema,
  label: z.string(),
  planned: moneySchema.nullable(),
  actual: moneySchema.nullable(),
  /** Who paid: an account holder's first name, or a named traveller; null when not said. */
  paidBy: z.string().nullable(),
});

/**
 * A booking as the read-only page shows it: no ids, and its confirmation code, travellers' names
 * and files always empty (docs/SECURITY.md#share-link); its price only when the page shows costs.
 */
export const sharedBookingSchema = bookingSchema.omit({
  _id: true,
  costLineId: true,
  createdAt: true,
  updatedAt: true,
});
export type SharedBooking = z.infer<typeof sharedBookingSchema>;

/**
 * The read-only trip a share link shows (docs/SECURITY.md#share-link): no e-mail, no ids, no
 * companion's personal data beyond a payer's first name.
 */
export const sharedTripSchema = z.object({
  location_address: z.string(),
  trip_location: z.string(),
  image_url: z.string(),
  trip_start: calendarDateSchema.nullable(),
  trip_end: calendarDateSchema.nullable(),
  travellers: z.number().int(),
  currency: currencyCodeSchema,
  plan: z.object({
    days: z.array(z.object({ day: calendarDateSchema, items: z.array(sharedPlanItemSchema) })),
    ideas: z.array(sharedPlanItemSchema),
  }),
  /** The trip's bookings in order of their start. */
  bookings: z.array(sharedBookingSchema),
  /** Only when the owner chose to show them; null otherwise. */
  costs: z
    .object({
      lines: z.array(sharedCostLineSchema),
      plannedTotal: moneySchema,
      actualTotal: moneySchema,
    })
    .nullable(),
});
export type SharedTrip = z.infer<typeof sharedTripSchema>;

const tags = ['invites'] as const;
const params = z.object({ id: idSchema });

export const inviteRoutes = {
  create: defineRoute({
    method: 'POST',
    path: '/api/trips/getaway/:id/invites',
    auth: 'user',
    summary:
      'Makes an invite link to join the trip as viewer or editor (owner only). The link is shown only in this answer',
    tags,
    params,
    body: createInviteBodySchema,
    successStatus: 201,
    response: { 201: newInviteSchema, ...errorResponses(400, 401, 404, 409) },
  }),
  list: defineRoute({
    method: 'GET',
    path: '/api/trips/getaway/:id/invites',
    auth: 'user',
    summary: "The trip's invites, working and past, newest first, without their links (owner only)",
    tags,
    params,
    response: { 200: z.array(inviteSchema), ...errorResponses(400, 401, 404) },
  }),
  revoke: defineRoute({
    method: 'DELETE',
    path: '/api/trips/getaway/:id/invites/:inviteId',
    auth: 'user',
    summary: 'Revokes an invite at once (owner only); safe to repeat',
    tags,
    params: z.object({ id: idSchema, inviteId: idSchema }),
    response: { 200: inviteSchema, ...errorResponses(400, 401, 404) },
  }),
  preview: defineRoute({
    method: 'GET',
    path: '/api/invites/:token',
    auth: 'user',
    rateLimit: 'privateLink',
    summary:
      'What an invite offers (place and role) before joining. Unknown or revoked: 404; used up or expired: 410',
    tags,
    params: tokenParamsSchema,
    response: { 200: invitePreviewSchema, ...errorResponses(401, 404, 410, 429) },
  }),
  accept: defineRoute({
    method: 'POST',
    path: '/api/invites/:token/accept',
    auth: 'user',
    rateLimit: 'privateLink',
    summary:
      'Joins the trip with the invite’s role and answers the trip. Unknown or revoked: 404; used up or expired: 410. The owner, or a companion already on the trip, keeps their role (no use is counted)',
    tags,
    params: tokenParamsSchema,
    response: { 200: tripSchema, ...errorResponses(401, 404, 410, 429) },
  }),
};

export const shareRoutes = {
  status: defineRoute({
    method: 'GET',
    path: '/api/trips/getaway/:id/share',
    auth: 'user',
    summary: "Whether the trip's read-only share link works, since when, and if it shows costs",
    tags,
    params,
    response: { 200: shareStatusSchema, ...errorResponses(400, 401, 404) },
  }),
  create: defineRoute({
    method: 'POST',
    path: '/api/trips/getaway/:id/share',
    auth: 'user',
    summary:
      "Makes the trip's read-only share link, or replaces it (the old link stops at once); owner only. Shown only in this answer",
    tags,
    params,
    body: createShareBodySchema,
    successStatus: 201,
    response: { 201: shareLinkSchema, ...errorResponses(400, 401, 404) },
  }),
  revoke: defineRoute({
    method: 'DELETE',
    path: '/api/trips/getaway/:id/share',
    auth: 'user',
    summary: "Stops the trip's share link at once; safe to repeat",
    tags,
    params,
    response: { 200: messageSchema, ...errorResponses(400, 401, 404) },
  }),
  read: defineRoute({
    method: 'GET',
    path: '/api/shared/:token',
    auth: 'public',
    rateLimit: 'privateLink',
    summary:
      'The read-only trip behind a share link, without a login: place, dates, plan, and costs if the owner chose; no e-mail or ids',
    tags,
    params: tokenParamsSchema,
    response: { 200: sharedTripSchema, ...errorResponses(404, 429) },
  }),
};
