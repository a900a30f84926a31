import type { Translation } from '../../translation';
import type en from '../en/map';

export default {
  'map.ideas': 'Ideas',
  'map.day': 'Día {day}',
  'map.noPoints': 'Todavía no hay lugares que mostrar en el mapa.',
  'map.offlineOutline':
    'Mapa sin conexión: no se pudieron cargar las teselas del mapa, así que se muestra un contorno. Contornos de Natural Earth (dominio público).',
  'map.zoomIn': 'Acercar',
  'map.zoomOut': 'Alejar',
} satisfies Translation<typeof en>;
