import type { Translation } from '../../translation';
import type en from '../en/calendar';

export default {
  'calendar.heading': 'Adicionar ao seu calendário',
  'calendar.intro':
    'Acompanhe esta viagem no Google Calendar, Calendário da Apple ou Outlook: as datas e cada atividade planeada com hora, sempre atualizadas, através de um link privado.',
  'calendar.shownOnce':
    'Este link só é mostrado desta vez: quem o tiver pode ver o plano desta viagem, por isso não fica guardado onde possa ser lido de novo. Copie-o agora; se o perder, renove-o.',
  'calendar.renewQuestion':
    'Renovar o link do calendário? Os calendários subscritos ao link atual deixam de ser atualizados.',
  'calendar.revokeQuestion':
    'Deixar de partilhar o calendário desta viagem? Os calendários subscritos ao link deixam de ser atualizados.',
  'calendar.changeFailed': 'Não foi possível alterar o link do calendário.',
  'calendar.loading': 'A carregar...',
  'calendar.loadFailed': 'Não foi possível carregar o link do calendário.',
  'calendar.activeSince': 'O seu link de calendário está ativo desde {date}.',
  'calendar.renewing': 'A renovar…',
  'calendar.renew': 'Renovar link',
  'calendar.stopping': 'A parar…',
  'calendar.stopSharingCalendar': 'Deixar de partilhar o calendário',
  'calendar.none': 'Ainda sem link de calendário.',
  'calendar.creating': 'A criar…',
  'calendar.create': 'Criar link de calendário',
  'calendar.linkLabel': 'Link do calendário',
  'calendar.subscribe': 'Subscrever',
  'calendar.stopSharing': 'Deixar de partilhar',
} satisfies Translation<typeof en>;
