import type { Translation } from '../../translation';
import type en from '../en/landing';

export default {
  'landing.stepDiscoverTitle': 'Découvrir',
  'landing.stepDiscoverText':
    'Filtrez par lieu, date et budget pour trouver l’escapade qui vous convient.',
  'landing.stepPlanTitle': 'Planifier et enregistrer',
  'landing.stepPlanText':
    'Mettez vos destinations en favoris, fixez vos budgets et consultez la météo avant de réserver.',
  'landing.stepGoTitle': 'Partir et profiter',
  'landing.stepGoText':
    'Gardez vos listes d’envies et tous les détails de chaque voyage au même endroit pendant que vous voyagez.',
  'landing.previewDates': '{start} – {end} · Liste d’envies de l’été',
  'landing.previewWeather': '{temperature} °C, ciel dégagé',
  'landing.previewBudget': 'Budget $$',
  'landing.logIn': 'Se connecter',
  'landing.overline': 'Escapades à petit budget',
  'landing.title': 'Planifiez mieux, voyagez plus loin.',
  'landing.intro':
    'Cherchez une destination, enregistrez les voyages qui vous plaisent, regroupez-les en listes d’envies et consultez la météo avant de partir, le tout au même endroit.',
  'landing.getStarted': 'Commencer',
  'landing.tryFilter': 'Essayer le filtre de voyages',
  'landing.howItWorks': 'Comment ça marche',
  'landing.howItWorksText': 'Trois étapes entre le rêve et le départ.',
  'landing.ctaTitle': 'Prêt pour votre prochaine escapade ?',
  'landing.ctaText': 'C’est gratuit. Créez un compte et votre premier voyage en une minute.',
  'landing.startPlanning': 'Commencer à planifier',
  'landing.newHere': 'Nouveau ici ? <link>Créer un compte</link>',
} satisfies Translation<typeof en>;
