import type { Translation } from '../../translation';
import type en from '../en/search';

export default {
  'search.documentTitle': 'Suche',
  'search.heading': 'Wohin geht’s?',
  'search.placeFailed': 'Dieser Ort konnte nicht geladen werden. Bitte wähle ihn erneut aus.',
  'search.searchLabel': 'Nach einer Stadt oder Region suchen',
  'search.placeLabel': 'Ort',
  'search.createHeading': 'Erstelle deine Reise',
  'search.exploreTitle': 'Erkunden',
  'search.tripsHeading': 'Reisen',
  'search.viewAll': 'Alle anzeigen',
  'search.tripCards': 'Reisekarten',
  'search.upcomingTitle': 'Anstehende Reisen',
} satisfies Translation<typeof en>;
