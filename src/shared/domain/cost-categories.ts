/** What a cost line is for; the cost plan totals each one, in this order. */
export const COST_CATEGORIES = [
  'airfare',
  'lodging',
  'car_rental',
  'food',
  'activities',
  'other',
] as const;
export type CostCategory = (typeof COST_CATEGORIES)[number];

/** What a traveller sees each category called, on the trip page and the shared trip alike. */
export const COST_CATEGORY_LABELS: Record<CostCategory, string> = {
  airfare: 'Airfare',
  lodging: 'Lodging',
  car_rental: 'Car rental',
  food: 'Food',
  activities: 'Activities',
  other: 'Other',
};
