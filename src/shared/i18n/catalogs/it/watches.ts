import type { Translation } from '../../translation';
import type en from '../en/watches';

export default {} satisfies Translation<typeof en>;
