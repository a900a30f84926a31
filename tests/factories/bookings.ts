import type { Database } from '#server/db/client';
import { bookingFiles, bookings } from '#server/db/schema';

export type BuiltBooking = typeof bookings.$inferSelect;

/** Inserts a booking on `tripId` straight into the database (a stay with no price unless told
 * otherwise). */
export async function buildBooking(
  db: Database,
  tripId: string,
  overrides: Partial<Omit<typeof bookings.$inferInsert, 'tripId'>> = {},
): Promise<BuiltBooking> {
  const [row] = await db
    .insert(bookings)
    .values({
      tripId,
      kind: 'stay',
      title: 'Hotel Avenida',
      confirmationCode: 'HTL-4471',
      startDate: '2026-06-01',
      startTime: '15:00',
      startZone: 'Europe/Lisbon',
      endDate: '2026-06-04',
      endTime: '11:00',
      endZone: 'Europe/Lisbon',
      travellers: ['Ana Silva'],
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('insert into bookings returned no row');
  return row;
}

/** Attaches a small PDF to `bookingId` straight into the database. */
export async function buildBookingFile(
  db: Database,
  tripId: string,
  bookingId: string,
): Promise<{ id: string }> {
  const content = Buffer.from('%PDF-1.4\n% a voucher\n');
  const [row] = await db
    .insert(bookingFiles)
    .values({
      tripId,
      bookingId,
      name: 'voucher.pdf',
      type: 'application/pdf',
      bytes: content.length,
      content,
    })
    .returning({ id: bookingFiles.id });
  if (!row) throw new Error('insert into booking_files returned no row');
  return row;
}
