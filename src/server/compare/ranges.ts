import type { ComparisonRank, MoneyRange, RangeByCategory } from '#shared/contracts/compare';
import { addMoney, money, scaleMoney, type CurrencyCode } from '#shared/domain/money';
import type { EstimateCategory, TripEstimate } from '#server/costs/estimator';

/**
 * Ranges of compared estimates, and the rule that ranks them (docs/ESTIMATES.md#comparisons).
 * Pure and shared by the compare and discover features.
 */

const zero = (currency: CurrencyCode): MoneyRange => ({
  low: money(0, currency),
  mid: money(0, currency),
  high: money(0, currency),
});

export function addRanges(a: MoneyRange, b: MoneyRange): MoneyRange {
  return {
    low: addMoney(a.low, b.low),
    mid: addMoney(a.mid, b.mid),
    high: addMoney(a.high, b.high),
  };
}

/** `range × numerator / denominator`, each figure rounded once (halves away from zero). */
export function scaleRange(range: MoneyRange, numerator: bigint, denominator: bigint): MoneyRange {
  return {
    low: scaleMoney(range.low, numerator, denominator),
    mid: scaleMoney(range.mid, numerator, denominator),
    high: scaleMoney(range.high, numerator, denominator),
  };
}

/** An estimate's total and its figures by category: the sum of its lines' low, mid and high. */
export function rangesOf(estimate: TripEstimate): {
  total: MoneyRange;
  byCategory: RangeByCategory;
} {
  const byCategory: Partial<Record<EstimateCategory, MoneyRange>> = {};
  let total = zero(estimate.currency);
  for (const line of estimate.lines) {
    const range = { low: line.low, mid: line.mid, high: line.high };
    const sofar = byCategory[line.category];
    byCategory[line.category] = sofar ? addRanges(sofar, range) : range;
    total = addRanges(total, range);
  }
  return { total, byCategory };
}

export function rangesOverlap(a: MoneyRange, b: MoneyRange): boolean {
  return a.low.amount <= b.high.amount && b.low.amount <= a.high.amount;
}

/**
 * The rank of each range: `cheapest` for the lowest middle figure (the first on a tie),
 * `about_the_same` for every other range that overlaps the cheapest's (the estimates cannot tell
 * them apart, so no winner is named), `dearer` for the rest.
 */
export function rankRanges(ranges: readonly MoneyRange[]): ComparisonRank[] {
  let cheapest = -1;
  ranges.forEach((range, index) => {
    const best = ranges[cheapest];
    if (!best || range.mid.amount < best.mid.amount) cheapest = index;
  });
  const best = ranges[cheapest];
  return ranges.map((range, index) => {
    if (index === cheapest) return 'cheapest';
    return best && rangesOverlap(range, best) ? 'about_the_same' : 'dearer';
  });
}

/** Indices of the `count` ranges with the lowest middle figures, cheapest first. */
export function cheapestIndices(ranges: readonly MoneyRange[], count: number): number[] {
  return ranges
    .map((range, index) => ({ mid: range.mid.amount, index }))
    .sort((a, b) => a.mid - b.mid || a.index - b.index)
    .slice(0, count)
    .map((entry) => entry.index);
}
