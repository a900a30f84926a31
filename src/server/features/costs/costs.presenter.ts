import {
  COST_CATEGORIES,
  type CostCategory,
  type CostConversion,
  type CostItem,
  type CostPlan,
} from '#shared/contracts/costs';
import { type CurrencyCode, type Money } from '#shared/domain/money';
import type { CostLineRecord, CostTrip } from './costs.repository';

const money = (amount: number, currency: CurrencyCode): Money => ({ amount, currency });

/** Lines in the plan's order: by category as the contract lists them, then oldest first. */
export function sortCostLines(lines: readonly CostLineRecord[]): CostLineRecord[] {
  const rank = (line: CostLineRecord) => COST_CATEGORIES.indexOf(line.category);
  return [...lines].sort(
    (a, b) =>
      rank(a) - rank(b) ||
      a.createdAt.getTime() - b.createdAt.getTime() ||
      a.id.localeCompare(b.id),
  );
}

/**
 * A rate `numerator / denominator` (decimal strings) as an exact decimal string when it
 * terminates, e.g. "1.1684"; otherwise rounded to 6 significant digits, e.g. "0.00625649"
 * (docs/decisions/010-cost-lines-and-estimates.md). The stored strings stay exact either way.
 */
export function rateText(numerator: string, denominator: string): string {
  const top = decimalRatio(numerator);
  const bottom = decimalRatio(denominator);
  let n = top.n * bottom.d;
  let d = top.d * bottom.n;
  const divisor = gcd(n, d);
  n /= divisor;
  d /= divisor;
  let twos = 0n;
  let fives = 0n;
  let rest = d;
  while (rest % 2n === 0n) {
    rest /= 2n;
    twos += 1n;
  }
  while (rest % 5n === 0n) {
    rest /= 5n;
    fives += 1n;
  }
  if (rest !== 1n) return (Number(n) / Number(d)).toPrecision(6);
  const places = twos > fives ? twos : fives;
  const scaled = (n * 10n ** places) / d;
  if (places === 0n) return scaled.toString();
  const digits = scaled.toString().padStart(Number(places) + 1, '0');
  const whole = digits.slice(0, -Number(places));
  const fraction = digits.slice(-Number(places)).replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : whole;
}

function decimalRatio(decimal: string): { n: bigint; d: bigint } {
  const [whole = '0', fraction = ''] = decimal.split('.');
  return { n: BigInt(`${whole}${fraction}`), d: 10n ** BigInt(fraction.length) };
}

function gcd(a: bigint, b: bigint): bigint {
  let x = a < 0n ? -a : a;
  let y = b < 0n ? -b : b;
  while (y !== 0n) [x, y] = [y, x % y];
  return x === 0n ? 1n : x;
}

function conversionOf(line: CostLineRecord, currency: CurrencyCode): CostConversion | null {
  const entered = line.enteredCurrency;
  if (
    !entered ||
    line.rateNumerator === null ||
    line.rateDenominator === null ||
    line.rateDate === null ||
    line.rateSource === null
  ) {
    return null;
  }
  // An amount with no entered figure was typed in the trip's own currency.
  const typed = (stored: number | null, typedAmount: number | null) =>
    stored === null
      ? null
      : typedAmount === null
        ? money(stored, currency)
        : money(typedAmount, entered);
  return {
    planned: typed(line.plannedAmount, line.plannedEntered),
    actual: typed(line.actualAmount, line.actualEntered),
    rate: rateText(line.rateNumerator, line.rateDenominator),
    rateDate: line.rateDate,
    source: line.rateSource,
  };
}

/** The API shape of a line; every amount is in the trip's currency. */
export function toCostItem(line: CostLineRecord, currency: CurrencyCode): CostItem {
  return {
    _id: line.id,
    category: line.category,
    label: line.label,
    planned: line.plannedAmount === null ? null : money(line.plannedAmount, currency),
    actual: line.actualAmount === null ? null : money(line.actualAmount, currency),
    notes: line.notes,
    source: line.source,
    estimate:
      line.source === 'estimate' && line.estimate
        ? {
            low: money(line.estimate.low, currency),
            high: money(line.estimate.high, currency),
            basis: line.estimate.basis,
            dataset: line.estimate.dataset,
            asOf: line.estimate.asOf,
          }
        : null,
    conversion: conversionOf(line, currency),
  };
}

export type CostTotals = CostPlan['totals'];

/**
 * The plan's totals: planned and actual add up; low and high add an estimated line's range and
 * a typed line's planned figure (docs/PRODUCT-RULES.md#estimates). Plain numbers: the caller
 * checks they stay below the money limit before answering or storing.
 */
export function costTotals(lines: readonly CostLineRecord[], currency: CurrencyCode): CostTotals {
  const sums = { planned: 0, actual: 0, low: 0, high: 0 };
  const byCategory = Object.fromEntries(
    COST_CATEGORIES.map((category) => [category, { planned: 0, actual: 0 }]),
  ) as Record<CostCategory, { planned: number; actual: number }>;
  for (const line of lines) {
    const planned = line.plannedAmount ?? 0;
    const actual = line.actualAmount ?? 0;
    const estimated = line.source === 'estimate' && line.estimate;
    sums.planned += planned;
    sums.actual += actual;
    sums.low += estimated ? line.estimate!.low : planned;
    sums.high += estimated ? line.estimate!.high : planned;
    byCategory[line.category].planned += planned;
    byCategory[line.category].actual += actual;
  }
  return {
    planned: money(sums.planned, currency),
    actual: money(sums.actual, currency),
    low: money(sums.low, currency),
    high: money(sums.high, currency),
    byCategory: Object.fromEntries(
      COST_CATEGORIES.map((category) => [
        category,
        {
          planned: money(byCategory[category].planned, currency),
          actual: money(byCategory[category].actual, currency),
        },
      ]),
    ) as CostTotals['byCategory'],
  };
}

/** The largest amount among the totals, to check against the money limit. */
export function largestTotal(totals: CostTotals): number {
  return Math.max(
    totals.planned.amount,
    totals.actual.amount,
    totals.low.amount,
    totals.high.amount,
  );
}

export function toCostPlan(trip: CostTrip, lines: readonly CostLineRecord[]): CostPlan {
  return {
    currency: trip.currency,
    items: sortCostLines(lines).map((line) => toCostItem(line, trip.currency)),
    totals: costTotals(lines, trip.currency),
    budget: trip.budgetAmount === null ? null : money(trip.budgetAmount, trip.currency),
  };
}
