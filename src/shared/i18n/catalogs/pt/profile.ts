import type { Translation } from '../../translation';
import type en from '../en/profile';

export default {
  'profile.title': 'Perfil',
  'profile.loggedOut': 'Inicie sessão para ver o seu perfil.',
  'profile.goToLogin': 'Ir para o início de sessão',
  'profile.notFoundTitle': 'Utilizador não encontrado',
  'profile.notFoundText': 'Este perfil não existe ou pertence a outra pessoa.',
  'profile.loadFailed': 'Não foi possível carregar o perfil. Tente novamente.',
  'profile.saved': 'O seu perfil foi guardado.',
  'profile.saveFailed': 'Não foi possível guardar as alterações. {reason}',
  'profile.tryAgain': 'Tente novamente.',
  'profile.edit': 'Editar',
  'profile.cancel': 'Cancelar',
  'profile.save': 'Guardar',
  'profile.homeCurrency': 'Moeda principal',
  'profile.homeCurrencyHelp': 'As novas viagens planeiam os custos nesta moeda.',
} satisfies Translation<typeof en>;
