import type { CostEstimate, CostItem } from '#shared/contracts/costs';
import { GUESS_DATASET, OWN_FIGURE_DATASET } from '#shared/contracts/estimate-phrases';
import { wordBasis, wordPhrase } from '#shared/i18n/estimate-phrases';
import type { I18n } from '#client/lib/i18n';

/** An estimated line's words in the traveller's language, from the server's phrases. */

/** The line's label: the estimate's own in the language, else as stored (the traveller's). */
export function lineLabel(i18n: I18n, item: CostItem): string {
  const phrase = item.source === 'estimate' ? item.estimate?.labelPhrase : undefined;
  return phrase ? wordPhrase(i18n, phrase) : item.label;
}

/** A dataset's name: the traveller's own figure and a guess are words; real datasets are names. */
export function datasetName(i18n: I18n, dataset: string): string {
  if (dataset === OWN_FIGURE_DATASET) return i18n.t('costs.datasetOwnFigure');
  if (dataset === GUESS_DATASET) return i18n.t('costs.datasetGuess');
  return dataset;
}

/** The basis in the language; the server's English for a line estimated before phrases were kept. */
export function estimateBasis(i18n: I18n, estimate: CostEstimate): string {
  return estimate.basisPhrases ? wordBasis(i18n, estimate.basisPhrases) : estimate.basis;
}
