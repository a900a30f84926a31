import type { Translation } from '../../translation';
import type en from '../en/suggestions';

export default {
  'suggestions.heading': 'Suggerimenti',
  'suggestions.show': 'Mostra suggerimenti',
  'suggestions.hide': 'Nascondi suggerimenti',
  'suggestions.loading': 'Caricamento…',
  'suggestions.none': 'Nessun suggerimento al momento.',
  'suggestions.bestTimes': 'Periodi migliori per andare',
} satisfies Translation<typeof en>;
