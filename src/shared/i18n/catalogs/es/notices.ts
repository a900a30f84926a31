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
  'notices.watchTitle': '{place}: ahora {price} por persona',
  'notices.watchCheapest':
    'Lo más barato: del {start} al {end}, {nights, plural, one {# noche} other {# noches}}, {travellers, plural, one {# viajero} other {# viajeros}}: {total} en total.',
  'notices.watchCheapestWeekend':
    'Lo más barato: del {start} al {end} ({weekend}), {nights, plural, one {# noche} other {# noches}}, {travellers, plural, one {# viajero} other {# viajeros}}: {total} en total.',
  'notices.watchEstimate': 'Una estimación: de {low} a {high}.',
  'notices.watchEstimateWithQuotes':
    'Una estimación: de {low} a {high}, con precios en directo para una parte.',
  'notices.watchLiveFare': 'Tarifa en directo de {source}, {total}, consultada el {when} UTC.',
  'notices.watchLiveHotelRate':
    'Precio de hotel en directo de {source}, {total}, consultado el {when} UTC.',
  'notices.watchCap': 'Tu límite: {cap} por persona.',
} satisfies Translation<typeof en>;
