import type { Translation } from '../../translation';
import type en from '../en/app';

export default {} satisfies Translation<typeof en>;
