// A booking's price is the actual of a cost line in its category: changing one changes the other.
import { describe, expect, it } from 'vitest';
import type { Booking } from '#shared/contracts/bookings';
import type { CostPlan } from '#shared/contracts/costs';
import { buildCostLine, crossRate, ECB } from '#tests/factories/costs';
import {
  bookingsUrl,
  bookingUrl,
  flightBody,
  stayBody,
  useBookingRoutesApp,
} from '#tests/setup/booking-routes';

const { db, tripWithCompanions, call, addBooking, listBookings, storedLines } =
  useBookingRoutesApp();

const costsUrl = (tripId: string) => `/api/trips/getaway/${tripId}/costs`;
const usd = (amount: number) => ({ amount, currency: 'USD' as const });

async function costPlan(tripId: string, headers: Record<string, string>): Promise<CostPlan> {
  const response = await call('GET', costsUrl(tripId), headers);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<CostPlan>();
}

describe('a priced booking and its cost line', () => {
  it('adds a line in its category, labelled by its title, whose actual is its price', async () => {
    const { trip, ownerHeaders } = await tripWithCompanions();
    const booking = await addBooking(trip.id, ownerHeaders, flightBody());
    const plan = await costPlan(trip.id, ownerHeaders);
    expect(plan.items).toHaveLength(1);
    expect(plan.items[0]).toMatchObject({
      _id: booking.costLineId,
      category: 'airfare',
      label: 'Lisbon to Paris',
      planned: null,
      actual: usd(24_500),
      source: 'traveller',
    });
  });

  it.each([
    ['flight', 'airfare'],
    ['stay', 'lodging'],
    ['car_rental', 'car_rental'],
    ['restaurant', 'food'],
    ['event', 'activities'],
    ['train', 'other'],
    ['ferry', 'other'],
  ] as const)('counts a %s in %s', async (kind, category) => {
    const { trip, ownerHeaders } = await tripWithCompanions();
    await addBooking(trip.id, ownerHeaders, stayBody({ kind, price: usd(5_000) }));
    expect((await storedLines(trip.id)).map((line) => line.category)).toEqual([category]);
  });

  it('adds no line for a booking without a price', async () => {
    const { trip, ownerHeaders } = await tripWithCompanions();
    const booking = await addBooking(trip.id, ownerHeaders, stayBody());
    expect(booking.costLineId).toBeNull();
    expect(await storedLines(trip.id)).toEqual([]);
  });

  it("takes out its category's estimated line, as a line the traveller typed does", async () => {
    const { trip, ownerHeaders } = await tripWithCompanions();
    await buildCostLine(db(), trip.id, {
      category: 'airfare',
      label: 'Estimated flights',
      source: 'estimate',
      plannedAmount: 60_000,
    });
    const lodging = await buildCostLine(db(), trip.id, { category: 'lodging', source: 'estimate' });
    await addBooking(trip.id, ownerHeaders, flightBody());
    const lines = await storedLines(trip.id);
    expect(lines.map((line) => [line.category, line.source]).sort()).toEqual([
      ['airfare', 'traveller'],
      ['lodging', 'estimate'],
    ]);
    expect(lines.some((line) => line.id === lodging.id)).toBe(true);
  });

  it('converts a price in another currency into the trip’s, keeping what was paid', async () => {
    const { trip, ownerHeaders } = await tripWithCompanions();
    const booking = await addBooking(
      trip.id,
      ownerHeaders,
      flightBody({ price: { amount: 20_000, currency: 'EUR' } }),
    );
    expect(booking.price).toEqual({ amount: 20_000, currency: 'EUR' });
    const [line] = (await costPlan(trip.id, ownerHeaders)).items;
    expect(line).toMatchObject({
      actual: usd(crossRate(20_000, '1', ECB.USD, 0)),
      conversion: { actual: { amount: 20_000, currency: 'EUR' } },
    });
  });

  it("changes the line's actual, category and label when the booking's change", async () => {
    const { trip, ownerHeaders, editorHeaders } = await tripWithCompanions();
    const booking = await addBooking(trip.id, ownerHeaders, flightBody());
    const response = await call(
      'PUT',
      bookingUrl(trip.id, booking._id),
      editorHeaders,
      flightBody({ kind: 'train', title: 'Lisbon to Porto', price: usd(3_150) }),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<Booking>().costLineId).toBe(booking.costLineId);
    const [line] = (await costPlan(trip.id, ownerHeaders)).items;
    expect(line).toMatchObject({
      _id: booking.costLineId,
      category: 'other',
      label: 'Lisbon to Porto',
      actual: usd(3_150),
    });
  });

  it("leaves the line's version alone when nothing of it changed", async () => {
    const { trip, ownerHeaders } = await tripWithCompanions();
    const booking = await addBooking(trip.id, ownerHeaders, flightBody());
    const before = (await costPlan(trip.id, ownerHeaders)).items[0];
    await call(
      'PUT',
      bookingUrl(trip.id, booking._id),
      ownerHeaders,
      flightBody({ notes: 'Window seats' }),
    );
    expect((await costPlan(trip.id, ownerHeaders)).items[0]).toEqual(before);
  });

  it('takes the actual off when the price is taken off, and the line with it if it had no plan', async () => {
    const { trip, ownerHeaders } = await tripWithCompanions();
    const flight = await addBooking(trip.id, ownerHeaders, flightBody());
    const stay = await addBooking(trip.id, ownerHeaders, stayBody({ price: usd(40_000) }));
    // The traveller had planned the stay's line before the price was known.
    await call('PUT', `${costsUrl(trip.id)}/${stay.costLineId}`, ownerHeaders, {
      planned: usd(45_000),
    });
    for (const booking of [flight, stay]) {
      const response = await call(
        'PUT',
        bookingUrl(trip.id, booking._id),
        ownerHeaders,
        booking.kind === 'flight' ? flightBody({ price: null }) : stayBody({ price: null }),
      );
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({ price: null, costLineId: null });
    }
    const lines = (await costPlan(trip.id, ownerHeaders)).items;
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      _id: stay.costLineId,
      planned: usd(45_000),
      actual: null,
    });
  });
});

describe("a cost line's changes reach its booking", () => {
  it("sets the booking's price when the line's actual is changed", async () => {
    const { trip, ownerHeaders } = await tripWithCompanions();
    const booking = await addBooking(trip.id, ownerHeaders, flightBody());
    const response = await call('PUT', `${costsUrl(trip.id)}/${booking.costLineId}`, ownerHeaders, {
      actual: { amount: 21_000, currency: 'EUR' },
    });
    expect(response.statusCode, response.body).toBe(200);
    const [after] = await listBookings(trip.id, ownerHeaders);
    expect(after).toMatchObject({
      price: { amount: 21_000, currency: 'EUR' },
      costLineId: booking.costLineId,
    });
    expect(Date.parse(after!.updatedAt)).toBeGreaterThan(Date.parse(booking.updatedAt));
  });

  it("keeps the booking's price when only the line's label changes", async () => {
    const { trip, ownerHeaders } = await tripWithCompanions();
    const booking = await addBooking(trip.id, ownerHeaders, flightBody());
    await call('PUT', `${costsUrl(trip.id)}/${booking.costLineId}`, ownerHeaders, {
      label: 'Flights out',
    });
    const [after] = await listBookings(trip.id, ownerHeaders);
    expect(after).toMatchObject({ price: usd(24_500), costLineId: booking.costLineId });
  });

  it('unlinks the booking when the line’s actual is cleared; its price goes too', async () => {
    const { trip, ownerHeaders } = await tripWithCompanions();
    const booking = await addBooking(trip.id, ownerHeaders, flightBody());
    await call('PUT', `${costsUrl(trip.id)}/${booking.costLineId}`, ownerHeaders, {
      actual: null,
      planned: usd(30_000),
    });
    const [after] = await listBookings(trip.id, ownerHeaders);
    expect(after).toMatchObject({ price: null, costLineId: null });
  });

  it('unlinks the booking and keeps its price when the line is deleted', async () => {
    const { trip, ownerHeaders } = await tripWithCompanions();
    const booking = await addBooking(trip.id, ownerHeaders, flightBody());
    const response = await call(
      'DELETE',
      `${costsUrl(trip.id)}/${booking.costLineId}`,
      ownerHeaders,
    );
    expect(response.statusCode).toBe(200);
    const [after] = await listBookings(trip.id, ownerHeaders);
    expect(after).toMatchObject({ price: usd(24_500), costLineId: null });
  });

  it('adds a new line for an unlinked booking only when its price changes', async () => {
    const { trip, ownerHeaders } = await tripWithCompanions();
    const booking = await addBooking(trip.id, ownerHeaders, flightBody());
    await call('DELETE', `${costsUrl(trip.id)}/${booking.costLineId}`, ownerHeaders);
    const same = await call(
      'PUT',
      bookingUrl(trip.id, booking._id),
      ownerHeaders,
      flightBody({ notes: 'Aisle' }),
    );
    expect(same.json()).toMatchObject({ price: usd(24_500), costLineId: null });
    expect(await storedLines(trip.id)).toEqual([]);
    const changed = await call(
      'PUT',
      bookingUrl(trip.id, booking._id),
      ownerHeaders,
      flightBody({ price: usd(26_000) }),
    );
    const line = (await storedLines(trip.id))[0];
    expect(changed.json()).toMatchObject({ price: usd(26_000), costLineId: line?.id });
    expect(line).toMatchObject({ category: 'airfare', actualAmount: 26_000 });
  });
});

describe('deleting a priced booking', () => {
  it('keeps its line, unlinked, with its actual, by default and with costLine=keep', async () => {
    const { trip, ownerHeaders } = await tripWithCompanions();
    const flight = await addBooking(trip.id, ownerHeaders, flightBody());
    const stay = await addBooking(trip.id, ownerHeaders, stayBody({ price: usd(40_000) }));
    expect((await call('DELETE', bookingUrl(trip.id, flight._id), ownerHeaders)).statusCode).toBe(
      200,
    );
    const kept = await call(
      'DELETE',
      `${bookingUrl(trip.id, stay._id)}?costLine=keep`,
      ownerHeaders,
    );
    expect(kept.statusCode).toBe(200);
    const lines = (await costPlan(trip.id, ownerHeaders)).items;
    expect(lines.map((line) => [line.label, line.actual?.amount]).sort()).toEqual([
      ['Hotel Avenida', 40_000],
      ['Lisbon to Paris', 24_500],
    ]);
  });

  it('deletes its line too with costLine=delete, and no other line', async () => {
    const { trip, ownerHeaders } = await tripWithCompanions();
    const other = await buildCostLine(db(), trip.id, { label: 'Museum passes' });
    const booking = await addBooking(trip.id, ownerHeaders, flightBody());
    const response = await call(
      'DELETE',
      `${bookingUrl(trip.id, booking._id)}?costLine=delete`,
      ownerHeaders,
    );
    expect(response.statusCode).toBe(200);
    expect((await storedLines(trip.id)).map((line) => line.id)).toEqual([other.id]);
    expect(await listBookings(trip.id, ownerHeaders)).toEqual([]);
  });

  it('refuses a viewer, and changes no line', async () => {
    const { trip, ownerHeaders, viewerHeaders } = await tripWithCompanions();
    const booking = await addBooking(trip.id, ownerHeaders, flightBody());
    const response = await call(
      'DELETE',
      `${bookingUrl(trip.id, booking._id)}?costLine=delete`,
      viewerHeaders,
    );
    expect(response.statusCode).toBe(403);
    expect(await storedLines(trip.id)).toHaveLength(1);
    expect(await listBookings(trip.id, ownerHeaders)).toHaveLength(1);
  });
});

describe('the cost plan’s limits', () => {
  it('refuses a price that would make the total too large, and stores nothing', async () => {
    const { trip, ownerHeaders } = await tripWithCompanions();
    await buildCostLine(db(), trip.id, { actualAmount: 999_999_999_000, plannedAmount: null });
    const response = await call('POST', bookingsUrl(trip.id), ownerHeaders, flightBody());
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      msg: 'That would make the cost plan’s total too large.',
      code: 'total_too_large',
    });
    expect(await listBookings(trip.id, ownerHeaders)).toEqual([]);
    expect(await storedLines(trip.id)).toHaveLength(1);
  });
});
