import { z } from 'zod';
import { moneySchema } from '#shared/domain/money';

/**
 * An estimate's words without a language: a sentence's code and its values, sent beside the
 * server's English sentence so each client words it in the traveller's language
 * (docs/I18N.md). Money is a money object; months are 1 to 12; dates are YYYY-MM-DD.
 */
export const ESTIMATE_PHRASE_CODES = [
  // Labels of estimated lines.
  'label_lodging',
  'label_food',
  'label_airfare',
  'label_driving',
  'label_car_rental',
  // Basis sentences.
  'lodging_rate',
  'lodging_by_month',
  'lodging_flat',
  'food_rate',
  'airfare_route',
  'airfare_international',
  'airfare_routes',
  'airfare_routes_assumed',
  'airfare_by_month',
  'airfare_flat',
  'airfare_holiday',
  'driving_from_airport',
  'driving_road',
  'driving_no_rental',
  'car_rental_days',
  'converted',
  // The estimator's notes on fallbacks and omissions.
  'note_county',
  'note_conus_county',
  'note_conus',
  'note_no_country',
  'note_catch_all',
  'note_foreign_other',
  'note_lodging_other',
  'note_no_lodging',
  'note_no_origin',
  'note_not_located',
  // Compare: each option's reasons, and what moves the cost by date.
  'reason_lodging_near',
  'reason_lodging_off',
  'reason_lodging',
  'reason_airfare',
  'reason_drive',
  'varies_lodging_season',
  'varies_lodging_flat',
  'varies_airfare_season',
  'varies_airfare_flat',
  'varies_holiday',
  'varies_flat_seasons',
  'varies_flat_none',
] as const;
export type EstimatePhraseCode = (typeof ESTIMATE_PHRASE_CODES)[number];

const phraseValueSchema = z.union([
  z.string(),
  z.number(),
  z.boolean(),
  z.null(),
  moneySchema,
  z.array(z.number()),
  z.array(moneySchema),
  // Names by language (a holiday's), keyed by locale.
  z.record(z.string(), z.string()),
]);
export type EstimatePhraseValue = z.infer<typeof phraseValueSchema>;

export const estimatePhraseSchema = z.object({
  code: z.enum(ESTIMATE_PHRASE_CODES),
  params: z.record(z.string(), phraseValueSchema),
});
export type EstimatePhrase = z.infer<typeof estimatePhraseSchema>;

/** The `dataset` of a line priced from the traveller's own figure, and of a labelled guess. */
export const OWN_FIGURE_DATASET = 'Your figure';
export const GUESS_DATASET = 'Estimate (a guess)';

/** A phrase; `params` defaults to none. */
export const phrase = (
  code: EstimatePhraseCode,
  params: Record<string, EstimatePhraseValue> = {},
): EstimatePhrase => ({ code, params });
