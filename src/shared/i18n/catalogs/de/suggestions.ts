import type { Translation } from '../../translation';
import type en from '../en/suggestions';

export default {
  'suggestions.heading': 'Vorschläge',
  'suggestions.show': 'Vorschläge anzeigen',
  'suggestions.hide': 'Vorschläge ausblenden',
  'suggestions.loading': 'Wird geladen …',
  'suggestions.none': 'Gerade keine Vorschläge.',
  'suggestions.bestTimes': 'Beste Reisezeiten',
} satisfies Translation<typeof en>;
