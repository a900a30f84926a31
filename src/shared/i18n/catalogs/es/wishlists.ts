import type { Translation } from '../../translation';
import type en from '../en/wishlists';

export default {
  'wishlists.heading': 'Listas de deseos',
  'wishlists.documentTitle': 'Lista de deseos',
  'wishlists.loadFailed': 'No se han podido cargar tus listas de deseos.',
  'wishlists.empty': 'Aún no tienes listas de deseos. Toca el corazón de un viaje para crear una.',
  'wishlists.addTitle': 'Añadir a la lista de deseos',
  'wishlists.existing': 'Listas de deseos existentes',
  'wishlists.createNew': 'Crear una lista de deseos nueva',
  'wishlists.nameLabel': 'Nombre de la lista de deseos',
  'wishlists.added': 'El viaje se ha añadido a {list}',
  'wishlists.removed': 'El viaje se ha quitado de {list}',
  'wishlists.saveFailed': 'No se ha podido guardar en la lista de deseos. Inténtalo de nuevo.',
  'wishlists.cancel': 'Cancelar',
  'wishlists.clear': 'Borrar',
  'wishlists.save': 'Guardar',
  'wishlists.deleteQuestion':
    '¿Eliminar la lista de deseos «{list}»? Sus viajes dejarán de ser favoritos.',
  'wishlists.deleteLabel': 'Eliminar la lista de deseos {list}',
  'wishlists.deleted': 'Lista de deseos eliminada',
  'wishlists.tripCount': '{count, plural, one {# viaje} other {# viajes}}',
  'wishlists.noTripsAvailable': 'No hay viajes',
  'wishlists.noData': 'No hay datos de la lista de deseos.',
  'wishlists.noTripsInList': 'No hay viajes en esta lista de deseos.',
  'wishlists.fetchFailed': 'No se han podido obtener los datos de la lista de deseos',
  'wishlists.error': 'Error: {message}',
  'wishlists.tripsIn': 'Viajes en {list}',
} satisfies Translation<typeof en>;
