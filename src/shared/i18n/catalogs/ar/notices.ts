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
  'notices.watchTitle': '{place}: الآن {price} للشخص الواحد',
  'notices.watchCheapest':
    'الأرخص: من {start} إلى {end}، {nights, plural, zero {لا ليالٍ} one {ليلة واحدة} two {ليلتان} few {# ليالٍ} many {# ليلة} other {# ليلة}}، {travellers, plural, zero {لا مسافرين} one {مسافر واحد} two {مسافران} few {# مسافرين} many {# مسافرًا} other {# مسافر}}: {total} إجمالًا.',
  'notices.watchCheapestWeekend':
    'الأرخص: من {start} إلى {end} ({weekend})، {nights, plural, zero {لا ليالٍ} one {ليلة واحدة} two {ليلتان} few {# ليالٍ} many {# ليلة} other {# ليلة}}، {travellers, plural, zero {لا مسافرين} one {مسافر واحد} two {مسافران} few {# مسافرين} many {# مسافرًا} other {# مسافر}}: {total} إجمالًا.',
  'notices.watchEstimate': 'تقدير: من {low} إلى {high}.',
  'notices.watchEstimateWithQuotes': 'تقدير: من {low} إلى {high}، مع أسعار مباشرة لجزء منه.',
  'notices.watchLiveFare': 'سعر تذكرة مباشر من {source}، {total}، بتاريخ {when} UTC.',
  'notices.watchLiveHotelRate': 'سعر فندق مباشر من {source}، {total}، بتاريخ {when} UTC.',
  'notices.watchCap': 'حدّك الأقصى: {cap} للشخص الواحد.',
} satisfies Translation<typeof en>;
