import type { Translation } from '../../translation';
import type en from '../en/calendar';

export default {
  'calendar.heading': 'أضف إلى تقويمك',
  'calendar.intro':
    'تابع هذه الرحلة في تقويم Google أو تقويم Apple أو Outlook: تواريخها وكل عنصر مخطط له بوقت، محدّثة دائمًا، عبر رابط خاص.',
  'calendar.shownOnce':
    'يظهر هذا الرابط هذه المرة فقط: يمكن لأي شخص يملكه أن يرى خطة هذه الرحلة، لذا لا يُحفظ في أي مكان يمكن قراءته منه مجددًا. انسخه الآن؛ وإن فقدته فجدّده.',
  'calendar.renewQuestion':
    'تجديد رابط التقويم؟ ستتوقف التقويمات المشتركة في الرابط الحالي عن التحديث.',
  'calendar.revokeQuestion':
    'إيقاف مشاركة تقويم هذه الرحلة؟ ستتوقف التقويمات المشتركة في الرابط عن التحديث.',
  'calendar.changeFailed': 'تعذّر تغيير رابط التقويم.',
  'calendar.loading': 'جارٍ التحميل...',
  'calendar.loadFailed': 'تعذّر تحميل رابط التقويم.',
  'calendar.activeSince': 'رابط تقويمك نشط منذ {date}.',
  'calendar.renewing': 'جارٍ التجديد…',
  'calendar.renew': 'تجديد الرابط',
  'calendar.stopping': 'جارٍ الإيقاف…',
  'calendar.stopSharingCalendar': 'إيقاف مشاركة التقويم',
  'calendar.none': 'لا يوجد رابط تقويم بعد.',
  'calendar.creating': 'جارٍ الإنشاء…',
  'calendar.create': 'إنشاء رابط تقويم',
  'calendar.linkLabel': 'رابط التقويم',
  'calendar.subscribe': 'اشترك',
  'calendar.stopSharing': 'إيقاف المشاركة',
} satisfies Translation<typeof en>;
