import { CLIMATE_CREDIT } from '#shared/domain/climate-credit';
import type { Translator } from '#shared/i18n/translator';

/**
 * A source as the server names it, in the reader's language where it is a sentence of ours (the
 * climate credit); datasets' own names stay as they are.
 */
export function sourceText(t: Translator, source: string): string {
  return source === CLIMATE_CREDIT ? t('weather.climateCredit') : source;
}
