import type { Translation } from '../../translation';
import type en from '../en/places';

export default {
  'places.searchLabel': 'Nach einer Stadt oder Region suchen',
  'places.typeName': 'Gib einen Ortsnamen ein',
  'places.noneFound': 'Keine Orte gefunden',
  'places.searching': 'Suche …',
  'places.clear': 'Leeren',
  'places.open': 'Öffnen',
  'places.close': 'Schließen',
} satisfies Translation<typeof en>;
