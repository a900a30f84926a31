import type { Translation } from '../../translation';
import type en from '../en/shared-trip';

export default {
  'shared-trip.documentTitle': 'Viaje compartido',
} satisfies Translation<typeof en>;
