import type { BookingKind } from '#shared/contracts/bookings';
import type { CostCategory } from '#shared/contracts/costs';
import { MAX_MONEY_AMOUNT, type CurrencyCode, type Money } from '#shared/domain/money';
import { convert, type ExchangeRates } from '#server/costs/exchange-rates';
import { badRequest } from '#server/errors';
import type { BookingLineChanges, CostLineRecord } from './bookings.repository';

/** The cost category a booking's price counts in. */
export const BOOKING_COST_CATEGORY: Record<BookingKind, CostCategory> = {
  flight: 'airfare',
  stay: 'lodging',
  car_rental: 'car_rental',
  restaurant: 'food',
  event: 'activities',
  train: 'other',
  bus: 'other',
  ferry: 'other',
  other: 'other',
};

export const bookingLineErrors = {
  amountTooLarge: (currency: string) =>
    badRequest(`That price is too large once converted to ${currency}.`, 'amount_too_large'),
  totalTooLarge: () =>
    badRequest('That would make the cost plan’s total too large.', 'total_too_large'),
};

export type BookingLineAmounts = Omit<BookingLineChanges, 'category' | 'label'> & {
  actualAmount: number;
};

/**
 * A line's actual from a booking's price, in the trip's currency (docs/PRODUCT-RULES.md#money):
 * a price in another currency keeps what was paid and the exact rate that converted it. A line
 * holds one rate, so a planned amount typed in another currency is kept as its converted figure.
 */
export function lineActualOf(
  price: Money,
  tripCurrency: CurrencyCode,
  rates: ExchangeRates,
  line?: CostLineRecord,
): BookingLineAmounts {
  if (price.currency === tripCurrency) {
    // The planned amount keeps the currency and rate it was typed with, if any.
    const keepsRate =
      line !== undefined && line.enteredCurrency !== null && line.plannedEntered !== null;
    return {
      actualAmount: price.amount,
      actualEntered: null,
      ...(keepsRate
        ? {}
        : {
            enteredCurrency: null,
            plannedEntered: null,
            rateNumerator: null,
            rateDenominator: null,
            rateDate: null,
            rateSource: null,
          }),
    };
  }
  let conversion: ReturnType<typeof convert>;
  try {
    conversion = convert(price, tripCurrency, rates);
  } catch (error) {
    if (error instanceof RangeError) throw bookingLineErrors.amountTooLarge(tripCurrency);
    throw error;
  }
  if (conversion.money.amount > MAX_MONEY_AMOUNT)
    throw bookingLineErrors.amountTooLarge(tripCurrency);
  return {
    actualAmount: conversion.money.amount,
    enteredCurrency: price.currency,
    actualEntered: price.amount,
    plannedEntered: null,
    rateNumerator: conversion.rate.numerator,
    rateDenominator: conversion.rate.denominator,
    rateDate: conversion.rateDate,
    rateSource: conversion.source,
  };
}
