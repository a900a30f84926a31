import type { Translation } from '../../translation';
import type en from '../en/errors';

export default {
  'errors.generic': 'Etwas ist schiefgelaufen. Bitte versuch es noch einmal.',
  'errors.invalidInput': 'Einige Angaben sind ungültig. Prüf sie und versuch es noch einmal.',
  'errors.tooLarge': 'Das Gesendete ist zu groß.',
  'errors.requestTimeout': 'Der Server hat zu lange gebraucht. Versuch es noch einmal.',
  'errors.rateLimited': 'Zu viele Versuche. Warte einen Moment und versuch es dann noch einmal.',
  'errors.sessionEnded': 'Deine Sitzung ist abgelaufen. Melde dich erneut an.',
  'errors.invalidCredentials': 'E-Mail-Adresse oder Passwort ist falsch.',
  'errors.emailTaken': 'Mit dieser E-Mail-Adresse gibt es bereits ein Konto.',
  'errors.userNotFound': 'Dieses Konto wurde nicht gefunden.',
  'errors.forbidden': 'Darauf hast du keinen Zugriff.',
  'errors.readOnly':
    'Du kannst diese Reise nur ansehen; bitte den Eigentümer, dich zum Bearbeiter zu machen.',
  'errors.ownerOnly': 'Das kann nur der Eigentümer der Reise.',
  'errors.notFound': 'Nicht gefunden – vielleicht wurde es gelöscht.',
  'errors.tripNotFound': 'Diese Reise wurde nicht gefunden.',
  'errors.wishlistNotFound': 'Diese Wunschliste wurde nicht gefunden.',
  'errors.placeNotFound': 'Dieser Ort wurde nicht gefunden.',
  'errors.originNotFound': 'Dein Startort wurde nicht gefunden.',
  'errors.linkNotFound': 'Diesen Link gibt es nicht oder er wurde abgeschaltet.',
  'errors.inviteNotFound': 'Diese Einladung gibt es nicht.',
  'errors.bookingNotFound': 'Diese Buchung wurde nicht gefunden.',
  'errors.unsubscribeLinkInvalid': 'Dieser Abmeldelink ist ungültig.',
  'errors.changedElsewhere':
    'Jemand hat das inzwischen geändert. Lade neu und versuch es noch einmal.',
  'errors.wishlistNameTaken': 'Du hast schon eine Wunschliste mit diesem Namen.',
  'errors.tripNotInWishlist': 'Diese Reise ist nicht auf dieser Wunschliste.',
  'errors.datesRequired': 'Leg zuerst die Reisedaten fest.',
  'errors.dayOutsideTrip': 'Dieser Tag liegt außerhalb der Reisedaten.',
  'errors.tooManyPlanItems': 'Der Tagesplan ist voll.',
  'errors.tooManyWindows': 'Zu viele Zeiträume auf einmal zum Vergleichen.',
  'errors.tooManyInvites': 'Diese Reise hat zu viele offene Einladungen.',
  'errors.inviteExpired': 'Diese Einladung ist abgelaufen.',
  'errors.inviteUsedUp': 'Diese Einladung wurde bereits verwendet.',
  'errors.alreadyOwner': 'Du bist bereits Eigentümer dieser Reise.',
  'errors.ownerCannotLeave':
    'Der Eigentümer kann die Reise nicht verlassen; übergib sie zuerst an Mitreisende.',
  'errors.ownerRoleFixed': 'Die Rolle des Eigentümers lässt sich nicht ändern.',
  'errors.unknownTraveller': 'Diese Person reist nicht mit.',
  'errors.costLineNotOnTrip': 'Dieser Kostenposten gehört nicht zu dieser Reise.',
  'errors.splitAmountsMismatch': 'Die Anteile ergeben nicht den Gesamtbetrag.',
  'errors.budgetCurrencyMismatch': 'Das Budget muss in der Währung der Reise sein.',
  'errors.mixedCurrencies': 'Diese Beträge sind in verschiedenen Währungen.',
  'errors.amountTooLarge': 'Dieser Betrag ist zu hoch.',
  'errors.totalTooLarge': 'Die Summe ist zu hoch.',
  'errors.tooManyBookings': 'Diese Reise hat zu viele Buchungen.',
  'errors.tooManyWatches': 'Du hast zu viele Preisalarme.',
  'errors.alreadyWatching': 'Dafür hast du schon einen Preisalarm.',
  'errors.watchDatesOutOfRange': 'Diese Daten liegen zu weit in der Zukunft für einen Preisalarm.',
  'errors.noBookingFound': 'In dieser Datei wurde keine Buchung gefunden.',
  'errors.unreadableFile': 'Diese Datei konnte nicht gelesen werden.',
  'errors.unsupportedFileType': 'Dieser Dateityp wird nicht unterstützt.',
  'errors.fileTooLarge': 'Diese Datei ist zu groß.',
  'errors.tripFilesFull': 'Für diese Reise ist kein Platz für weitere Dateien.',
  'errors.estimateFailed':
    'Die Schätzung konnte nicht erstellt werden. Versuch es später noch einmal.',
  'errors.providerUnavailable':
    'Ein Dienst, auf den wir angewiesen sind, antwortet nicht. Versuch es später noch einmal.',
  'errors.serviceUnavailable':
    'Der Dienst ist gerade nicht verfügbar. Versuch es später noch einmal.',
  'errors.offlineWrite':
    'Du bist offline, deshalb wurde diese Änderung nicht gespeichert. Versuch es noch einmal, wenn du wieder online bist.',
  'errors.offlineRead': 'Du bist offline, und das ist auf diesem Gerät noch nicht gespeichert.',
  'errors.networkError':
    'Der Server ist nicht erreichbar. Prüf deine Verbindung und versuch es noch einmal.',
} satisfies Translation<typeof en>;
