import type { Translation } from '../../translation';
import type en from '../en/landing';

export default {
  'landing.stepDiscoverTitle': 'اكتشف',
  'landing.stepDiscoverText': 'صفِّ النتائج حسب المكان والتاريخ والميزانية لتجد رحلة قصيرة تناسبك.',
  'landing.stepPlanTitle': 'خطّط واحفظ',
  'landing.stepPlanText': 'أضف وجهاتك المفضلة، وحدّد ميزانياتك، واطّلع على الطقس قبل أن تحجز.',
  'landing.stepGoTitle': 'انطلق واستمتع',
  'landing.stepGoText': 'احتفظ بقوائم الرغبات وتفاصيل كل رحلة في مكان واحد أثناء سفرك.',
  'landing.previewDates': '{start} – {end} · قائمة رغبات الصيف',
  'landing.previewWeather': '{temperature}°م، سماء صافية',
  'landing.previewBudget': 'الميزانية $$',
  'landing.logIn': 'تسجيل الدخول',
  'landing.overline': 'رحلات قصيرة بميزانية مناسبة',
  'landing.title': 'خطّط بذكاء، وسافر أبعد.',
  'landing.intro':
    'ابحث عن وجهة، واحفظ الرحلات التي تحبها، واجمعها في قوائم الرغبات، وتحقّق من الطقس قبل أن تسافر، كل ذلك في مكان واحد.',
  'landing.getStarted': 'ابدأ الآن',
  'landing.tryFilter': 'جرّب مرشّح الرحلات',
  'landing.howItWorks': 'كيف يعمل',
  'landing.howItWorksText': 'ثلاث خطوات من الحلم إلى الانطلاق.',
  'landing.ctaTitle': 'هل أنت مستعد لرحلتك القصيرة القادمة؟',
  'landing.ctaText': 'الخدمة مجانية. أنشئ حسابًا ورحلتك الأولى في دقيقة.',
  'landing.startPlanning': 'ابدأ التخطيط',
  'landing.newHere': 'جديد هنا؟ <link>أنشئ حسابًا</link>',
} satisfies Translation<typeof en>;
