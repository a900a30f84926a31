import { z } from 'zod';
import { dayBookingSchema } from './bookings';
import { calendarDateSchema, idSchema, startTimeSchema } from './common';
import { errorResponses, messageSchema } from './errors';
import { defineRoute } from './route';

/** At most this many things to do on one trip, days and ideas together. */
export const MAX_PLAN_ITEMS = 200;

/** "HH:MM", 24-hour, local to the destination (kept in ./common, which bookings.ts reads too). */
export { startTimeSchema };

const name = z
  .string({ error: 'name is required.' })
  .trim()
  .min(1, { error: 'name is required.' })
  .max(120, { error: 'name is too long (120 characters at most).' });
const place = z.string().trim().max(200, { error: 'place is too long (200 characters at most).' });
const note = z.string().trim().max(2000, { error: 'note is too long (2,000 characters at most).' });
const kind = z
  .string()
  .trim()
  .min(1, { error: 'kind must not be empty.' })
  .max(40, { error: 'kind is too long (40 characters at most).' });
const lat = z
  .number({ error: 'lat must be a number.' })
  .min(-90, { error: 'lat must be between -90 and 90.' })
  .max(90, { error: 'lat must be between -90 and 90.' });
const lng = z
  .number({ error: 'lng must be a number.' })
  .min(-180, { error: 'lng must be between -180 and 180.' })
  .max(180, { error: 'lng must be between -180 and 180.' });
const durationMinutes = z
  .number({ error: 'durationMinutes must be a whole number of minutes.' })
  .int({ error: 'durationMinutes must be a whole number of minutes.' })
  .min(1, { error: 'durationMinutes must be between 1 and 1440.' })
  .max(1440, { error: 'durationMinutes must be between 1 and 1440.' });
const source = z
  .string()
  .trim()
  .min(1, { error: 'source must not be empty.' })
  .max(120, { error: 'source is too long (120 characters at most).' });
const sourceUrl = z
  .url({ protocol: /^https$/, error: 'sourceUrl must be an https address.' })
  .max(500, { error: 'sourceUrl is too long (500 characters at most).' });

export const planItemSchema = z.object({
  _id: idSchema,
  /** One of the trip's days, or null: among the ideas. */
  day: calendarDateSchema.nullable(),
  /** The order within its day (or the ideas), from 0. */
  position: z.number().int(),
  name: z.string(),
  /** A listed thing to do's kind (museum, park, ...); null for the traveller's own. */
  kind: z.string().nullable(),
  place: z.string(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  startTime: z.string().nullable(),
  durationMinutes: z.number().int().nullable(),
  note: z.string(),
  /** The trip's cost line it is paid by. */
  costLineId: idSchema.nullable(),
  /** Where a listed thing to do came from, and its page. */
  source: z.string().nullable(),
  sourceUrl: z.string().nullable(),
  /** Set when a change of the trip's dates sent it back to the ideas: the day it was on. */
  movedFromDay: calendarDateSchema.nullable(),
});
export type PlanItem = z.infer<typeof planItemSchema>;

export const planSchema = z.object({
  /** Every day of the trip, in order, each with its items in order; empty for an undated trip. */
  days: z.array(
    z.object({
      date: calendarDateSchema,
      items: z.array(planItemSchema),
      /**
       * What the trip's bookings do that day (a flight departs, a stay's check-in), in order of
       * their local clock time, those known only by the day first
       * (docs/PRODUCT-RULES.md#bookings-on-days).
       */
      bookings: z.array(dayBookingSchema),
    }),
  ),
  ideas: z.array(planItemSchema),
});
export type Plan = z.infer<typeof planSchema>;

export const createPlanItemBodySchema = z.object({
  name,
  kind: kind.nullable().optional(),
  place: place.optional(),
  lat: lat.nullable().optional(),
  lng: lng.nullable().optional(),
  startTime: startTimeSchema.nullable().optional(),
  durationMinutes: durationMinutes.nullable().optional(),
  note: note.optional(),
  costLineId: idSchema.nullable().optional(),
  source: source.nullable().optional(),
  sourceUrl: sourceUrl.nullable().optional(),
  /** One of the trip's days; null or absent: the ideas. Added at the end. */
  day: calendarDateSchema.nullable().optional(),
});
export type CreatePlanItemBody = z.infer<typeof createPlanItemBodySchema>;

/** What the traveller may change in place; where it sits changes with `move`. */
export const updatePlanItemBodySchema = z
  .object({
    name,
    place,
    startTime: startTimeSchema.nullable(),
    durationMinutes: durationMinutes.nullable(),
    note,
    costLineId: idSchema.nullable(),
  })
  .partial()
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    error: 'Send at least one field to change.',
  });
export type UpdatePlanItemBody = z.infer<typeof updatePlanItemBodySchema>;

export const movePlanItemBodySchema = z.object({
  /** One of the trip's days, or null for the ideas. */
  day: calendarDateSchema.nullable(),
  /** Its place in that day's order, from 0; past the end means last. */
  position: z
    .number({ error: 'position must be a whole number from 0.' })
    .int({ error: 'position must be a whole number from 0.' })
    .min(0, { error: 'position must be a whole number from 0.' })
    .max(MAX_PLAN_ITEMS, { error: `position must be at most ${MAX_PLAN_ITEMS}.` }),
});
export type MovePlanItemBody = z.infer<typeof movePlanItemBodySchema>;

export const planItemParamsSchema = z.object({ id: idSchema, itemId: idSchema });

const tags = ['plan'] as const;

export const planRoutes = {
  plan: defineRoute({
    method: 'GET',
    path: '/api/trips/getaway/:id/plan',
    auth: 'user',
    summary: "A trip's plan: its days with their things to do in order, and its ideas",
    tags,
    params: z.object({ id: idSchema }),
    response: { 200: planSchema, ...errorResponses(400, 401, 404) },
  }),
  createItem: defineRoute({
    method: 'POST',
    path: '/api/trips/getaway/:id/plan/items',
    auth: 'user',
    summary: 'Add a thing to do to a day (at its end) or to the ideas',
    tags,
    params: z.object({ id: idSchema }),
    body: createPlanItemBodySchema,
    successStatus: 201,
    response: { 201: planItemSchema, ...errorResponses(400, 401, 403, 404) },
  }),
  updateItem: defineRoute({
    method: 'PUT',
    path: '/api/trips/getaway/:id/plan/items/:itemId',
    auth: 'user',
    summary: 'Change a thing to do: its name, place, time, duration, note or cost line',
    tags,
    params: planItemParamsSchema,
    body: updatePlanItemBodySchema,
    response: { 200: planItemSchema, ...errorResponses(400, 401, 403, 404) },
  }),
  moveItem: defineRoute({
    method: 'POST',
    path: '/api/trips/getaway/:id/plan/items/:itemId/move',
    auth: 'user',
    summary: 'Move a thing to do within its day, to another day or to the ideas; answers the plan',
    tags,
    params: planItemParamsSchema,
    body: movePlanItemBodySchema,
    response: { 200: planSchema, ...errorResponses(400, 401, 403, 404) },
  }),
  deleteItem: defineRoute({
    method: 'DELETE',
    path: '/api/trips/getaway/:id/plan/items/:itemId',
    auth: 'user',
    summary: 'Take a thing to do off the plan',
    tags,
    params: planItemParamsSchema,
    response: { 200: messageSchema, ...errorResponses(400, 401, 403, 404) },
  }),
};
