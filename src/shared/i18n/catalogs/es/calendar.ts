import type { Translation } from '../../translation';
import type en from '../en/calendar';

export default {} satisfies Translation<typeof en>;
