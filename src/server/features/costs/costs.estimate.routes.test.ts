import { asc } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { CostPlan } from '#shared/contracts/costs';
import type { Trip } from '#shared/contracts/trips';
import { costLines } from '#server/db/schema';
import { costsApi, costsUrl, crossRate, ECB, usd } from '#tests/factories/costs';
import { buildTrip } from '#tests/factories/trips';
import { authHeader, buildUser } from '#tests/factories/users';
import { useTestApp } from '#tests/setup/test-app';

const testApp = useTestApp();
const db = () => testApp.db;
const { call } = costsApi(testApp);

describe('POST /api/trips/getaway/:id/costs/estimate', () => {
  /** The known row: New York City, 3 nights in October, 2 travellers, from Denver. */
  async function newYorkTrip(overrides: Parameters<typeof buildTrip>[2] = {}) {
    const owner = await buildUser(db(), { city: 'Denver', state: 'CO' });
    const headers = await authHeader(testApp.app, owner);
    const trip = await buildTrip(db(), owner.id, {
      locationAddress: 'New York, NY, United States',
      tripLocation: 'New York',
      tripStart: '2026-10-10',
      tripEnd: '2026-10-13',
      travellers: 2,
      ...overrides,
    });
    return { owner, headers, trip };
  }
  const estimateUrl = (tripId: string) => `${costsUrl(tripId)}/estimate`;

  it('estimates lodging, food and airfare from the home city on the known row', async () => {
    const { headers, trip } = await newYorkTrip();
    const response = await call('POST', estimateUrl(trip.id), headers, {});
    expect(response.statusCode).toBe(200);
    const plan = response.json<CostPlan>();
    expect(plan.items.map((item) => item.category)).toEqual(['airfare', 'lodging', 'food']);
    const lodging = plan.items.find((item) => item.category === 'lodging');
    expect(lodging).toMatchObject({
      source: 'estimate',
      planned: usd(102_600),
      actual: null,
      estimate: {
        low: usd(71_800),
        high: usd(133_400),
        dataset: expect.stringContaining('GSA'),
        asOf: '2025-10-01',
        basis: expect.stringContaining('New York'),
      },
    });
    expect(plan.items.find((item) => item.category === 'food')).toMatchObject({
      planned: usd(64_400),
      source: 'estimate',
    });
    const airfare = plan.items.find((item) => item.category === 'airfare');
    expect(airfare?.estimate?.basis).toMatch(/DEN|Denver/);
    const planned = plan.items.reduce((sum, item) => sum + (item.planned?.amount ?? 0), 0);
    const low = plan.items.reduce((sum, item) => sum + (item.estimate?.low.amount ?? 0), 0);
    expect(plan.totals.planned).toEqual(usd(planned));
    expect(plan.totals.low).toEqual(usd(low));

    const trips = await call('GET', '/api/trips/getaway-trip', headers);
    expect(trips.json<Trip[]>()[0]?.plannedTotal).toEqual(usd(planned));
  });

  it('never duplicates or overwrites: a typed lodging line replaces the estimate and stays', async () => {
    const { headers, trip } = await newYorkTrip();
    await call('POST', estimateUrl(trip.id), headers, {});
    const again = (await call('POST', estimateUrl(trip.id), headers, {})).json<CostPlan>();
    expect(again.items).toHaveLength(3);

    const hotel = await call('POST', costsUrl(trip.id), headers, {
      category: 'lodging',
      label: 'Hotel quote',
      planned: usd(89_900),
    });
    expect(hotel.statusCode).toBe(201);
    const afterQuote = (await call('GET', costsUrl(trip.id), headers)).json<CostPlan>();
    const lodging = afterQuote.items.filter((item) => item.category === 'lodging');
    expect(lodging).toEqual([
      expect.objectContaining({ label: 'Hotel quote', source: 'traveller' }),
    ]);
    expect(afterQuote.totals.byCategory.lodging.planned).toEqual(usd(89_900));

    const refreshed = (await call('POST', estimateUrl(trip.id), headers, {})).json<CostPlan>();
    expect(refreshed.items.filter((item) => item.category === 'lodging')).toEqual(lodging);
    expect(refreshed.items).toHaveLength(3);
    expect(await db().select().from(costLines).orderBy(asc(costLines.createdAt))).toHaveLength(3);
  });

  it('makes an edited estimated line the traveller’s', async () => {
    const { headers, trip } = await newYorkTrip();
    const plan = (await call('POST', estimateUrl(trip.id), headers, {})).json<CostPlan>();
    const food = plan.items.find((item) => item.category === 'food')!;
    const response = await call('PUT', `${costsUrl(trip.id)}/${food._id}`, headers, {
      actual: usd(50_000),
    });
    expect(response.json()).toMatchObject({
      source: 'traveller',
      estimate: null,
      planned: usd(64_400),
      actual: usd(50_000),
    });
    const refreshed = (await call('POST', estimateUrl(trip.id), headers, {})).json<CostPlan>();
    expect(refreshed.items.filter((item) => item.category === 'food')).toHaveLength(1);
  });

  it('adds a car rental line when asked', async () => {
    const { headers, trip } = await newYorkTrip();
    const plan = (
      await call('POST', estimateUrl(trip.id), headers, { carRentalPerDay: usd(5_000) })
    ).json<CostPlan>();
    expect(plan.items.map((item) => item.category)).toContain('car_rental');
  });

  it('gives a EUR trip its estimates in euros, converted at the ECB rate', async () => {
    const { headers, trip } = await newYorkTrip({ currency: 'EUR' });
    const plan = (await call('POST', estimateUrl(trip.id), headers, {})).json<CostPlan>();
    expect(plan.currency).toBe('EUR');
    const lodging = plan.items.find((item) => item.category === 'lodging');
    expect(lodging?.planned).toEqual({
      // Converted exactly, then given in whole euros as every estimate is.
      amount: Math.round(crossRate(102_600, ECB.USD, '1', 0) / 100) * 100,
      currency: 'EUR',
    });
    expect(lodging?.estimate?.low.currency).toBe('EUR');
    expect(lodging?.estimate?.basis).toContain('ECB');
  });

  it('answers 400 when the trip has no dates', async () => {
    const { headers, trip } = await newYorkTrip({ tripEnd: null });
    const response = await call('POST', estimateUrl(trip.id), headers, {});
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      msg: "Add the trip's start and end dates to estimate its costs.",
      code: 'dates_required',
    });
  });

  it('answers 400, not 500, when the estimator refuses the trip', async () => {
    const { headers, trip } = await newYorkTrip({ tripStart: '2026-01-01', tripEnd: '2027-12-31' });
    const response = await call('POST', estimateUrl(trip.id), headers, {});
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'estimate_failed' });
  });

  it("answers 404 for another user's trip", async () => {
    const { trip } = await newYorkTrip();
    const stranger = await buildUser(db());
    const response = await call(
      'POST',
      estimateUrl(trip.id),
      await authHeader(testApp.app, stranger),
      {},
    );
    expect(response.statusCode).toBe(404);
    expect(await db().select().from(costLines)).toEqual([]);
  });
});
