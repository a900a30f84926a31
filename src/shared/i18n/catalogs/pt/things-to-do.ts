import type { Translation } from '../../translation';
import type en from '../en/things-to-do';

export default {} satisfies Translation<typeof en>;
