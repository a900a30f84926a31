// Tickets and vouchers attached to a booking: PDF or image by content, within limits, sent back
// as downloads that a browser never renders in the app's origin.
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import {
  MAX_BOOKING_FILE_BYTES,
  MAX_TRIP_FILE_BYTES,
  type BookingFile,
} from '#shared/contracts/bookings';
import { bookingFiles } from '#server/db/schema';
import { MISSING_ID } from '#tests/factories/ids';
import {
  bookingUrl,
  fileBytes,
  filesUrl,
  fileUrl,
  multipart,
  stayBody,
  useBookingRoutesApp,
} from '#tests/setup/booking-routes';

const { testApp, db, tripWithCompanions, call, addBooking, listBookings, upload, storedFiles } =
  useBookingRoutesApp();

async function tripWithBooking() {
  const trip = await tripWithCompanions();
  const booking = await addBooking(trip.trip.id, trip.ownerHeaders, stayBody());
  return { ...trip, booking };
}

describe('POST /api/trips/getaway/:id/bookings/:bookingId/files', () => {
  it('attaches a PDF and lists it with the booking, without its bytes', async () => {
    const { trip, booking, editorHeaders, viewerHeaders } = await tripWithBooking();
    const response = await upload(filesUrl(trip.id, booking._id), editorHeaders, [
      { name: 'file', filename: 'Voucher.pdf', type: 'application/pdf', content: fileBytes('pdf') },
    ]);
    expect(response.statusCode, response.body).toBe(201);
    const file = response.json<BookingFile>();
    expect(file).toEqual({
      _id: expect.any(String),
      name: 'Voucher.pdf',
      type: 'application/pdf',
      bytes: 256,
      createdAt: expect.any(String),
    });
    const [listed] = await listBookings(trip.id, viewerHeaders);
    expect(listed?.files).toEqual([file]);
  });

  it.each([
    ['png', 'image/png', 'boarding.png'],
    ['jpeg', 'image/jpeg', 'boarding.jpg'],
    ['webp', 'image/webp', 'boarding.webp'],
    ['gif', 'image/gif', 'boarding.gif'],
  ] as const)('tells a %s by its first bytes, whatever its name', async (kind, type, name) => {
    const { trip, booking, ownerHeaders } = await tripWithBooking();
    const response = await upload(filesUrl(trip.id, booking._id), ownerHeaders, [
      { name: 'file', filename: 'boarding.txt', type: 'text/plain', content: fileBytes(kind) },
    ]);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ type, name });
  });

  it('refuses a page named like a PDF with 415, and stores nothing', async () => {
    const { trip, booking, ownerHeaders } = await tripWithBooking();
    const response = await upload(filesUrl(trip.id, booking._id), ownerHeaders, [
      { name: 'file', filename: 'ticket.pdf', type: 'application/pdf', content: fileBytes('html') },
    ]);
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({
      msg: 'Attach a PDF or an image (PNG, JPEG, WebP or GIF); this file is none of those.',
      code: 'unsupported_file_type',
    });
    expect(await storedFiles(trip.id)).toEqual([]);
  });

  it('keeps a safe name: no path, no control characters, the real extension', async () => {
    const { trip, booking, ownerHeaders } = await tripWithBooking();
    const response = await upload(filesUrl(trip.id, booking._id), ownerHeaders, [
      {
        name: 'file',
        filename: '../../etc/Bilhete S\u00e3o Bento\u202egpj.exe',
        content: fileBytes('pdf'),
      },
    ]);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().name).toBe('Bilhete São Bentogpj.pdf');
  });

  it(`refuses a file over ${MAX_BOOKING_FILE_BYTES / 1024 / 1024} MB with 413, and stores nothing`, async () => {
    const { trip, booking, ownerHeaders } = await tripWithBooking();
    const response = await upload(filesUrl(trip.id, booking._id), ownerHeaders, [
      { name: 'file', filename: 'big.pdf', content: fileBytes('pdf', MAX_BOOKING_FILE_BYTES + 1) },
    ]);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      msg: 'A file may be 10 MB at most.',
      code: 'file_too_large',
    });
    expect(await storedFiles(trip.id)).toEqual([]);
  });

  it('stops reading a file sent without a length at the limit: 413, nothing stored', async () => {
    const { trip, booking, ownerHeaders } = await tripWithBooking();
    const body = multipart([
      { name: 'file', filename: 'big.pdf', content: fileBytes('pdf', MAX_BOOKING_FILE_BYTES + 1) },
    ]);
    const response = await testApp.app.inject({
      method: 'POST',
      url: filesUrl(trip.id, booking._id),
      headers: { ...ownerHeaders, ...body.headers },
      payload: Readable.from([body.payload]),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().code).toBe('file_too_large');
    expect(await storedFiles(trip.id)).toEqual([]);
  });

  it(`refuses a file that would take the trip past ${MAX_TRIP_FILE_BYTES / 1024 / 1024} MB with 409`, async () => {
    const { trip, booking, ownerHeaders } = await tripWithBooking();
    // A stored file that says it holds nearly all of the trip's room.
    await db()
      .insert(bookingFiles)
      .values({
        bookingId: booking._id,
        tripId: trip.id,
        name: 'scans.pdf',
        type: 'application/pdf',
        bytes: MAX_TRIP_FILE_BYTES - 100,
        content: Buffer.from('%PDF-'),
      });
    const response = await upload(filesUrl(trip.id, booking._id), ownerHeaders, [
      { name: 'file', filename: 'ticket.pdf', content: fileBytes('pdf', 101) },
    ]);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      msg: "A trip's files may hold 100 MB together; delete one first.",
      code: 'trip_files_full',
    });
    expect(await storedFiles(trip.id)).toHaveLength(1);
    const fits = await upload(filesUrl(trip.id, booking._id), ownerHeaders, [
      { name: 'file', filename: 'ticket.pdf', content: fileBytes('pdf', 100) },
    ]);
    expect(fits.statusCode).toBe(201);
  });

  it("lets only one of two uploads racing for the trip's last room in", async () => {
    const { trip, booking, ownerHeaders, editorHeaders } = await tripWithBooking();
    await db()
      .insert(bookingFiles)
      .values({
        bookingId: booking._id,
        tripId: trip.id,
        name: 'scans.pdf',
        type: 'application/pdf',
        bytes: MAX_TRIP_FILE_BYTES - 150,
        content: Buffer.from('%PDF-'),
      });
    const parts = [{ name: 'file', filename: 'ticket.pdf', content: fileBytes('pdf', 100) }];
    const answers = await Promise.all([
      upload(filesUrl(trip.id, booking._id), ownerHeaders, parts),
      upload(filesUrl(trip.id, booking._id), editorHeaders, parts),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    expect(await storedFiles(trip.id)).toHaveLength(2);
  });

  it.each([
    ['no file', [{ name: 'note', content: 'hello' }]],
    [
      'another field',
      [
        { name: 'file', filename: 'a.pdf', content: fileBytes('pdf') },
        { name: 'x', content: 'y' },
      ],
    ],
    [
      'two files',
      [
        { name: 'file', filename: 'a.pdf', content: fileBytes('pdf') },
        { name: 'file', filename: 'b.pdf', content: fileBytes('pdf') },
      ],
    ],
    ['a file in another field', [{ name: 'ticket', filename: 'a.pdf', content: fileBytes('pdf') }]],
  ])('refuses %s with 400, and stores nothing', async (_case, parts) => {
    const { trip, booking, ownerHeaders } = await tripWithBooking();
    const response = await upload(filesUrl(trip.id, booking._id), ownerHeaders, parts);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({
      msg: 'Send one file in the multipart field "file", and nothing else.',
    });
    expect(await storedFiles(trip.id)).toEqual([]);
  });

  it('refuses a body that is not multipart with 415', async () => {
    const { trip, booking, ownerHeaders } = await tripWithBooking();
    const response = await testApp.app.inject({
      method: 'POST',
      url: filesUrl(trip.id, booking._id),
      headers: { ...ownerHeaders, 'content-type': 'application/pdf' },
      payload: fileBytes('pdf'),
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().code).toBe('unsupported_media_type');
  });

  it('refuses a viewer (403) and a stranger (404) before reading the file', async () => {
    const { trip, booking, viewerHeaders, strangerHeaders } = await tripWithBooking();
    const parts = [{ name: 'file', filename: 'a.pdf', content: fileBytes('pdf') }];
    const asViewer = await upload(filesUrl(trip.id, booking._id), viewerHeaders, parts);
    expect(asViewer.statusCode).toBe(403);
    expect(asViewer.json().code).toBe('read_only');
    const asStranger = await upload(filesUrl(trip.id, booking._id), strangerHeaders, parts);
    expect(asStranger.statusCode).toBe(404);
    expect(asStranger.json()).toEqual({ msg: 'Trip not found', code: 'trip_not_found' });
    const noBooking = await upload(filesUrl(trip.id, MISSING_ID), strangerHeaders, parts);
    expect(noBooking.statusCode).toBe(404);
    expect(await storedFiles(trip.id)).toEqual([]);
  });

  it('answers 404 booking_not_found for a booking the trip does not have', async () => {
    const { trip, ownerHeaders } = await tripWithBooking();
    const response = await upload(filesUrl(trip.id, MISSING_ID), ownerHeaders, [
      { name: 'file', filename: 'a.pdf', content: fileBytes('pdf') },
    ]);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ msg: 'Booking not found', code: 'booking_not_found' });
  });
});

describe('GET and DELETE /api/trips/getaway/:id/bookings/:bookingId/files/:fileId', () => {
  async function withFile(name = 'Bilhete São Bento; 1%.pdf') {
    const setup = await tripWithBooking();
    const content = fileBytes('pdf', 1000);
    const response = await upload(filesUrl(setup.trip.id, setup.booking._id), setup.ownerHeaders, [
      { name: 'file', filename: name, content },
    ]);
    expect(response.statusCode, response.body).toBe(201);
    return { ...setup, content, file: response.json<BookingFile>() };
  }

  it('sends the file as a download, to a viewer too, with its detected type', async () => {
    const { trip, booking, viewerHeaders, file, content } = await withFile();
    const response = await call('GET', fileUrl(trip.id, booking._id, file._id), viewerHeaders);
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(content)).toBe(true);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="Bilhete S_o Bento_ 1_.pdf"; filename*=UTF-8''Bilhete%20S%C3%A3o%20Bento%3B%201%25.pdf`,
    );
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cache-control']).toMatch(/^private\b/);
  });

  it('answers 404 file_not_found for a file of another booking', async () => {
    const { trip, ownerHeaders, file } = await withFile();
    const other = await addBooking(trip.id, ownerHeaders, stayBody({ title: 'Other' }));
    const response = await call('GET', fileUrl(trip.id, other._id, file._id), ownerHeaders);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ msg: 'File not found', code: 'file_not_found' });
  });

  it('refuses a stranger the download with 404 trip_not_found', async () => {
    const { trip, booking, strangerHeaders, file } = await withFile();
    const response = await call('GET', fileUrl(trip.id, booking._id, file._id), strangerHeaders);
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('trip_not_found');
  });

  it('lets an editor delete a file, and refuses a viewer', async () => {
    const { trip, booking, viewerHeaders, editorHeaders, file } = await withFile();
    const url = fileUrl(trip.id, booking._id, file._id);
    const asViewer = await call('DELETE', url, viewerHeaders);
    expect(asViewer.statusCode).toBe(403);
    expect(await storedFiles(trip.id)).toHaveLength(1);
    const asEditor = await call('DELETE', url, editorHeaders);
    expect(asEditor.statusCode).toBe(200);
    expect(asEditor.json()).toEqual({ msg: 'File deleted' });
    expect(await storedFiles(trip.id)).toEqual([]);
    expect((await call('DELETE', url, editorHeaders)).statusCode).toBe(404);
  });

  it("deletes a booking's files with it", async () => {
    const { trip, booking, ownerHeaders } = await withFile();
    await call('DELETE', bookingUrl(trip.id, booking._id), ownerHeaders);
    expect(await storedFiles(trip.id)).toEqual([]);
  });
});
