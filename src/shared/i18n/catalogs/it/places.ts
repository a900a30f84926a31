import type { Translation } from '../../translation';
import type en from '../en/places';

export default {
  'places.searchLabel': 'Cerca una città o una regione',
  'places.typeName': 'Scrivi il nome di un luogo',
  'places.noneFound': 'Nessun luogo trovato',
  'places.searching': 'Ricerca in corso…',
  'places.clear': 'Cancella',
  'places.open': 'Apri',
  'places.close': 'Chiudi',
} satisfies Translation<typeof en>;
