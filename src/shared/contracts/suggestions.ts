import { z } from 'zod';
import { errorResponses } from './errors';
import { defineRoute } from './route';

export const suggestionBodySchema = z.object({
  /** The place, e.g. "Lisbon, Lisbon, Portugal". Treated as data, never as instructions. */
  location: z
    .string({ error: 'location is required.' })
    .trim()
    .min(1, { error: 'location is required.' })
    .max(300, { error: 'location is too long.' }),
});

/** How warm a month's day high is: hot ≥ 30 °C, warm ≥ 22, mild ≥ 15, cool ≥ 5, else cold. */
export const WARMTH = ['hot', 'warm', 'mild', 'cool', 'cold'] as const;
/** How wet a month is: dry ≤ 40 mm, some rain ≤ 100 mm, else wet. */
export const WETNESS = ['dry', 'someRain', 'wet'] as const;
/** The seasons the latitude-only fallback names, by climate band. */
export const SEASON_KINDS = [
  'tropics-dry',
  'tropics-wet',
  'polar-summer',
  'polar-winter',
  'spring',
  'autumn',
  'summer',
  'winter',
] as const;

const monthSchema = z.number().int().min(1).max(12);

/** A best month's typical weather, so a client can word it in its own language. */
export const suggestionClimateSchema = z.object({
  month: monthSchema,
  dayHighC: z.number().int(),
  nightLowC: z.number().int(),
  rainMm: z.number().int(),
  sunshineScore: z.number().int().min(0).max(100),
  warmth: z.enum(WARMTH),
  wetness: z.enum(WETNESS),
});
export type SuggestionClimate = z.infer<typeof suggestionClimateSchema>;

/** A season from latitude only, so a client can word it in its own language. */
export const suggestionSeasonSchema = z.object({
  kind: z.enum(SEASON_KINDS),
  /** First and last month of the season, 1-12. */
  fromMonth: monthSchema,
  toMonth: monthSchema,
  /** The place's name, as the data gives it. */
  place: z.string(),
  north: z.boolean(),
});
export type SuggestionSeason = z.infer<typeof suggestionSeasonSchema>;

export const tripSuggestionSchema = z.object({
  season: z.string(),
  months: z.string(),
  reason: z.string(),
  description: z.string(),
  /** Set on offline suggestions from typical weather; the strings above are its English. */
  climate: suggestionClimateSchema.optional(),
  /** Set on offline suggestions from latitude only; the strings above are its English. */
  seasonal: suggestionSeasonSchema.optional(),
});
export type TripSuggestion = z.infer<typeof tripSuggestionSchema>;

export const suggestionSourceSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('climate'),
    /** The climate destination's city and airport code, as the data gives them. */
    city: z.string(),
    iata: z.string(),
    /** From the place asked about, rounded to the km; under 1 is not mentioned. */
    distanceKm: z.number().int().nonnegative(),
    /** The place asked about. */
    near: z.string(),
  }),
  z.object({ kind: z.literal('seasons') }),
]);
export type SuggestionSource = z.infer<typeof suggestionSourceSchema>;

export const tripSuggestionsResponseSchema = z.object({
  /** Best times to go. */
  tripSuggestions: z.array(tripSuggestionSchema),
  /** Where they came from, e.g. "Offline suggestions from GeoNames data". */
  source: z.string(),
  /** The offline source's parts, so a client can word `source` in its own language. */
  sourceDetail: suggestionSourceSchema.optional(),
});

export const funPlacesResponseSchema = z.object({
  /** One place a line. */
  funPlaces: z.string(),
  source: z.string(),
});

const tags = ['suggestions'] as const;

export const suggestionRoutes = {
  tripSuggestion: defineRoute({
    method: 'POST',
    path: '/api/chatgpt/trip-suggestion',
    auth: 'user',
    rateLimit: 'provider',
    summary: 'Best times to visit a place',
    tags,
    body: suggestionBodySchema,
    response: { 200: tripSuggestionsResponseSchema, ...errorResponses(400, 401, 404, 429, 502) },
  }),
  funPlaces: defineRoute({
    method: 'POST',
    path: '/api/chatgpt/fun-places',
    auth: 'user',
    rateLimit: 'provider',
    summary: 'Things to do and places worth a day trip near a place',
    tags,
    body: suggestionBodySchema,
    response: { 200: funPlacesResponseSchema, ...errorResponses(400, 401, 404, 429, 502) },
  }),
};
