import type { Translation } from '../../translation';
import type en from '../en/discover';

export default {} satisfies Translation<typeof en>;
