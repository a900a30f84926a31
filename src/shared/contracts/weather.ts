import { z } from 'zod';
import { errorResponses } from './errors';
import { defineRoute } from './route';

const part = (name: string) =>
  z
    .string()
    .trim()
    .max(100, { error: `${name} is too long.` })
    .optional();

export const weatherQuerySchema = z.object({
  city: z
    .string({ error: 'city is required.' })
    .trim()
    .min(1, { error: 'city is required.' })
    .max(100, { error: 'city is too long.' }),
  state: part('state'),
  country: part('country'),
  /** Only metric is supported: temperatures are in °C. */
  units: z.literal('metric', { error: 'units must be metric.' }).default('metric'),
});
export type WeatherQuery = z.infer<typeof weatherQuerySchema>;

/** The OpenWeatherMap-like shape the original client reads, whichever adapter answered. */
export const weatherSchema = z.object({
  weather: z.array(z.object({ description: z.string() })).min(1),
  main: z.object({ temp: z.number() }),
  /** The place the reading is for; the spec's shape does not require it. */
  name: z.string().optional(),
  /** Who provided the reading; shown when present. */
  attribution: z.string().optional(),
});
export type Weather = z.infer<typeof weatherSchema>;

export const weatherRoutes = {
  current: defineRoute({
    method: 'GET',
    path: '/api/weather',
    auth: 'user',
    rateLimit: 'provider',
    summary: 'Current weather for a place, in °C',
    tags: ['weather'],
    querystring: weatherQuerySchema,
    response: { 200: weatherSchema, ...errorResponses(400, 401, 404, 429, 502) },
  }),
};
