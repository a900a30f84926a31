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
  'notices.watchTitle': '{place} : désormais {price} par personne',
  'notices.watchCheapest':
    'Le moins cher : du {start} au {end}, {nights, plural, one {# nuit} other {# nuits}}, {travellers, plural, one {# voyageur} other {# voyageurs}} : {total} au total.',
  'notices.watchCheapestWeekend':
    'Le moins cher : du {start} au {end} ({weekend}), {nights, plural, one {# nuit} other {# nuits}}, {travellers, plural, one {# voyageur} other {# voyageurs}} : {total} au total.',
  'notices.watchEstimate': 'Une estimation : de {low} à {high}.',
  'notices.watchEstimateWithQuotes':
    'Une estimation : de {low} à {high}, avec des tarifs en direct pour une partie.',
  'notices.watchLiveFare': 'Tarif en direct de {source}, {total}, relevé le {when} UTC.',
  'notices.watchLiveHotelRate':
    'Tarif hôtelier en direct de {source}, {total}, relevé le {when} UTC.',
  'notices.watchCap': 'Votre plafond : {cap} par personne.',
} satisfies Translation<typeof en>;
