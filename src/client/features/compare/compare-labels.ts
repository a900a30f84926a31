import type { ComparisonRank, RangeByCategory } from '#shared/contracts/compare';

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

export const COMPARED_CATEGORY_LABELS: Record<(typeof COMPARED_CATEGORIES)[number], string> = {
  airfare: 'Airfare',
  lodging: 'Lodging',
  food: 'Food',
  car_rental: 'Car rental',
  other: 'Driving',
};

export const ESTIMATE_NOTE =
  'All figures are estimates from official data, shown as a low–high range; the middle figure is the one compared.';
