import type { TypicalMonth } from '#shared/contracts/climate';
import type { Translator } from '#shared/i18n/translator';
import { ENGLISH } from './i18n';

export { monthName } from '#shared/domain/calendar-date';

/**
 * A compared option's typical weather in a few words: "22 °C, 40 mm rain"; in the traveller's
 * language when their translator (`useI18n().t`) is given.
 */
export function formatTypicalMonth(
  weather: Pick<TypicalMonth, 'dayHighC' | 'rainMm'>,
  t: Translator = ENGLISH.t,
): string {
  return t('weather.typicalShort', { high: weather.dayHighC, rain: weather.rainMm });
}
