import { z } from 'zod';
import { currencyCodeSchema, moneySchema } from '#shared/domain/money';
import { typicalMonthSchema } from './climate';
import { calendarDateSchema, idParamsSchema, idSchema } from './common';
import { errorResponses } from './errors';
import { estimatePhraseSchema } from './estimate-phrases';
import { latLngSchema } from './map';
import { defineRoute } from './route';

/** An estimated figure's honest range (docs/PRODUCT-RULES.md#estimates); `mid` is what adds up. */
export const moneyRangeSchema = z.object({ low: moneySchema, mid: moneySchema, high: moneySchema });
export type MoneyRange = z.infer<typeof moneyRangeSchema>;

/** The estimated categories of a compared getaway; a category it cannot estimate is absent. */
export const rangeByCategorySchema = z.object({
  airfare: moneyRangeSchema.optional(),
  lodging: moneyRangeSchema.optional(),
  food: moneyRangeSchema.optional(),
  car_rental: moneyRangeSchema.optional(),
  /** Driving, for places within driving distance. */
  other: moneyRangeSchema.optional(),
});
export type RangeByCategory = z.infer<typeof rangeByCategorySchema>;

/** A live price for the travel part, when a fares provider is on (otherwise absent). */
export const fareQuoteSchema = z.object({
  total: moneySchema,
  /** When the quote was made, ISO 8601: shown as "quote at 14:05", never as an estimate. */
  quotedAt: z.string(),
  source: z.string(),
});
export type FareQuote = z.infer<typeof fareQuoteSchema>;

/** How one option compares: the cheapest, about the same (ranges overlap), or dearer. */
export const comparisonRankSchema = z.enum(['cheapest', 'about_the_same', 'dearer']);
export type ComparisonRank = z.infer<typeof comparisonRankSchema>;

/** Three days or more off in a row around a public holiday of the traveller's country and state. */
export const longWeekendSchema = z.object({
  /** The holiday it is named after: "Memorial Day". */
  name: z.string(),
  /** "Memorial Day weekend, May 29-31". */
  label: z.string(),
  /** The holiday's name by language (`de` → "Tag der Arbeit"), for the client to word. */
  names: z.record(z.string(), z.string()).optional(),
  /** The first and last day off. */
  start: calendarDateSchema,
  end: calendarDateSchema,
  days: z.number().int().min(3),
});
export type LongWeekend = z.infer<typeof longWeekendSchema>;

export const dateWindowSchema = z.object({
  start: calendarDateSchema,
  end: calendarDateSchema,
  total: moneyRangeSchema,
  byCategory: rangeByCategorySchema,
  /** In words, why this window costs what it does (the lodging season, the fare quarter). */
  reasons: z.array(z.string()),
  /** The reasons without a language, in the same order, for the client to word. */
  reasonPhrases: z.array(estimatePhraseSchema).optional(),
  /**
   * `cheapest` for the window with the lowest middle figure; `about_the_same` for windows whose
   * range overlaps the cheapest's (the screen must not name a winner between them).
   */
  rank: comparisonRankSchema,
  /** Typical weather of the window's first month, or null when no climate data is near. */
  weather: typicalMonthSchema.nullable(),
  quote: fareQuoteSchema.nullable(),
  /**
   * The public holiday (of the origin's country and state) within two days of the window's
   * travel days, e.g. "Memorial Day"; its airfare carries the holiday premium. Null when none.
   */
  holiday: z.string().nullable(),
  /** The holiday's name by language, when known. */
  holidayNames: z.record(z.string(), z.string()).nullable().optional(),
  /** The long weekend the window's dates overlap, e.g. "Memorial Day weekend, May 29-31". */
  longWeekend: z.string().nullable(),
});
export type DateWindow = z.infer<typeof dateWindowSchema>;

export const compareDatesQuerySchema = z
  .object({
    /** First start date to try, YYYY-MM-DD; defaults to today. */
    from: calendarDateSchema.optional(),
    /** Last start date to try; defaults to 52 weeks after `from`. */
    to: calendarDateSchema.optional(),
    step: z.enum(['week', 'day'], { error: 'step must be week or day.' }).default('week'),
  })
  .refine((query) => !query.from || !query.to || query.to >= query.from, {
    path: ['to'],
    error: 'to cannot be before from.',
  });

export const compareDatesSchema = z.object({
  currency: currencyCodeSchema,
  /** Nights of the trip being moved (the same length for every window). */
  nights: z.number().int().nonnegative(),
  windows: z.array(dateWindowSchema),
  /**
   * Said once for the whole comparison: what moves the cost from one window to another (lodging
   * seasons, the airfare season, holidays) and what does not, with how coarse each is.
   */
  varies: z.array(z.string()),
  /** The same sentences without a language, in the same order. */
  variesPhrases: z.array(estimatePhraseSchema).optional(),
  /** The long weekends among the windows' dates, for marking on the chart. */
  longWeekends: z.array(longWeekendSchema),
  /** The datasets behind the figures, for the credit line. */
  sources: z.array(z.string()),
});
export type CompareDates = z.infer<typeof compareDatesSchema>;

export const placeComparisonSchema = z.object({
  /** The place label, e.g. "Chicago, IL, United States". */
  place: z.string(),
  /** True for the trip's own place (always first). */
  isTripPlace: z.boolean(),
  total: moneyRangeSchema,
  byCategory: rangeByCategorySchema,
  reasons: z.array(z.string()),
  /** The reasons without a language, in the same order, for the client to word. */
  reasonPhrases: z.array(estimatePhraseSchema).optional(),
  rank: comparisonRankSchema,
  weather: typicalMonthSchema.nullable(),
  quote: fareQuoteSchema.nullable(),
  /** An image for the place that `image_url` accepts (switching the trip uses it). */
  image_url: z.string(),
});
export type PlaceComparison = z.infer<typeof placeComparisonSchema>;

export const MAX_COMPARED_PLACES = 6;

export const comparePlacesQuerySchema = z.object({
  /** Up to 6 place labels or place ids; a single value or a repeated parameter. */
  place: z
    .union([z.string(), z.array(z.string())])
    .transform((value) => (Array.isArray(value) ? value : [value]))
    .pipe(
      z
        .array(z.string().trim().min(1, { error: 'A place cannot be empty.' }).max(300))
        .min(1, { error: 'Name at least one place to compare.' })
        .max(MAX_COMPARED_PLACES, { error: 'Compare at most 6 places at once.' }),
    ),
});

export const comparePlacesSchema = z.object({
  currency: currencyCodeSchema,
  places: z.array(placeComparisonSchema),
  sources: z.array(z.string()),
});
export type ComparePlaces = z.infer<typeof comparePlacesSchema>;

export const tripComparisonSchema = z.object({
  _id: idSchema,
  location_address: z.string(),
  trip_start: calendarDateSchema.nullable(),
  trip_end: calendarDateSchema.nullable(),
  /** The estimated total, or null when the trip has no dates to estimate from. */
  total: moneyRangeSchema.nullable(),
  /** The planned lines' total where the traveller has them, or null. */
  planned: moneySchema.nullable(),
  /** Which figure the list is sorted by: the traveller's plan, an estimate, or neither. */
  basis: z.enum(['planned', 'estimate', 'none']),
});
export type TripComparison = z.infer<typeof tripComparisonSchema>;

export const compareTripsSchema = z.object({
  /** The owner's home currency; trips in other currencies are converted at the newest rate. */
  currency: currencyCodeSchema,
  /** Cheapest first; trips with nothing to compare come last. */
  trips: z.array(tripComparisonSchema),
});
export type CompareTrips = z.infer<typeof compareTripsSchema>;

/** The regions Discover offers, in the order it shows them: the one list server and client read. */
export const DISCOVER_REGIONS = [
  'anywhere',
  'united-states',
  'europe',
  'mexico',
  'canada',
  'south-america',
  'italy',
  'caribbean',
] as const;
export type DiscoverRegion = (typeof DISCOVER_REGIONS)[number];
/** The spec's Discover locations, as the screen labels them, and their region slugs. */
export const DISCOVER_REGION_LABELS: Record<DiscoverRegion, string> = {
  anywhere: 'Anywhere',
  'united-states': 'United States',
  europe: 'Europe',
  mexico: 'Mexico',
  canada: 'Canada',
  'south-america': 'South America',
  italy: 'Italy',
  caribbean: 'Caribbean',
};
export const PRICE_TIERS = ['$', '$$', '$$$'] as const;
/** What a getaway is for: a city break, a beach, the mountains. */
export const DISCOVER_KINDS = ['city', 'beach', 'mountains'] as const;
export const discoverKindSchema = z.enum(DISCOVER_KINDS, {
  error: 'kind must be city, beach or mountains.',
});
export type DiscoverKind = z.infer<typeof discoverKindSchema>;

/** A region given as its slug ("united-states") or its label ("United States"), any case. */
function regionSlugOf(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const wanted = value.trim().toLowerCase();
  const found = DISCOVER_REGIONS.find(
    (slug) => slug === wanted || DISCOVER_REGION_LABELS[slug].toLowerCase() === wanted,
  );
  return found ?? value;
}

export const discoverQuerySchema = z
  .object({
    /** A region's slug or its label ("united-states" or "United States"). */
    region: z.preprocess(
      regionSlugOf,
      z.enum(DISCOVER_REGIONS, {
        error: `region must be one of ${DISCOVER_REGIONS.join(', ')} (or its label, e.g. United States).`,
      }),
    ),
    tier: z.enum(PRICE_TIERS, { error: 'tier must be $, $$ or $$$.' }),
    /** Custom dates; without them ("Anytime") each place gets its cheapest window in 12 months. */
    start: calendarDateSchema.optional(),
    end: calendarDateSchema.optional(),
    /** Where the traveller starts, a place label: the profile's city for a logged-in traveller. */
    origin: z
      .string({ error: 'origin is required: where do you start from?' })
      .trim()
      .min(1, { error: 'origin is required: where do you start from?' })
      .max(300),
    travellers: z.coerce
      .number()
      .int()
      .min(1, { error: 'travellers must be a whole number from 1 to 20.' })
      .max(20, { error: 'travellers must be a whole number from 1 to 20.' })
      .default(1),
    /** Keep only places whose typical day high is at least this warm, °C. */
    minDayHighC: z.coerce.number().int().min(-30).max(50).optional(),
    /** Keep only getaways of this kind (the tiers are cut after this filter). */
    kind: discoverKindSchema.optional(),
  })
  .refine((query) => (query.start === undefined) === (query.end === undefined), {
    path: ['end'],
    error: 'Give both a start and an end date, or neither.',
  })
  .refine((query) => !query.start || !query.end || query.end >= query.start, {
    path: ['end'],
    error: 'The end date cannot be before the start date.',
  });

/** How a Discover result is reached from the origin: the route as flown, or a drive. */
export const discoverTravelSchema = z.object({
  mode: z.enum(['fly', 'drive']),
  /** The airports as flown, "DEN–ORD–LIS"; null for a drive. */
  route: z.string().nullable(),
  /** Changes of plane each way: 0 for a direct flight or a drive. */
  connections: z.number().int().nonnegative(),
  /** Hours one way, rounded: the drive, or the flights with their connections. */
  hours: z.number().int().positive(),
});
export type DiscoverTravel = z.infer<typeof discoverTravelSchema>;

/**
 * One part of a result's reason as a stable code and its values, for the client to word in the
 * traveller's language; `reason` is the same in English (docs/I18N.md).
 */
export const discoverReasonSchema = z.discriminatedUnion('code', [
  /** A government advisory: level 3 "Reconsider travel", 4 "Do not travel", for an area. */
  z.object({
    code: z.literal('advisory'),
    level: z.union([z.literal(3), z.literal(4)]),
    issuer: z.enum(['US State Department', 'UK FCDO']),
    area: z.string(),
  }),
  /** The gateway to a named sight. */
  z.object({ code: z.literal('gateway'), sight: z.string() }),
  z.object({ code: z.literal('drive'), hours: z.number().int(), from: z.string() }),
  z.object({ code: z.literal('short_flight'), hours: z.number().int(), from: z.string() }),
  /** Lodging a night at or under the cheap mark for the dates. */
  z.object({ code: z.literal('cheap_lodging'), perNight: moneySchema }),
  z.object({ code: z.literal('sunny'), dayHighC: z.number() }),
  z.object({
    code: z.literal('long_weekend'),
    name: z.string(),
    label: z.string(),
    start: calendarDateSchema,
    end: calendarDateSchema,
  }),
  z.object({ code: z.literal('airfare_most'), from: z.string() }),
  z.object({ code: z.literal('lodging_food_most') }),
  /** The fare changes planes at these airports. */
  z.object({ code: z.literal('connection'), via: z.array(z.string()) }),
]);
export type DiscoverReason = z.infer<typeof discoverReasonSchema>;

export const discoverResultSchema = z.object({
  place: z.string(),
  kind: discoverKindSchema,
  /** The window priced: the dates asked for, or the place's cheapest window. */
  start: calendarDateSchema,
  end: calendarDateSchema,
  total: moneyRangeSchema,
  perPerson: moneyRangeSchema,
  /**
   * Why it is here, in one line: cheap lodging for the dates, a short flight, sunny then, a long
   * weekend, the drive; and, when a connection drives its price, that.
   */
  reason: z.string(),
  /** The reason's parts as codes, in order (absent from an older server). */
  reasons: z.array(discoverReasonSchema).optional(),
  travel: discoverTravelSchema,
  weather: typicalMonthSchema.nullable(),
  image_url: z.string(),
  /** Where the place is, for the results' map; null when it is not known. */
  location: latLngSchema.nullable(),
  /** Anytime only: the same place over the traveller's next long weekend, priced; else null. */
  longWeekend: z
    .object({
      label: z.string(),
      start: calendarDateSchema,
      end: calendarDateSchema,
      total: moneyRangeSchema,
      perPerson: moneyRangeSchema,
    })
    .nullable(),
});
export type DiscoverResult = z.infer<typeof discoverResultSchema>;

export const discoverSchema = z.object({
  currency: currencyCodeSchema,
  /** Ranked by `perPerson.mid`, cheapest first; only the chosen tier's places. */
  results: z.array(discoverResultSchema),
  /**
   * Anytime only: the traveller's next long weekends (public holidays of the origin's country
   * and state that make three days off or more), to search as dates; empty with dates given.
   */
  longWeekends: z.array(longWeekendSchema),
  sources: z.array(z.string()),
});
export type Discover = z.infer<typeof discoverSchema>;

const tags = ['compare'] as const;

export const compareRoutes = {
  dates: defineRoute({
    method: 'GET',
    path: '/api/trips/getaway/:id/compare/dates',
    auth: 'user',
    summary: 'The same getaway priced for each start date in a window (estimates, with ranges)',
    tags,
    params: idParamsSchema,
    querystring: compareDatesQuerySchema,
    response: { 200: compareDatesSchema, ...errorResponses(400, 401, 404) },
  }),
  places: defineRoute({
    method: 'GET',
    path: '/api/trips/getaway/:id/compare/places',
    auth: 'user',
    summary: "The trip's dates, travellers and origin priced at other places",
    tags,
    params: idParamsSchema,
    querystring: comparePlacesQuerySchema,
    response: { 200: comparePlacesSchema, ...errorResponses(400, 401, 404) },
  }),
  trips: defineRoute({
    method: 'GET',
    path: '/api/wishlist/spec-wishlist/:id/compare',
    auth: 'user',
    summary: "A wishlist's trips side by side, cheapest first",
    tags,
    params: idParamsSchema,
    response: { 200: compareTripsSchema, ...errorResponses(400, 401, 404) },
  }),
  discover: defineRoute({
    method: 'GET',
    path: '/api/discover',
    auth: 'public',
    rateLimit: 'discover',
    summary: 'Destinations in a region for a budget tier, ranked by estimated cost per person',
    tags,
    querystring: discoverQuerySchema,
    response: { 200: discoverSchema, ...errorResponses(400, 429) },
  }),
};
