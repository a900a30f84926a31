import type { Translation } from '../../translation';
import type en from '../en/common';

export default {
  'common.back': 'Voltar',
  'common.loading': 'A carregar...',
  'common.retry': 'Tentar novamente',
  'common.retrying': 'A tentar novamente…',
  'common.cancel': 'Cancelar',
  'common.delete': 'Eliminar',
  'common.copy': 'Copiar',
  'common.hideLink': 'Ocultar ligação',
  'common.linkCopied': 'Ligação copiada.',
  'common.copyFailed':
    'Não foi possível copiar: a ligação está selecionada, copie-a com o teclado.',
  'common.carouselPosition': '{current} de {total} · deslize ou use as setas do teclado',
  'common.selectState': 'Selecionar estado',
  'common.logIn': 'Iniciar sessão',
  'common.loggedOut': 'Inicie sessão para ver as suas viagens.',
  'common.tripsLoadFailed': 'Não foi possível carregar as suas viagens.',
  'common.carouselRole': 'carrossel',
  'common.slideRole': 'diapositivo',
  'common.slidePosition': '{current} de {total}',
} satisfies Translation<typeof en>;
