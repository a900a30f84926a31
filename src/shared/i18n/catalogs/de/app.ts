import type { Translation } from '../../translation';
import type en from '../en/app';

export default {
  'app.skipToContent': 'Zum Inhalt springen',
  'app.homeLink': 'Getaway Planner, meine Reisen',
  'app.accountNav': 'Konto',
  'app.watches': 'Preisalarme',
  'app.about': 'Über',
  'app.profile': 'Profil',
  'app.logout': 'Abmelden',
  'app.tripsNav': 'Reisen',
  'app.tabMyTrips': 'Meine Reisen',
  'app.tabExplore': 'Erkunden',
  'app.tabPast': 'Vergangene',
  'app.footerTagline': 'Plane preiswerte Kurztrips.',
  'app.offlineTitle': 'Du bist offline.',
  'app.offlineSavedAt':
    'Deine Reisen werden so gezeigt, wie sie am {time} auf diesem Gerät gespeichert wurden.',
  'app.offlineNothingSaved': 'Nur auf diesem Gerät gespeicherte Reisen können gezeigt werden.',
  'app.offlineNoChanges': 'Änderungen können erst gespeichert werden, wenn du wieder online bist.',
  'app.chunkFailed':
    'Diese Seite konnte nicht geladen werden. Die App wurde vielleicht aktualisiert, seit du sie geöffnet hast, oder die Verbindung ist abgebrochen.',
  'app.reloadPage': 'Seite neu laden',
  'app.screenFailed': 'Auf dieser Seite ist etwas schiefgelaufen.',
  'app.goToStart': 'Zur Startseite',
  'app.notFoundTitle': 'Seite nicht gefunden',
  'app.notFoundText': 'Die gesuchte Seite existiert nicht oder wurde verschoben.',
  'app.goHome': 'Zur Startseite',
  'app.unsubscribeTitle': 'Abbestellen',
  'app.emailNotifications': 'E-Mail-Benachrichtigungen',
} satisfies Translation<typeof en>;
