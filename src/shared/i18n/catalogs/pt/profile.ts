import type { Translation } from '../../translation';
import type en from '../en/profile';

export default {} satisfies Translation<typeof en>;
