import type { Translation } from '../../translation';
import type en from '../en/about';

export default {} satisfies Translation<typeof en>;
