import type { Translation } from '../../translation';
import type en from '../en/feed';

export default {
  'feed.tripSummary': 'Voyage à {place}',
} satisfies Translation<typeof en>;
