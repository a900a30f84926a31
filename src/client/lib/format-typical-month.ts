import type { TypicalMonth } from '#shared/contracts/climate';

const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** "January" for 1. */
export function monthName(month: number): string {
  return MONTH_NAMES[month - 1] ?? '';
}

/** A compared option's typical weather in a few words: "22 °C, 40 mm rain". */
export function formatTypicalMonth(weather: Pick<TypicalMonth, 'dayHighC' | 'rainMm'>): string {
  return `${weather.dayHighC} °C, ${weather.rainMm} mm rain`;
}
