import type { Translation } from '../../translation';
import type en from '../en/shared-trip';

export default {
  'shared-trip.documentTitle': 'Viaggio condiviso',
} satisfies Translation<typeof en>;
