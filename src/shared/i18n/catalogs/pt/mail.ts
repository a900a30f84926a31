import type { Translation } from '../../translation';
import type en from '../en/mail';

export default {
  'mail.openIt': 'Abrir',
  'mail.stopEmails': 'Deixar de receber estes e-mails',
} satisfies Translation<typeof en>;
