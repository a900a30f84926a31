import type { Translation } from '../../translation';
import type en from '../en/app';

export default {
  'app.skipToContent': 'Saltar para o conteúdo',
  'app.homeLink': 'Getaway Planner, as minhas viagens',
  'app.accountNav': 'Conta',
  'app.watches': 'Alertas',
  'app.about': 'Sobre',
  'app.profile': 'Perfil',
  'app.logout': 'Terminar sessão',
  'app.tripsNav': 'Viagens',
  'app.tabMyTrips': 'As minhas viagens',
  'app.tabExplore': 'Explorar',
  'app.tabPast': 'Anteriores',
  'app.footerTagline': 'Planeie escapadinhas económicas.',
  'app.offlineTitle': 'Está offline.',
  'app.offlineSavedAt':
    'A mostrar as suas viagens tal como foram guardadas neste dispositivo a {time}.',
  'app.offlineNothingSaved': 'Só é possível mostrar as viagens guardadas neste dispositivo.',
  'app.offlineNoChanges': 'As alterações só podem ser guardadas quando voltar a estar online.',
  'app.chunkFailed':
    'Não foi possível carregar esta página. A aplicação pode ter sido atualizada desde que a abriu, ou a ligação caiu.',
  'app.reloadPage': 'Recarregar a página',
  'app.screenFailed': 'Algo correu mal nesta página.',
  'app.goToStart': 'Ir para a página inicial',
  'app.notFoundTitle': 'Página não encontrada',
  'app.notFoundText': 'A página que procura não existe ou foi movida.',
  'app.goHome': 'Ir para a página inicial',
  'app.unsubscribeTitle': 'Cancelar subscrição',
  'app.emailNotifications': 'Notificações por e-mail',
} satisfies Translation<typeof en>;
