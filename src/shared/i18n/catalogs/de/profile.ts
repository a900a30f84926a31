import type { Translation } from '../../translation';
import type en from '../en/profile';

export default {
  'profile.title': 'Profil',
  'profile.loggedOut': 'Bitte melde dich an, um dein Profil zu sehen.',
  'profile.goToLogin': 'Zur Anmeldung',
  'profile.notFoundTitle': 'Nutzer nicht gefunden',
  'profile.notFoundText': 'Dieses Profil existiert nicht oder gehört jemand anderem.',
  'profile.loadFailed': 'Das Profil konnte nicht geladen werden. Bitte versuche es erneut.',
  'profile.saved': 'Dein Profil wurde gespeichert.',
  'profile.saveFailed': 'Deine Änderungen konnten nicht gespeichert werden. {reason}',
  'profile.tryAgain': 'Bitte versuche es erneut.',
  'profile.edit': 'Bearbeiten',
  'profile.cancel': 'Abbrechen',
  'profile.save': 'Speichern',
  'profile.homeCurrency': 'Heimatwährung',
  'profile.homeCurrencyHelp': 'Neue Reisen planen ihre Kosten in dieser Währung.',
} satisfies Translation<typeof en>;
