import type { Translation } from '../../translation';
import type en from '../en/costs';

export default {} satisfies Translation<typeof en>;
