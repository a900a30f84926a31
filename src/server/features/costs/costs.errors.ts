import type { CostItem } from '#shared/contracts/costs';
import { formatMoney, type CurrencyCode } from '#shared/domain/money';
import { badRequest, conflict, invalidField } from '#server/errors';

/** The refusals of the cost plan, each with its own code. */
export const costErrors = {
  datesRequired: () =>
    badRequest("Add the trip's start and end dates to estimate its costs.", 'dates_required'),
  totalTooLarge: () =>
    badRequest('That would make the cost plan’s total too large.', 'total_too_large'),
  amountTooLarge: (currency: string) =>
    badRequest(`That amount is too large once converted to ${currency}.`, 'amount_too_large'),
  twoCurrencies: (currency: string) =>
    badRequest(
      `Type a line's planned and actual amounts in one currency, or one of them in ${currency}.`,
      'mixed_currencies',
    ),
  estimateFailed: (message: string) =>
    badRequest(/[.!?]$/.test(message) ? message : `${message}.`, 'estimate_failed'),
  notATraveller: (path: string) =>
    invalidField(
      path,
      'That traveller is not on this trip: name the owner or a companion by userId, or someone else by name.',
      'unknown_traveller',
    ),
  amountsDoNotAddUp: (parts: number, line: number, currency: CurrencyCode) => {
    const show = (amount: number) => formatMoney({ amount, currency });
    const difference = line - parts;
    return invalidField(
      'split.among',
      `The split's amounts add up to ${show(parts)}, ${show(Math.abs(difference))} ${
        difference > 0 ? 'less' : 'more'
      } than the line's ${show(line)} (its actual amount, or its planned one when it has none).`,
      'split_amounts_mismatch',
    );
  },
  /** The line changed since the caller read it (docs/PRODUCT-RULES.md#changed-elsewhere). */
  changedElsewhere: (current: CostItem) =>
    conflict(
      'Someone else changed this line just now; here it is as they left it.',
      'changed_elsewhere',
      { current },
    ),
};
