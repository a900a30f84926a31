import type { Translation } from '../../translation';
import type en from '../en/notices';

export default {
  'notices.tripTitle': 'Modifications du voyage à {trip}',
  'notices.tripSentence': '{actor} {changes}.',
  'notices.someCompanion': 'Un compagnon de voyage',
  'notices.changedTripDetails': 'a modifié les informations du voyage',
  'notices.changedPlan': 'a modifié le programme',
  'notices.addedCostLine': 'a ajouté un poste de dépense',
  'notices.changedCostLine': 'a modifié un poste de dépense',
  'notices.removedCostLine': 'a supprimé un poste de dépense',
  'notices.refreshedEstimate': "a actualisé l'estimation des coûts",
  'notices.changedRole': "a modifié le rôle d'un compagnon de voyage",
  'notices.leftTrip': 'a quitté le voyage',
  'notices.removedCompanion': 'a retiré un compagnon de voyage',
  'notices.handedTrip': 'a confié le voyage à un compagnon de voyage',
  'notices.joinedTrip': 'a rejoint le voyage',
  'notices.addedBooking': 'a ajouté une réservation',
  'notices.changedBooking': 'a modifié une réservation',
  'notices.removedBooking': 'a supprimé une réservation',
} satisfies Translation<typeof en>;
