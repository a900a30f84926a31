import { z } from 'zod';
import { calendarDateSchema, emailSchema, idParamsSchema, idSchema } from './common';
import { errorResponses, messageSchema } from './errors';
import { defineRoute } from './route';
import { currencyCodeSchema, moneySchema } from '#shared/domain/money';
import { TRIP_ROLES } from '#shared/domain/roles';

/** Our own route that serves place photos; trips may store paths under it (never expiring URLs). */
export const PLACE_PHOTO_PATH_PREFIX = '/api/places-photo/';
/** Images shipped with the client (fallbacks). */
export const SHIPPED_IMAGE_PATH_PREFIX = '/images/';

const SERVED_IMAGE_PATH =
  /^\/(?:api\/places-photo|images)\/[A-Za-z0-9._~%:-]+(?:\/[A-Za-z0-9._~%:-]+)*$/;

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** Percent-decoded until stable (at most a few rounds); undefined when an escape is invalid. */
function fullyDecoded(value: string): string | undefined {
  let current = value;
  for (let round = 0; round < 4; round += 1) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return undefined;
    }
    if (next === current) return current;
    current = next;
  }
  return undefined;
}

/**
 * A path this server serves, judged as a browser would resolve it: the URL parser must leave it
 * unchanged (it turns `%2e%2e` into `..` and resolves it), and once decoded it must have no `.` or
 * `..` segment, no backslash and still sit under an allowed prefix.
 */
function isServedImagePath(value: string): boolean {
  if (!SERVED_IMAGE_PATH.test(value)) return false;
  let resolved: string;
  try {
    resolved = new URL(value, 'http://localhost').pathname;
  } catch {
    return false;
  }
  const decoded = fullyDecoded(value);
  return (
    resolved === value &&
    decoded !== undefined &&
    !decoded.includes('\\') &&
    !decoded.split('/').some((segment) => segment === '.' || segment === '..') &&
    (decoded.startsWith(PLACE_PHOTO_PATH_PREFIX) || decoded.startsWith(SHIPPED_IMAGE_PATH_PREFIX))
  );
}

/** An http(s) URL, or a path this server serves (place photos, shipped images). */
export const imageUrlSchema = z
  .string({ error: 'image_url is required.' })
  .trim()
  .max(2048, { error: 'image_url is too long.' })
  .refine((value) => isHttpUrl(value) || isServedImagePath(value), {
    error: 'image_url must be an http(s) URL or a path this server serves.',
  });

/** The wishlist a favourite trip is in (a trip is in at most one: docs/PRODUCT-RULES.md#favourites). */
export const tripWishlistRefSchema = z.object({ _id: idSchema, list_name: z.string() });

/** The caller's role on a trip: its owner, or a companion who may change it or only look. */
export const tripRoleSchema = z.enum(TRIP_ROLES);
export type TripRole = z.infer<typeof tripRoleSchema>;

export const tripSchema = z.object({
  _id: idSchema,
  /** The caller's own email (the owner's, to the owner); another traveller's is never shown. */
  user_email: z.string(),
  /** "City, State, Country" as picked on the Search screen. */
  location_address: z.string(),
  image_url: z.string(),
  /** Short place name, used as the image's alt text. */
  trip_location: z.string(),
  /** First day of the trip, YYYY-MM-DD, or null when not chosen. */
  trip_start: calendarDateSchema.nullable(),
  /** Last day of the trip, YYYY-MM-DD, or null when not chosen. */
  trip_end: calendarDateSchema.nullable(),
  within_trips: z.array(z.string()),
  /** True exactly when the trip is in one of the caller's wishlists (the favourites rule). */
  isFavorite: z.boolean(),
  /** The caller's wishlist holding the trip, or null. */
  wishlist: tripWishlistRefSchema.nullable(),
  createdAt: z.string(),
  /** How many people travel, 1 to 20. */
  travellers: z.number().int(),
  /** Where the travellers start, a place label; null means the profile's home city. */
  origin: z.string().nullable(),
  /** What the traveller means to spend, in the trip's currency, or null. */
  budget: moneySchema.nullable(),
  notes: z.string(),
  /** The trip's currency (the profile's home currency when it was created). */
  currency: currencyCodeSchema,
  /** The cost plan's planned total, or null when the plan has no planned line. */
  plannedTotal: moneySchema.nullable(),
  /**
   * The caller's role on the trip: 'owner', or a companion's 'editor' or 'viewer'. An answer kept
   * from before trips were shared (offline) has none, and was the caller's own.
   */
  role: tripRoleSchema.default('owner'),
  /** Who owns the trip (a shared trip shows "Shared by" this name). */
  owner: z.object({ fname: z.string() }).default({ fname: '' }),
});
export type Trip = z.infer<typeof tripSchema>;

const optionalDate = calendarDateSchema.nullable().optional();

export const tripDatesSchema = z
  .object({ trip_start: optionalDate, trip_end: optionalDate })
  .refine((dates) => !dates.trip_start || !dates.trip_end || dates.trip_end >= dates.trip_start, {
    path: ['trip_end'],
    error: 'The end date cannot be before the start date.',
  });

export const createTripBodySchema = z
  .object({
    /** Kept for compatibility (the ownership rule): the owner comes from the token; another's email is 403. */
    user_email: emailSchema.optional(),
    location_address: z
      .string({ error: 'location_address is required.' })
      .trim()
      .min(1, { error: 'location_address is required.' })
      .max(300, { error: 'location_address is too long.' }),
    image_url: imageUrlSchema,
    trip_location: z.string().trim().max(200, { error: 'trip_location is too long.' }).optional(),
    trip_start: optionalDate,
    trip_end: optionalDate,
    within_trips: z.array(z.string().max(200)).max(50).optional(),
    /** Ignored: a trip becomes a favourite only by joining a wishlist (the favourites rule). */
    isFavorite: z.boolean().optional(),
  })
  .refine((trip) => !trip.trip_start || !trip.trip_end || trip.trip_end >= trip.trip_start, {
    path: ['trip_end'],
    error: 'The end date cannot be before the start date.',
  });
export type CreateTripBody = z.infer<typeof createTripBodySchema>;

export const ownerEmailQuerySchema = z.object({
  /** Kept for compatibility (the ownership rule): must be yours when given; another's answers 403. */
  email: emailSchema.optional(),
});

export const MAX_TRAVELLERS = 20;
export const MAX_TRIP_NOTES_LENGTH = 2000;

/**
 * Any of the trip's own fields (each optional), and isFavorite with its wishlist meaning: false
 * takes the trip out of its wishlist, true keeps a favourite a favourite
 * (docs/PRODUCT-RULES.md#favourites). Dates follow docs/PRODUCT-RULES.md#trip-dates, checked
 * against the trip's stored dates when only one is sent.
 */
export const updateTripBodySchema = z
  .object({
    isFavorite: z.boolean({ error: 'isFavorite must be true or false.' }).optional(),
    location_address: z
      .string()
      .trim()
      .min(1, { error: 'location_address cannot be empty.' })
      .max(300, { error: 'location_address is too long.' })
      .optional(),
    trip_location: z.string().trim().max(200, { error: 'trip_location is too long.' }).optional(),
    image_url: imageUrlSchema.optional(),
    trip_start: optionalDate,
    trip_end: optionalDate,
    travellers: z
      .number({ error: 'travellers must be a whole number from 1 to 20.' })
      .int({ error: 'travellers must be a whole number from 1 to 20.' })
      .min(1, { error: 'travellers must be a whole number from 1 to 20.' })
      .max(MAX_TRAVELLERS, { error: 'travellers must be a whole number from 1 to 20.' })
      .optional(),
    /** A place label such as "Denver, CO, United States"; null goes back to the home city. */
    origin: z.string().trim().max(300, { error: 'origin is too long.' }).nullable().optional(),
    /** In the trip's currency, or null for no budget. */
    budget: moneySchema.nullable().optional(),
    notes: z
      .string()
      .trim()
      .max(MAX_TRIP_NOTES_LENGTH, { error: 'notes is too long (2,000 characters at most).' })
      .optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    error: 'Send at least one field to change.',
  })
  .refine((trip) => !trip.trip_start || !trip.trip_end || trip.trip_end >= trip.trip_start, {
    path: ['trip_end'],
    error: 'The end date cannot be before the start date.',
  });
export type UpdateTripBody = z.infer<typeof updateTripBodySchema>;

const tags = ['trips'] as const;

export const tripRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/api/trips/getaway-trip',
    auth: 'user',
    summary: "The caller's trips",
    tags,
    querystring: ownerEmailQuerySchema,
    response: { 200: z.array(tripSchema), ...errorResponses(400, 401, 403) },
  }),
  create: defineRoute({
    method: 'POST',
    path: '/api/trips/getaway-trip',
    auth: 'user',
    summary: 'Create a trip for the caller',
    tags,
    body: createTripBodySchema,
    successStatus: 201,
    response: { 201: tripSchema, ...errorResponses(400, 401, 403) },
  }),
  get: defineRoute({
    method: 'GET',
    path: '/api/trips/getaway/:id',
    auth: 'user',
    summary: "One of your trips (another's answers 404)",
    tags,
    params: idParamsSchema,
    response: { 200: tripSchema, ...errorResponses(400, 401, 404) },
  }),
  update: defineRoute({
    method: 'PUT',
    path: '/api/trips/getaway/:id',
    auth: 'user',
    summary: 'Edit one of your trips, or set isFavorite',
    tags,
    params: idParamsSchema,
    body: updateTripBodySchema,
    response: { 200: tripSchema, ...errorResponses(400, 401, 403, 404, 409) },
  }),
  delete: defineRoute({
    method: 'DELETE',
    path: '/api/trips/getaway/:id',
    auth: 'user',
    summary: 'Delete one of your trips (and take it out of its wishlist)',
    tags,
    params: idParamsSchema,
    response: { 200: messageSchema, ...errorResponses(400, 401, 403, 404) },
  }),
};
