import type { Translation } from '../../translation';
import type en from '../en/notices';

export default {
  'notices.tripTitle': 'Cambios en el viaje a {trip}',
  'notices.tripSentence': '{actor} {changes}.',
  'notices.someCompanion': 'Un acompañante',
  'notices.changedTripDetails': 'cambió los datos del viaje',
  'notices.changedPlan': 'cambió el plan',
  'notices.addedCostLine': 'añadió una partida de gasto',
  'notices.changedCostLine': 'cambió una partida de gasto',
  'notices.removedCostLine': 'eliminó una partida de gasto',
  'notices.refreshedEstimate': 'actualizó la estimación de gastos',
  'notices.changedRole': 'cambió el rol de un acompañante',
  'notices.leftTrip': 'dejó el viaje',
  'notices.removedCompanion': 'quitó a un acompañante',
  'notices.handedTrip': 'pasó el viaje a un acompañante',
  'notices.joinedTrip': 'se unió al viaje',
  'notices.addedBooking': 'añadió una reserva',
  'notices.changedBooking': 'cambió una reserva',
  'notices.removedBooking': 'eliminó una reserva',
} satisfies Translation<typeof en>;
