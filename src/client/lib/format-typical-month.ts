import type { TypicalMonth } from '#shared/contracts/climate';

export { monthName } from '#shared/domain/calendar-date';

/** A compared option's typical weather in a few words: "22 °C, 40 mm rain". */
export function formatTypicalMonth(weather: Pick<TypicalMonth, 'dayHighC' | 'rainMm'>): string {
  return `${weather.dayHighC} °C, ${weather.rainMm} mm rain`;
}
