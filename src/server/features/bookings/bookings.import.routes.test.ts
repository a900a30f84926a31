// Importing bookings: a file or pasted text read into drafts, nothing saved. The reading itself
// (src/server/bookings-import) has its own tests; here a fake stands in for it.
import { describe, expect, it } from 'vitest';
import { MAX_IMPORT_BYTES, type BookingInput } from '#shared/contracts/bookings';
import type { ImportInput } from '#server/features/bookings/bookings.service';
import { unprocessable } from '#server/errors';
import {
  fileBytes,
  flightBody,
  importUrl,
  multipart,
  useBookingRoutesApp,
} from '#tests/setup/booking-routes';
import { bookingBodySchema } from '#shared/contracts/bookings';

/** What the fake reader was given, call by call. */
const inputs: ImportInput[] = [];
const draft: BookingInput = bookingBodySchema.parse(flightBody());

async function fakeReadBookings(input: ImportInput): Promise<BookingInput[]> {
  inputs.push(input);
  const text =
    'text' in input ? input.text : Buffer.from(input.file.bytes).toString('utf8').slice(0, 200);
  if (text.includes('nothing here'))
    throw unprocessable('No booking found in this file', 'no_booking_found');
  if (text.includes('breaks the reader'))
    throw new TypeError('Cannot read properties of undefined');
  return [draft];
}

const { testApp, tripWithCompanions, call, upload, storedBookings, storedLines } =
  useBookingRoutesApp({ readBookings: fakeReadBookings });

const EMAIL = 'Subject: Your flight\r\n\r\n<script>alert(1)</script>Booking reference ABC123';

describe('POST /api/trips/getaway/:id/bookings/import', () => {
  it('reads pasted text into drafts and saves nothing', async () => {
    const { trip, editorHeaders } = await tripWithCompanions();
    inputs.length = 0;
    const response = await call('POST', importUrl(trip.id), editorHeaders, { text: EMAIL });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ drafts: [draft] });
    expect(inputs).toEqual([{ text: EMAIL }]);
    expect(await storedBookings(trip.id)).toEqual([]);
    expect(await storedLines(trip.id)).toEqual([]);
  });

  it('reads an uploaded file, giving the reader its name and bytes', async () => {
    const { trip, ownerHeaders } = await tripWithCompanions();
    inputs.length = 0;
    const response = await upload(importUrl(trip.id), ownerHeaders, [
      { name: 'file', filename: 'confirmation.eml', type: 'message/rfc822', content: EMAIL },
    ]);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ drafts: [draft] });
    expect(inputs).toHaveLength(1);
    const [input] = inputs;
    expect(input && 'file' in input && input.file.name).toBe('confirmation.eml');
    expect(input && 'file' in input && Buffer.from(input.file.bytes).toString()).toBe(EMAIL);
    expect(await storedBookings(trip.id)).toEqual([]);
  });

  it("answers the reader's refusal as it is", async () => {
    const { trip, ownerHeaders } = await tripWithCompanions();
    const response = await upload(importUrl(trip.id), ownerHeaders, [
      { name: 'file', filename: 'empty.pdf', content: '%PDF-1.7 nothing here' },
    ]);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      msg: 'No booking found in this file',
      code: 'no_booking_found',
    });
  });

  it('answers 422 unreadable_file, never 500, when the reader fails on a file', async () => {
    const { trip, ownerHeaders } = await tripWithCompanions();
    const response = await upload(importUrl(trip.id), ownerHeaders, [
      { name: 'file', filename: 'odd.eml', content: 'this one breaks the reader' },
    ]);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      msg: 'This file could not be read.',
      code: 'unreadable_file',
    });
  });

  it('refuses a 50 MB upload at once with 413, never reading it', async () => {
    const { trip, ownerHeaders } = await tripWithCompanions();
    inputs.length = 0;
    const body = multipart([
      { name: 'file', filename: 'huge.eml', content: fileBytes('pdf', 50 * 1024 * 1024) },
    ]);
    const response = await testApp.app.inject({
      method: 'POST',
      url: importUrl(trip.id),
      headers: { ...ownerHeaders, ...body.headers },
      payload: body.payload,
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      msg: 'What is imported, a file or pasted text, may be 10 MB at most.',
      code: 'file_too_large',
    });
    expect(response.headers.connection).toBe('close');
    expect(inputs).toEqual([]);
    expect(await storedBookings(trip.id)).toEqual([]);
  });

  it(`refuses pasted text past ${MAX_IMPORT_BYTES / 1024 / 1024} MB with 413`, async () => {
    const { trip, ownerHeaders } = await tripWithCompanions();
    inputs.length = 0;
    const response = await call('POST', importUrl(trip.id), ownerHeaders, {
      text: 'a'.repeat(MAX_IMPORT_BYTES + 128 * 1024),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      msg: 'What is imported, a file or pasted text, may be 10 MB at most.',
      code: 'file_too_large',
    });
    expect(inputs).toEqual([]);
  });

  it.each([
    [{}, 'text is required: paste an e-mail or send a file in the field "file".'],
    [{ text: '' }, 'text is required: paste an e-mail or send a file in the field "file".'],
    [{ text: 42 }, 'text is required: paste an e-mail or send a file in the field "file".'],
  ])('refuses %j with 400', async (body, msg) => {
    const { trip, ownerHeaders } = await tripWithCompanions();
    const response = await call('POST', importUrl(trip.id), ownerHeaders, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ msg, code: 'validation_failed' });
  });

  it('refuses an upload with another field besides the file', async () => {
    const { trip, ownerHeaders } = await tripWithCompanions();
    inputs.length = 0;
    const response = await upload(importUrl(trip.id), ownerHeaders, [
      { name: 'file', filename: 'a.eml', content: EMAIL },
      { name: 'text', content: EMAIL },
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json().msg).toBe(
      'Send one file in the multipart field "file", and nothing else.',
    );
  });

  it('lets editors only: a viewer gets 403, a stranger 404, and the reader is not called', async () => {
    const { trip, viewerHeaders, strangerHeaders } = await tripWithCompanions();
    inputs.length = 0;
    const asViewer = await call('POST', importUrl(trip.id), viewerHeaders, { text: EMAIL });
    expect(asViewer.statusCode).toBe(403);
    expect(asViewer.json().code).toBe('read_only');
    const asStranger = await upload(importUrl(trip.id), strangerHeaders, [
      { name: 'file', filename: 'a.eml', content: EMAIL },
    ]);
    expect(asStranger.statusCode).toBe(404);
    expect(asStranger.json()).toEqual({ msg: 'Trip not found', code: 'trip_not_found' });
    expect(inputs).toEqual([]);
  });

  it('refuses an anonymous caller with 401 before reading anything', async () => {
    const { trip } = await tripWithCompanions();
    const response = await call('POST', importUrl(trip.id), {}, { text: EMAIL });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('unauthenticated');
  });
});
