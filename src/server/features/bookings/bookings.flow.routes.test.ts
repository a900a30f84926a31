// From a confirmation e-mail to the cost plan, through the real import (src/server/bookings-import)
// and its fixtures (tests/fixtures/bookings): import, review, save, and the airfare line's actual.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Booking, BookingBody, ImportBookingsResponse } from '#shared/contracts/bookings';
import type { CostPlan } from '#shared/contracts/costs';
import { bookingsUrl, importUrl, useBookingRoutesApp } from '#tests/setup/booking-routes';

const { tripWithCompanions, call, upload, listBookings, storedBookings } = useBookingRoutesApp();

const fixture = (name: string) =>
  readFileSync(new URL(`../../../../tests/fixtures/bookings/${name}`, import.meta.url));

describe('importing a confirmation e-mail and saving its drafts', () => {
  it('saves the airline e-mail as a flight with its legs, and its price as the airfare actual', async () => {
    const { trip, editorHeaders, viewerHeaders } = await tripWithCompanions({ currency: 'EUR' });
    const imported = await upload(importUrl(trip.id), editorHeaders, [
      { name: 'file', filename: 'airline-two-legs.eml', content: fixture('airline-two-legs.eml') },
    ]);
    expect(imported.statusCode, imported.body).toBe(200);
    const { drafts } = imported.json<ImportBookingsResponse>();
    expect(drafts).toHaveLength(1);
    expect(await storedBookings(trip.id)).toEqual([]);

    const saved = await call('POST', bookingsUrl(trip.id), editorHeaders, drafts[0] as BookingBody);
    expect(saved.statusCode, saved.body).toBe(201);
    const [booking] = await listBookings(trip.id, viewerHeaders);
    expect(booking).toMatchObject<Partial<Booking>>({
      kind: 'flight',
      start: { date: '2027-03-14', time: '10:05', timeZone: 'Europe/Lisbon' },
      travellers: ['Ana Duarte', 'Rui Duarte'],
      price: { amount: 41_260, currency: 'EUR' },
    });
    expect(booking?.legs).toHaveLength(2);

    const costs = await call('GET', `/api/trips/getaway/${trip.id}/costs`, viewerHeaders);
    const lines = costs.json<CostPlan>().items;
    expect(lines).toEqual([
      expect.objectContaining({
        _id: booking?.costLineId,
        category: 'airfare',
        actual: { amount: 41_260, currency: 'EUR' },
      }),
    ]);
  });

  it('answers "No booking found in this file" for a PDF with none, and saves nothing', async () => {
    const { trip, ownerHeaders } = await tripWithCompanions();
    const response = await upload(importUrl(trip.id), ownerHeaders, [
      { name: 'file', filename: 'no-booking.pdf', content: fixture('no-booking.pdf') },
    ]);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      msg: 'No booking found in this file',
      code: 'no_booking_found',
    });
    expect(await storedBookings(trip.id)).toEqual([]);
  });

  it('reads pasted text', async () => {
    const { trip, ownerHeaders } = await tripWithCompanions();
    const response = await call('POST', importUrl(trip.id), ownerHeaders, {
      text: fixture('restaurant-pasted.txt').toString('utf8'),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<ImportBookingsResponse>().drafts).toEqual([
      expect.objectContaining({ kind: 'restaurant', title: 'Cervejaria Ramiro' }),
    ]);
  });
});
