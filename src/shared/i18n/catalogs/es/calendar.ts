import type { Translation } from '../../translation';
import type en from '../en/calendar';

export default {
  'calendar.heading': 'Añadir a tu calendario',
  'calendar.intro':
    'Sigue este viaje en Google Calendar, Calendario de Apple u Outlook: sus fechas y cada actividad planeada con hora, siempre al día, mediante un enlace privado.',
  'calendar.shownOnce':
    'Este enlace solo se muestra esta vez: cualquiera que lo tenga puede ver el plan de este viaje, así que no se guarda en ningún sitio donde pueda volver a leerse. Cópialo ahora; si lo pierdes, renuévalo.',
  'calendar.renewQuestion':
    '¿Renovar el enlace del calendario? Los calendarios suscritos al enlace actual dejarán de actualizarse.',
  'calendar.revokeQuestion':
    '¿Dejar de compartir el calendario de este viaje? Los calendarios suscritos al enlace dejarán de actualizarse.',
  'calendar.changeFailed': 'No se ha podido cambiar el enlace del calendario.',
  'calendar.loading': 'Cargando...',
  'calendar.loadFailed': 'No se ha podido cargar el enlace del calendario.',
  'calendar.activeSince': 'Tu enlace de calendario está activo desde el {date}.',
  'calendar.renewing': 'Renovando…',
  'calendar.renew': 'Renovar enlace',
  'calendar.stopping': 'Deteniendo…',
  'calendar.stopSharingCalendar': 'Dejar de compartir el calendario',
  'calendar.none': 'Aún no hay enlace de calendario.',
  'calendar.creating': 'Creando…',
  'calendar.create': 'Crear enlace de calendario',
  'calendar.linkLabel': 'Enlace del calendario',
  'calendar.subscribe': 'Suscribirse',
  'calendar.stopSharing': 'Dejar de compartir',
} satisfies Translation<typeof en>;
