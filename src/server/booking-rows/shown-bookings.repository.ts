import { eq } from 'drizzle-orm';
import type { Booking } from '#shared/contracts/bookings';
import type { Database } from '#server/db/client';
import { bookings } from '#server/db/schema';
import { BOOKING_ORDER, toBooking } from './booking-rows.repository';

/**
 * A trip's bookings in order of their start, for what shows them outside the bookings feature
 * (the plan's days and map, the calendar feed, the share link): one statement, and `files`
 * always empty, since none of those lists a booking's files. Access is the caller's to check.
 */
export async function listShownBookings(db: Database, tripId: string): Promise<Booking[]> {
  const rows = await db
    .select()
    .from(bookings)
    .where(eq(bookings.tripId, tripId))
    .orderBy(...BOOKING_ORDER);
  return rows.map((row) => toBooking(row, []));
}
