import type { Translation } from '../../translation';
import type en from '../en/wishlists';

export default {} satisfies Translation<typeof en>;
