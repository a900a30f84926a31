import type { Translation } from '../../translation';
import type en from '../en/notifications';

export default {
  'notifications.title': 'Notifications',
  'notifications.bellUnread': 'Notifications, {count} non lues',
  'notifications.loading': 'Chargement des notifications…',
  'notifications.retry': 'Réessayer',
  'notifications.retrying': 'Nouvelle tentative…',
  'notifications.loadFailed': 'Impossible de charger vos notifications.',
  'notifications.empty': 'Aucune notification pour l’instant',
  'notifications.markAllRead': 'Tout marquer comme lu',
  'notifications.unread': 'Non lue :',
  'notifications.justNow': 'à l’instant',
  'notifications.settingsLoading': 'Chargement des réglages de notification…',
  'notifications.settingsFailed': 'Impossible de charger vos réglages de notification.',
  'notifications.settingsIntro':
    'La cloche de l’en-tête affiche toujours vos notifications. Vous pouvez aussi les recevoir par e-mail ou en notifications push :',
  'notifications.saveFailed': 'Impossible d’enregistrer votre choix. Veuillez réessayer.',
  'notifications.pushChangeFailed':
    'Impossible de modifier les notifications push. Veuillez réessayer.',
  'notifications.email': 'Notifications par e-mail',
  'notifications.emailUnavailable':
    'L’e-mail n’est pas disponible : ce serveur n’est pas configuré pour en envoyer.',
  'notifications.push': 'Notifications push sur cet appareil',
  'notifications.pushNoKey': 'Le push n’est pas disponible : ce serveur n’a pas de clé push.',
  'notifications.pushUnsupported':
    'Ce navigateur ne peut pas recevoir de notifications push. Sur iPhone ou iPad, ajoutez d’abord l’app à l’écran d’accueil.',
  'notifications.pushDenied':
    'Ce navigateur bloque les notifications de ce site. Autorisez-les dans les réglages du site du navigateur, puis réessayez.',
  'notifications.pushServiceFailed':
    'Ce navigateur n’a pas pu joindre son service push, le push n’est donc pas activé. Veuillez réessayer plus tard.',
  'notifications.pushDismissed':
    'Les notifications push n’ont pas été autorisées. Activez l’interrupteur pour que la question soit reposée.',
  'notifications.pushNoWorker':
    'Le push a besoin de l’assistant hors ligne de l’app, qui ne fonctionne pas encore. Rechargez la page et réessayez.',
  'notifications.yourProfile': '<link>votre profil</link>',
  'notifications.yourProfileLogIn': 'votre profil (<link>connectez-vous</link> d’abord)',
  'notifications.unsubscribeInvalid':
    'Ce lien de désinscription n’est pas valide : il a peut-être été tronqué ou modifié. Vous pouvez désactiver les e-mails dans {profile}.',
  'notifications.tryAgain': 'Réessayer',
  'notifications.unsubscribeFailed': 'Impossible d’envoyer votre choix. Veuillez réessayer.',
  'notifications.unsubscribed': 'Vous ne recevrez plus d’e-mails de Getaway Planner.',
  'notifications.changedMind': 'Vous avez changé d’avis ? Réactivez-les dans {profile}.',
  'notifications.unsubscribing': 'Désactivation des e-mails…',
} satisfies Translation<typeof en>;
