import type { Translation } from '../../translation';
import type en from '../en/notifications';

export default {} satisfies Translation<typeof en>;
