import type { Translation } from '../../translation';
import type en from '../en/places';

export default {
  'places.searchLabel': 'Rechercher une ville ou une région',
  'places.typeName': 'Saisissez un nom de lieu',
  'places.noneFound': 'Aucun lieu trouvé',
  'places.searching': 'Recherche…',
  'places.clear': 'Effacer',
  'places.open': 'Ouvrir',
  'places.close': 'Fermer',
} satisfies Translation<typeof en>;
