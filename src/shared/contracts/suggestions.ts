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

export const tripSuggestionSchema = z.object({
  season: z.string(),
  months: z.string(),
  reason: z.string(),
  description: z.string(),
});
export type TripSuggestion = z.infer<typeof tripSuggestionSchema>;

export const tripSuggestionsResponseSchema = z.object({
  /** Best times to go. */
  tripSuggestions: z.array(tripSuggestionSchema),
  /** Where they came from, e.g. "Offline suggestions from GeoNames data". */
  source: z.string(),
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
