import type { Translation } from '../../translation';
import type en from '../en/notifications';

export default {
  'notifications.title': 'Benachrichtigungen',
  'notifications.bellUnread': 'Benachrichtigungen, {count} ungelesen',
  'notifications.loading': 'Benachrichtigungen werden geladen …',
  'notifications.retry': 'Erneut versuchen',
  'notifications.retrying': 'Wird erneut versucht …',
  'notifications.loadFailed': 'Deine Benachrichtigungen konnten nicht geladen werden.',
  'notifications.empty': 'Noch keine Benachrichtigungen',
  'notifications.markAllRead': 'Alle als gelesen markieren',
  'notifications.unread': 'Ungelesen:',
  'notifications.justNow': 'gerade eben',
  'notifications.settingsLoading': 'Einstellungen für Benachrichtigungen werden geladen …',
  'notifications.settingsFailed':
    'Deine Einstellungen für Benachrichtigungen konnten nicht geladen werden.',
  'notifications.settingsIntro':
    'Die Glocke oben zeigt dir immer deine Benachrichtigungen. Du kannst sie auch per E-Mail oder als Push-Benachrichtigung erhalten:',
  'notifications.saveFailed':
    'Deine Auswahl konnte nicht gespeichert werden. Bitte versuche es erneut.',
  'notifications.pushChangeFailed':
    'Push-Benachrichtigungen konnten nicht geändert werden. Bitte versuche es erneut.',
  'notifications.email': 'Benachrichtigungen per E-Mail',
  'notifications.emailUnavailable':
    'E-Mail ist nicht verfügbar: Dieser Server ist nicht für den E-Mail-Versand eingerichtet.',
  'notifications.push': 'Push-Benachrichtigungen auf diesem Gerät',
  'notifications.pushNoKey': 'Push ist nicht verfügbar: Dieser Server hat keinen Push-Schlüssel.',
  'notifications.pushUnsupported':
    'Dieser Browser kann keine Push-Benachrichtigungen empfangen. Auf einem iPhone oder iPad füge die App zuerst zum Home-Bildschirm hinzu.',
  'notifications.pushDenied':
    'Dieser Browser blockiert Benachrichtigungen dieser Website. Erlaube sie in den Website-Einstellungen des Browsers und versuche es dann erneut.',
  'notifications.pushServiceFailed':
    'Dieser Browser hat seinen Push-Dienst nicht erreicht, daher ist Push nicht aktiv. Bitte versuche es später erneut.',
  'notifications.pushDismissed':
    'Push-Benachrichtigungen wurden nicht erlaubt. Schalte den Schalter ein, um erneut gefragt zu werden.',
  'notifications.pushNoWorker':
    'Push braucht den Offline-Helfer der App, der noch nicht läuft. Lade die Seite neu und versuche es erneut.',
  'notifications.yourProfile': '<link>deinem Profil</link>',
  'notifications.yourProfileLogIn': 'deinem Profil (zuerst <link>anmelden</link>)',
  'notifications.unsubscribeInvalid':
    'Dieser Abmeldelink ist ungültig: Er wurde womöglich gekürzt oder verändert. Du kannst E-Mails in {profile} abschalten.',
  'notifications.tryAgain': 'Erneut versuchen',
  'notifications.unsubscribeFailed':
    'Deine Auswahl konnte nicht gesendet werden. Bitte versuche es erneut.',
  'notifications.unsubscribed': 'Du erhältst keine E-Mails mehr von Getaway Planner.',
  'notifications.changedMind': 'Anders überlegt? Schalte sie in {profile} wieder ein.',
  'notifications.unsubscribing': 'E-Mails werden abgeschaltet …',
} satisfies Translation<typeof en>;
