import type { Translation } from '../../translation';
import type en from '../en/notifications';

export default {
  'notifications.title': 'Notificaciones',
  'notifications.bellUnread': 'Notificaciones, {count} sin leer',
  'notifications.loading': 'Cargando notificaciones…',
  'notifications.retry': 'Reintentar',
  'notifications.retrying': 'Reintentando…',
  'notifications.loadFailed': 'No se han podido cargar tus notificaciones.',
  'notifications.empty': 'Aún no hay notificaciones',
  'notifications.markAllRead': 'Marcar todo como leído',
  'notifications.unread': 'Sin leer:',
  'notifications.justNow': 'ahora mismo',
  'notifications.settingsLoading': 'Cargando los ajustes de notificaciones…',
  'notifications.settingsFailed': 'No se han podido cargar tus ajustes de notificaciones.',
  'notifications.settingsIntro':
    'La campana de la cabecera siempre muestra tus notificaciones. También puedes recibirlas por correo electrónico o como notificaciones push:',
  'notifications.saveFailed': 'No se ha podido guardar tu elección. Inténtalo de nuevo.',
  'notifications.pushChangeFailed':
    'No se han podido cambiar las notificaciones push. Inténtalo de nuevo.',
  'notifications.email': 'Notificaciones por correo electrónico',
  'notifications.emailUnavailable':
    'El correo electrónico no está disponible: este servidor no está configurado para enviarlo.',
  'notifications.push': 'Notificaciones push en este dispositivo',
  'notifications.pushNoKey':
    'Las notificaciones push no están disponibles: este servidor no tiene clave push.',
  'notifications.pushUnsupported':
    'Este navegador no puede recibir notificaciones push. En un iPhone o iPad, añade primero la app a la pantalla de inicio.',
  'notifications.pushDenied':
    'Este navegador bloquea las notificaciones de este sitio. Permítelas en los ajustes del sitio del navegador y vuelve a intentarlo.',
  'notifications.pushServiceFailed':
    'Este navegador no ha podido conectar con su servicio push, así que las notificaciones push no están activas. Inténtalo más tarde.',
  'notifications.pushDismissed':
    'No se han permitido las notificaciones push. Activa el interruptor para que se te vuelva a preguntar.',
  'notifications.pushNoWorker':
    'Las notificaciones push necesitan el asistente sin conexión de la app, que aún no está activo. Recarga la página y vuelve a intentarlo.',
  'notifications.yourProfile': '<link>tu perfil</link>',
  'notifications.yourProfileLogIn': 'tu perfil (<link>inicia sesión</link> primero)',
  'notifications.unsubscribeInvalid':
    'Este enlace para darse de baja no es válido: puede que esté cortado o modificado. Puedes desactivar los correos en {profile}.',
  'notifications.tryAgain': 'Volver a intentarlo',
  'notifications.unsubscribeFailed': 'No se ha podido enviar tu elección. Inténtalo de nuevo.',
  'notifications.unsubscribed': 'Ya no recibirás correos de Getaway Planner.',
  'notifications.changedMind': '¿Has cambiado de idea? Vuelve a activarlos en {profile}.',
  'notifications.unsubscribing': 'Desactivando los correos…',
} satisfies Translation<typeof en>;
