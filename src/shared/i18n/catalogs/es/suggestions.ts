import type { Translation } from '../../translation';
import type en from '../en/suggestions';

export default {
  'suggestions.heading': 'Sugerencias',
  'suggestions.show': 'Mostrar sugerencias',
  'suggestions.hide': 'Ocultar sugerencias',
  'suggestions.loading': 'Cargando…',
  'suggestions.none': 'Ahora mismo no hay sugerencias.',
  'suggestions.bestTimes': 'Mejores épocas para ir',
} satisfies Translation<typeof en>;
