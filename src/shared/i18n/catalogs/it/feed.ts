import type { Translation } from '../../translation';
import type en from '../en/feed';

export default {
  'feed.tripSummary': 'Viaggio a {place}',
} satisfies Translation<typeof en>;
