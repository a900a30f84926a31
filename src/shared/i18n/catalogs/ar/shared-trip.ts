import type { Translation } from '../../translation';
import type en from '../en/shared-trip';

export default {
  'shared-trip.documentTitle': 'رحلة مشتركة',
} satisfies Translation<typeof en>;
