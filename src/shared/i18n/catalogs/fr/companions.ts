import type { Translation } from '../../translation';
import type en from '../en/companions';

export default {} satisfies Translation<typeof en>;
