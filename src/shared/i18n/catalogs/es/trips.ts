import type { Translation } from '../../translation';
import type en from '../en/trips';

export default {} satisfies Translation<typeof en>;
