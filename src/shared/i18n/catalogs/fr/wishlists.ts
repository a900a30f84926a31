import type { Translation } from '../../translation';
import type en from '../en/wishlists';

export default {
  'wishlists.heading': 'Listes d’envies',
  'wishlists.documentTitle': 'Liste d’envies',
  'wishlists.loadFailed': 'Impossible de charger vos listes d’envies.',
  'wishlists.empty': 'Pas encore de liste d’envies. Touchez le cœur d’un voyage pour en créer une.',
  'wishlists.addTitle': 'Ajouter à une liste d’envies',
  'wishlists.existing': 'Listes d’envies existantes',
  'wishlists.createNew': 'Créer une liste d’envies',
  'wishlists.nameLabel': 'Nom de la liste d’envies',
  'wishlists.added': 'Le voyage a été ajouté à {list}',
  'wishlists.removed': 'Le voyage a été retiré de {list}',
  'wishlists.saveFailed': 'Impossible d’enregistrer dans la liste d’envies. Veuillez réessayer.',
  'wishlists.cancel': 'Annuler',
  'wishlists.clear': 'Effacer',
  'wishlists.save': 'Enregistrer',
  'wishlists.deleteQuestion':
    'Supprimer la liste d’envies « {list} » ? Ses voyages ne seront plus des favoris.',
  'wishlists.deleteLabel': 'Supprimer la liste d’envies {list}',
  'wishlists.deleted': 'Liste d’envies supprimée',
  'wishlists.tripCount': '{count, plural, one {# voyage} other {# voyages}}',
  'wishlists.noTripsAvailable': 'Aucun voyage',
  'wishlists.noData': 'Aucune donnée pour cette liste d’envies.',
  'wishlists.noTripsInList': 'Aucun voyage dans cette liste d’envies.',
  'wishlists.fetchFailed': 'Impossible de récupérer la liste d’envies',
  'wishlists.error': 'Erreur : {message}',
  'wishlists.tripsIn': 'Voyages dans {list}',
} satisfies Translation<typeof en>;
