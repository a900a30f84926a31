import type { Translation } from '../../translation';
import type en from '../en/wishlists';

export default {
  'wishlists.heading': 'Listas de desejos',
  'wishlists.documentTitle': 'Lista de desejos',
  'wishlists.loadFailed': 'Não foi possível carregar as suas listas de desejos.',
  'wishlists.empty':
    'Ainda não tem listas de desejos. Toque no coração de uma viagem para criar uma.',
  'wishlists.addTitle': 'Adicionar à lista de desejos',
  'wishlists.existing': 'Listas de desejos existentes',
  'wishlists.createNew': 'Criar nova lista de desejos',
  'wishlists.nameLabel': 'Nome da lista de desejos',
  'wishlists.added': 'A viagem foi adicionada a {list}',
  'wishlists.removed': 'A viagem foi removida de {list}',
  'wishlists.saveFailed': 'Não foi possível guardar na lista de desejos. Tente novamente.',
  'wishlists.cancel': 'Cancelar',
  'wishlists.clear': 'Limpar',
  'wishlists.save': 'Guardar',
  'wishlists.deleteQuestion':
    'Eliminar a lista de desejos «{list}»? As suas viagens deixam de ser favoritas.',
  'wishlists.deleteLabel': 'Eliminar a lista de desejos {list}',
  'wishlists.deleted': 'Lista de desejos eliminada',
  'wishlists.tripCount': '{count, plural, one {# viagem} other {# viagens}}',
  'wishlists.noTripsAvailable': 'Sem viagens',
  'wishlists.noData': 'Não há dados desta lista de desejos.',
  'wishlists.noTripsInList': 'Não há viagens nesta lista de desejos.',
  'wishlists.fetchFailed': 'Não foi possível obter a lista de desejos',
  'wishlists.error': 'Erro: {message}',
  'wishlists.tripsIn': 'Viagens em {list}',
} satisfies Translation<typeof en>;
