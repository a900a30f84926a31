/**
 * The `bookings` and `booking_files` tables. Calls do not check access: the service asks the
 * access module. A trip's list is shared with the features that show bookings elsewhere, so it
 * lives in #server/booking-rows; other features import it from there.
 */
export { listTripBookings } from '#server/booking-rows/booking-rows.repository';
