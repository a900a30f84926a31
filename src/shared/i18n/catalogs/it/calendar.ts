import type { Translation } from '../../translation';
import type en from '../en/calendar';

export default {
  'calendar.heading': 'Aggiungi al tuo calendario',
  'calendar.intro':
    'Segui questo viaggio in Google Calendar, Calendario di Apple o Outlook: le sue date e ogni attività in programma con un orario, sempre aggiornate, tramite un link privato.',
  'calendar.shownOnce':
    'Questo link viene mostrato solo questa volta: chiunque lo abbia può vedere il programma di questo viaggio, quindi non viene conservato dove potrebbe essere riletto. Copialo ora; se lo perdi, rinnovalo.',
  'calendar.renewQuestion':
    'Rinnovare il link del calendario? I calendari iscritti al link attuale smetteranno di aggiornarsi.',
  'calendar.revokeQuestion':
    'Smettere di condividere il calendario di questo viaggio? I calendari iscritti al link smetteranno di aggiornarsi.',
  'calendar.changeFailed': 'Non è stato possibile modificare il link del calendario.',
  'calendar.loading': 'Caricamento...',
  'calendar.loadFailed': 'Non è stato possibile caricare il link del calendario.',
  'calendar.activeSince': 'Il tuo link del calendario è attivo dal {date}.',
  'calendar.renewing': 'Rinnovo…',
  'calendar.renew': 'Rinnova link',
  'calendar.stopping': 'Interruzione…',
  'calendar.stopSharingCalendar': 'Smetti di condividere il calendario',
  'calendar.none': 'Ancora nessun link del calendario.',
  'calendar.creating': 'Creazione…',
  'calendar.create': 'Crea link del calendario',
  'calendar.linkLabel': 'Link del calendario',
  'calendar.subscribe': 'Iscriviti',
  'calendar.stopSharing': 'Smetti di condividere',
} satisfies Translation<typeof en>;
