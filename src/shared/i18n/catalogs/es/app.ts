import type { Translation } from '../../translation';
import type en from '../en/app';

export default {
  'app.skipToContent': 'Saltar al contenido',
  'app.homeLink': 'Getaway Planner, mis viajes',
  'app.accountNav': 'Cuenta',
  'app.watches': 'Alertas',
  'app.about': 'Acerca de',
  'app.profile': 'Perfil',
  'app.logout': 'Cerrar sesión',
  'app.tripsNav': 'Viajes',
  'app.tabMyTrips': 'Mis viajes',
  'app.tabExplore': 'Explorar',
  'app.tabPast': 'Pasados',
  'app.footerTagline': 'Planifica escapadas económicas.',
  'app.offlineTitle': 'Estás sin conexión.',
  'app.offlineSavedAt':
    'Se muestran tus viajes tal como se guardaron en este dispositivo el {time}.',
  'app.offlineNothingSaved': 'Solo se pueden mostrar los viajes guardados en este dispositivo.',
  'app.offlineNoChanges': 'Los cambios no se podrán guardar hasta que vuelvas a tener conexión.',
  'app.chunkFailed':
    'No se pudo cargar esta página. Puede que la aplicación se haya actualizado desde que la abriste o que se haya cortado la conexión.',
  'app.reloadPage': 'Volver a cargar la página',
  'app.screenFailed': 'Algo salió mal en esta página.',
  'app.goToStart': 'Ir a la página de inicio',
  'app.notFoundTitle': 'Página no encontrada',
  'app.notFoundText': 'La página que buscas no existe o se ha movido.',
  'app.goHome': 'Ir a la página de inicio',
  'app.unsubscribeTitle': 'Cancelar suscripción',
  'app.emailNotifications': 'Notificaciones por correo electrónico',
} satisfies Translation<typeof en>;
