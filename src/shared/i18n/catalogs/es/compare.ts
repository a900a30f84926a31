import type { Translation } from '../../translation';
import type en from '../en/compare';

export default {} satisfies Translation<typeof en>;
