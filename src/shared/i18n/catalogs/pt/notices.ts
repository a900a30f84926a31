import type { Translation } from '../../translation';
import type en from '../en/notices';

export default {
  'notices.tripTitle': 'Alterações à viagem a {trip}',
  'notices.tripSentence': '{actor} {changes}.',
  'notices.someCompanion': 'Um companheiro de viagem',
  'notices.changedTripDetails': 'alterou os dados da viagem',
  'notices.changedPlan': 'alterou o plano',
  'notices.addedCostLine': 'adicionou uma rubrica de custo',
  'notices.changedCostLine': 'alterou uma rubrica de custo',
  'notices.removedCostLine': 'removeu uma rubrica de custo',
  'notices.refreshedEstimate': 'atualizou a estimativa de custos',
  'notices.changedRole': 'alterou a função de um companheiro de viagem',
  'notices.leftTrip': 'saiu da viagem',
  'notices.removedCompanion': 'removeu um companheiro de viagem',
  'notices.handedTrip': 'passou a viagem a um companheiro de viagem',
  'notices.joinedTrip': 'juntou-se à viagem',
  'notices.addedBooking': 'adicionou uma reserva',
  'notices.changedBooking': 'alterou uma reserva',
  'notices.removedBooking': 'removeu uma reserva',
  'notices.watchTitle': '{place}: agora {price} por pessoa',
  'notices.watchCheapest':
    'Mais barato: de {start} a {end}, {nights, plural, one {# noite} other {# noites}}, {travellers, plural, one {# viajante} other {# viajantes}}: {total} no total.',
  'notices.watchCheapestWeekend':
    'Mais barato: de {start} a {end} ({weekend}), {nights, plural, one {# noite} other {# noites}}, {travellers, plural, one {# viajante} other {# viajantes}}: {total} no total.',
  'notices.watchEstimate': 'Uma estimativa: de {low} a {high}.',
  'notices.watchEstimateWithQuotes':
    'Uma estimativa: de {low} a {high}, com preços em tempo real para uma parte.',
  'notices.watchLiveFare': 'Tarifa em tempo real de {source}, {total}, consultada a {when} UTC.',
  'notices.watchLiveHotelRate':
    'Preço de hotel em tempo real de {source}, {total}, consultado a {when} UTC.',
  'notices.watchCap': 'O seu limite: {cap} por pessoa.',
} satisfies Translation<typeof en>;
