import type { Translation } from '../../translation';
import type en from '../en/wishlists';

export default {
  'wishlists.heading': 'Liste dei desideri',
  'wishlists.documentTitle': 'Lista dei desideri',
  'wishlists.loadFailed': 'Impossibile caricare le tue liste dei desideri.',
  'wishlists.empty':
    'Ancora nessuna lista dei desideri. Tocca il cuore di un viaggio per crearne una.',
  'wishlists.addTitle': 'Aggiungi alla lista dei desideri',
  'wishlists.existing': 'Liste dei desideri esistenti',
  'wishlists.createNew': 'Crea una nuova lista dei desideri',
  'wishlists.nameLabel': 'Nome della lista dei desideri',
  'wishlists.added': 'Il viaggio è stato aggiunto a {list}',
  'wishlists.removed': 'Il viaggio è stato rimosso da {list}',
  'wishlists.saveFailed': 'Impossibile salvare nella lista dei desideri. Riprova.',
  'wishlists.cancel': 'Annulla',
  'wishlists.clear': 'Cancella',
  'wishlists.save': 'Salva',
  'wishlists.deleteQuestion':
    'Eliminare la lista dei desideri «{list}»? I suoi viaggi non saranno più preferiti.',
  'wishlists.deleteLabel': 'Elimina la lista dei desideri {list}',
  'wishlists.deleted': 'Lista dei desideri eliminata',
  'wishlists.tripCount': '{count, plural, one {# viaggio} other {# viaggi}}',
  'wishlists.noTripsAvailable': 'Nessun viaggio',
  'wishlists.noData': 'Nessun dato per questa lista dei desideri.',
  'wishlists.noTripsInList': 'Nessun viaggio in questa lista dei desideri.',
  'wishlists.fetchFailed': 'Impossibile recuperare la lista dei desideri',
  'wishlists.error': 'Errore: {message}',
  'wishlists.tripsIn': 'Viaggi in {list}',
} satisfies Translation<typeof en>;
