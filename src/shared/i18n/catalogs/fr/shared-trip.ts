import type { Translation } from '../../translation';
import type en from '../en/shared-trip';

export default {} satisfies Translation<typeof en>;
