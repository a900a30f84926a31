import type { Translation } from '../../translation';
import type en from '../en/notifications';

export default {
  'notifications.title': 'الإشعارات',
  'notifications.bellUnread': 'الإشعارات، {count} غير مقروءة',
  'notifications.loading': 'جارٍ تحميل الإشعارات…',
  'notifications.retry': 'إعادة المحاولة',
  'notifications.retrying': 'جارٍ إعادة المحاولة…',
  'notifications.loadFailed': 'تعذّر تحميل إشعاراتك.',
  'notifications.empty': 'لا إشعارات بعد',
  'notifications.markAllRead': 'تعليم الكل كمقروء',
  'notifications.unread': 'غير مقروء:',
  'notifications.justNow': 'الآن',
  'notifications.settingsLoading': 'جارٍ تحميل إعدادات الإشعارات…',
  'notifications.settingsFailed': 'تعذّر تحميل إعدادات الإشعارات.',
  'notifications.settingsIntro':
    'يعرض الجرس في أعلى الصفحة إشعاراتك دائمًا. ويمكنك أيضًا تلقيها بالبريد الإلكتروني أو كإشعارات فورية:',
  'notifications.saveFailed': 'تعذّر حفظ اختيارك. يُرجى المحاولة مرة أخرى.',
  'notifications.pushChangeFailed': 'تعذّر تغيير الإشعارات الفورية. يُرجى المحاولة مرة أخرى.',
  'notifications.email': 'إشعارات البريد الإلكتروني',
  'notifications.emailUnavailable': 'البريد الإلكتروني غير متاح: هذا الخادم غير مُعدّ لإرساله.',
  'notifications.push': 'الإشعارات الفورية على هذا الجهاز',
  'notifications.pushNoKey': 'الإشعارات الفورية غير متاحة: لا يملك هذا الخادم مفتاحًا لها.',
  'notifications.pushUnsupported':
    'لا يستطيع هذا المتصفح تلقي الإشعارات الفورية. على iPhone أو iPad، أضف التطبيق إلى الشاشة الرئيسية أولًا.',
  'notifications.pushDenied':
    'يحظر هذا المتصفح الإشعارات من هذا الموقع. اسمح بها في إعدادات الموقع في المتصفح، ثم حاول مرة أخرى.',
  'notifications.pushServiceFailed':
    'تعذّر على هذا المتصفح الوصول إلى خدمة الإشعارات الفورية، لذا لم تُفعَّل. يُرجى المحاولة لاحقًا.',
  'notifications.pushDismissed':
    'لم يُسمح بالإشعارات الفورية. شغّل المفتاح ليُطلب منك الإذن مرة أخرى.',
  'notifications.pushNoWorker':
    'تحتاج الإشعارات الفورية إلى المساعد دون اتصال الخاص بالتطبيق، وهو لا يعمل بعد. أعد تحميل الصفحة وحاول مرة أخرى.',
  'notifications.yourProfile': '<link>ملفك الشخصي</link>',
  'notifications.yourProfileLogIn': 'ملفك الشخصي (<link>سجّل الدخول</link> أولًا)',
  'notifications.unsubscribeInvalid':
    'رابط إلغاء الاشتراك هذا غير صالح: ربما قُطع أو عُدّل. يمكنك إيقاف رسائل البريد الإلكتروني من {profile}.',
  'notifications.tryAgain': 'حاول مرة أخرى',
  'notifications.unsubscribeFailed': 'تعذّر إرسال اختيارك. يُرجى المحاولة مرة أخرى.',
  'notifications.unsubscribed': 'لن تصلك بعد الآن رسائل بريد إلكتروني من Getaway Planner.',
  'notifications.changedMind': 'غيّرت رأيك؟ أعد تشغيلها من {profile}.',
  'notifications.unsubscribing': 'جارٍ إيقاف رسائل البريد الإلكتروني…',
} satisfies Translation<typeof en>;
