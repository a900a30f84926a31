import type { Translation } from '../../translation';
import type en from '../en/auth';

export default {} satisfies Translation<typeof en>;
