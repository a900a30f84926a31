import type { Translation } from '../../translation';
import type en from '../en/suggestions';

export default {} satisfies Translation<typeof en>;
