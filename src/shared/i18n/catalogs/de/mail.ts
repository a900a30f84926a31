import type { Translation } from '../../translation';
import type en from '../en/mail';

export default {
  'mail.openIt': 'Öffnen',
  'mail.stopEmails': 'Diese E-Mails abbestellen',
} satisfies Translation<typeof en>;
