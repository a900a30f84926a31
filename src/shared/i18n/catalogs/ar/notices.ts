import type { Translation } from '../../translation';
import type en from '../en/notices';

export default {} satisfies Translation<typeof en>;
