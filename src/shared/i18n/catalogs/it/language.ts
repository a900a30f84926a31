import type { Translation } from '../../translation';
import type en from '../en/language';

export default {
  'language.label': 'Lingua',
  'language.browserDefault': 'La stessa di questo browser',
  'language.profileHelp': 'L’app la userà su ogni dispositivo da cui accedi.',
  'language.saved': 'La tua lingua è stata salvata.',
  'language.saveFailed': 'Non è stato possibile salvare la lingua. Riprova.',
  'language.appName': 'Pianificatore di fughe',
  'language.appShortName': 'Fughe',
  'language.appDescription': 'Pianifica fughe low cost: costi, date e luoghi a confronto.',
} satisfies Translation<typeof en>;
