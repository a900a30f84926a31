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
} satisfies Translation<typeof en>;
