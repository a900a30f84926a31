import type { Translation } from '../../translation';
import type en from '../en/common';

export default {
  'common.back': 'Retour',
  'common.loading': 'Chargement...',
  'common.retry': 'Réessayer',
  'common.retrying': 'Nouvel essai…',
  'common.cancel': 'Annuler',
  'common.delete': 'Supprimer',
  'common.copy': 'Copier',
  'common.hideLink': 'Masquer le lien',
  'common.linkCopied': 'Lien copié.',
  'common.copyFailed': 'Copie impossible : le lien est sélectionné, copiez-le avec votre clavier.',
  'common.carouselPosition': '{current} sur {total} · balayez ou utilisez les flèches du clavier',
  'common.selectState': 'Choisir un État',
  'common.logIn': 'Se connecter',
  'common.loggedOut': 'Connectez-vous pour voir vos voyages.',
  'common.tripsLoadFailed': 'Vos voyages n’ont pas pu être chargés.',
  'common.carouselRole': 'carrousel',
  'common.slideRole': 'diapositive',
  'common.slidePosition': '{current} sur {total}',
} satisfies Translation<typeof en>;
