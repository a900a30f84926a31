import type { Translation } from '../../translation';
import type en from '../en/search';

export default {
  'search.documentTitle': 'Pesquisar',
  'search.heading': 'Para onde vai?',
  'search.placeFailed': 'Não foi possível carregar este local. Escolha-o novamente.',
  'search.searchLabel': 'Pesquisar uma cidade ou região',
  'search.placeLabel': 'Local',
  'search.createHeading': 'Crie a sua viagem',
  'search.exploreTitle': 'Explorar',
  'search.tripsHeading': 'Viagens',
  'search.viewAll': 'Ver todas',
  'search.tripCards': 'Cartões de viagem',
  'search.upcomingTitle': 'Próximas viagens',
} satisfies Translation<typeof en>;
