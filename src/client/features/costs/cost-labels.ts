import type { CostCategory } from '#shared/contracts/costs';

export const CATEGORY_LABELS: Record<CostCategory, string> = {
  airfare: 'Airfare',
  lodging: 'Lodging',
  car_rental: 'Car rental',
  food: 'Food',
  activities: 'Activities',
  other: 'Other',
};
