import type { Translation } from '../../translation';
import type en from '../en/map';

export default {} satisfies Translation<typeof en>;
