import type { Translation } from '../../translation';
import type en from '../en/compare';

export default {
  'compare.loading': 'جارٍ التحميل...',
  'compare.rankCheapest': 'الأرخص',
  'compare.rankAboutSame': 'قريب من الأرخص',
  'compare.driving': 'القيادة',
  'compare.estimateNote':
    'كل الأرقام تقديرات من بيانات رسمية، معروضة كنطاق من الأدنى إلى الأعلى؛ والرقم الأوسط هو الذي تجري المقارنة به.',
  'compare.sources': 'المصادر: {sources}.',
  'compare.sourcesSeparator': '؛ ',
  'compare.weather': '{high} °م، {rain} مم من المطر',
  'compare.datesNeeded': 'أضف تواريخ الرحلة أولًا: تحافظ المقارنة على مدتها وتجربها في تواريخ أخرى.',
  'compare.datesFailed': 'تعذّرت مقارنة التواريخ.',
  'compare.datesHeading': 'متى تكون أرخص؟',
  'compare.noWindows': 'تعذّر تقدير أي تواريخ لهذه الرحلة.',
  'compare.everyStartDate': 'كل تواريخ البدء',
  'compare.cheapestDates': 'أرخص التواريخ',
  'compare.someStartDates': 'بعض تواريخ البدء: كل التواريخ تكلّف تقريبًا المبلغ نفسه',
  'compare.moved': 'مواعيد رحلتك الجديدة: {range}.',
  'compare.moveFailed': 'تعذّر نقل الرحلة. حاول مرة أخرى.',
  'compare.sameTrip':
    'الرحلة نفسها: {nights, plural, zero {# ليلة} one {ليلة واحدة} two {ليلتان} few {# ليالٍ} many {# ليلة} other {# ليلة}}، بالمسافرين أنفسهم ومدينة الانطلاق نفسها، لكل تاريخ بدء في الفترة {range}.',
  'compare.whatChanges': 'ما الذي يغيّر التكلفة',
  'compare.loadingChart': 'جارٍ تحميل الرسم البياني…',
  'compare.aroundDates': 'حول تواريخك ({range}): التقدير {estimate}.',
  'compare.aroundDatesLodging':
    'حول تواريخك ({range}): التقدير {estimate}، والإقامة نحو {lodging}.',
  'compare.windowEstimate': 'التقدير {range} (نحو {mid})',
  'compare.aboutSame': 'تقريبًا مثل ما حول تواريخك.',
  'compare.aboutSameLodging': 'إجمالًا تقريبًا مثل ما حول تواريخك، لكن الإقامة أقل بنحو {lodging}.',
  'compare.saves': 'توفّر نحو {amount} مقارنة بتواريخك.',
  'compare.savesLodging': 'توفّر نحو {amount} مقارنة بتواريخك، منها {lodging} في الإقامة.',
  'compare.longWeekend': 'عطلة نهاية أسبوع طويلة: {name}',
  'compare.nextToHoliday': 'بجوار {holiday}: أسعار طيران العطلات',
  'compare.typicalWeather': 'الطقس المعتاد: {weather}',
  'compare.flightsQuote': 'الرحلات الجوية {amount}، سعر الساعة {time} ({source})',
  'compare.moveButton': 'انقل رحلتي إلى هذه التواريخ',
  'compare.moveLabel': 'انقل رحلتي إلى هذه التواريخ: {range}',
  'compare.moving': 'جارٍ النقل…',
  'compare.showFewer': 'عرض أقل',
  'compare.showAll':
    'عرض كل تواريخ البدء ({count, plural, zero {# تاريخ} one {تاريخ واحد} two {تاريخان} few {# تواريخ} many {# تاريخًا} other {# تاريخ}})',
  'compare.chartRange': 'النطاق من الأدنى إلى الأعلى',
  'compare.chartTotal': 'الإجمالي المقدّر',
  'compare.chartAirfare': 'الطيران',
  'compare.keyTotal': 'الإجمالي المقدّر، ونطاقه من الأدنى إلى الأعلى',
  'compare.keyAirfare': 'الطيران (موسمه)',
  'compare.keyHoliday': 'عطلة نهاية أسبوع طويلة أو عطلة رسمية',
  'compare.placesFailed': 'تعذّرت مقارنة الأماكن.',
  'compare.addPlaceHint': 'أضف مكانًا لترى تكلفة رحلتك هناك، بالتواريخ والمسافرين أنفسهم.',
  'compare.switched': 'رحلتك الآن إلى {place}.',
  'compare.switchFailed': 'تعذّر تغيير الرحلة. حاول مرة أخرى.',
  'compare.placesHeading': 'قارن بأماكن أخرى',
  'compare.placesFull':
    'أنت تقارن {max, number} أماكن، وهو الحد الأقصى في آن واحد؛ أزل واحدًا لتضيف آخر.',
  'compare.placesCompared': 'الأماكن المقارنة',
  'compare.removePlace': 'إزالة {place}',
  'compare.placesSideBySide': 'الأماكن جنبًا إلى جنب',
  'compare.placesCaption': 'التكلفة المقدّرة حسب الفئة، رحلتك أولًا',
  'compare.yourTrip': 'رحلتك',
  'compare.total': 'الإجمالي',
  'compare.typicalWeatherRow': 'الطقس المعتاد',
  'compare.monthWeather': '{month}: {weather}',
  'compare.noClimate': 'لا توجد بيانات مناخية قريبة',
  'compare.why': 'لماذا',
  'compare.switchButton': 'انقل رحلتي إلى هذا المكان',
  'compare.switchLabel': 'انقل رحلتي إلى هذا المكان: {place}',
  'compare.tripsFailed': 'تعذّرت مقارنة الرحلات.',
  'compare.basisPlanned': 'مخطط',
  'compare.basisEstimate': 'تقدير',
  'compare.basisNone': 'لا تواريخ للتقدير',
  'compare.about': 'نحو {amount}',
  'compare.rangeInParens': '({range})',
  'compare.tripsHeading': 'أيها يناسب ميزانيتك؟',
  'compare.tripsIntro':
    'الأرخص أولًا، بعملة {currency}. التقديرات نطاقات من بيانات رسمية؛ والإجماليات المخططة هي بنودك أنت.',
  'compare.tripsByTotal': 'الرحلات حسب الإجمالي',
  'compare.reasonLodgingNear':
    'الإقامة في {city} نحو {perNight} لليلة، قريبة من متوسط العام ({average})',
  'compare.reasonLodgingOff':
    'الإقامة في {city} نحو {perNight} لليلة، {direction, select, below {أقل} other {أعلى}} بنسبة {percent}% من متوسط العام ({average})',
  'compare.reasonLodging': 'الإقامة نحو {perNight} لليلة',
  'compare.reasonAirfare':
    'الطيران{withRoute, select, yes { {route}} other {}} نحو {each} للمسافر الواحد{withHoliday, select, yes {، مع علاوة العطلة ({holiday})} other {}}',
  'compare.reasonDrive': 'قريب بما يكفي للقيادة: {cost} للوقود والاستهلاك',
  'compare.variesLodgingSeason':
    'الإقامة في {city} تتبع {perDiem, select, yes {مواسم بدل السفر اليومي لـ{perDiemArea}} other {{season}}}: {same, select, yes {نحو {low}} other {من {low} إلى {high}}} لليلة.',
  'compare.variesLodgingFlat':
    'الإقامة في {city} تكلف {same, select, yes {نحو {low}} other {من {low} إلى {high}}} لليلة في كل تاريخ: سعر بدل السفر اليومي لها بلا مواسم ولا تصلها بيانات فندقية شهرية.',
  'compare.variesAirfareSeason':
    'الطيران يتبع {season}: {same, select, yes {نحو {low}} other {من {low} إلى {high}}} للمسافر الواحد.',
  'compare.variesAirfareFlat':
    'الطيران يكلف {same, select, yes {نحو {low}} other {من {low} إلى {high}}} للمسافر الواحد: لا تغطي بيانات الأسعار الشهرية هذا المسار، لذا لا يتغير السعر حسب الموسم.',
  'compare.variesHoliday':
    'التواريخ القريبة من عطلة رسمية في بلدك تحمل علاوة {percent}% على الطيران ونطاقًا أوسع: قاعدة تقريبية، ليست من بيانات الأسعار.',
  'compare.variesFlatSeasons':
    'كل التواريخ المقارنة هنا تكلف تقريبًا الشيء نفسه، لذا لا يُسمّى أيٌّ منها الأرخص.',
  'compare.variesFlatNone':
    'كل التواريخ تكلف هنا تقريبًا الشيء نفسه: لا توجد بيانات تغيّر تكلفة هذه الرحلة حسب الموسم، لذا لا يُسمّى أي أسبوع الأرخص.',
  'compare.longWeekendLabel': '{name}، {range}',
} satisfies Translation<typeof en>;
