import type { Translation } from '../../translation';
import type en from '../en/places';

export default {
  'places.searchLabel': 'Busca una ciudad o región',
  'places.typeName': 'Escribe el nombre de un lugar',
  'places.noneFound': 'No se han encontrado lugares',
  'places.searching': 'Buscando…',
  'places.clear': 'Borrar',
  'places.open': 'Abrir',
  'places.close': 'Cerrar',
} satisfies Translation<typeof en>;
