import type { Translation } from '../../translation';
import type en from '../en/shared-trip';

export default {
  'shared-trip.documentTitle': 'Geteilte Reise',
} satisfies Translation<typeof en>;
