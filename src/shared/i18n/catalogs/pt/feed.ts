import type { Translation } from '../../translation';
import type en from '../en/feed';

export default {
  'feed.tripSummary': 'Viagem a {place}',
} satisfies Translation<typeof en>;
