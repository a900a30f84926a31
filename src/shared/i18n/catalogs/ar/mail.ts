import type { Translation } from '../../translation';
import type en from '../en/mail';

export default {
  'mail.openIt': 'افتحه',
  'mail.stopEmails': 'إيقاف هذه الرسائل',
} satisfies Translation<typeof en>;
