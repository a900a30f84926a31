import type { Translation } from '../../translation';
import type en from '../en/search';

export default {
  'search.documentTitle': 'بحث',
  'search.heading': 'إلى أين تذهب؟',
  'search.placeFailed': 'تعذّر تحميل هذا المكان. يُرجى اختياره مرة أخرى.',
  'search.searchLabel': 'ابحث عن مدينة أو منطقة',
  'search.placeLabel': 'المكان',
  'search.createHeading': 'أنشئ رحلتك',
  'search.exploreTitle': 'استكشف',
  'search.tripsHeading': 'الرحلات',
  'search.viewAll': 'عرض الكل',
  'search.tripCards': 'بطاقات الرحلات',
  'search.upcomingTitle': 'الرحلات القادمة',
} satisfies Translation<typeof en>;
