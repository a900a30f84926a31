import type { Translation } from '../../translation';
import type en from '../en/profile';

export default {
  'profile.title': 'Profil',
  'profile.loggedOut': 'Connectez-vous pour voir votre profil.',
  'profile.goToLogin': 'Aller à la connexion',
  'profile.notFoundTitle': 'Utilisateur introuvable',
  'profile.notFoundText': 'Ce profil n’existe pas ou appartient à quelqu’un d’autre.',
  'profile.loadFailed': 'Le profil n’a pas pu être chargé. Veuillez réessayer.',
  'profile.saved': 'Votre profil a été enregistré.',
  'profile.saveFailed': 'Vos modifications n’ont pas pu être enregistrées. {reason}',
  'profile.tryAgain': 'Veuillez réessayer.',
  'profile.edit': 'Modifier',
  'profile.cancel': 'Annuler',
  'profile.save': 'Enregistrer',
  'profile.homeCurrency': 'Devise principale',
  'profile.homeCurrencyHelp': 'Les nouveaux voyages prévoient leurs coûts dans cette devise.',
} satisfies Translation<typeof en>;
