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
