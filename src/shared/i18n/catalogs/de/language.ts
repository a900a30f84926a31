import type { Translation } from '../../translation';
import type en from '../en/language';

export default {} satisfies Translation<typeof en>;
