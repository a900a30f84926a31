import type { Translation } from '../../translation';
import type en from '../en/profile';

export default {
  'profile.title': 'Profilo',
  'profile.loggedOut': 'Accedi per vedere il tuo profilo.',
  'profile.goToLogin': 'Vai all’accesso',
  'profile.notFoundTitle': 'Utente non trovato',
  'profile.notFoundText': 'Questo profilo non esiste o appartiene a qualcun altro.',
  'profile.loadFailed': 'Non è stato possibile caricare il profilo. Riprova.',
  'profile.saved': 'Il tuo profilo è stato salvato.',
  'profile.saveFailed': 'Non è stato possibile salvare le modifiche. {reason}',
  'profile.tryAgain': 'Riprova.',
  'profile.edit': 'Modifica',
  'profile.cancel': 'Annulla',
  'profile.save': 'Salva',
  'profile.homeCurrency': 'Valuta principale',
  'profile.homeCurrencyHelp': 'I nuovi viaggi pianificano i costi in questa valuta.',
} satisfies Translation<typeof en>;
