import { definedFields } from '#shared/domain/defined-fields';
import { MAX_MONEY_AMOUNT, type CurrencyCode, type Money } from '#shared/domain/money';
import { convert, type ExchangeRates } from '#server/costs/exchange-rates';
import { costErrors } from './costs.errors';
import { costTotals, largestTotal } from './costs.presenter';
import type { CostLineRecord, NewCostLine } from './costs.repository';

/** A line's amounts: as typed, converted into the trip's currency, and checked against the limit. */

/** The amounts of a line as the traveller typed them. */
export interface TypedAmounts {
  planned: Money | null;
  actual: Money | null;
}

export type PricedAmounts = Pick<
  NewCostLine,
  | 'plannedAmount'
  | 'actualAmount'
  | 'enteredCurrency'
  | 'plannedEntered'
  | 'actualEntered'
  | 'rateNumerator'
  | 'rateDenominator'
  | 'rateDate'
  | 'rateSource'
>;

/** What a stored line's amounts were typed as (the trip's currency unless entered otherwise). */
export function typedAmountsOf(line: CostLineRecord, currency: CurrencyCode): TypedAmounts {
  const typed = (stored: number | null, entered: number | null): Money | null => {
    if (stored === null) return null;
    if (line.enteredCurrency && entered !== null)
      return { amount: entered, currency: line.enteredCurrency };
    return { amount: stored, currency };
  };
  return {
    planned: typed(line.plannedAmount, line.plannedEntered),
    actual: typed(line.actualAmount, line.actualEntered),
  };
}

/**
 * Amounts in the trip's currency, with what was typed and the rate that converted it
 * (docs/PRODUCT-RULES.md#money). A line holds one rate, so at most one currency besides the
 * trip's. When `keep` is given and nothing foreign was sent, the stored conversion stands, so an
 * edit of a label or of an amount in the trip's currency never moves the other amount.
 */
export function priceAmounts(
  typed: TypedAmounts,
  tripCurrency: CurrencyCode,
  rates: ExchangeRates,
  keep?: CostLineRecord,
): PricedAmounts {
  const foreign = new Set(
    [typed.planned, typed.actual]
      .filter((value): value is Money => value !== null && value.currency !== tripCurrency)
      .map((value) => value.currency),
  );
  if (foreign.size > 1) throw costErrors.twoCurrencies(tripCurrency);
  const none = {
    enteredCurrency: null,
    plannedEntered: null,
    actualEntered: null,
    rateNumerator: null,
    rateDenominator: null,
    rateDate: null,
    rateSource: null,
  };
  if (foreign.size === 0) {
    return {
      plannedAmount: typed.planned?.amount ?? null,
      actualAmount: typed.actual?.amount ?? null,
      ...none,
    };
  }
  const [entered] = [...foreign] as [CurrencyCode];
  // A foreign amount that was not sent again keeps the figure it was converted to.
  const keptAmount = (value: Money | null, stored: number | null) =>
    value === null ? null : value.currency === tripCurrency ? value.amount : stored;
  if (keep && keep.enteredCurrency === entered && keep.rateNumerator !== null) {
    return {
      plannedAmount: keptAmount(typed.planned, keep.plannedAmount),
      actualAmount: keptAmount(typed.actual, keep.actualAmount),
      enteredCurrency: entered,
      plannedEntered: typed.planned?.currency === entered ? typed.planned.amount : null,
      actualEntered: typed.actual?.currency === entered ? typed.actual.amount : null,
      rateNumerator: keep.rateNumerator,
      rateDenominator: keep.rateDenominator,
      rateDate: keep.rateDate,
      rateSource: keep.rateSource,
    };
  }
  let rate: ReturnType<typeof convert> | undefined;
  const inTripCurrency = (value: Money | null): number | null => {
    if (value === null) return null;
    if (value.currency === tripCurrency) return value.amount;
    try {
      rate = convert(value, tripCurrency, rates);
    } catch (error) {
      if (error instanceof RangeError) throw costErrors.amountTooLarge(tripCurrency);
      throw error;
    }
    if (rate.money.amount > MAX_MONEY_AMOUNT) throw costErrors.amountTooLarge(tripCurrency);
    return rate.money.amount;
  };
  const plannedAmount = inTripCurrency(typed.planned);
  const actualAmount = inTripCurrency(typed.actual);
  const used = rate as ReturnType<typeof convert>;
  return {
    plannedAmount,
    actualAmount,
    enteredCurrency: entered,
    plannedEntered: typed.planned?.currency === entered ? typed.planned.amount : null,
    actualEntered: typed.actual?.currency === entered ? typed.actual.amount : null,
    rateNumerator: used.rate.numerator,
    rateDenominator: used.rate.denominator,
    rateDate: used.rateDate,
    rateSource: used.source,
  };
}

/** Refuses a plan whose totals would not fit the money limit (docs/PRODUCT-RULES.md#money). */
export function checkTotals(lines: readonly CostLineRecord[], currency: CurrencyCode): void {
  if (largestTotal(costTotals(lines, currency)) > MAX_MONEY_AMOUNT)
    throw costErrors.totalTooLarge();
}

/** A stand-in record to check the totals of a line before it is stored. */
export function draftLine(values: NewCostLine): CostLineRecord {
  const now = new Date();
  return {
    id: '',
    notes: '',
    estimate: null,
    createdAt: now,
    updatedAt: now,
    plannedAmount: null,
    actualAmount: null,
    enteredCurrency: null,
    plannedEntered: null,
    actualEntered: null,
    rateNumerator: null,
    rateDenominator: null,
    rateDate: null,
    rateSource: null,
    paidByUserId: null,
    paidByName: null,
    split: null,
    version: '',
    ...definedFields(values),
    tripId: values.tripId,
    category: values.category,
    label: values.label,
    source: values.source,
  };
}
