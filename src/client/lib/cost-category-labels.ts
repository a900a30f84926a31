import type { CostCategory } from '#shared/domain/cost-categories';
import type { MessageKey } from '#client/lib/i18n';

/**
 * What a traveller sees each cost category called, in their language: `t(COST_CATEGORY_KEYS[c])`.
 * The English wording is `COST_CATEGORY_LABELS` (shared with the server), word for word.
 */
export const COST_CATEGORY_KEYS: Record<CostCategory, MessageKey> = {
  airfare: 'costs.categoryAirfare',
  lodging: 'costs.categoryLodging',
  car_rental: 'costs.categoryCarRental',
  food: 'costs.categoryFood',
  activities: 'costs.categoryActivities',
  other: 'costs.categoryOther',
};
