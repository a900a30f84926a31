import type { Translation } from '../../translation';
import type en from '../en/profile';

export default {
  'profile.title': 'الملف الشخصي',
  'profile.loggedOut': 'يُرجى تسجيل الدخول لعرض ملفك الشخصي.',
  'profile.goToLogin': 'الذهاب إلى تسجيل الدخول',
  'profile.notFoundTitle': 'المستخدم غير موجود',
  'profile.notFoundText': 'هذا الملف الشخصي غير موجود، أو أنه يخص شخصًا آخر.',
  'profile.loadFailed': 'تعذّر تحميل الملف الشخصي. يُرجى المحاولة مرة أخرى.',
  'profile.saved': 'تم حفظ ملفك الشخصي.',
  'profile.saveFailed': 'تعذّر حفظ تغييراتك. {reason}',
  'profile.tryAgain': 'يُرجى المحاولة مرة أخرى.',
  'profile.edit': 'تعديل',
  'profile.cancel': 'إلغاء',
  'profile.save': 'حفظ',
  'profile.homeCurrency': 'العملة الأساسية',
  'profile.homeCurrencyHelp': 'تُخطَّط تكاليف الرحلات الجديدة بهذه العملة.',
} satisfies Translation<typeof en>;
