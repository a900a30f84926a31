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
  'notices.watchTitle': '{place}: jetzt {price} pro Person',
  'notices.watchCheapest':
    'Am günstigsten: {start} bis {end}, {nights, plural, one {# Nacht} other {# Nächte}}, {travellers, plural, one {# Reisende(r)} other {# Reisende}}: insgesamt {total}.',
  'notices.watchCheapestWeekend':
    'Am günstigsten: {start} bis {end} ({weekend}), {nights, plural, one {# Nacht} other {# Nächte}}, {travellers, plural, one {# Reisende(r)} other {# Reisende}}: insgesamt {total}.',
  'notices.watchEstimate': 'Eine Schätzung: {low} bis {high}.',
  'notices.watchEstimateWithQuotes':
    'Eine Schätzung: {low} bis {high}, teils mit aktuellen Angeboten.',
  'notices.watchLiveFare': 'Aktueller Flugpreis von {source}, {total}, abgefragt {when} UTC.',
  'notices.watchLiveHotelRate': 'Aktueller Hotelpreis von {source}, {total}, abgefragt {when} UTC.',
  'notices.watchCap': 'Dein Limit: {cap} pro Person.',
} satisfies Translation<typeof en>;
