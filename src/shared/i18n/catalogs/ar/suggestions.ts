import type { Translation } from '../../translation';
import type en from '../en/suggestions';

export default {
  'suggestions.heading': 'اقتراحات',
  'suggestions.show': 'إظهار الاقتراحات',
  'suggestions.hide': 'إخفاء الاقتراحات',
  'suggestions.loading': 'جارٍ التحميل…',
  'suggestions.none': 'لا توجد اقتراحات حاليًا.',
  'suggestions.bestTimes': 'أفضل الأوقات للسفر',
  'suggestions.climateReason':
    '{warmth, select, hot {حار} warm {دافئ} mild {معتدل} cool {بارد نسبيًا} other {بارد}} {wetness, select, dry {وجاف} someRain {مع بعض المطر} other {وممطر}}: {high, number, ::group-off} °C، {rain, number, ::group-off} مم من المطر.',
  'suggestions.climateDescription':
    'عادةً {high, number, ::group-off} °C نهارًا و{low, number, ::group-off} °C ليلًا، مع {rain, number, ::group-off} مم من المطر في الشهر؛ مؤشر الشمس {score, number} من 100.',
  'suggestions.climateSource':
    'الطقس المعتاد حسب الشهر في {city} ({iata})، من بيانات NASA POWER على مدى 20 عامًا. المناخ: Sunshine Atlas (sunshineatlas.com/data)، CC BY 4.0؛ NASA POWER.',
  'suggestions.climateSourceAway':
    'الطقس المعتاد حسب الشهر في {city} ({iata})، على بعد {km, number} كم من {near}، من بيانات NASA POWER على مدى 20 عامًا. المناخ: Sunshine Atlas (sunshineatlas.com/data)، CC BY 4.0؛ NASA POWER.',
  'suggestions.seasonsSource':
    'اقتراحات دون اتصال من بيانات الأماكن في GeoNames: الفصول حسب خط العرض.',
  'suggestions.monthSpan': 'من {from} إلى {to}',
  'suggestions.seasonDry': 'موسم الجفاف',
  'suggestions.seasonWet': 'موسم الأمطار',
  'suggestions.seasonSpring': 'الربيع',
  'suggestions.seasonSummer': 'الصيف',
  'suggestions.seasonAutumn': 'الخريف',
  'suggestions.seasonWinter': 'الشتاء',
  'suggestions.reasonTropicsDry': 'دافئ طوال العام؛ والأشهر الأكثر جفافًا هي عادةً الأسهل للتنقل.',
  'suggestions.reasonTropicsWet': 'مناظر أكثر خضرة وزوار أقل وأسعار أقل في الغالب.',
  'suggestions.reasonPolarSummer': 'أيام طويلة جدًا وأكثر طقس السنة اعتدالًا.',
  'suggestions.reasonPolarWinter': 'ثلوج، وفي الليالي الصافية المظلمة فرصة لرؤية الشفق القطبي.',
  'suggestions.reasonSpring': 'طقس معتدل وزوار أقل مما في الصيف.',
  'suggestions.reasonAutumn': 'لا يزال معتدلًا، وقد رحلت حشود الصيف.',
  'suggestions.reasonSummer': 'أدفأ الأيام وأطولها، وأكثر الأوقات ازدحامًا.',
  'suggestions.reasonWinter': 'أهدأ الأوقات وغالبًا أرخصها.',
  'suggestions.latitudeCaveat':
    'بناءً على خط العرض وحده؛ قد يغيّر المناخ المحلي والارتفاع والفعاليات ذلك.',
  'suggestions.describeTropicsDry':
    'تقع {place} في المنطقة المدارية، حيث يدور العام حول المطر لا البرد. خطّط لأيام الأنشطة الخارجية والرحلات خارج المدينة في الأشهر الأكثر جفافًا. {caveat}',
  'suggestions.describeTropicsWet': 'توقّع زخات غزيرة، غالبًا بعد الظهر؛ واجعل خططك مرنة. {caveat}',
  'suggestions.describePolarSummer':
    'تقع {place} في أقصى {direction, select, north {الشمال} other {الجنوب}}: يجلب الصيف ضوء نهار يكاد لا ينتهي للمشي والرحلات. {caveat}',
  'suggestions.describePolarWinter': 'الأيام قصيرة وباردة؛ استعد للثلج. {caveat}',
  'suggestions.describeSpring': 'وقت مريح للتجول سيرًا في {place} والبلدات المحيطة بها. {caveat}',
  'suggestions.describeAutumn': 'مناسب لأيام أطول في الخارج ورحلات اليوم الواحد. {caveat}',
  'suggestions.describeSummer': 'احجز مبكرًا؛ وتوقّع زوارًا أكثر وأسعارًا أعلى. {caveat}',
  'suggestions.describeWinter':
    'أيام أقصر وأبرد؛ وقت جيد لرحلة قصيرة إلى المدينة بين الأماكن المغلقة. {caveat}',
} satisfies Translation<typeof en>;
