import type { Translation } from '../../translation';
import type en from '../en/plan';

export default {} satisfies Translation<typeof en>;
