import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Trip } from '#shared/contracts/trips';
import { trips, users } from '#server/db/schema';
import { buildCostLine } from '#tests/factories/costs';
import { buildTrip, buildWishlist, snapshotTripData } from '#tests/factories/trips';
import { buildTwoTravellers } from '#tests/factories/users';
import { useTestApp } from '#tests/setup/test-app';

const testApp = useTestApp();
const db = () => testApp.db;

async function ownerWithTrip(overrides: Parameters<typeof buildTrip>[2] = {}) {
  const travellers = await buildTwoTravellers(testApp.app, db());
  const trip = await buildTrip(db(), travellers.owner.id, overrides);
  return { ...travellers, trip };
}

function putTrip(id: string, headers: Record<string, string>, payload: unknown) {
  return testApp.app.inject({
    method: 'PUT',
    url: `/api/trips/getaway/${id}`,
    headers,
    payload: payload as object,
  });
}

describe('PUT /api/trips/getaway/:id edits the trip', () => {
  it('changes the trip’s own fields and answers the updated trip', async () => {
    const { ownerHeaders, trip } = await ownerWithTrip();
    const response = await putTrip(trip.id, ownerHeaders, {
      location_address: 'Porto, Norte, Portugal',
      trip_location: 'Porto',
      image_url: 'https://example.com/porto.jpg',
      trip_start: '2026-07-01',
      trip_end: '2026-07-05',
      travellers: 3,
      origin: 'Denver, CO, United States',
      budget: { amount: 300_000, currency: 'USD' },
      notes: ' Port wine cellars ',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      _id: trip.id,
      location_address: 'Porto, Norte, Portugal',
      trip_location: 'Porto',
      image_url: 'https://example.com/porto.jpg',
      trip_start: '2026-07-01',
      trip_end: '2026-07-05',
      travellers: 3,
      origin: 'Denver, CO, United States',
      budget: { amount: 300_000, currency: 'USD' },
      notes: 'Port wine cellars',
      currency: 'USD',
      isFavorite: false,
    });
  });

  it('clears the budget and the origin with null', async () => {
    const { ownerHeaders, trip } = await ownerWithTrip({ budgetAmount: 5_000, origin: 'Boston' });
    const response = await putTrip(trip.id, ownerHeaders, { budget: null, origin: null });
    expect(response.json()).toMatchObject({ budget: null, origin: null });
  });

  it('checks one sent date against the stored other and stores nothing when they clash', async () => {
    const { ownerHeaders, trip } = await ownerWithTrip({
      tripStart: '2026-06-10',
      tripEnd: '2026-06-12',
    });
    const before = await snapshotTripData(db());
    for (const payload of [
      { trip_end: '2026-06-09', notes: 'changed' },
      { trip_start: '2026-06-13', travellers: 4 },
      { trip_start: '2026-06-13', trip_end: '2026-06-12' },
    ]) {
      const response = await putTrip(trip.id, ownerHeaders, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        msg: 'The end date cannot be before the start date.',
      });
    }
    expect(await snapshotTripData(db())).toEqual(before);
    const moved = await putTrip(trip.id, ownerHeaders, { trip_start: '2026-06-12' });
    expect(moved.statusCode).toBe(200);
    const cleared = await putTrip(trip.id, ownerHeaders, { trip_end: null, trip_start: null });
    expect(cleared.json()).toMatchObject({ trip_start: null, trip_end: null });
  });

  it('refuses a budget in another currency than the trip’s', async () => {
    const { ownerHeaders, trip } = await ownerWithTrip({ currency: 'EUR' });
    const response = await putTrip(trip.id, ownerHeaders, {
      budget: { amount: 100_000, currency: 'USD' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      msg: "The budget must be in the trip's currency, EUR.",
      code: 'budget_currency_mismatch',
      details: [{ path: 'budget', message: "The budget must be in the trip's currency, EUR." }],
    });
    const ok = await putTrip(trip.id, ownerHeaders, {
      budget: { amount: 100_000, currency: 'EUR' },
    });
    expect(ok.json()).toMatchObject({ budget: { amount: 100_000, currency: 'EUR' } });
  });

  it('refuses travellers outside 1-20, notes over 2,000 characters and bad budgets', async () => {
    const { ownerHeaders, trip } = await ownerWithTrip();
    const before = await snapshotTripData(db());
    for (const payload of [
      { travellers: 0 },
      { travellers: 21 },
      { travellers: 2.5 },
      { notes: 'n'.repeat(2001) },
      { budget: { amount: -1, currency: 'USD' } },
      { budget: { amount: 1.5, currency: 'USD' } },
      { budget: { amount: 1_000_000_000_000, currency: 'USD' } },
      { location_address: '  ' },
    ]) {
      const response = await putTrip(trip.id, ownerHeaders, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toMatchObject({ code: 'validation_failed' });
    }
    expect(await snapshotTripData(db())).toEqual(before);
    for (const travellers of [1, 20]) {
      expect((await putTrip(trip.id, ownerHeaders, { travellers })).statusCode).toBe(200);
    }
  });

  it('applies fields and isFavorite false together, and refuses true outside a wishlist', async () => {
    const { owner, ownerHeaders, trip } = await ownerWithTrip();
    await buildWishlist(db(), owner.id, { tripIds: [trip.id] });
    const response = await putTrip(trip.id, ownerHeaders, { isFavorite: false, travellers: 2 });
    expect(response.json()).toMatchObject({ isFavorite: false, wishlist: null, travellers: 2 });

    const before = await snapshotTripData(db());
    const refused = await putTrip(trip.id, ownerHeaders, { isFavorite: true, notes: 'x' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      msg: 'Add the trip to a wishlist to make it a favourite.',
    });
    expect(await snapshotTripData(db())).toEqual(before);
  });

  it("answers 404 for another user's trip and changes nothing", async () => {
    const { otherHeaders, trip } = await ownerWithTrip();
    const before = await snapshotTripData(db());
    const response = await putTrip(trip.id, otherHeaders, { notes: 'mine' });
    expect(response.statusCode).toBe(404);
    expect(await snapshotTripData(db())).toEqual(before);
  });
});

describe('trip answers carry the cost fields', () => {
  it('creates a trip in the owner’s home currency', async () => {
    const { owner, ownerHeaders } = await buildTwoTravellers(testApp.app, db());
    await db().update(users).set({ homeCurrency: 'GBP' }).where(eq(users.id, owner.id));
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/trips/getaway-trip',
      headers: ownerHeaders,
      payload: { location_address: 'London, England, United Kingdom', image_url: '/images/x.jpg' },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ currency: 'GBP', travellers: 1, plannedTotal: null });
    const [row] = await db().select().from(trips);
    expect(row?.currency).toBe('GBP');
  });

  it('lists each trip with its planned total, null when nothing is planned', async () => {
    const { owner, ownerHeaders } = await buildTwoTravellers(testApp.app, db());
    const planned = await buildTrip(db(), owner.id, { tripStart: '2026-01-01', tripEnd: null });
    const unplanned = await buildTrip(db(), owner.id, { tripStart: '2026-02-01', tripEnd: null });
    await buildCostLine(db(), planned.id, { plannedAmount: 12_000 });
    await buildCostLine(db(), planned.id, { category: 'food', plannedAmount: 3_456 });
    await buildCostLine(db(), planned.id, { category: 'other', plannedAmount: null });
    await buildCostLine(db(), unplanned.id, { plannedAmount: null, actualAmount: 500 });
    await buildWishlist(db(), owner.id, { tripIds: [planned.id] });
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/trips/getaway-trip',
      headers: ownerHeaders,
    });
    const byId = new Map(response.json<Trip[]>().map((trip) => [trip._id, trip]));
    expect(byId.get(planned.id)?.plannedTotal).toEqual({ amount: 15_456, currency: 'USD' });
    expect(byId.get(unplanned.id)?.plannedTotal).toBeNull();
    const one = await testApp.app.inject({
      method: 'GET',
      url: `/api/trips/getaway/${planned.id}`,
      headers: ownerHeaders,
    });
    expect(one.json()).toMatchObject({ plannedTotal: { amount: 15_456, currency: 'USD' } });
    const lists = await testApp.app.inject({
      method: 'GET',
      url: '/api/wishlist/getlists',
      headers: ownerHeaders,
    });
    expect(lists.json()[0].trips[0]).toMatchObject({
      plannedTotal: { amount: 15_456, currency: 'USD' },
    });
  });

  it('gives a trip moved to another place that place’s picture, unless an image is sent', async () => {
    const { ownerHeaders, trip } = await ownerWithTrip({
      imageUrl: 'https://example.com/lisbon.jpg',
    });
    const moved = await putTrip(trip.id, ownerHeaders, {
      location_address: 'Chicago, IL, United States',
      trip_location: 'Chicago',
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({
      location_address: 'Chicago, IL, United States',
      image_url: expect.stringMatching(/^\/api\/places-photo\/geonames-\d+$/),
    });
    const withImage = await putTrip(trip.id, ownerHeaders, {
      location_address: 'Boston, MA, United States',
      image_url: 'https://example.com/boston.jpg',
    });
    expect(withImage.json()).toMatchObject({ image_url: 'https://example.com/boston.jpg' });
    const unknown = await putTrip(trip.id, ownerHeaders, { location_address: 'Nowhere Special' });
    expect(unknown.json()).toMatchObject({ image_url: '/images/nature-water.svg' });
    const notesOnly = await putTrip(trip.id, ownerHeaders, { notes: 'Keep the picture.' });
    expect(notesOnly.json()).toMatchObject({ image_url: '/images/nature-water.svg' });
  });
});
