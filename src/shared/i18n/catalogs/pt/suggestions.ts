import type { Translation } from '../../translation';
import type en from '../en/suggestions';

export default {
  'suggestions.heading': 'Sugestões',
  'suggestions.show': 'Mostrar sugestões',
  'suggestions.hide': 'Ocultar sugestões',
  'suggestions.loading': 'A carregar…',
  'suggestions.none': 'Sem sugestões de momento.',
  'suggestions.bestTimes': 'Melhores alturas para ir',
} satisfies Translation<typeof en>;
