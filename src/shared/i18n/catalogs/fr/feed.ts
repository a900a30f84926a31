import type { Translation } from '../../translation';
import type en from '../en/feed';

export default {} satisfies Translation<typeof en>;
