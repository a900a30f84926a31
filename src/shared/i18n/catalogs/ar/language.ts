import type { Translation } from '../../translation';
import type en from '../en/language';

export default {
  'language.label': 'اللغة',
  'language.browserDefault': 'لغة هذا المتصفح',
  'language.profileHelp': 'يستخدمها التطبيق على كل جهاز تسجّل الدخول منه.',
  'language.saved': 'تم حفظ لغتك.',
  'language.saveFailed': 'تعذّر حفظ لغتك. حاول مرة أخرى.',
  'language.appName': 'مخطط الرحلات القصيرة',
  'language.appShortName': 'رحلات قصيرة',
  'language.appDescription': 'خطّط لرحلات قصيرة اقتصادية: قارن التكاليف والتواريخ والأماكن.',
} satisfies Translation<typeof en>;
