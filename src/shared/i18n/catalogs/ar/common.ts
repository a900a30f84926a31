import type { Translation } from '../../translation';
import type en from '../en/common';

export default {
  'common.back': 'رجوع',
  'common.loading': 'جارٍ التحميل...',
  'common.retry': 'إعادة المحاولة',
  'common.retrying': 'جارٍ إعادة المحاولة…',
  'common.cancel': 'إلغاء',
  'common.delete': 'حذف',
  'common.copy': 'نسخ',
  'common.hideLink': 'إخفاء الرابط',
  'common.linkCopied': 'تم نسخ الرابط.',
  'common.copyFailed': 'تعذّر النسخ: الرابط محدّد، انسخه باستخدام لوحة المفاتيح.',
  'common.carouselPosition': '{current} من {total} · اسحب أو استخدم مفاتيح الأسهم',
  'common.selectState': 'اختر الولاية',
  'common.logIn': 'تسجيل الدخول',
  'common.loggedOut': 'يُرجى تسجيل الدخول لعرض رحلاتك.',
  'common.tripsLoadFailed': 'تعذّر تحميل رحلاتك.',
  'common.carouselRole': 'عرض دوّار',
  'common.slideRole': 'شريحة',
  'common.slidePosition': '{current} من {total}',
} satisfies Translation<typeof en>;
