/** The costs feature's name for the one list of category labels. */
export { COST_CATEGORY_LABELS as CATEGORY_LABELS } from '#shared/domain/cost-categories';
