import type { DateWindow, LongWeekend } from '#shared/contracts/compare';
import type { EstimatePhrase } from '#shared/contracts/estimate-phrases';
import { wordPhrase } from '#shared/i18n/estimate-phrases';
import type { I18n } from '#client/lib/i18n';

/**
 * A comparison's sentences in the traveller's language, from the phrases the server sends beside
 * its English ones; the English as sent when there are none.
 */
export function sentencesOf(
  i18n: I18n,
  english: readonly string[],
  phrases: readonly EstimatePhrase[] | undefined,
): string[] {
  return phrases && phrases.length === english.length
    ? phrases.map((said) => wordPhrase(i18n, said))
    : [...english];
}

/** The holiday a window is next to, in the language when the server sent its names. */
export function holidayOf(i18n: I18n, window: DateWindow): string | null {
  if (!window.holiday) return null;
  return (i18n.locale !== 'en' && window.holidayNames?.[i18n.locale]) || window.holiday;
}

/**
 * The long weekend a window overlaps, "Memorial Day weekend, May 29-31": the server's English
 * label in English, else worded from the weekend's names and dates.
 */
export function longWeekendOf(
  i18n: I18n,
  window: DateWindow,
  weekends: readonly LongWeekend[],
): string | null {
  if (!window.longWeekend || i18n.locale === 'en') return window.longWeekend;
  const weekend = weekends.find((one) => one.label === window.longWeekend);
  const name = weekend?.names?.[i18n.locale];
  if (!weekend || !name) return window.longWeekend;
  return i18n.t('compare.longWeekendLabel', {
    name,
    range: i18n.f.dateRange(weekend.start, weekend.end),
  });
}
