import type { Translation } from '../../translation';
import type en from '../en/suggestions';

export default {
  'suggestions.heading': 'Suggestions',
  'suggestions.show': 'Afficher les suggestions',
  'suggestions.hide': 'Masquer les suggestions',
  'suggestions.loading': 'Chargement…',
  'suggestions.none': 'Pas de suggestions pour le moment.',
  'suggestions.bestTimes': 'Meilleures périodes pour partir',
} satisfies Translation<typeof en>;
