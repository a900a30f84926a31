import type { Translation } from '../../translation';
import type en from '../en/map';

export default {
  'map.ideas': 'أفكار',
  'map.day': 'اليوم {day}',
  'map.noPoints': 'لا توجد أماكن لعرضها على الخريطة بعد.',
  'map.offlineOutline':
    'خريطة دون اتصال: تعذّر تحميل مربعات الخريطة، لذا يظهر مخطط تفصيلي. المخططات من Natural Earth (ملكية عامة).',
  'map.zoomIn': 'تكبير',
  'map.zoomOut': 'تصغير',
} satisfies Translation<typeof en>;
