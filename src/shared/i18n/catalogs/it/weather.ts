import type { Translation } from '../../translation';
import type en from '../en/weather';

export default {} satisfies Translation<typeof en>;
