import type { Translation } from '../../translation';
import type en from '../en/notifications';

export default {
  'notifications.title': 'Notifiche',
  'notifications.bellUnread': 'Notifiche, {count} da leggere',
  'notifications.loading': 'Caricamento delle notifiche…',
  'notifications.retry': 'Riprova',
  'notifications.retrying': 'Nuovo tentativo…',
  'notifications.loadFailed': 'Impossibile caricare le tue notifiche.',
  'notifications.empty': 'Ancora nessuna notifica',
  'notifications.markAllRead': 'Segna tutte come lette',
  'notifications.unread': 'Da leggere:',
  'notifications.justNow': 'proprio ora',
  'notifications.settingsLoading': 'Caricamento delle impostazioni delle notifiche…',
  'notifications.settingsFailed': 'Impossibile caricare le impostazioni delle notifiche.',
  'notifications.settingsIntro':
    'La campanella in alto mostra sempre le tue notifiche. Puoi riceverle anche via e-mail o come notifiche push:',
  'notifications.saveFailed': 'Impossibile salvare la tua scelta. Riprova.',
  'notifications.pushChangeFailed': 'Impossibile modificare le notifiche push. Riprova.',
  'notifications.email': 'Notifiche via e-mail',
  'notifications.emailUnavailable':
    'L’e-mail non è disponibile: questo server non è configurato per inviarla.',
  'notifications.push': 'Notifiche push su questo dispositivo',
  'notifications.pushNoKey':
    'Le notifiche push non sono disponibili: questo server non ha una chiave push.',
  'notifications.pushUnsupported':
    'Questo browser non può ricevere notifiche push. Su iPhone o iPad, aggiungi prima l’app alla schermata Home.',
  'notifications.pushDenied':
    'Questo browser blocca le notifiche di questo sito. Consentile nelle impostazioni del sito del browser, poi riprova.',
  'notifications.pushServiceFailed':
    'Questo browser non è riuscito a raggiungere il suo servizio push, quindi le notifiche push non sono attive. Riprova più tardi.',
  'notifications.pushDismissed':
    'Le notifiche push non sono state consentite. Attiva l’interruttore per ricevere di nuovo la richiesta.',
  'notifications.pushNoWorker':
    'Le notifiche push richiedono l’assistente offline dell’app, che non è ancora attivo. Ricarica la pagina e riprova.',
  'notifications.yourProfile': '<link>nel tuo profilo</link>',
  'notifications.yourProfileLogIn': 'nel tuo profilo (prima <link>accedi</link>)',
  'notifications.unsubscribeInvalid':
    'Questo link di disiscrizione non è valido: potrebbe essere troncato o modificato. Puoi disattivare le e-mail {profile}.',
  'notifications.tryAgain': 'Riprova',
  'notifications.unsubscribeFailed': 'Impossibile inviare la tua scelta. Riprova.',
  'notifications.unsubscribed': 'Non riceverai più e-mail da Getaway Planner.',
  'notifications.changedMind': 'Hai cambiato idea? Riattivale {profile}.',
  'notifications.unsubscribing': 'Disattivazione delle e-mail…',
} satisfies Translation<typeof en>;
