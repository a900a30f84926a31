import type { Translation } from '../../translation';
import type en from '../en/language';

export default {
  'language.label': 'Langue',
  'language.browserDefault': 'Celle de ce navigateur',
  'language.profileHelp':
    'L’application l’utilisera sur tous les appareils où vous vous connectez.',
  'language.saved': 'Votre langue a été enregistrée.',
  'language.saveFailed': 'Votre langue n’a pas pu être enregistrée. Veuillez réessayer.',
  'language.appName': 'Planificateur d’escapades',
  'language.appShortName': 'Escapades',
  'language.appDescription':
    'Planifiez des escapades à petit budget : coûts, dates et lieux comparés.',
} satisfies Translation<typeof en>;
