import type { Translation } from '../../translation';
import type en from '../en/map';

export default {
  'map.ideas': 'Ideias',
  'map.day': 'Dia {day}',
  'map.noPoints': 'Ainda não há locais para mostrar no mapa.',
  'map.offlineOutline':
    'Mapa offline: não foi possível carregar os mosaicos do mapa, por isso é mostrado um contorno. Contornos de Natural Earth (domínio público).',
  'map.zoomIn': 'Aproximar',
  'map.zoomOut': 'Afastar',
} satisfies Translation<typeof en>;
