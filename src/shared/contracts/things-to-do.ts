import { z } from 'zod';
import { idParamsSchema } from './common';
import { errorResponses } from './errors';
import { defineRoute } from './route';

/** The kinds of things to do, for the filter chips; every listed thing has one. */
export const THING_KINDS = [
  'museum',
  'castle',
  'palace',
  'historic',
  'landmark',
  'park',
  'nature',
  'beach',
  'viewpoint',
  'market',
] as const;
export const thingKindSchema = z.enum(THING_KINDS, {
  error: `kind must be one of: ${THING_KINDS.join(', ')}.`,
});
export type ThingKind = z.infer<typeof thingKindSchema>;

export const thingToDoSchema = z.object({
  /** Stable within its source: "wikidata:Q123", "whc:265", "beach:ksamil-beaches-al", "osm:…". */
  id: z.string(),
  name: z.string(),
  kind: thingKindSchema,
  lat: z.number(),
  lng: z.number(),
  /** From the trip's place, rounded to 0.1 km. */
  distanceKm: z.number(),
  /** One line about it, from its source; null when the source has none. */
  description: z.string().nullable(),
  /** Its page (Wikipedia, Wikidata, UNESCO, the beach's page); null when none is known. */
  url: z.string().nullable(),
  /** Where it is listed: "Wikidata", "UNESCO World Heritage Centre", "OpenStreetMap"... */
  source: z.string(),
  /** The licence of that listing: "CC0 1.0", "CC BY-SA 3.0 IGO", "ODbL 1.0"... */
  licence: z.string(),
});
export type ThingToDo = z.infer<typeof thingToDoSchema>;

export const thingsCreditSchema = z.object({
  source: z.string(),
  licence: z.string(),
  /** The source's own page. */
  url: z.string(),
});
export type ThingsCredit = z.infer<typeof thingsCreditSchema>;

export const thingsToDoSchema = z.object({
  /** The place the list is around ("Lisbon, Lisbon, Portugal"); null when it is not known. */
  place: z.string().nullable(),
  /** Notable ones first, each group nearest first. */
  things: z.array(thingToDoSchema),
  /** The kinds present near the place (before the kind filter), in THING_KINDS order. */
  kinds: z.array(thingKindSchema),
  /** Each source of the things listed, with its licence. */
  credits: z.array(thingsCreditSchema),
});
export type ThingsToDo = z.infer<typeof thingsToDoSchema>;

export const thingsToDoQuerySchema = z.object({
  /** Only things of this kind; all kinds when absent. */
  kind: thingKindSchema.optional(),
});

export const thingsToDoRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/api/trips/getaway/:id/things-to-do',
    auth: 'user',
    summary: "Real sights near one of your trips' place, optionally of one kind",
    tags: ['things-to-do'],
    params: idParamsSchema,
    querystring: thingsToDoQuerySchema,
    response: { 200: thingsToDoSchema, ...errorResponses(400, 401, 404) },
  }),
};
