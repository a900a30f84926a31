import type { TypicalMonth } from '#shared/contracts/climate';
import type { ComparisonRank, RangeByCategory } from '#shared/contracts/compare';
import type { I18n, MessageKey } from '#client/lib/i18n';
import { COST_CATEGORY_KEYS } from '#client/lib/cost-category-labels';

/**
 * How a compared option reads: overlapping ranges are "about the same", so the screen never
 * names a winner among options whose estimates overlap. A dearer option shows no label.
 */
export const RANK_LABELS: Record<Exclude<ComparisonRank, 'dearer'>, MessageKey> = {
  cheapest: 'compare.rankCheapest',
  about_the_same: 'compare.rankAboutSame',
};

export const COMPARED_CATEGORIES = [
  'airfare',
  'lodging',
  'food',
  'car_rental',
  'other',
] as const satisfies readonly (keyof RangeByCategory)[];

/** The cost plan's category names, but "other" is the driving line here. */
export const COMPARED_CATEGORY_LABELS: Record<(typeof COMPARED_CATEGORIES)[number], MessageKey> = {
  ...COST_CATEGORY_KEYS,
  other: 'compare.driving',
};

/** A compared option's typical weather in a few words: "22 °C, 40 mm rain". */
export function typicalWeather(
  { t, f }: I18n,
  weather: Pick<TypicalMonth, 'dayHighC' | 'rainMm'>,
): string {
  const plain = { useGrouping: false };
  return t('compare.weather', {
    high: f.number(weather.dayHighC, plain),
    rain: f.number(weather.rainMm, plain),
  });
}
