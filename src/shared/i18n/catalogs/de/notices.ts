import type { Translation } from '../../translation';
import type en from '../en/notices';

export default {
  'notices.tripTitle': 'Änderungen an der Reise nach {trip}',
  'notices.tripSentence': '{actor} {changes}.',
  'notices.someCompanion': 'Mitreisende',
  'notices.changedTripDetails': 'hat die Reisedaten geändert',
  'notices.changedPlan': 'hat den Plan geändert',
  'notices.addedCostLine': 'hat einen Kostenposten hinzugefügt',
  'notices.changedCostLine': 'hat einen Kostenposten geändert',
  'notices.removedCostLine': 'hat einen Kostenposten entfernt',
  'notices.refreshedEstimate': 'hat die Kostenschätzung aktualisiert',
  'notices.changedRole': 'hat die Rolle von Mitreisenden geändert',
  'notices.leftTrip': 'hat die Reise verlassen',
  'notices.removedCompanion': 'hat Mitreisende entfernt',
  'notices.handedTrip': 'hat die Reise an Mitreisende übergeben',
  'notices.joinedTrip': 'hat sich der Reise angeschlossen',
  'notices.addedBooking': 'hat eine Buchung hinzugefügt',
  'notices.changedBooking': 'hat eine Buchung geändert',
  'notices.removedBooking': 'hat eine Buchung entfernt',
} satisfies Translation<typeof en>;
