import { z } from 'zod';
import { calendarDateSchema, idSchema } from './common';
import { errorResponses, messageSchema } from './errors';
import { defineRoute } from './route';
import { currencyCodeSchema, moneySchema } from '#shared/domain/money';

/** What a cost line is for; the cost plan totals each one. */
export const COST_CATEGORIES = [
  'airfare',
  'lodging',
  'car_rental',
  'food',
  'activities',
  'other',
] as const;

export const costCategorySchema = z.enum(COST_CATEGORIES, {
  error: `category must be one of ${COST_CATEGORIES.join(', ')}.`,
});
export type CostCategory = z.infer<typeof costCategorySchema>;

/** An estimate's honest range and where it comes from (docs/PRODUCT-RULES.md#estimates). */
export const costEstimateSchema = z.object({
  low: moneySchema,
  high: moneySchema,
  /** One sentence: what the figure is made of, including any fallback. */
  basis: z.string(),
  /** The dataset's name, e.g. "GSA per diem rates FY2026". */
  dataset: z.string(),
  /** The date of the data, YYYY-MM-DD. */
  asOf: z.string(),
});
export type CostEstimate = z.infer<typeof costEstimateSchema>;

/**
 * How amounts typed in another currency became the trip's currency. Kept with the line, so a
 * total never drifts when rates change (docs/PRODUCT-RULES.md#money).
 */
export const costConversionSchema = z.object({
  /** The amounts as typed, in their own currency. */
  planned: moneySchema.nullable(),
  actual: moneySchema.nullable(),
  /** Units of the trip's currency per unit of the typed one, as an exact decimal string. */
  rate: z.string(),
  /** The day the rate was published, YYYY-MM-DD. */
  rateDate: calendarDateSchema,
  source: z.string(),
});
export type CostConversion = z.infer<typeof costConversionSchema>;

export const costItemSchema = z.object({
  _id: idSchema,
  category: costCategorySchema,
  label: z.string(),
  /** In the trip's currency. For an estimate, the middle figure. */
  planned: moneySchema.nullable(),
  /** What was actually paid, in the trip's currency. */
  actual: moneySchema.nullable(),
  notes: z.string(),
  /** `traveller`: typed by the traveller; `estimate`: made from shipped data. */
  source: z.enum(['traveller', 'estimate']),
  /** The range and its source, for estimated lines; null for the traveller's own. */
  estimate: costEstimateSchema.nullable(),
  /** Present when the amounts were typed in another currency than the trip's. */
  conversion: costConversionSchema.nullable(),
});
export type CostItem = z.infer<typeof costItemSchema>;

const categoryTotalSchema = z.object({ planned: moneySchema, actual: moneySchema });

export const costPlanSchema = z.object({
  /** The trip's currency; every amount of the plan is in it. */
  currency: currencyCodeSchema,
  items: z.array(costItemSchema),
  totals: z.object({
    planned: moneySchema,
    actual: moneySchema,
    /**
     * The planned total's honest range: an estimated line adds its low and high, a line the
     * traveller typed adds its planned figure to both.
     */
    low: moneySchema,
    high: moneySchema,
    byCategory: z.object({
      airfare: categoryTotalSchema,
      lodging: categoryTotalSchema,
      car_rental: categoryTotalSchema,
      food: categoryTotalSchema,
      activities: categoryTotalSchema,
      other: categoryTotalSchema,
    }),
  }),
  budget: moneySchema.nullable(),
});
export type CostPlan = z.infer<typeof costPlanSchema>;

const label = z
  .string({ error: 'label is required.' })
  .trim()
  .min(1, { error: 'label is required.' })
  .max(120, { error: 'label is too long (120 characters at most).' });
const notes = z
  .string()
  .trim()
  .max(2000, { error: 'notes is too long (2,000 characters at most).' });

export const createCostBodySchema = z.object({
  category: costCategorySchema,
  label,
  /** Any supported currency; converted into the trip's at the newest rate. */
  planned: moneySchema.nullable().optional(),
  actual: moneySchema.nullable().optional(),
  notes: notes.optional(),
});
export type CreateCostBody = z.infer<typeof createCostBodySchema>;

/** Any field of a line; changing an estimated line makes it the traveller's. */
export const updateCostBodySchema = createCostBodySchema
  .partial()
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    error: 'Send at least one field to change.',
  });
export type UpdateCostBody = z.infer<typeof updateCostBodySchema>;

export const estimateCostsBodySchema = z.object({
  /** Adds a car rental line at this figure per day (any supported currency). */
  carRentalPerDay: moneySchema.nullable().optional(),
  /** Replaces the default per-km driving cost (a labelled guess) for trips within driving range. */
  drivingCostPerKm: moneySchema.nullable().optional(),
});
export type EstimateCostsBody = z.infer<typeof estimateCostsBodySchema>;

export const costParamsSchema = z.object({ id: idSchema, costId: idSchema });

const tags = ['costs'] as const;

export const costRoutes = {
  plan: defineRoute({
    method: 'GET',
    path: '/api/trips/getaway/:id/costs',
    auth: 'user',
    summary: "A trip's cost plan: its lines, totals by category and budget",
    tags,
    params: z.object({ id: idSchema }),
    response: { 200: costPlanSchema, ...errorResponses(400, 401, 404) },
  }),
  create: defineRoute({
    method: 'POST',
    path: '/api/trips/getaway/:id/costs',
    auth: 'user',
    summary: 'Add a cost line the traveller typed (takes out that category’s estimate)',
    tags,
    params: z.object({ id: idSchema }),
    body: createCostBodySchema,
    successStatus: 201,
    response: { 201: costItemSchema, ...errorResponses(400, 401, 404) },
  }),
  update: defineRoute({
    method: 'PUT',
    path: '/api/trips/getaway/:id/costs/:costId',
    auth: 'user',
    summary: 'Change a cost line (an estimated line becomes the traveller’s)',
    tags,
    params: costParamsSchema,
    body: updateCostBodySchema,
    response: { 200: costItemSchema, ...errorResponses(400, 401, 404) },
  }),
  delete: defineRoute({
    method: 'DELETE',
    path: '/api/trips/getaway/:id/costs/:costId',
    auth: 'user',
    summary: 'Delete a cost line',
    tags,
    params: costParamsSchema,
    response: { 200: messageSchema, ...errorResponses(400, 401, 404) },
  }),
  estimate: defineRoute({
    method: 'POST',
    path: '/api/trips/getaway/:id/costs/estimate',
    auth: 'user',
    summary: 'Fill in or refresh estimated lines from shipped data; answers the whole plan',
    tags,
    params: z.object({ id: idSchema }),
    body: estimateCostsBodySchema,
    response: { 200: costPlanSchema, ...errorResponses(400, 401, 404) },
  }),
};
