import type { Translation } from '../../translation';
import type en from '../en/search';

export default {} satisfies Translation<typeof en>;
