import type { Translation } from '../../translation';
import type en from '../en/map';

export default {
  'map.ideas': 'Idee',
  'map.day': 'Giorno {day}',
  'map.noPoints': 'Ancora nessun luogo da mostrare sulla mappa.',
  'map.offlineOutline':
    'Mappa offline: non è stato possibile caricare le tessere della mappa, quindi viene mostrato un contorno. Contorni di Natural Earth (pubblico dominio).',
  'map.zoomIn': 'Ingrandisci',
  'map.zoomOut': 'Riduci',
} satisfies Translation<typeof en>;
