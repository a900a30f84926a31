import type { ComparisonRank, RangeByCategory } from '#shared/contracts/compare';
import { COST_CATEGORY_LABELS } from '#shared/domain/cost-categories';

/**
 * How a compared option reads: overlapping ranges are "about the same", so the screen never
 * names a winner among options whose estimates overlap.
 */
export const RANK_LABELS: Record<ComparisonRank, string> = {
  cheapest: 'Cheapest',
  about_the_same: 'About the same as the cheapest',
  dearer: 'Costs more',
};

export const COMPARED_CATEGORIES = [
  'airfare',
  'lodging',
  'food',
  'car_rental',
  'other',
] as const satisfies readonly (keyof RangeByCategory)[];

/** The cost plan's category names, but "other" is the driving line here. */
export const COMPARED_CATEGORY_LABELS: Record<(typeof COMPARED_CATEGORIES)[number], string> = {
  ...COST_CATEGORY_LABELS,
  other: 'Driving',
};

export const ESTIMATE_NOTE =
  'All figures are estimates from official data, shown as a low–high range; the middle figure is the one compared.';
