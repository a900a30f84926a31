import type { DiscoverReason, DiscoverResult } from '#shared/contracts/compare';
import type { I18n } from '#client/lib/i18n';
import { weekendLabel } from './components/discover-choices';

type Words = Pick<I18n, 'locale' | 't' | 'f'>;

/** A part of the reason as it runs on in the line; the line's first letter is raised after. */
function partText(part: DiscoverReason, words: Words): string {
  const { t, f } = words;
  switch (part.code) {
    case 'advisory':
      return part.level === 4
        ? t('discover.reasonDoNotTravel', { issuer: part.issuer, area: part.area })
        : t('discover.reasonReconsider', { issuer: part.issuer, area: part.area });
    case 'gateway':
      return t('discover.reasonGateway', { sight: part.sight });
    case 'drive':
      return t('discover.reasonDrive', { hours: part.hours, from: part.from });
    case 'short_flight':
      return t('discover.reasonShortFlight', { hours: part.hours, from: part.from });
    case 'cheap_lodging':
      return t('discover.reasonCheapLodging', { price: f.estimate(part.perNight) });
    case 'sunny':
      return t('discover.reasonSunny', { dayHigh: f.number(part.dayHighC) });
    case 'long_weekend':
      return weekendLabel(part, words);
    case 'airfare_most':
      return t('discover.reasonAirfareMost', { from: part.from });
    case 'lodging_food_most':
      return t('discover.reasonLodgingFoodMost');
    case 'connection':
      return t('discover.reasonConnection', { via: f.list(part.via) });
  }
}

/**
 * Why a result is here, in the traveller's language: English reads the server's own line (the
 * spec's words); another language words the line's coded parts, or falls back to the English.
 */
export function reasonText(result: DiscoverResult, words: Words): string {
  if (words.locale === 'en' || !result.reasons || result.reasons.length === 0) {
    return result.reason;
  }
  const line = result.reasons
    .map((part) => partText(part, words))
    .join(words.locale === 'ar' ? '؛ ' : '; ');
  return line.charAt(0).toLocaleUpperCase(words.t.locale) + line.slice(1);
}
