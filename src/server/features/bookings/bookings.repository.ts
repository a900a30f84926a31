import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import type { CostCategory } from '#shared/contracts/costs';
import type { CurrencyCode } from '#shared/domain/money';
import type { Database } from '#server/db/client';
import {
  BOOKING_ORDER,
  bookingFileColumns,
  listBookingFiles,
  type BookingFileRecord,
  type BookingRecord,
} from '#server/booking-rows/booking-rows.repository';
import { bookingFiles, bookings, costLines, trips } from '#server/db/schema';

export { listTripBookings } from '#server/booking-rows/booking-rows.repository';
export type { BookingFileRecord, BookingRecord };

export type NewBooking = Omit<typeof bookings.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;
export type BookingChanges = Omit<NewBooking, 'tripId'>;
export type CostLineRecord = typeof costLines.$inferSelect;
export type NewBookingLine = Omit<typeof costLines.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;
/** What a booking decides of its cost line: its category, label and actual amounts. */
export type BookingLineChanges = Partial<
  Pick<
    NewBookingLine,
    | 'category'
    | 'label'
    | 'actualAmount'
    | 'enteredCurrency'
    | 'actualEntered'
    | 'plannedEntered'
    | 'rateNumerator'
    | 'rateDenominator'
    | 'rateDate'
    | 'rateSource'
  >
>;
export type NewBookingFile = Omit<typeof bookingFiles.$inferInsert, 'id' | 'createdAt'>;

/** A stored file with its bytes, for a download. */
export interface BookingFileContent extends BookingFileRecord {
  content: Buffer;
}

/**
 * The `bookings` and `booking_files` tables, and the cost lines bookings are the actuals of.
 * Calls do not check access: the service asks the access module first.
 */
export interface BookingsRepository {
  /** The trip's currency, its row held until commit (FOR UPDATE): a trip's changes take turns. */
  lockTrip(tripId: string): Promise<{ id: string; currency: CurrencyCode } | undefined>;
  /** The trip's bookings in order of their start, each with its files (no bytes). */
  listBookings(tripId: string): Promise<{ row: BookingRecord; files: BookingFileRecord[] }[]>;
  countBookings(tripId: string): Promise<number>;
  /** The booking when it exists and belongs to `tripId`. */
  findBooking(tripId: string, bookingId: string): Promise<BookingRecord | undefined>;
  listFilesOf(bookingId: string): Promise<BookingFileRecord[]>;
  insertBooking(values: NewBooking): Promise<BookingRecord>;
  updateBooking(tripId: string, bookingId: string, changes: BookingChanges): Promise<BookingRecord>;
  /** Deletes the booking (its files go with it). False when the trip has no such booking. */
  deleteBooking(tripId: string, bookingId: string): Promise<boolean>;

  /** The line when it exists and belongs to `tripId`. */
  findLine(tripId: string, lineId: string): Promise<CostLineRecord | undefined>;
  /** The sum of the trip's actual amounts, leaving out `exceptLineId`. */
  sumActuals(tripId: string, exceptLineId: string | null): Promise<number>;
  insertLine(values: NewBookingLine): Promise<CostLineRecord>;
  updateLine(tripId: string, lineId: string, changes: BookingLineChanges): Promise<void>;
  deleteLine(tripId: string, lineId: string): Promise<void>;
  /** Removes the trip's estimated line in `category`: a traveller's line stands in its place. */
  deleteEstimatedLines(tripId: string, category: CostCategory): Promise<void>;

  /** The bytes all of the trip's files hold together. */
  tripFileBytes(tripId: string): Promise<number>;
  insertFile(values: NewBookingFile): Promise<BookingFileRecord>;
  /** The file with its bytes, when it is one of the booking's on the trip. */
  findFile(
    tripId: string,
    bookingId: string,
    fileId: string,
  ): Promise<BookingFileContent | undefined>;
  /** False when the booking has no such file. */
  deleteFile(tripId: string, bookingId: string, fileId: string): Promise<boolean>;
}

const bookingOf = (tripId: string, bookingId: string) =>
  and(eq(bookings.id, bookingId), eq(bookings.tripId, tripId));

const fileOf = (tripId: string, bookingId: string, fileId: string) =>
  and(
    eq(bookingFiles.id, fileId),
    eq(bookingFiles.bookingId, bookingId),
    eq(bookingFiles.tripId, tripId),
  );

export function createBookingsRepository(db: Database): BookingsRepository {
  return {
    async lockTrip(tripId) {
      const [row] = await db
        .select({ id: trips.id, currency: trips.currency })
        .from(trips)
        .where(eq(trips.id, tripId))
        .limit(1)
        .for('update');
      return row;
    },

    async listBookings(tripId) {
      const rows = await db
        .select()
        .from(bookings)
        .where(eq(bookings.tripId, tripId))
        .orderBy(...BOOKING_ORDER);
      const files = await listBookingFiles(
        db,
        rows.map((row) => row.id),
      );
      return rows.map((row) => ({ row, files: files.get(row.id) ?? [] }));
    },

    async countBookings(tripId) {
      const [row] = await db
        .select({ n: count() })
        .from(bookings)
        .where(eq(bookings.tripId, tripId));
      return row?.n ?? 0;
    },

    async findBooking(tripId, bookingId) {
      const [row] = await db.select().from(bookings).where(bookingOf(tripId, bookingId)).limit(1);
      return row;
    },

    listFilesOf(bookingId) {
      return db
        .select(bookingFileColumns)
        .from(bookingFiles)
        .where(eq(bookingFiles.bookingId, bookingId))
        .orderBy(asc(bookingFiles.createdAt), asc(bookingFiles.id));
    },

    async insertBooking(values) {
      const [row] = await db.insert(bookings).values(values).returning();
      if (!row) throw new Error('insert into bookings returned no row');
      return row;
    },

    async updateBooking(tripId, bookingId, changes) {
      const [row] = await db
        .update(bookings)
        .set({ ...changes, updatedAt: sql`clock_timestamp()` })
        .where(bookingOf(tripId, bookingId))
        .returning();
      if (!row) throw new Error('update of bookings matched no row');
      return row;
    },

    async deleteBooking(tripId, bookingId) {
      const deleted = await db
        .delete(bookings)
        .where(bookingOf(tripId, bookingId))
        .returning({ id: bookings.id });
      return deleted.length > 0;
    },

    async findLine(tripId, lineId) {
      const [row] = await db
        .select()
        .from(costLines)
        .where(and(eq(costLines.id, lineId), eq(costLines.tripId, tripId)))
        .limit(1);
      return row;
    },

    async sumActuals(tripId, exceptLineId) {
      const [row] = await db
        .select({
          total: sql<number>`coalesce(sum(${costLines.actualAmount}), 0)`.mapWith(Number),
        })
        .from(costLines)
        .where(
          exceptLineId === null
            ? eq(costLines.tripId, tripId)
            : and(eq(costLines.tripId, tripId), ne(costLines.id, exceptLineId)),
        );
      return row?.total ?? 0;
    },

    async insertLine(values) {
      const [row] = await db.insert(costLines).values(values).returning();
      if (!row) throw new Error('insert into cost_lines returned no row');
      return row;
    },

    async updateLine(tripId, lineId, changes) {
      await db
        .update(costLines)
        // The clock, as the costs feature does: a line's version is when it last changed.
        .set({ ...changes, source: 'traveller', estimate: null, updatedAt: sql`clock_timestamp()` })
        .where(and(eq(costLines.id, lineId), eq(costLines.tripId, tripId)));
    },

    async deleteLine(tripId, lineId) {
      await db.delete(costLines).where(and(eq(costLines.id, lineId), eq(costLines.tripId, tripId)));
    },

    async deleteEstimatedLines(tripId, category) {
      await db
        .delete(costLines)
        .where(
          and(
            eq(costLines.tripId, tripId),
            eq(costLines.source, 'estimate'),
            eq(costLines.category, category),
          ),
        );
    },

    async tripFileBytes(tripId) {
      const [row] = await db
        .select({ total: sql<number>`coalesce(sum(${bookingFiles.bytes}), 0)`.mapWith(Number) })
        .from(bookingFiles)
        .where(eq(bookingFiles.tripId, tripId));
      return row?.total ?? 0;
    },

    async insertFile(values) {
      const [row] = await db.insert(bookingFiles).values(values).returning(bookingFileColumns);
      if (!row) throw new Error('insert into booking_files returned no row');
      return row;
    },

    async findFile(tripId, bookingId, fileId) {
      const [row] = await db
        .select({ ...bookingFileColumns, content: bookingFiles.content })
        .from(bookingFiles)
        .where(fileOf(tripId, bookingId, fileId))
        .limit(1);
      return row;
    },

    async deleteFile(tripId, bookingId, fileId) {
      const deleted = await db
        .delete(bookingFiles)
        .where(fileOf(tripId, bookingId, fileId))
        .returning({ id: bookingFiles.id });
      return deleted.length > 0;
    },
  };
}
