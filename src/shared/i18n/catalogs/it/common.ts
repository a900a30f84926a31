import type { Translation } from '../../translation';
import type en from '../en/common';

export default {
  'common.back': 'Indietro',
  'common.loading': 'Caricamento...',
  'common.retry': 'Riprova',
  'common.retrying': 'Nuovo tentativo…',
  'common.cancel': 'Annulla',
  'common.delete': 'Elimina',
  'common.copy': 'Copia',
  'common.hideLink': 'Nascondi link',
  'common.linkCopied': 'Link copiato.',
  'common.copyFailed': 'Impossibile copiare: il link è selezionato, copialo con la tastiera.',
  'common.carouselPosition': '{current} di {total} · scorri o usa i tasti freccia',
  'common.selectState': 'Seleziona lo stato',
  'common.logIn': 'Accedi',
  'common.loggedOut': 'Accedi per vedere i tuoi viaggi.',
  'common.tripsLoadFailed': 'Non è stato possibile caricare i tuoi viaggi.',
  'common.carouselRole': 'carosello',
  'common.slideRole': 'diapositiva',
  'common.slidePosition': '{current} di {total}',
} satisfies Translation<typeof en>;
