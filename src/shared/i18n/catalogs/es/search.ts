import type { Translation } from '../../translation';
import type en from '../en/search';

export default {
  'search.documentTitle': 'Buscar',
  'search.heading': '¿Adónde vas?',
  'search.placeFailed': 'No se pudo cargar este lugar. Vuelve a elegirlo.',
  'search.searchLabel': 'Busca una ciudad o región',
  'search.placeLabel': 'Lugar',
  'search.createHeading': 'Crea tu viaje',
  'search.exploreTitle': 'Explorar',
  'search.tripsHeading': 'Viajes',
  'search.viewAll': 'Ver todos',
  'search.tripCards': 'Tarjetas de viaje',
  'search.upcomingTitle': 'Próximos viajes',
} satisfies Translation<typeof en>;
