import type { Translation } from '../../translation';
import type en from '../en/wishlists';

export default {
  'wishlists.heading': 'قوائم الرغبات',
  'wishlists.documentTitle': 'قائمة الرغبات',
  'wishlists.loadFailed': 'تعذّر تحميل قوائم رغباتك.',
  'wishlists.empty': 'لا توجد قوائم رغبات بعد. اضغط على قلب أي رحلة لتبدأ قائمة.',
  'wishlists.addTitle': 'إضافة إلى قائمة الرغبات',
  'wishlists.existing': 'قوائم الرغبات الحالية',
  'wishlists.createNew': 'إنشاء قائمة رغبات جديدة',
  'wishlists.nameLabel': 'اسم قائمة الرغبات',
  'wishlists.added': 'تمت إضافة الرحلة إلى {list}',
  'wishlists.removed': 'تمت إزالة الرحلة من {list}',
  'wishlists.saveFailed': 'تعذّر الحفظ في قائمة الرغبات. حاول مرة أخرى.',
  'wishlists.cancel': 'إلغاء',
  'wishlists.clear': 'مسح',
  'wishlists.save': 'حفظ',
  'wishlists.deleteQuestion': 'حذف قائمة الرغبات «{list}»؟ لن تبقى رحلاتها في المفضلة.',
  'wishlists.deleteLabel': 'حذف قائمة الرغبات {list}',
  'wishlists.deleted': 'تم حذف قائمة الرغبات',
  'wishlists.tripCount':
    '{count, plural, zero {لا رحلات} one {رحلة واحدة} two {رحلتان} few {# رحلات} many {# رحلة} other {# رحلة}}',
  'wishlists.noTripsAvailable': 'لا توجد رحلات',
  'wishlists.noData': 'لا تتوفر بيانات لقائمة الرغبات.',
  'wishlists.noTripsInList': 'لا توجد رحلات في قائمة الرغبات هذه.',
  'wishlists.fetchFailed': 'تعذّر جلب بيانات قائمة الرغبات',
  'wishlists.error': 'خطأ: {message}',
  'wishlists.tripsIn': 'الرحلات في {list}',
} satisfies Translation<typeof en>;
