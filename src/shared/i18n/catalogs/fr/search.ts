import type { Translation } from '../../translation';
import type en from '../en/search';

export default {
  'search.documentTitle': 'Recherche',
  'search.heading': 'Où allez-vous ?',
  'search.placeFailed': 'Ce lieu n’a pas pu être chargé. Veuillez le choisir à nouveau.',
  'search.searchLabel': 'Rechercher une ville ou une région',
  'search.placeLabel': 'Lieu',
  'search.createHeading': 'Créez votre voyage',
  'search.exploreTitle': 'Explorer',
  'search.tripsHeading': 'Voyages',
  'search.viewAll': 'Tout voir',
  'search.tripCards': 'Cartes de voyage',
  'search.upcomingTitle': 'Voyages à venir',
} satisfies Translation<typeof en>;
