import type { Translation } from '../../translation';
import type en from '../en/mail';

export default {
  'mail.openIt': 'Ouvrir',
  'mail.stopEmails': 'Ne plus recevoir ces e-mails',
} satisfies Translation<typeof en>;
