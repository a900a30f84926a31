import type { Translation } from '../../translation';
import type en from '../en/app';

export default {
  'app.skipToContent': 'Aller au contenu',
  'app.homeLink': 'Getaway Planner, mes voyages',
  'app.accountNav': 'Compte',
  'app.watches': 'Alertes',
  'app.about': 'À propos',
  'app.profile': 'Profil',
  'app.logout': 'Déconnexion',
  'app.tripsNav': 'Voyages',
  'app.tabMyTrips': 'Mes voyages',
  'app.tabExplore': 'Explorer',
  'app.tabPast': 'Passés',
  'app.footerTagline': 'Planifiez des escapades à petit budget.',
  'app.offlineTitle': 'Vous êtes hors ligne.',
  'app.offlineSavedAt': 'Vos voyages s’affichent tels qu’enregistrés sur cet appareil le {time}.',
  'app.offlineNothingSaved': 'Seuls les voyages enregistrés sur cet appareil peuvent s’afficher.',
  'app.offlineNoChanges':
    'Les modifications ne pourront pas être enregistrées avant votre retour en ligne.',
  'app.chunkFailed':
    'Cette page n’a pas pu être chargée. L’application a peut-être été mise à jour depuis que vous l’avez ouverte, ou la connexion a été interrompue.',
  'app.reloadPage': 'Recharger la page',
  'app.screenFailed': 'Un problème est survenu sur cette page.',
  'app.goToStart': 'Aller à la page d’accueil',
  'app.notFoundTitle': 'Page introuvable',
  'app.notFoundText': 'La page demandée n’existe pas ou a été déplacée.',
  'app.goHome': 'Aller à la page d’accueil',
  'app.unsubscribeTitle': 'Se désabonner',
  'app.emailNotifications': 'Notifications par e-mail',
} satisfies Translation<typeof en>;
