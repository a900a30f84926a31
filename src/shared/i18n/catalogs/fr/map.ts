import type { Translation } from '../../translation';
import type en from '../en/map';

export default {
  'map.ideas': 'Idées',
  'map.day': 'Jour {day}',
  'map.noPoints': 'Aucun lieu à afficher sur la carte pour l’instant.',
  'map.offlineOutline':
    'Carte hors ligne : aucune tuile n’a pu être chargée, voici donc un tracé simplifié. Tracés de Natural Earth (domaine public).',
  'map.zoomIn': 'Zoom avant',
  'map.zoomOut': 'Zoom arrière',
} satisfies Translation<typeof en>;
