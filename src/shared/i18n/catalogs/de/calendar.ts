import type { Translation } from '../../translation';
import type en from '../en/calendar';

export default {
  'calendar.heading': 'Zu deinem Kalender hinzufügen',
  'calendar.intro':
    'Verfolge diese Reise in Google Kalender, Apple Kalender oder Outlook: ihre Daten und jeden geplanten Eintrag mit Uhrzeit, immer aktuell, über einen privaten Link.',
  'calendar.shownOnce':
    'Dieser Link wird nur dieses eine Mal angezeigt: Wer ihn hat, kann den Plan dieser Reise sehen, deshalb wird er nirgends gespeichert, wo er noch einmal gelesen werden könnte. Kopiere ihn jetzt; wenn du ihn verlierst, erneuere ihn.',
  'calendar.renewQuestion':
    'Kalenderlink erneuern? Kalender, die den aktuellen Link abonniert haben, werden nicht mehr aktualisiert.',
  'calendar.revokeQuestion':
    'Den Kalender dieser Reise nicht mehr teilen? Kalender, die den Link abonniert haben, werden nicht mehr aktualisiert.',
  'calendar.changeFailed': 'Der Kalenderlink konnte nicht geändert werden.',
  'calendar.loading': 'Wird geladen …',
  'calendar.loadFailed': 'Der Kalenderlink konnte nicht geladen werden.',
  'calendar.activeSince': 'Dein Kalenderlink ist seit dem {date} aktiv.',
  'calendar.renewing': 'Wird erneuert …',
  'calendar.renew': 'Link erneuern',
  'calendar.stopping': 'Wird beendet …',
  'calendar.stopSharingCalendar': 'Kalender nicht mehr teilen',
  'calendar.none': 'Noch kein Kalenderlink.',
  'calendar.creating': 'Wird erstellt …',
  'calendar.create': 'Kalenderlink erstellen',
  'calendar.linkLabel': 'Kalenderlink',
  'calendar.subscribe': 'Abonnieren',
  'calendar.stopSharing': 'Nicht mehr teilen',
} satisfies Translation<typeof en>;
