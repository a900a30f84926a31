import { z } from 'zod';
import { currencyCodeSchema, moneySchema } from '#shared/domain/money';
import { calendarDateSchema, idSchema } from './common';
import { moneyRangeSchema } from './compare';
import { errorResponses, messageSchema } from './errors';
import { defineRoute } from './route';

/** A flexible watch looks at most this far ahead (docs/PRODUCT-RULES.md#price-watches). */
export const WATCH_MAX_MONTHS_AHEAD = 12;
/** Watches one traveller may keep at once. */
export const MAX_WATCHES = 20;
/** Nights of a flexible getaway. */
export const WATCH_MAX_NIGHTS = 30;
/** Checks kept per watch for its history (about a year of daily checks). */
export const WATCH_HISTORY_LIMIT = 400;

const travellersSchema = z
  .number({ error: 'travellers must be a whole number from 1 to 20.' })
  .int({ error: 'travellers must be a whole number from 1 to 20.' })
  .min(1, { error: 'travellers must be a whole number from 1 to 20.' })
  .max(20, { error: 'travellers must be a whole number from 1 to 20.' });

const placeLabelSchema = (what: string) =>
  z
    .string({ error: `${what} is required.` })
    .trim()
    .min(1, { error: `${what} is required.` })
    .max(300, { error: `${what} is too long.` });

/** Watch one trip: its dates, travellers and origin, read afresh at each check. */
export const tripWatchBodySchema = z.strictObject({
  tripId: idSchema,
  /** Notify when the getaway costs less than this a person; any supported currency. */
  maxPerPerson: moneySchema.optional(),
});

/** Watch a getaway on any start date in a range (or only long weekends). */
export const flexibleWatchBodySchema = z
  .strictObject({
    /** A place label, e.g. "Lisbon, Portugal", as Discover and the trip search give them. */
    place: placeLabelSchema('place'),
    nights: z
      .number({ error: 'nights must be a whole number from 1 to 30.' })
      .int({ error: 'nights must be a whole number from 1 to 30.' })
      .min(1, { error: 'nights must be a whole number from 1 to 30.' })
      .max(WATCH_MAX_NIGHTS, { error: 'nights must be a whole number from 1 to 30.' }),
    travellers: travellersSchema,
    /** Where the travellers start, a place label. */
    origin: placeLabelSchema('origin'),
    /** The first and last start date to consider; at most 12 months from today. */
    from: calendarDateSchema,
    to: calendarDateSchema,
    /** Only start dates of the origin's long weekends. */
    longWeekendsOnly: z.boolean({ error: 'longWeekendsOnly must be true or false.' }).optional(),
    maxPerPerson: moneySchema.optional(),
  })
  .refine((body) => body.to >= body.from, { path: ['to'], error: 'to cannot be before from.' });

/** `{tripId, maxPerPerson?}` or `{place, nights, travellers, origin, from, to, …}`. */
export const createWatchBodySchema = z.union([tripWatchBodySchema, flexibleWatchBodySchema], {
  error:
    'A watch is either {tripId, maxPerPerson?} or {place, nights, travellers, origin, from, to, longWeekendsOnly?, maxPerPerson?}.',
});
export type CreateWatchBody = z.infer<typeof createWatchBodySchema>;

/** A part of the getaway priced live rather than estimated. */
export const watchQuoteSchema = z.object({
  category: z.enum(['airfare', 'lodging']),
  /** For all travellers, converted to the watch's currency. */
  total: moneySchema,
  /** "Duffel", "Hotelbeds". */
  source: z.string(),
  /** When the quote was taken, ISO 8601. */
  quotedAt: z.string(),
});
export type WatchQuote = z.infer<typeof watchQuoteSchema>;

/** What one check found: the cheapest window and what it costs. */
export const watchPriceSchema = z.object({
  /** The cheapest window's first and last day (a trip watch: the trip's dates). */
  start: calendarDateSchema,
  end: calendarDateSchema,
  /** The whole getaway for all travellers; live parts replace their estimate. */
  total: moneyRangeSchema,
  /** `total.mid` divided by the travellers: what the cap and the 10% rule compare. */
  perPerson: moneySchema,
  /** The live parts; empty when every part is the estimator's. */
  quotes: z.array(watchQuoteSchema),
  /** True while any part is an estimate: the screen says "Estimate" with the range. */
  estimated: z.boolean(),
  /** The long weekend the window falls on, e.g. "Memorial Day weekend, May 29-31", or null. */
  longWeekend: z.string().nullable(),
  /** The datasets and services behind the figures, for the credit line. */
  sources: z.array(z.string()),
});
export type WatchPrice = z.infer<typeof watchPriceSchema>;

export const watchSchema = z.object({
  _id: idSchema,
  kind: z.enum(['trip', 'flexible']),
  /** The watched trip; null for a flexible watch. */
  tripId: idSchema.nullable(),
  /** What is watched, as last read (a trip watch follows its trip's changes). */
  place: z.string(),
  nights: z.number().int().nonnegative(),
  travellers: z.number().int().min(1),
  origin: z.string(),
  /** The range of start dates (a trip watch: the trip's start, twice). */
  from: calendarDateSchema,
  to: calendarDateSchema,
  longWeekendsOnly: z.boolean(),
  maxPerPerson: moneySchema.nullable(),
  /** Every price of this watch is in this currency: the cap's, else the trip's or home's. */
  currency: currencyCodeSchema,
  createdAt: z.string(),
  lastCheckedAt: z.string().nullable(),
  nextCheckAt: z.string(),
  /** The last check's price; null before the first check or when it failed. */
  latest: watchPriceSchema.nullable(),
  /** Why the last check found no price, in words; null when it did. */
  lastError: z.string().nullable(),
});
export type Watch = z.infer<typeof watchSchema>;

export const watchesListSchema = z.object({ watches: z.array(watchSchema) });
export type WatchesList = z.infer<typeof watchesListSchema>;

export const watchCheckSchema = z.object({
  checkedAt: z.string(),
  /** Null when the check could not price the getaway (see `error`). */
  price: watchPriceSchema.nullable(),
  error: z.string().nullable(),
});
export type WatchCheck = z.infer<typeof watchCheckSchema>;

export const watchHistorySchema = z.object({
  currency: currencyCodeSchema,
  /** Oldest first. */
  checks: z.array(watchCheckSchema),
});
export type WatchHistory = z.infer<typeof watchHistorySchema>;

export const watchParamsSchema = z.object({ watchId: idSchema });

const tags = ['watches'] as const;

export const watchRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/api/watches',
    auth: 'user',
    summary: "The traveller's price watches, newest first, each with its last price",
    tags,
    response: { 200: watchesListSchema, ...errorResponses(401) },
  }),
  create: defineRoute({
    method: 'POST',
    path: '/api/watches',
    auth: 'user',
    rateLimit: 'provider',
    summary: 'Watch a trip or a flexible getaway; it is priced at once, then once a day',
    tags,
    body: createWatchBodySchema,
    successStatus: 201,
    response: { 201: watchSchema, ...errorResponses(400, 401, 404, 409, 429) },
  }),
  delete: defineRoute({
    method: 'DELETE',
    path: '/api/watches/:watchId',
    auth: 'user',
    summary: 'Stop watching',
    tags,
    params: watchParamsSchema,
    response: { 200: messageSchema, ...errorResponses(400, 401, 404) },
  }),
  check: defineRoute({
    method: 'POST',
    path: '/api/watches/:watchId/check',
    auth: 'user',
    rateLimit: 'provider',
    summary: 'Price the watch now (and notify, as the daily check would)',
    tags,
    params: watchParamsSchema,
    response: { 200: watchSchema, ...errorResponses(400, 401, 404, 429) },
  }),
  history: defineRoute({
    method: 'GET',
    path: '/api/watches/:watchId/history',
    auth: 'user',
    summary: "Each check's price and cheapest window, oldest first",
    tags,
    params: watchParamsSchema,
    response: { 200: watchHistorySchema, ...errorResponses(400, 401, 404) },
  }),
};
