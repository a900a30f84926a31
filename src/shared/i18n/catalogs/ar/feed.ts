import type { Translation } from '../../translation';
import type en from '../en/feed';

export default {
  'feed.tripSummary': 'رحلة إلى {place}',
} satisfies Translation<typeof en>;
