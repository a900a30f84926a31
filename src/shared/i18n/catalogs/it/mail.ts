import type { Translation } from '../../translation';
import type en from '../en/mail';

export default {
  'mail.openIt': 'Aprilo',
  'mail.stopEmails': 'Non ricevere più queste e-mail',
} satisfies Translation<typeof en>;
