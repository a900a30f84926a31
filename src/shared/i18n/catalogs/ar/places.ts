import type { Translation } from '../../translation';
import type en from '../en/places';

export default {} satisfies Translation<typeof en>;
