import type { Translation } from '../../translation';
import type en from '../en/profile';

export default {
  'profile.title': 'Perfil',
  'profile.loggedOut': 'Inicia sesión para ver tu perfil.',
  'profile.goToLogin': 'Ir a iniciar sesión',
  'profile.notFoundTitle': 'Usuario no encontrado',
  'profile.notFoundText': 'Este perfil no existe o pertenece a otra persona.',
  'profile.loadFailed': 'No se pudo cargar el perfil. Inténtalo de nuevo.',
  'profile.saved': 'Tu perfil se ha guardado.',
  'profile.saveFailed': 'No se pudieron guardar tus cambios. {reason}',
  'profile.tryAgain': 'Inténtalo de nuevo.',
  'profile.edit': 'Editar',
  'profile.cancel': 'Cancelar',
  'profile.save': 'Guardar',
  'profile.homeCurrency': 'Moneda principal',
  'profile.homeCurrencyHelp': 'Los viajes nuevos planifican sus gastos en esta moneda.',
} satisfies Translation<typeof en>;
