import type { Translation } from '../../translation';
import type en from '../en/search';

export default {
  'search.documentTitle': 'Cerca',
  'search.heading': 'Dove vai?',
  'search.placeFailed': 'Non è stato possibile caricare questo luogo. Sceglilo di nuovo.',
  'search.searchLabel': 'Cerca una città o una regione',
  'search.placeLabel': 'Luogo',
  'search.createHeading': 'Crea il tuo viaggio',
  'search.exploreTitle': 'Esplora',
  'search.tripsHeading': 'Viaggi',
  'search.viewAll': 'Vedi tutti',
  'search.tripCards': 'Schede dei viaggi',
  'search.upcomingTitle': 'Prossimi viaggi',
} satisfies Translation<typeof en>;
