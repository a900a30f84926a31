import type { Translation } from '../../translation';
import type en from '../en/bookings';

export default {} satisfies Translation<typeof en>;
