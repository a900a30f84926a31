import type { Translation } from '../../translation';
import type en from '../en/common';

export default {} satisfies Translation<typeof en>;
