import {
  MAX_BOOKING_FILE_BYTES,
  MAX_BOOKINGS,
  MAX_TRIP_FILE_BYTES,
  type Booking,
  type BookingFile,
  type BookingInput,
  type ImportBookingsResponse,
} from '#shared/contracts/bookings';
import type { Message } from '#shared/contracts/errors';
import { MAX_MONEY_AMOUNT, type CurrencyCode, type Money } from '#shared/domain/money';
import type { Access } from '#server/access/access';
import {
  bookingColumns,
  toBooking,
  toBookingFile,
} from '#server/booking-rows/booking-rows.repository';
import type { ExchangeRates } from '#server/costs/exchange-rates';
import type { RunInTransaction } from '#server/db/transactions';
import {
  AppError,
  bookingFileNotFound,
  bookingNotFound,
  conflict,
  payloadTooLarge,
  tripNotFound,
  unprocessable,
} from '#server/errors';
import { attachmentDisposition, detectFileType, storedFileName } from './bookings.files';
import { BOOKING_COST_CATEGORY, bookingLineErrors, lineActualOf } from './bookings.lines';
import type {
  BookingLineChanges,
  BookingRecord,
  BookingsRepository,
  CostLineRecord,
} from './bookings.repository';
import { silentNotifier, type Notifier } from '#server/notifications/notifier';

/** What an import reads: one uploaded file, or pasted text. */
export type ImportInput = { file: { name: string; bytes: Uint8Array } } | { text: string };

/** Reads bookings out of a file or text (src/server/bookings-import): drafts, nothing saved. */
export type ReadBookings = (input: ImportInput) => Promise<BookingInput[]>;

/** An uploaded file, read only once the caller is known to be allowed to send it. */
export interface Upload {
  name: string;
  bytes: Buffer;
}

/** A file to send as a download. */
export interface BookingDownload {
  body: Buffer;
  type: string;
  disposition: string;
}

export interface BookingsScope {
  bookingsRepository: BookingsRepository;
  access: Access;
}

export interface BookingsServiceDeps extends BookingsScope {
  /** Hears each committed change to a trip (src/server/notifications). */
  notifier?: Notifier;
  inTransaction: RunInTransaction<BookingsScope>;
  /** The newest exchange rates, for a price in another currency than the trip's. */
  latestRates: () => Promise<ExchangeRates>;
  readBookings: ReadBookings;
}

export const bookingErrors = {
  tooManyBookings: () =>
    conflict(
      `A trip holds at most ${MAX_BOOKINGS} bookings; delete one first.`,
      'too_many_bookings',
    ),
  unsupportedFileType: () =>
    new AppError(
      415,
      'unsupported_file_type',
      'Attach a PDF or an image (PNG, JPEG, WebP or GIF); this file is none of those.',
    ),
  fileTooLarge: () =>
    payloadTooLarge(
      `A file may be ${MAX_BOOKING_FILE_BYTES / (1024 * 1024)} MB at most.`,
      'file_too_large',
    ),
  tripFilesFull: () =>
    conflict(
      `A trip's files may hold ${MAX_TRIP_FILE_BYTES / (1024 * 1024)} MB together; delete one first.`,
      'trip_files_full',
    ),
  emptyFile: () => unprocessable('The file is empty.', 'unreadable_file'),
};

const samePrice = (row: BookingRecord, price: Money | null): boolean =>
  price === null
    ? row.priceAmount === null
    : row.priceAmount === price.amount && row.priceCurrency === price.currency;

/**
 * A trip's bookings (flights, stays, tickets), each with its local times, its attached files and,
 * with a price, the cost line whose actual that price is: creating a priced booking adds the line
 * in its category, changing the price changes the line, and the costs feature changes the price
 * back when the line's actual changes. Every change runs in one transaction with the trip's row
 * locked, so the limits (bookings per trip, bytes per trip) hold under concurrent calls.
 */
export function createBookingsService(deps: BookingsServiceDeps) {
  const { access, bookingsRepository, inTransaction } = deps;
  const notifier = deps.notifier ?? silentNotifier;

  /** The trip's currency when `userId` may change it (404 or 403 otherwise), its row locked. */
  async function lockBookingTrip(scope: BookingsScope, userId: string, tripId: string) {
    await scope.access.requireTrip(userId, tripId, 'edit');
    const trip = await scope.bookingsRepository.lockTrip(tripId);
    if (!trip) throw tripNotFound();
    return trip;
  }

  async function checkTotal(
    scope: BookingsScope,
    tripId: string,
    lineId: string | null,
    actual: number | null | undefined,
  ) {
    if (actual === null || actual === undefined) return;
    const others = await scope.bookingsRepository.sumActuals(tripId, lineId);
    if (others + actual > MAX_MONEY_AMOUNT) throw bookingLineErrors.totalTooLarge();
  }

  /** A new traveller's line in the booking's category with its price as the actual. */
  async function addLine(
    scope: BookingsScope,
    tripId: string,
    currency: CurrencyCode,
    body: BookingInput & { price: Money },
    rates: ExchangeRates,
  ): Promise<CostLineRecord> {
    const category = BOOKING_COST_CATEGORY[body.kind];
    const amounts = lineActualOf(body.price, currency, rates);
    await checkTotal(scope, tripId, null, amounts.actualAmount);
    // A traveller's own line takes out its category's estimate (docs/PRODUCT-RULES.md#estimates).
    await scope.bookingsRepository.deleteEstimatedLines(tripId, category);
    return scope.bookingsRepository.insertLine({
      tripId,
      category,
      label: body.title,
      plannedAmount: null,
      notes: '',
      source: 'traveller',
      estimate: null,
      ...amounts,
    });
  }

  /**
   * Reads the upload once the caller may send it: an empty one is refused, and its type comes
   * from its first bytes.
   */
  async function readAttachment(readUpload: () => Promise<Upload>) {
    const upload = await readUpload();
    if (upload.bytes.length === 0) throw bookingErrors.emptyFile();
    if (upload.bytes.length > MAX_BOOKING_FILE_BYTES) throw bookingErrors.fileTooLarge();
    const detected = detectFileType(upload.bytes);
    if (!detected) throw bookingErrors.unsupportedFileType();
    return { upload, detected };
  }

  return {
    async listBookings(userId: string, tripId: string): Promise<{ bookings: Booking[] }> {
      await access.requireTrip(userId, tripId, 'read');
      const rows = await bookingsRepository.listBookings(tripId);
      return { bookings: rows.map(({ row, files }) => toBooking(row, files)) };
    },

    async createBooking(userId: string, tripId: string, body: BookingInput): Promise<Booking> {
      // Fetched before the transaction: a live rates provider may call out over the network.
      const rates = body.price ? await deps.latestRates() : undefined;
      const changed = await inTransaction(async (scope) => {
        const trip = await lockBookingTrip(scope, userId, tripId);
        if ((await scope.bookingsRepository.countBookings(tripId)) >= MAX_BOOKINGS)
          throw bookingErrors.tooManyBookings();
        const line =
          body.price && rates
            ? await addLine(scope, tripId, trip.currency, { ...body, price: body.price }, rates)
            : undefined;
        const row = await scope.bookingsRepository.insertBooking({
          tripId,
          ...bookingColumns(body),
          costLineId: line?.id ?? null,
        });
        return toBooking(row, []);
      });
      notifier.tripChanged({
        tripId,
        actorId: userId,
        part: 'bookings',
        what: 'added a booking',
      });
      return changed;
    },

    /**
     * Replaces the booking. Its line follows: a new price becomes the line's actual (a booking
     * whose line was deleted gets a new one when its price changes), a new kind or title its
     * category or label, and a price taken off takes the actual off the line, deleting a line
     * left with no amount; the booking is then unlinked.
     */
    async updateBooking(
      userId: string,
      tripId: string,
      bookingId: string,
      body: BookingInput,
    ): Promise<Booking> {
      const rates = body.price ? await deps.latestRates() : undefined;
      const changed = await inTransaction(async (scope) => {
        const repository = scope.bookingsRepository;
        const trip = await lockBookingTrip(scope, userId, tripId);
        const row = await repository.findBooking(tripId, bookingId);
        if (!row) throw bookingNotFound();
        const line = row.costLineId ? await repository.findLine(tripId, row.costLineId) : undefined;
        const priceChanged = !samePrice(row, body.price);
        let costLineId = line?.id ?? null;
        if (body.price === null) {
          if (line && line.plannedAmount === null) await repository.deleteLine(tripId, line.id);
          else if (line) {
            const keepsRate = line.plannedEntered !== null;
            await repository.updateLine(tripId, line.id, {
              actualAmount: null,
              actualEntered: null,
              ...(keepsRate
                ? {}
                : {
                    enteredCurrency: null,
                    rateNumerator: null,
                    rateDenominator: null,
                    rateDate: null,
                    rateSource: null,
                  }),
            });
          }
          costLineId = null;
        } else if (line && rates) {
          const category = BOOKING_COST_CATEGORY[body.kind];
          const changes: BookingLineChanges = {};
          if (category !== line.category) changes.category = category;
          if (body.title !== line.label) changes.label = body.title;
          if (priceChanged)
            Object.assign(changes, lineActualOf(body.price, trip.currency, rates, line));
          if (Object.keys(changes).length > 0) {
            await checkTotal(scope, tripId, line.id, changes.actualAmount);
            if (changes.category) await repository.deleteEstimatedLines(tripId, category);
            await repository.updateLine(tripId, line.id, changes);
          }
        } else if (priceChanged && rates) {
          const added = await addLine(
            scope,
            tripId,
            trip.currency,
            { ...body, price: body.price },
            rates,
          );
          costLineId = added.id;
        }
        const updated = await repository.updateBooking(tripId, bookingId, {
          ...bookingColumns(body),
          costLineId,
        });
        return toBooking(updated, await repository.listFilesOf(bookingId));
      });
      notifier.tripChanged({
        tripId,
        actorId: userId,
        part: 'bookings',
        what: 'changed a booking',
      });
      return changed;
    },

    /** The booking and its files go; its cost line stays, unlinked (`keep`), or goes too. */
    async deleteBooking(
      userId: string,
      tripId: string,
      bookingId: string,
      costLine: 'keep' | 'delete',
    ): Promise<Message> {
      const changed = await inTransaction(async (scope) => {
        await lockBookingTrip(scope, userId, tripId);
        const row = await scope.bookingsRepository.findBooking(tripId, bookingId);
        if (!row) throw bookingNotFound();
        await scope.bookingsRepository.deleteBooking(tripId, bookingId);
        if (costLine === 'delete' && row.costLineId)
          await scope.bookingsRepository.deleteLine(tripId, row.costLineId);
        return { msg: 'Booking deleted' };
      });
      notifier.tripChanged({
        tripId,
        actorId: userId,
        part: 'bookings',
        what: 'removed a booking',
      });
      return changed;
    },

    /**
     * Drafts read from a file or pasted text; nothing is saved. Editors only: the upload is read
     * after the access check.
     */
    async importBookings(
      userId: string,
      tripId: string,
      readInput: () => Promise<ImportInput>,
      /** Hears a reader's failure that is not one of its answers (a bug), before the 422. */
      onReaderFailure: (error: unknown) => void = () => undefined,
    ): Promise<ImportBookingsResponse> {
      await access.requireTrip(userId, tripId, 'edit');
      const input = await readInput();
      try {
        return { drafts: await deps.readBookings(input) };
      } catch (error) {
        if (error instanceof AppError) throw error;
        // Whatever the file did to the reader, the traveller gets a clear answer, never a 500.
        onReaderFailure(error);
        throw unprocessable('This file could not be read.', 'unreadable_file');
      }
    },

    /** Attaches a PDF or an image to the booking, within the file's and the trip's limits. */
    async addFile(
      userId: string,
      tripId: string,
      bookingId: string,
      readUpload: () => Promise<Upload>,
    ): Promise<BookingFile> {
      await access.requireTrip(userId, tripId, 'edit');
      if (!(await bookingsRepository.findBooking(tripId, bookingId))) throw bookingNotFound();
      const { upload, detected } = await readAttachment(readUpload);
      return inTransaction(async (scope) => {
        await lockBookingTrip(scope, userId, tripId);
        if (!(await scope.bookingsRepository.findBooking(tripId, bookingId)))
          throw bookingNotFound();
        const used = await scope.bookingsRepository.tripFileBytes(tripId);
        if (used + upload.bytes.length > MAX_TRIP_FILE_BYTES) throw bookingErrors.tripFilesFull();
        const file = await scope.bookingsRepository.insertFile({
          bookingId,
          tripId,
          name: storedFileName(upload.name, detected),
          type: detected.type,
          bytes: upload.bytes.length,
          content: upload.bytes,
        });
        return toBookingFile(file);
      });
    },

    /** A file as a download: viewers may read it too. */
    async readFile(
      userId: string,
      tripId: string,
      bookingId: string,
      fileId: string,
    ): Promise<BookingDownload> {
      await access.requireTrip(userId, tripId, 'read');
      const file = await bookingsRepository.findFile(tripId, bookingId, fileId);
      if (!file) throw bookingFileNotFound();
      return {
        body: file.content,
        type: file.type,
        disposition: attachmentDisposition(file.name),
      };
    },

    async deleteFile(
      userId: string,
      tripId: string,
      bookingId: string,
      fileId: string,
    ): Promise<Message> {
      await access.requireTrip(userId, tripId, 'edit');
      if (!(await bookingsRepository.deleteFile(tripId, bookingId, fileId)))
        throw bookingFileNotFound();
      return { msg: 'File deleted' };
    },
  };
}

export type BookingsService = ReturnType<typeof createBookingsService>;
