import type { Translation } from '../../translation';
import type en from '../en/feed';

export default {
  'feed.tripSummary': 'Reise nach {place}',
} satisfies Translation<typeof en>;
