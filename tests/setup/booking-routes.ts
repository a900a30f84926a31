import { asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Booking, BookingBody } from '#shared/contracts/bookings';
import type { AppDeps } from '#server/app';
import { bookingFiles, bookings, costLines } from '#server/db/schema';
import { buildMember } from '#tests/factories/members';
import { buildTrip } from '#tests/factories/trips';
import { authHeader, buildTwoTravellers, buildUser } from '#tests/factories/users';
import { useTestApp } from './test-app';

export const bookingsUrl = (tripId: string) => `/api/trips/getaway/${tripId}/bookings`;
export const bookingUrl = (tripId: string, bookingId: string) =>
  `${bookingsUrl(tripId)}/${bookingId}`;
export const importUrl = (tripId: string) => `${bookingsUrl(tripId)}/import`;
export const filesUrl = (tripId: string, bookingId: string) =>
  `${bookingUrl(tripId, bookingId)}/files`;
export const fileUrl = (tripId: string, bookingId: string, fileId: string) =>
  `${filesUrl(tripId, bookingId)}/${fileId}`;

/** A TAP flight from Lisbon to Paris, priced in euros: what a traveller would type. */
export function flightBody(overrides: Partial<BookingBody> = {}): BookingBody {
  return {
    kind: 'flight',
    title: 'Lisbon to Paris',
    provider: 'TAP Air Portugal',
    confirmationCode: 'ABC123',
    start: { date: '2026-06-02', time: '10:05', timeZone: 'Europe/Lisbon' },
    end: { date: '2026-06-02', time: '13:40', timeZone: 'Europe/Paris' },
    from: { code: 'LIS', name: 'Lisbon Airport', address: '', lat: 38.7742, lng: -9.1342 },
    to: { code: 'CDG', name: 'Paris Charles de Gaulle', address: '', lat: 49.0097, lng: 2.5479 },
    travellers: ['Ana Silva', 'Rui Costa'],
    price: { amount: 24_500, currency: 'USD' },
    ...overrides,
  };
}

/** A stay with a check-in day and no price. */
export function stayBody(overrides: Partial<BookingBody> = {}): BookingBody {
  return {
    kind: 'stay',
    title: 'Hotel Avenida',
    start: { date: '2026-06-01', time: null, timeZone: 'Europe/Lisbon' },
    end: { date: '2026-06-04', time: '11:00', timeZone: 'Europe/Lisbon' },
    from: {
      code: null,
      name: 'Hotel Avenida',
      address: 'Av. da Liberdade 1',
      lat: null,
      lng: null,
    },
    ...overrides,
  };
}

/** A multipart body with the given parts (a file part has a filename). */
export function multipart(
  parts: { name: string; filename?: string; type?: string; content: Buffer | string }[],
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = '----bookings-test-boundary-7f3a';
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = part.filename
      ? `form-data; name="${part.name}"; filename="${part.filename}"`
      : `form-data; name="${part.name}"`;
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: ${disposition}\r\n` +
          (part.type ? `Content-Type: ${part.type}\r\n` : '') +
          '\r\n',
      ),
      Buffer.isBuffer(part.content) ? part.content : Buffer.from(part.content),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** The first bytes of each kind of file the server accepts, padded to `size`. */
export function fileBytes(kind: 'pdf' | 'png' | 'jpeg' | 'webp' | 'gif' | 'html', size = 256) {
  const heads: Record<typeof kind, Buffer> = {
    pdf: Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1'),
    png: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    jpeg: Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
    webp: Buffer.concat([Buffer.from('RIFF'), Buffer.from([0, 0, 0, 0]), Buffer.from('WEBPVP8 ')]),
    gif: Buffer.from('GIF89a'),
    html: Buffer.from('<!doctype html><script>alert(1)</script>'),
  };
  const head = heads[kind];
  return Buffer.concat([head, Buffer.alloc(Math.max(0, size - head.length), 0x20)]);
}

/**
 * The bootstrap of a bookings route test file (src/server/features/bookings/*.routes.test.ts):
 * its app, its travellers and calls, and reads of what the database holds.
 */
export function useBookingRoutesApp(deps: Partial<AppDeps> = {}) {
  const testApp = useTestApp({ deps });
  const db = () => testApp.db;

  /** An owner with a USD trip (2026-06-01 to 2026-06-08), an editor, a viewer and a stranger. */
  async function tripWithCompanions(tripOverrides: Parameters<typeof buildTrip>[2] = {}) {
    const { owner, other, ownerHeaders, otherHeaders } = await buildTwoTravellers(
      testApp.app,
      db(),
    );
    const trip = await buildTrip(db(), owner.id, { currency: 'USD', ...tripOverrides });
    const editor = await buildUser(db());
    const viewer = await buildUser(db());
    await buildMember(db(), trip.id, editor.id, 'editor');
    await buildMember(db(), trip.id, viewer.id, 'viewer');
    return {
      owner,
      trip,
      ownerHeaders,
      strangerHeaders: otherHeaders,
      stranger: other,
      editorHeaders: await authHeader(testApp.app, editor),
      viewerHeaders: await authHeader(testApp.app, viewer),
    };
  }

  function call(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    headers: Record<string, string>,
    payload?: unknown,
  ) {
    return testApp.app.inject({
      method,
      url,
      headers,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  }

  async function addBooking(
    tripId: string,
    headers: Record<string, string>,
    body: BookingBody,
  ): Promise<Booking> {
    const response = await call('POST', bookingsUrl(tripId), headers, body);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<Booking>();
  }

  async function listBookings(tripId: string, headers: Record<string, string>) {
    const response = await call('GET', bookingsUrl(tripId), headers);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ bookings: Booking[] }>().bookings;
  }

  function upload(
    url: string,
    headers: Record<string, string>,
    parts: Parameters<typeof multipart>[0],
  ) {
    const body = multipart(parts);
    return testApp.app.inject({
      method: 'POST',
      url,
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    });
  }

  const storedBookings = (tripId: string) =>
    db().select().from(bookings).where(eq(bookings.tripId, tripId)).orderBy(asc(bookings.id));
  const storedLines = (tripId: string) =>
    db().select().from(costLines).where(eq(costLines.tripId, tripId)).orderBy(asc(costLines.id));
  const storedFiles = (tripId: string) =>
    db()
      .select()
      .from(bookingFiles)
      .where(eq(bookingFiles.tripId, tripId))
      .orderBy(asc(bookingFiles.id));

  return {
    testApp,
    db,
    tripWithCompanions,
    call,
    addBooking,
    listBookings,
    upload,
    storedBookings,
    storedLines,
    storedFiles,
  };
}
