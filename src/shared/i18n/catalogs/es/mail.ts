import type { Translation } from '../../translation';
import type en from '../en/mail';

export default {
  'mail.openIt': 'Ábrelo',
  'mail.stopEmails': 'Dejar de recibir estos correos',
} satisfies Translation<typeof en>;
