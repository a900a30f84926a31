import { z } from 'zod';
import { calendarDateSchema, idSchema } from './common';
import { errorBodySchema, errorResponses, messageSchema } from './errors';
import { estimatePhraseSchema } from './estimate-phrases';
import { defineRoute } from './route';
import { COST_CATEGORIES } from '#shared/domain/cost-categories';
import { currencyCodeSchema, MAX_MONEY_AMOUNT, moneySchema } from '#shared/domain/money';
import {
  MAX_SPLIT_SHARES,
  MAX_SPLIT_TRAVELLERS,
  MAX_TRAVELLER_NAME_LENGTH,
  travellerKey,
} from '#shared/domain/split';

export { COST_CATEGORIES };

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
  /**
   * The basis sentence by sentence without a language, for the client to word; absent on lines
   * estimated before it was kept.
   */
  basisPhrases: z.array(estimatePhraseSchema).optional(),
  /** The line's label without a language, while it is the estimate's own. */
  labelPhrase: estimatePhraseSchema.optional(),
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

/** A traveller's name when they have no account on the trip: 1 to 60 characters. */
const travellerNameSchema = z
  .string({ error: 'A traveller needs a name.' })
  .trim()
  .min(1, { error: 'A traveller needs a name.' })
  .max(MAX_TRAVELLER_NAME_LENGTH, {
    error: `A traveller's name has ${MAX_TRAVELLER_NAME_LENGTH} characters at most.`,
  });

/**
 * A traveller in a split or a payment: a member of the trip by `userId` (the owner or a
 * companion), or someone without an account by `name` (docs/PRODUCT-RULES.md#splitting-costs).
 */
export const travellerRefSchema = z.union([
  z.object({ userId: idSchema }),
  z.object({ name: travellerNameSchema }),
]);
export type TravellerRef = z.infer<typeof travellerRefSchema>;

export const SPLIT_MODES = ['equal', 'shares', 'amounts'] as const;
export type SplitMode = (typeof SPLIT_MODES)[number];

const splitWeights = {
  /** Shares mode: this traveller's weight, a whole number from 1 to 1000. */
  shares: z
    .int({ error: 'Shares are whole numbers from 1 to 1000.' })
    .min(1, { error: 'Shares are whole numbers from 1 to 1000.' })
    .max(MAX_SPLIT_SHARES, { error: 'Shares are whole numbers from 1 to 1000.' })
    .optional(),
  /** Amounts mode: this traveller's part, in minor units of the trip's currency. */
  amount: z
    .int({ error: 'An amount is a whole number of minor units (cents).' })
    .min(0, { error: 'An amount cannot be negative.' })
    .max(MAX_MONEY_AMOUNT, { error: 'That amount is too large.' })
    .optional(),
};

/**
 * A traveller as a request names one (`paidBy`, each entry of `split.among`): a member of the trip
 * by `userId`, alone or as `{userId}`, or someone without an account by `{name}`. A bare id reads
 * as `{userId}`; `extra` adds fields to the object forms (a split's shares or amount).
 */
function travellerRefBodySchema<Extra extends typeof splitWeights | Record<never, never>>(
  error: string,
  extra: Extra,
) {
  const byUserId = z.object({ userId: idSchema, ...extra });
  return z.union(
    [
      idSchema.transform((userId) => ({ userId }) as z.output<typeof byUserId>),
      byUserId,
      z.object({ name: travellerNameSchema, ...extra }),
    ],
    { error },
  );
}

/**
 * How a line is split: `equal` among the travellers listed, by `shares` (each entry's weight) or
 * by `amounts` (each entry's part, adding up exactly to the line's amount). The amount split is
 * the line's actual amount when it has one, else its planned amount; equal and shares splits
 * give the remainder cents to the first travellers listed, one each.
 */
export const costSplitSchema = z
  .object({
    mode: z.enum(SPLIT_MODES, { error: `split.mode must be one of ${SPLIT_MODES.join(', ')}.` }),
    among: z
      .array(
        travellerRefBodySchema(
          'Each traveller in split.among is a member\'s userId, {"userId": …} or {"name": …}.',
          splitWeights,
        ),
        { error: 'List the travellers the cost is split among.' },
      )
      .min(1, { error: 'Split a cost among 1 to 20 travellers.' })
      .max(MAX_SPLIT_TRAVELLERS, { error: 'Split a cost among 1 to 20 travellers.' }),
  })
  .superRefine((split, context) => {
    const seen = new Set<string>();
    split.among.forEach((entry, index) => {
      const key = travellerKey(entry);
      if (seen.has(key)) {
        context.addIssue({
          code: 'custom',
          path: ['among', index],
          message: 'Each traveller appears once in a split.',
        });
      }
      seen.add(key);
      if (split.mode === 'shares' && entry.shares === undefined) {
        context.addIssue({
          code: 'custom',
          path: ['among', index, 'shares'],
          message: 'Give each traveller a number of shares.',
        });
      }
      if (split.mode === 'amounts' && entry.amount === undefined) {
        context.addIssue({
          code: 'custom',
          path: ['among', index, 'amount'],
          message: 'Give each traveller an amount.',
        });
      }
    });
  });
export type CostSplit = z.infer<typeof costSplitSchema>;

/** Who paid, as sent: a member's `userId`, `{userId}` or `{name}`; null: not said. */
const paidByBodySchema = travellerRefBodySchema(
  'paidBy is a member\'s userId, {"userId": …} or {"name": …}, or null.',
  {},
);

/** A line's version: when it last changed, to the microsecond (UTC). */
export const costVersionSchema = z
  .string({ error: 'expectedVersion is the version a cost line was read at.' })
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/, {
    error: 'expectedVersion is the version a cost line was read at.',
  });

/** A split as answered: each traveller's part worked out in the trip's currency. */
const costSplitAnswerSchema = z.object({
  mode: z.enum(SPLIT_MODES),
  among: z.array(
    z.union([
      z.object({ userId: idSchema, ...splitWeights, share: moneySchema }),
      z.object({ name: z.string(), ...splitWeights, share: moneySchema }),
    ]),
  ),
});

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
  /** Who paid; null when not said. */
  paidBy: travellerRefSchema.nullable(),
  /** How it is split, with each traveller's part; null when not split. */
  split: costSplitAnswerSchema.nullable(),
  /** Changes whenever the line does; send it back as `expectedVersion` to change it safely. */
  version: costVersionSchema,
});
export type CostItem = z.infer<typeof costItemSchema>;

const categoryTotalSchema = z.object({ planned: moneySchema, actual: moneySchema });

/** An amount that may be negative (a balance), in minor units. */
const signedMoneySchema = z.object({
  amount: z.int().min(-MAX_MONEY_AMOUNT).max(MAX_MONEY_AMOUNT),
  currency: currencyCodeSchema,
});

/** A traveller with the name to show: a member's first name, or the name given. */
const namedTravellerSchema = z.object({
  traveller: travellerRefSchema,
  name: z.string(),
  /** True for an account that is no longer there: `name` is "Former traveller", for the client to word. */
  isFormer: z.boolean().optional(),
});

export const costBalanceSchema = namedTravellerSchema.extend({
  /** What they paid for lines that say who paid and how they are split. */
  paid: moneySchema,
  /** Their part of those lines. */
  share: moneySchema,
  /** paid − share: positive when they are owed, negative when they owe. */
  balance: signedMoneySchema,
});
export type CostBalance = z.infer<typeof costBalanceSchema>;

export const costTransferSchema = z.object({
  from: namedTravellerSchema,
  to: namedTravellerSchema,
  amount: moneySchema,
});
export type CostTransfer = z.infer<typeof costTransferSchema>;

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
  /** Who may pay or share a cost: the owner first, then the companions (no e-mails). */
  travellers: z.array(z.object({ userId: idSchema, fname: z.string() })),
  /**
   * Each traveller's paid, share and balance over the lines that say both who paid and how they
   * are split; other lines do not count (docs/PRODUCT-RULES.md#splitting-costs).
   */
  balances: z.array(costBalanceSchema),
  /** Transfers that settle the balances: the largest debtor pays the largest creditor first. */
  settleUp: z.array(costTransferSchema),
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
  /** Who paid: a member's `userId` (or `{userId}`), or `{name}` for someone without an account. */
  paidBy: paidByBodySchema.nullable().optional(),
  split: costSplitSchema.nullable().optional(),
});
export type CreateCostBody = z.infer<typeof createCostBodySchema>;

/**
 * Any field of a line; changing an estimated line makes it the traveller's. With
 * `expectedVersion`, a line changed since answers 409 `changed_elsewhere` with the line as it is
 * now, and nothing changes (docs/PRODUCT-RULES.md#changed-elsewhere).
 */
export const updateCostBodySchema = createCostBodySchema
  .partial()
  .extend({ expectedVersion: costVersionSchema.optional() })
  .refine(
    ({ expectedVersion: _version, ...fields }) =>
      Object.values(fields).some((value) => value !== undefined),
    { error: 'Send at least one field to change.' },
  );
export type UpdateCostBody = z.infer<typeof updateCostBodySchema>;

export const estimateCostsBodySchema = z.object({
  /** Adds a car rental line at this figure per day (any supported currency). */
  carRentalPerDay: moneySchema.nullable().optional(),
  /** Replaces the default per-km driving cost (a labelled guess) for trips within driving range. */
  drivingCostPerKm: moneySchema.nullable().optional(),
});
export type EstimateCostsBody = z.infer<typeof estimateCostsBodySchema>;

export const costParamsSchema = z.object({ id: idSchema, costId: idSchema });

/** A 409 when the line changed since it was read: `current` is the line as it is now. */
export const costChangedElsewhereSchema = errorBodySchema.extend({ current: costItemSchema });
export type CostChangedElsewhere = z.infer<typeof costChangedElsewhereSchema>;

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
    response: {
      200: costItemSchema,
      409: costChangedElsewhereSchema,
      ...errorResponses(400, 401, 404),
    },
  }),
  delete: defineRoute({
    method: 'DELETE',
    path: '/api/trips/getaway/:id/costs/:costId',
    auth: 'user',
    summary: 'Delete a cost line',
    tags,
    params: costParamsSchema,
    querystring: z.object({ expectedVersion: costVersionSchema.optional() }),
    response: {
      200: messageSchema,
      409: costChangedElsewhereSchema,
      ...errorResponses(400, 401, 404),
    },
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
