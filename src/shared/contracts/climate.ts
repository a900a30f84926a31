import { z } from 'zod';
import { idParamsSchema } from './common';
import { errorResponses } from './errors';
import { defineRoute } from './route';

export const typicalMonthSchema = z.object({
  /** 1 (January) to 12. */
  month: z.number().int().min(1).max(12),
  /** Typical day high, whole °C, corrected for height when the place's elevation is known. */
  dayHighC: z.number().int(),
  /** Typical night low, whole °C, corrected the same way. */
  nightLowC: z.number().int(),
  /** Typical rain in the month, mm. */
  rainMm: z.number().int(),
  /** 0-100: the data's own index of warmth × dryness × sunniness, not a measurement. */
  sunshineScore: z.number().int().min(0).max(100),
});
export type TypicalMonth = z.infer<typeof typicalMonthSchema>;

export const typicalWeatherSchema = z.object({
  /** The credit to show beside the figures. */
  source: z.string(),
  /** Which credit `source` is, so a client can word it in its own language. */
  credit: z.enum(['sunshine-atlas']).optional(),
  /** The climate destination whose normals these are, or null when none is within 150 km. */
  destination: z
    .object({
      city: z.string(),
      country: z.string(),
      /** From the trip's place, rounded to the km. */
      distanceKm: z.number().int().nonnegative(),
    })
    .nullable(),
  /** The months the trip's dates touch, in order (all 12 when it has no dates; none when there is no destination). */
  months: z.array(typicalMonthSchema),
});
export type TypicalWeather = z.infer<typeof typicalWeatherSchema>;

export const climateRoutes = {
  typicalWeather: defineRoute({
    method: 'GET',
    path: '/api/trips/getaway/:id/typical-weather',
    auth: 'user',
    summary: "Typical weather for one of your trips' months (another's trip answers 404)",
    tags: ['climate'],
    params: idParamsSchema,
    response: { 200: typicalWeatherSchema, ...errorResponses(400, 401, 404) },
  }),
};
