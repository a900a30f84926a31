import type { Translation } from '../../translation';
import type en from '../en/mail';

export default {} satisfies Translation<typeof en>;
