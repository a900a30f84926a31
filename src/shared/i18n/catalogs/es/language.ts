import type { Translation } from '../../translation';
import type en from '../en/language';

export default {
  'language.label': 'Idioma',
  'language.browserDefault': 'El mismo que este navegador',
  'language.profileHelp': 'La app te hablará en él en todos los dispositivos donde inicies sesión.',
  'language.saved': 'Se ha guardado tu idioma.',
  'language.saveFailed': 'No se ha podido guardar tu idioma. Inténtalo de nuevo.',
  'language.appName': 'Planificador de escapadas',
  'language.appShortName': 'Escapadas',
  'language.appDescription': 'Planifica escapadas económicas: costes, fechas y lugares comparados.',
} satisfies Translation<typeof en>;
