import {
  COST_CATEGORIES,
  type CostCategory,
  type CostConversion,
  type CostItem,
  type CostPlan,
  type TravellerRef,
} from '#shared/contracts/costs';
import { type CurrencyCode, type Money } from '#shared/domain/money';
import {
  balancesOf,
  settleUp,
  splitAmount,
  travellerKey,
  type SplitLine,
} from '#shared/domain/split';
import type { CostLineRecord, CostPerson, CostTrip } from './costs.repository';

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

/**
 * The amount a line's split shares out: its actual amount when it has one, else its planned one
 * (docs/PRODUCT-RULES.md#splitting-costs).
 */
export function splitBase(line: Pick<CostLineRecord, 'actualAmount' | 'plannedAmount'>): number {
  return line.actualAmount ?? line.plannedAmount ?? 0;
}

export function paidByOf(line: CostLineRecord): TravellerRef | null {
  if (line.paidByUserId) return { userId: line.paidByUserId };
  if (line.paidByName) return { name: line.paidByName };
  return null;
}

function splitOf(line: CostLineRecord, currency: CurrencyCode): CostItem['split'] {
  if (!line.split) return null;
  const parts = splitAmount(splitBase(line), line.split);
  return {
    mode: line.split.mode,
    among: line.split.among.map((entry, index) => ({
      ...entry,
      share: money(parts[index] ?? 0, currency),
    })),
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
            ...(line.estimate.basisPhrases ? { basisPhrases: line.estimate.basisPhrases } : {}),
            ...(line.estimate.labelPhrase ? { labelPhrase: line.estimate.labelPhrase } : {}),
            dataset: line.estimate.dataset,
            asOf: line.estimate.asOf,
          }
        : null,
    conversion: conversionOf(line, currency),
    paidBy: paidByOf(line),
    split: splitOf(line, currency),
    version: line.version,
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

/** Shown for an account a line names that no longer exists. */
export const FORMER_TRAVELLER_NAME = 'Former traveller';

/**
 * Balances and settle-up over the lines that say who paid and how they are split, in the plan's
 * order; travellers with an account come in `people` order, named ones after them as they first
 * appear (docs/PRODUCT-RULES.md#splitting-costs).
 */
function splitSummary(
  sorted: readonly CostLineRecord[],
  people: readonly CostPerson[],
  currency: CurrencyCode,
): Pick<CostPlan, 'balances' | 'settleUp'> {
  const splitLines: SplitLine[] = sorted.map((line) => ({
    paidBy: paidByOf(line),
    amount: splitBase(line),
    split: line.split,
  }));
  const rank = new Map(people.map((person, index) => [travellerKey(person), index]));
  const fnames = new Map(people.map((person) => [person.userId, person.fname]));
  const balances = balancesOf(splitLines)
    .map((balance, order) => ({ balance, order }))
    .sort(
      (a, b) =>
        (rank.get(travellerKey(a.balance.traveller)) ?? people.length) -
          (rank.get(travellerKey(b.balance.traveller)) ?? people.length) || a.order - b.order,
    )
    .map(({ balance }) => balance);
  const named = (traveller: TravellerRef) => {
    // Only the two fields of its kind: the stored split may carry more.
    if (!('userId' in traveller))
      return { traveller: { name: traveller.name }, name: traveller.name };
    const fname = fnames.get(traveller.userId);
    return {
      traveller: { userId: traveller.userId },
      name: fname ?? FORMER_TRAVELLER_NAME,
      ...(fname === undefined ? { isFormer: true } : {}),
    };
  };
  return {
    balances: balances.map((one) => ({
      ...named(one.traveller),
      paid: money(one.paid, currency),
      share: money(one.share, currency),
      balance: { amount: one.balance, currency },
    })),
    settleUp: settleUp(balances).map((transfer) => ({
      from: named(transfer.from),
      to: named(transfer.to),
      amount: money(transfer.amount, currency),
    })),
  };
}

export function toCostPlan(
  trip: CostTrip,
  lines: readonly CostLineRecord[],
  people: readonly CostPerson[],
): CostPlan {
  const sorted = sortCostLines(lines);
  return {
    currency: trip.currency,
    items: sorted.map((line) => toCostItem(line, trip.currency)),
    totals: costTotals(lines, trip.currency),
    budget: trip.budgetAmount === null ? null : money(trip.budgetAmount, trip.currency),
    travellers: people
      .filter((person) => person.isMember)
      .map((person) => ({ userId: person.userId, fname: person.fname })),
    ...splitSummary(sorted, people, trip.currency),
  };
}
