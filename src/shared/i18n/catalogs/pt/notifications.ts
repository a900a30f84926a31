import type { Translation } from '../../translation';
import type en from '../en/notifications';

export default {
  'notifications.title': 'Notificações',
  'notifications.bellUnread': 'Notificações, {count} por ler',
  'notifications.loading': 'A carregar notificações…',
  'notifications.retry': 'Tentar novamente',
  'notifications.retrying': 'A tentar novamente…',
  'notifications.loadFailed': 'Não foi possível carregar as suas notificações.',
  'notifications.empty': 'Ainda sem notificações',
  'notifications.markAllRead': 'Marcar tudo como lido',
  'notifications.unread': 'Por ler:',
  'notifications.justNow': 'agora mesmo',
  'notifications.settingsLoading': 'A carregar as definições de notificações…',
  'notifications.settingsFailed': 'Não foi possível carregar as suas definições de notificações.',
  'notifications.settingsIntro':
    'O sino no cabeçalho mostra sempre as suas notificações. Também as pode receber por e-mail ou como notificações push:',
  'notifications.saveFailed': 'Não foi possível guardar a sua escolha. Tente novamente.',
  'notifications.pushChangeFailed':
    'Não foi possível alterar as notificações push. Tente novamente.',
  'notifications.email': 'Notificações por e-mail',
  'notifications.emailUnavailable':
    'O e-mail não está disponível: este servidor não está configurado para o enviar.',
  'notifications.push': 'Notificações push neste dispositivo',
  'notifications.pushNoKey': 'O push não está disponível: este servidor não tem chave push.',
  'notifications.pushUnsupported':
    'Este navegador não consegue receber notificações push. Num iPhone ou iPad, adicione primeiro a app ao ecrã principal.',
  'notifications.pushDenied':
    'Este navegador bloqueia as notificações deste site. Permita-as nas definições do site no navegador e tente novamente.',
  'notifications.pushServiceFailed':
    'Este navegador não conseguiu contactar o seu serviço push, por isso o push não está ativo. Tente novamente mais tarde.',
  'notifications.pushDismissed':
    'As notificações push não foram permitidas. Ligue o interruptor para voltar a ser questionado.',
  'notifications.pushNoWorker':
    'O push precisa do assistente offline da app, que ainda não está a funcionar. Recarregue a página e tente novamente.',
  'notifications.yourProfile': '<link>no seu perfil</link>',
  'notifications.yourProfileLogIn': 'no seu perfil (<link>inicie sessão</link> primeiro)',
  'notifications.unsubscribeInvalid':
    'Esta ligação para cancelar a subscrição não é válida: pode estar cortada ou alterada. Pode desligar os e-mails {profile}.',
  'notifications.tryAgain': 'Tentar novamente',
  'notifications.unsubscribeFailed': 'Não foi possível enviar a sua escolha. Tente novamente.',
  'notifications.unsubscribed': 'Deixará de receber e-mails do Getaway Planner.',
  'notifications.changedMind': 'Mudou de ideias? Volte a ligá-los {profile}.',
  'notifications.unsubscribing': 'A desligar os e-mails…',
} satisfies Translation<typeof en>;
