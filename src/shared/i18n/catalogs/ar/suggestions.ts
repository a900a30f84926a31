import type { Translation } from '../../translation';
import type en from '../en/suggestions';

export default {
  'suggestions.heading': 'اقتراحات',
  'suggestions.show': 'إظهار الاقتراحات',
  'suggestions.hide': 'إخفاء الاقتراحات',
  'suggestions.loading': 'جارٍ التحميل…',
  'suggestions.none': 'لا توجد اقتراحات حاليًا.',
  'suggestions.bestTimes': 'أفضل الأوقات للسفر',
} satisfies Translation<typeof en>;
