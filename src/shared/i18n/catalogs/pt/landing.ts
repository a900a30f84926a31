import type { Translation } from '../../translation';
import type en from '../en/landing';

export default {} satisfies Translation<typeof en>;
