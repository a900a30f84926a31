import { z } from 'zod';
import { errorResponses } from './errors';
import { defineRoute } from './route';

/** Who must be credited for the data shown (GeoNames, Google photo authors…). */
export const attributionSchema = z.object({
  displayName: z.string(),
  uri: z.string().optional(),
});

export const placeSuggestionSchema = z.object({
  /** Opaque id for places-details, e.g. `geonames:2988507` or a Google place id. */
  placeId: z.string(),
  /** "City, ST, United States" or "City, Region, Country". */
  description: z.string(),
});

export const autocompleteQuerySchema = z.object({
  input: z.string().max(100, { error: 'input is too long.' }).default(''),
  /** Client-made token grouping one search session's calls (Google bills per session). */
  sessiontoken: z
    .string()
    .max(64)
    .regex(/^[A-Za-z0-9-]*$/)
    .optional(),
});

export const autocompleteResponseSchema = z.object({
  suggestions: z.array(placeSuggestionSchema),
  /** Credit to show where these suggestions appear. */
  attribution: z.string(),
});

export const placeDetailsQuerySchema = z.object({
  placeid: z
    .string({ error: 'placeid is required.' })
    .min(1, { error: 'placeid is required.' })
    .max(300, { error: 'placeid is too long.' }),
  sessiontoken: z
    .string()
    .max(64)
    .regex(/^[A-Za-z0-9-]*$/)
    .optional(),
});

export const placeDetailsSchema = z.object({
  formattedAddress: z.string(),
  /** Short name of the place, for alt text and the trip's `trip_location`. */
  displayName: z.string(),
  location: z.object({ lat: z.number(), lng: z.number() }),
  photos: z.array(
    z.object({
      /** Photo reference for places-pics. */
      name: z.string(),
      authorAttributions: z.array(attributionSchema),
    }),
  ),
  attribution: z.string(),
});
export type PlaceDetails = z.infer<typeof placeDetailsSchema>;

export const placePicsQuerySchema = z.object({
  /** A photo name from places-details (`geonames-<id>`, or Google's `places/…/photos/…`). */
  photoreference: z
    .string({ error: 'photoreference is required.' })
    .min(1, { error: 'photoreference is required.' })
    .max(1400, { error: 'photoreference is too long.' }),
});

export const placePicsSchema = z.object({
  /** A stable URL of ours an <img> can load; safe to store on a trip. */
  photoUri: z.string(),
  authorAttributions: z.array(attributionSchema),
});

const tags = ['places'] as const;

export const placeRoutes = {
  autocomplete: defineRoute({
    method: 'GET',
    path: '/api/places-autocomplete',
    auth: 'user',
    rateLimit: 'provider',
    summary: 'Cities and regions matching what the traveller typed',
    tags,
    querystring: autocompleteQuerySchema,
    response: { 200: autocompleteResponseSchema, ...errorResponses(400, 401, 429, 502) },
  }),
  details: defineRoute({
    method: 'GET',
    path: '/api/places-details',
    auth: 'user',
    rateLimit: 'provider',
    summary: 'Address, coordinates and photo references of a place',
    tags,
    querystring: placeDetailsQuerySchema,
    response: { 200: placeDetailsSchema, ...errorResponses(400, 401, 404, 429, 502) },
  }),
  pics: defineRoute({
    method: 'GET',
    path: '/api/places-pics',
    auth: 'user',
    rateLimit: 'provider',
    summary: 'A stable image URL for a photo reference',
    tags,
    querystring: placePicsQuerySchema,
    response: { 200: placePicsSchema, ...errorResponses(400, 401, 404, 429, 502) },
  }),
};
