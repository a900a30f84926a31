import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Booking, BookingFile, BookingInput } from '#shared/contracts/bookings';
import type { Database } from '#server/db/client';
import { bookingFiles, bookings } from '#server/db/schema';

/**
 * A trip's bookings as the contract gives them, shared by the bookings feature and what shows
 * bookings elsewhere (the plan's days, the calendar feed, the map, the share link), so no feature
 * imports another. Calls do not check access: the caller asks the access module first.
 */

export type BookingRecord = typeof bookings.$inferSelect;

/** A file's row without its bytes: what every answer lists. */
export const bookingFileColumns = {
  id: bookingFiles.id,
  bookingId: bookingFiles.bookingId,
  name: bookingFiles.name,
  type: bookingFiles.type,
  bytes: bookingFiles.bytes,
  createdAt: bookingFiles.createdAt,
};
export interface BookingFileRecord {
  id: string;
  bookingId: string;
  name: string;
  type: string;
  bytes: number;
  createdAt: Date;
}

/** In order of their start: by local date, a day-only start first, then local time. */
export const BOOKING_ORDER = [
  asc(bookings.startDate),
  sql`${bookings.startTime} asc nulls first`,
  asc(bookings.createdAt),
  asc(bookings.id),
];

export function toBookingFile(file: BookingFileRecord): BookingFile {
  return {
    _id: file.id,
    name: file.name,
    type: file.type,
    bytes: file.bytes,
    createdAt: file.createdAt.toISOString(),
  };
}

/** The columns of a booking as the body gives it: `toBooking`'s other way. */
export function bookingColumns(
  body: BookingInput,
): Omit<typeof bookings.$inferInsert, 'tripId' | 'costLineId'> {
  return {
    kind: body.kind,
    title: body.title,
    provider: body.provider,
    confirmationCode: body.confirmationCode,
    startDate: body.start.date,
    startTime: body.start.time,
    startZone: body.start.timeZone,
    endDate: body.end?.date ?? null,
    endTime: body.end?.time ?? null,
    endZone: body.end?.timeZone ?? null,
    fromPlace: body.from,
    toPlace: body.to,
    legs: body.legs,
    travellers: body.travellers,
    priceAmount: body.price?.amount ?? null,
    priceCurrency: body.price?.currency ?? null,
    notes: body.notes,
  };
}

export function toBooking(row: BookingRecord, files: BookingFileRecord[]): Booking {
  return {
    _id: row.id,
    kind: row.kind,
    title: row.title,
    provider: row.provider,
    confirmationCode: row.confirmationCode,
    start: { date: row.startDate, time: row.startTime, timeZone: row.startZone },
    end:
      row.endDate === null || row.endZone === null
        ? null
        : { date: row.endDate, time: row.endTime, timeZone: row.endZone },
    from: row.fromPlace,
    to: row.toPlace,
    legs: row.legs,
    travellers: row.travellers,
    price:
      row.priceAmount === null || row.priceCurrency === null
        ? null
        : { amount: row.priceAmount, currency: row.priceCurrency },
    notes: row.notes,
    costLineId: row.costLineId,
    files: files.map(toBookingFile),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The files of these bookings (without their bytes), oldest first, by booking. */
export async function listBookingFiles(
  db: Database,
  bookingIds: string[],
): Promise<Map<string, BookingFileRecord[]>> {
  const byBooking = new Map<string, BookingFileRecord[]>();
  if (bookingIds.length === 0) return byBooking;
  const rows = await db
    .select(bookingFileColumns)
    .from(bookingFiles)
    .where(inArray(bookingFiles.bookingId, bookingIds))
    .orderBy(asc(bookingFiles.createdAt), asc(bookingFiles.id));
  for (const row of rows) {
    const list = byBooking.get(row.bookingId);
    if (list) list.push(row);
    else byBooking.set(row.bookingId, [row]);
  }
  return byBooking;
}

/** A trip's bookings in order of their start, each with its files (without their bytes). */
export async function listTripBookings(db: Database, tripId: string): Promise<Booking[]> {
  const rows = await db
    .select()
    .from(bookings)
    .where(eq(bookings.tripId, tripId))
    .orderBy(...BOOKING_ORDER);
  const files = await listBookingFiles(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toBooking(row, files.get(row.id) ?? []));
}

/**
 * After a cost line's amounts changed: the booking it is the actual of takes that actual as its
 * price, in the currency it was typed in (the entered one, else the trip's). A line whose actual
 * was cleared leaves its booking without a price and unlinked. The costs feature calls it in the
 * transaction that changed the line.
 */
export async function followCostLineActual(db: Database, lineId: string): Promise<void> {
  await db.execute(sql`
    UPDATE ${bookings} SET
      price_amount = CASE
        WHEN l.actual_amount IS NULL THEN NULL
        WHEN l.entered_currency IS NOT NULL AND l.actual_entered IS NOT NULL THEN l.actual_entered
        ELSE l.actual_amount END,
      price_currency = CASE
        WHEN l.actual_amount IS NULL THEN NULL
        WHEN l.entered_currency IS NOT NULL AND l.actual_entered IS NOT NULL THEN l.entered_currency
        ELSE t.currency END,
      cost_line_id = CASE WHEN l.actual_amount IS NULL THEN NULL ELSE l.id END,
      updated_at = clock_timestamp()
    FROM cost_lines l JOIN trips t ON t.id = l.trip_id
    WHERE l.id = ${lineId} AND ${bookings.costLineId} = l.id`);
}
