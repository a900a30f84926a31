import type { Translation } from '../../translation';
import type en from '../en/language';

export default {
  'language.label': 'Idioma',
  'language.browserDefault': 'O mesmo deste navegador',
  'language.profileHelp': 'A aplicação usa-o em todos os dispositivos onde iniciar sessão.',
  'language.saved': 'O seu idioma foi guardado.',
  'language.saveFailed': 'Não foi possível guardar o idioma. Tente novamente.',
  'language.appName': 'Planeador de escapadinhas',
  'language.appShortName': 'Escapadinhas',
  'language.appDescription': 'Planeie escapadinhas económicas: custos, datas e lugares comparados.',
} satisfies Translation<typeof en>;
