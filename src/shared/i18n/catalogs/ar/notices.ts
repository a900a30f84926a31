import type { Translation } from '../../translation';
import type en from '../en/notices';

export default {
  'notices.tripTitle': 'تغييرات على الرحلة إلى {trip}',
  'notices.tripSentence': '{actor} {changes}.',
  'notices.someCompanion': 'رفيق سفر',
  'notices.changedTripDetails': 'غيّر تفاصيل الرحلة',
  'notices.changedPlan': 'غيّر الخطة',
  'notices.addedCostLine': 'أضاف بند تكلفة',
  'notices.changedCostLine': 'غيّر بند تكلفة',
  'notices.removedCostLine': 'حذف بند تكلفة',
  'notices.refreshedEstimate': 'حدّث تقدير التكاليف',
  'notices.changedRole': 'غيّر دور رفيق سفر',
  'notices.leftTrip': 'غادر الرحلة',
  'notices.removedCompanion': 'أزال رفيق سفر',
  'notices.handedTrip': 'سلّم الرحلة إلى رفيق سفر',
  'notices.joinedTrip': 'انضم إلى الرحلة',
  'notices.addedBooking': 'أضاف حجزًا',
  'notices.changedBooking': 'غيّر حجزًا',
  'notices.removedBooking': 'حذف حجزًا',
} satisfies Translation<typeof en>;
