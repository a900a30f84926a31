import type { Translation } from '../../translation';
import type en from '../en/app';

export default {
  'app.skipToContent': 'Vai al contenuto',
  'app.homeLink': 'Getaway Planner, i miei viaggi',
  'app.accountNav': 'Account',
  'app.watches': 'Avvisi',
  'app.about': 'Informazioni',
  'app.profile': 'Profilo',
  'app.logout': 'Esci',
  'app.tripsNav': 'Viaggi',
  'app.tabMyTrips': 'I miei viaggi',
  'app.tabExplore': 'Esplora',
  'app.tabPast': 'Passati',
  'app.footerTagline': 'Pianifica fughe low cost.',
  'app.offlineTitle': 'Sei offline.',
  'app.offlineSavedAt': 'I tuoi viaggi sono mostrati come salvati su questo dispositivo il {time}.',
  'app.offlineNothingSaved': 'Si possono mostrare solo i viaggi salvati su questo dispositivo.',
  'app.offlineNoChanges': 'Le modifiche non si possono salvare finché non torni online.',
  'app.chunkFailed':
    'Non è stato possibile caricare questa pagina. L’app potrebbe essere stata aggiornata da quando l’hai aperta, oppure la connessione si è interrotta.',
  'app.reloadPage': 'Ricarica la pagina',
  'app.screenFailed': 'Qualcosa è andato storto in questa pagina.',
  'app.goToStart': 'Vai alla pagina iniziale',
  'app.notFoundTitle': 'Pagina non trovata',
  'app.notFoundText': 'La pagina che cerchi non esiste o è stata spostata.',
  'app.goHome': 'Vai alla pagina iniziale',
  'app.unsubscribeTitle': 'Annulla iscrizione',
  'app.emailNotifications': 'Notifiche via e-mail',
} satisfies Translation<typeof en>;
