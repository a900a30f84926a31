import type { Translation } from '../../translation';
import type en from '../en/shared-trip';

export default {
  'shared-trip.documentTitle': 'Voyage partagé',
} satisfies Translation<typeof en>;
