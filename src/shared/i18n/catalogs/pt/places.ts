import type { Translation } from '../../translation';
import type en from '../en/places';

export default {
  'places.searchLabel': 'Pesquisar uma cidade ou região',
  'places.typeName': 'Escreva o nome de um local',
  'places.noneFound': 'Nenhum local encontrado',
  'places.searching': 'A pesquisar…',
  'places.clear': 'Limpar',
  'places.open': 'Abrir',
  'places.close': 'Fechar',
} satisfies Translation<typeof en>;
