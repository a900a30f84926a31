import type { Translation } from '../../translation';
import type en from '../en/places';

export default {
  'places.searchLabel': 'ابحث عن مدينة أو منطقة',
  'places.typeName': 'اكتب اسم مكان',
  'places.noneFound': 'لم يُعثر على أماكن',
  'places.searching': 'جارٍ البحث…',
  'places.clear': 'مسح',
  'places.open': 'فتح',
  'places.close': 'إغلاق',
} satisfies Translation<typeof en>;
