import type { Translation } from '../../translation';
import type en from '../en/common';

export default {
  'common.back': 'Atrás',
  'common.loading': 'Cargando...',
  'common.retry': 'Reintentar',
  'common.retrying': 'Reintentando…',
  'common.cancel': 'Cancelar',
  'common.delete': 'Eliminar',
  'common.copy': 'Copiar',
  'common.hideLink': 'Ocultar enlace',
  'common.linkCopied': 'Enlace copiado.',
  'common.copyFailed': 'No se pudo copiar: el enlace está seleccionado, cópialo con el teclado.',
  'common.carouselPosition': '{current} de {total} · desliza o usa las flechas del teclado',
  'common.selectState': 'Selecciona un estado',
  'common.logIn': 'Iniciar sesión',
  'common.loggedOut': 'Inicia sesión para ver tus viajes.',
  'common.tripsLoadFailed': 'No se pudieron cargar tus viajes.',
  'common.carouselRole': 'carrusel',
  'common.slideRole': 'diapositiva',
  'common.slidePosition': '{current} de {total}',
} satisfies Translation<typeof en>;
