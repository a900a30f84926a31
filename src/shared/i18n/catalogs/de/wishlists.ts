import type { Translation } from '../../translation';
import type en from '../en/wishlists';

export default {
  'wishlists.heading': 'Wunschlisten',
  'wishlists.documentTitle': 'Wunschliste',
  'wishlists.loadFailed': 'Deine Wunschlisten konnten nicht geladen werden.',
  'wishlists.empty': 'Noch keine Wunschlisten. Tippe auf das Herz einer Reise, um eine anzulegen.',
  'wishlists.addTitle': 'Zur Wunschliste hinzufügen',
  'wishlists.existing': 'Vorhandene Wunschlisten',
  'wishlists.createNew': 'Neue Wunschliste anlegen',
  'wishlists.nameLabel': 'Name der Wunschliste',
  'wishlists.added': 'Die Reise wurde zu {list} hinzugefügt',
  'wishlists.removed': 'Die Reise wurde aus {list} entfernt',
  'wishlists.saveFailed':
    'Speichern in der Wunschliste fehlgeschlagen. Bitte versuch es noch einmal.',
  'wishlists.cancel': 'Abbrechen',
  'wishlists.clear': 'Leeren',
  'wishlists.save': 'Speichern',
  'wishlists.deleteQuestion':
    'Wunschliste „{list}“ löschen? Ihre Reisen sind dann keine Favoriten mehr.',
  'wishlists.deleteLabel': 'Wunschliste {list} löschen',
  'wishlists.deleted': 'Wunschliste gelöscht',
  'wishlists.tripCount': '{count, plural, one {# Reise} other {# Reisen}}',
  'wishlists.noTripsAvailable': 'Keine Reisen vorhanden',
  'wishlists.noData': 'Keine Daten zu dieser Wunschliste vorhanden.',
  'wishlists.noTripsInList': 'Keine Reisen in dieser Wunschliste.',
  'wishlists.fetchFailed': 'Die Wunschliste konnte nicht geladen werden',
  'wishlists.error': 'Fehler: {message}',
  'wishlists.tripsIn': 'Reisen in {list}',
} satisfies Translation<typeof en>;
