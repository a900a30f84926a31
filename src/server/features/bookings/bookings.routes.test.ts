// A trip's bookings: listing, adding, replacing and deleting them, who may, and what is refused.
import { describe, expect, it } from 'vitest';
import { MAX_BOOKINGS, MAX_LEGS } from '#shared/contracts/bookings';
import { bookings } from '#server/db/schema';
import { MISSING_ID } from '#tests/factories/ids';
import {
  bookingsUrl,
  bookingUrl,
  flightBody,
  stayBody,
  useBookingRoutesApp,
} from '#tests/setup/booking-routes';

const { db, tripWithCompanions, call, addBooking, listBookings, storedBookings } =
  useBookingRoutesApp();

const leg = (number: string, from: string, to: string, date: string, time: string) => ({
  number,
  carrier: 'TAP Air Portugal',
  from: { code: from, name: from, address: '', lat: null, lng: null },
  to: { code: to, name: to, address: '', lat: null, lng: null },
  departs: { date, time, timeZone: 'Europe/Lisbon' },
  arrives: null,
});

describe('POST /api/trips/getaway/:id/bookings', () => {
  it('adds a booking with its local times and zones as typed, and answers 201 with it', async () => {
    const { trip, ownerHeaders } = await tripWithCompanions();
    const response = await call(
      'POST',
      bookingsUrl(trip.id),
      ownerHeaders,
      flightBody({
        title: '  Lisbon to Paris ',
        legs: [leg('TP 438', 'LIS', 'ORY', '2026-06-02', '10:05')],
        notes: 'Seats 12A, 12B',
      }),
    );
    expect(response.statusCode, response.body).toBe(201);
    const booking = response.json();
    expect(booking).toMatchObject({
      kind: 'flight',
      title: 'Lisbon to Paris',
      provider: 'TAP Air Portugal',
      confirmationCode: 'ABC123',
      start: { date: '2026-06-02', time: '10:05', timeZone: 'Europe/Lisbon' },
      end: { date: '2026-06-02', time: '13:40', timeZone: 'Europe/Paris' },
      from: { code: 'LIS', name: 'Lisbon Airport' },
      to: { code: 'CDG' },
      legs: [{ number: 'TP 438', departs: { time: '10:05', timeZone: 'Europe/Lisbon' } }],
      travellers: ['Ana Silva', 'Rui Costa'],
      price: { amount: 24_500, currency: 'USD' },
      notes: 'Seats 12A, 12B',
      files: [],
    });
    expect(booking.costLineId).toEqual(expect.any(String));
    expect(await listBookings(trip.id, ownerHeaders)).toEqual([booking]);
  });

  it('fills in what a short body leaves out', async () => {
    const { trip, editorHeaders } = await tripWithCompanions();
    const booking = await addBooking(trip.id, editorHeaders, {
      kind: 'event',
      title: 'Fado night',
      start: { date: '2026-06-03', time: '21:30', timeZone: 'Europe/Lisbon' },
    });
    expect(booking).toMatchObject({
      provider: '',
      confirmationCode: '',
      end: null,
      from: null,
      to: null,
      legs: [],
      travellers: [],
      price: null,
      notes: '',
      costLineId: null,
    });
  });

  it.each([
    [
      { kind: 'spaceship' },
      'kind',
      'kind must be one of flight, train, bus, ferry, car_rental, stay, event, restaurant, other.',
    ],
    [
      { start: { date: '2026-06-02', time: '10:05', timeZone: 'Mars/Olympus' } },
      'start.timeZone',
      'timeZone must be an IANA time zone such as Europe/Lisbon.',
    ],
    [
      { start: { date: '2026-02-30', time: '10:05', timeZone: 'Europe/Lisbon' } },
      'start.date',
      'Dates must be real dates written as YYYY-MM-DD.',
    ],
    [
      {
        legs: Array.from({ length: MAX_LEGS + 1 }, () =>
          leg('TP 1', 'LIS', 'OPO', '2026-06-02', '08:00'),
        ),
      },
      'legs',
      `legs holds at most ${MAX_LEGS}.`,
    ],
    [{ title: '   ' }, 'title', 'title is required.'],
    [{ price: { amount: -1, currency: 'USD' } }, 'price.amount', 'An amount cannot be negative.'],
  ])('refuses %j with 400 naming %s, and stores nothing', async (change, path, message) => {
    const { trip, ownerHeaders } = await tripWithCompanions();
    const response = await call('POST', bookingsUrl(trip.id), ownerHeaders, {
      ...flightBody(),
      ...change,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'validation_failed',
      details: expect.arrayContaining([{ path, message }]),
    });
    expect(await storedBookings(trip.id)).toEqual([]);
  });

  it(`refuses the ${MAX_BOOKINGS + 1}th booking of a trip with 409`, async () => {
    const { trip, ownerHeaders } = await tripWithCompanions();
    await db()
      .insert(bookings)
      .values(
        Array.from({ length: MAX_BOOKINGS }, (_, index) => ({
          tripId: trip.id,
          kind: 'other' as const,
          title: `Ticket ${index}`,
          startDate: '2026-06-02',
          startZone: 'Europe/Lisbon',
        })),
      );
    const response = await call('POST', bookingsUrl(trip.id), ownerHeaders, stayBody());
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      msg: `A trip holds at most ${MAX_BOOKINGS} bookings; delete one first.`,
      code: 'too_many_bookings',
    });
    expect(await storedBookings(trip.id)).toHaveLength(MAX_BOOKINGS);
  });
});

describe('GET /api/trips/getaway/:id/bookings', () => {
  it('lists bookings by their local start: the day, a day-only start first, then the time', async () => {
    const { trip, ownerHeaders } = await tripWithCompanions();
    const at = (title: string, date: string, time: string | null) =>
      addBooking(trip.id, ownerHeaders, {
        kind: 'other',
        title,
        start: { date, time, timeZone: 'Europe/Lisbon' },
      });
    await at('Dinner', '2026-06-02', '20:00');
    await at('Museum day pass', '2026-06-02', null);
    await at('Train', '2026-06-01', '09:15');
    await at('Breakfast', '2026-06-02', '08:30');
    const titles = (await listBookings(trip.id, ownerHeaders)).map((booking) => booking.title);
    expect(titles).toEqual(['Train', 'Museum day pass', 'Breakfast', 'Dinner']);
  });

  it('lets a viewer read the bookings', async () => {
    const { trip, ownerHeaders, viewerHeaders } = await tripWithCompanions();
    const booking = await addBooking(trip.id, ownerHeaders, stayBody());
    expect(await listBookings(trip.id, viewerHeaders)).toEqual([booking]);
  });

  it("answers 404 trip_not_found for a stranger's call and for a missing trip", async () => {
    const { trip, ownerHeaders, strangerHeaders } = await tripWithCompanions();
    await addBooking(trip.id, ownerHeaders, stayBody());
    for (const [url, headers] of [
      [bookingsUrl(trip.id), strangerHeaders],
      [bookingsUrl(MISSING_ID), ownerHeaders],
    ] as const) {
      const response = await call('GET', url, headers);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ msg: 'Trip not found', code: 'trip_not_found' });
    }
  });
});

describe('PUT /api/trips/getaway/:id/bookings/:bookingId', () => {
  it('replaces the booking: what the body leaves out goes back to its default', async () => {
    const { trip, ownerHeaders, editorHeaders } = await tripWithCompanions();
    const booking = await addBooking(trip.id, ownerHeaders, stayBody({ notes: 'Late arrival' }));
    const response = await call('PUT', bookingUrl(trip.id, booking._id), editorHeaders, {
      kind: 'stay',
      title: 'Hotel Avenida Palace',
      start: { date: '2026-06-01', time: '15:00', timeZone: 'Europe/Lisbon' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      _id: booking._id,
      title: 'Hotel Avenida Palace',
      start: { time: '15:00' },
      end: null,
      from: null,
      notes: '',
      createdAt: booking.createdAt,
    });
    expect(await listBookings(trip.id, ownerHeaders)).toEqual([response.json()]);
  });

  it('answers 404 booking_not_found for a booking of another trip', async () => {
    const { trip, ownerHeaders } = await tripWithCompanions();
    const other = await tripWithCompanions();
    const theirs = await addBooking(other.trip.id, other.ownerHeaders, stayBody());
    const response = await call('PUT', bookingUrl(trip.id, theirs._id), ownerHeaders, stayBody());
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ msg: 'Booking not found', code: 'booking_not_found' });
    expect((await storedBookings(other.trip.id))[0]?.title).toBe('Hotel Avenida');
  });
});

describe('DELETE /api/trips/getaway/:id/bookings/:bookingId', () => {
  it('deletes the booking', async () => {
    const { trip, ownerHeaders } = await tripWithCompanions();
    const booking = await addBooking(trip.id, ownerHeaders, stayBody());
    const response = await call('DELETE', bookingUrl(trip.id, booking._id), ownerHeaders);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ msg: 'Booking deleted' });
    expect(await storedBookings(trip.id)).toEqual([]);
    const again = await call('DELETE', bookingUrl(trip.id, booking._id), ownerHeaders);
    expect(again.statusCode).toBe(404);
    expect(again.json().code).toBe('booking_not_found');
  });

  it('refuses a costLine choice it does not know', async () => {
    const { trip, ownerHeaders } = await tripWithCompanions();
    const booking = await addBooking(trip.id, ownerHeaders, stayBody());
    const response = await call(
      'DELETE',
      `${bookingUrl(trip.id, booking._id)}?costLine=maybe`,
      ownerHeaders,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().msg).toBe('costLine must be one of keep, delete.');
    expect(await storedBookings(trip.id)).toHaveLength(1);
  });
});

describe('who may change bookings', () => {
  it('refuses a viewer every change with 403 read_only, and a stranger with 404', async () => {
    const { trip, ownerHeaders, viewerHeaders, strangerHeaders } = await tripWithCompanions();
    const booking = await addBooking(trip.id, ownerHeaders, stayBody());
    const changes = [
      ['POST', bookingsUrl(trip.id), stayBody()],
      ['PUT', bookingUrl(trip.id, booking._id), stayBody({ title: 'Changed' })],
      ['DELETE', bookingUrl(trip.id, booking._id), undefined],
    ] as const;
    for (const [method, url, body] of changes) {
      const asViewer = await call(method, url, viewerHeaders, body);
      expect(asViewer.statusCode, `${method} ${url}`).toBe(403);
      expect(asViewer.json().code).toBe('read_only');
      const asStranger = await call(method, url, strangerHeaders, body);
      expect(asStranger.statusCode, `${method} ${url}`).toBe(404);
      expect(asStranger.json()).toEqual({ msg: 'Trip not found', code: 'trip_not_found' });
    }
    expect((await storedBookings(trip.id)).map((row) => row.title)).toEqual(['Hotel Avenida']);
  });
});
