import type { Translation } from '../../translation';
import type en from '../en/notices';

export default {
  'notices.tripTitle': 'Modifiche al viaggio a {trip}',
  'notices.tripSentence': '{actor} {changes}.',
  'notices.someCompanion': 'Un compagno di viaggio',
  'notices.changedTripDetails': 'ha modificato i dettagli del viaggio',
  'notices.changedPlan': 'ha modificato il programma',
  'notices.addedCostLine': 'ha aggiunto una voce di costo',
  'notices.changedCostLine': 'ha modificato una voce di costo',
  'notices.removedCostLine': 'ha rimosso una voce di costo',
  'notices.refreshedEstimate': 'ha aggiornato la stima dei costi',
  'notices.changedRole': 'ha cambiato il ruolo di un compagno di viaggio',
  'notices.leftTrip': 'ha lasciato il viaggio',
  'notices.removedCompanion': 'ha rimosso un compagno di viaggio',
  'notices.handedTrip': 'ha affidato il viaggio a un compagno di viaggio',
  'notices.joinedTrip': 'ha aderito al viaggio',
  'notices.addedBooking': 'ha aggiunto una prenotazione',
  'notices.changedBooking': 'ha modificato una prenotazione',
  'notices.removedBooking': 'ha rimosso una prenotazione',
  'notices.watchTitle': '{place}: ora {price} a persona',
  'notices.watchCheapest':
    'Il più economico: dal {start} al {end}, {nights, plural, one {# notte} other {# notti}}, {travellers, plural, one {# viaggiatore} other {# viaggiatori}}: {total} in tutto.',
  'notices.watchCheapestWeekend':
    'Il più economico: dal {start} al {end} ({weekend}), {nights, plural, one {# notte} other {# notti}}, {travellers, plural, one {# viaggiatore} other {# viaggiatori}}: {total} in tutto.',
  'notices.watchEstimate': 'Una stima: da {low} a {high}.',
  'notices.watchEstimateWithQuotes':
    'Una stima: da {low} a {high}, con prezzi in tempo reale per una parte.',
  'notices.watchLiveFare': 'Tariffa in tempo reale da {source}, {total}, rilevata il {when} UTC.',
  'notices.watchLiveHotelRate':
    'Tariffa alberghiera in tempo reale da {source}, {total}, rilevata il {when} UTC.',
  'notices.watchCap': 'Il tuo tetto: {cap} a persona.',
} satisfies Translation<typeof en>;
