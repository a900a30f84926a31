import type { Translation } from '../../translation';
import type en from '../en/about';

export default {
  'about.documentTitle': 'À propos',
  'about.title': 'À propos de Getaway Planner',
  'about.intro':
    'Getaway Planner vous aide à planifier des voyages à petit budget. Il suit et compare le coût total de vos voyages (vols, hébergement, location de voiture et autres dépenses) selon les dates et les lieux, pour que vous voyiez quelle escapade vous en donne le plus pour votre argent.',
  'about.more':
    'Cherchez un lieu et créez-y un voyage, mettez en favoris les voyages qui vous plaisent et regroupez-les en listes d’envies, consultez la météo et les idées de choses à faire, et retrouvez les voyages que vous avez faits.',
  'about.totalTitle': 'Tous les coûts en un total',
  'about.totalText':
    'Vols, hébergement, location de voiture et autres dépenses forment un seul montant par voyage.',
  'about.datesTitle': 'Comparer les dates',
  'about.datesText':
    'Voyez combien coûte la même escapade à différentes dates avant de vous décider.',
  'about.placesTitle': 'Comparer les lieux',
  'about.placesText':
    'Comparez les destinations côte à côte et gardez vos favorites dans des listes d’envies.',
} satisfies Translation<typeof en>;
