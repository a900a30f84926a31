import type { Translation } from '../../translation';
import type en from '../en/common';

export default {
  'common.back': 'Zurück',
  'common.loading': 'Wird geladen...',
  'common.retry': 'Erneut versuchen',
  'common.retrying': 'Wird erneut versucht…',
  'common.cancel': 'Abbrechen',
  'common.delete': 'Löschen',
  'common.copy': 'Kopieren',
  'common.hideLink': 'Link ausblenden',
  'common.linkCopied': 'Link kopiert.',
  'common.copyFailed':
    'Kopieren nicht möglich: Der Link ist markiert, kopiere ihn mit der Tastatur.',
  'common.carouselPosition': '{current} von {total} · wische oder nutze die Pfeiltasten',
  'common.selectState': 'Bundesstaat wählen',
  'common.logIn': 'Anmelden',
  'common.loggedOut': 'Bitte melde dich an, um deine Reisen zu sehen.',
  'common.tripsLoadFailed': 'Deine Reisen konnten nicht geladen werden.',
  'common.carouselRole': 'Karussell',
  'common.slideRole': 'Folie',
  'common.slidePosition': '{current} von {total}',
} satisfies Translation<typeof en>;
