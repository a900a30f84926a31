import type { Translation } from '../../translation';
import type en from '../en/map';

export default {
  'map.ideas': 'Ideen',
  'map.day': 'Tag {day}',
  'map.noPoints': 'Noch keine Orte auf der Karte.',
  'map.offlineOutline':
    'Offline-Karte: Es konnten keine Kartenkacheln geladen werden, daher siehst du einen Umriss. Umrisse von Natural Earth (gemeinfrei).',
  'map.zoomIn': 'Vergrößern',
  'map.zoomOut': 'Verkleinern',
} satisfies Translation<typeof en>;
