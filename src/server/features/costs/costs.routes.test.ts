import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { CostItem, CostPlan } from '#shared/contracts/costs';
import { costLines } from '#server/db/schema';
import {
  buildCostLine,
  costsApi,
  costsUrl,
  crossRate,
  ECB,
  MISSING_ID,
  usd,
} from '#tests/factories/costs';
import { useTestApp } from '#tests/setup/test-app';

const testApp = useTestApp();
const db = () => testApp.db;
const { ownerWithTrip, call } = costsApi(testApp);

describe('GET /api/trips/getaway/:id/costs', () => {
  it('answers an empty plan in the trip currency with every category at zero', async () => {
    const { ownerHeaders, trip } = await ownerWithTrip({ budgetAmount: 250_000 });
    const response = await call('GET', costsUrl(trip.id), ownerHeaders);
    expect(response.statusCode).toBe(200);
    const plan = response.json<CostPlan>();
    expect(plan).toMatchObject({
      currency: 'USD',
      items: [],
      budget: usd(250_000),
      totals: { planned: usd(0), actual: usd(0), low: usd(0), high: usd(0) },
    });
    expect(Object.keys(plan.totals.byCategory)).toEqual([
      'airfare',
      'lodging',
      'car_rental',
      'food',
      'activities',
      'other',
    ]);
  });

  it('orders lines by category, then oldest first', async () => {
    const { ownerHeaders, trip } = await ownerWithTrip();
    const other = await buildCostLine(db(), trip.id, { category: 'other', label: 'Tips' });
    const hotel = await buildCostLine(db(), trip.id, { category: 'lodging', label: 'Hotel' });
    const flight = await buildCostLine(db(), trip.id, { category: 'airfare', label: 'Flight' });
    const second = await buildCostLine(db(), trip.id, { category: 'lodging', label: 'Hostel' });
    const plan = (await call('GET', costsUrl(trip.id), ownerHeaders)).json<CostPlan>();
    expect(plan.items.map((item) => item._id)).toEqual([flight.id, hotel.id, second.id, other.id]);
  });

  it("answers 404 for another user's trip and for a missing one", async () => {
    const { otherHeaders, ownerHeaders, trip } = await ownerWithTrip();
    for (const [url, headers] of [
      [costsUrl(trip.id), otherHeaders],
      [costsUrl(MISSING_ID), ownerHeaders],
    ] as const) {
      const response = await call('GET', url, headers);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ msg: 'Trip not found', code: 'trip_not_found' });
    }
  });
});

describe('POST /api/trips/getaway/:id/costs', () => {
  it('adds a traveller line and answers 201 with it', async () => {
    const { ownerHeaders, trip } = await ownerWithTrip();
    const response = await call('POST', costsUrl(trip.id), ownerHeaders, {
      category: 'activities',
      label: '  Museum passes ',
      planned: usd(4_500),
      notes: 'Two adults',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      _id: expect.any(String),
      category: 'activities',
      label: 'Museum passes',
      planned: usd(4_500),
      actual: null,
      notes: 'Two adults',
      source: 'traveller',
      estimate: null,
      conversion: null,
      paidBy: null,
      split: null,
      version: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/),
    });
  });

  it('converts an amount in another currency at the newest ECB rate and keeps the rate', async () => {
    const { ownerHeaders, trip } = await ownerWithTrip();
    const response = await call('POST', costsUrl(trip.id), ownerHeaders, {
      category: 'lodging',
      label: 'Hotel in euros',
      planned: { amount: 10_000, currency: 'EUR' },
      actual: { amount: 12_345, currency: 'EUR' },
    });
    expect(response.statusCode).toBe(201);
    const item = response.json<CostItem>();
    // 100.00 EUR × 1.1684 = 116.84 USD; 123.45 EUR × 1.1684 = 144.2390 → 144.24 USD.
    expect(item.planned).toEqual(usd(11_684));
    expect(item.actual).toEqual(usd(crossRate(12_345, '1', ECB.USD, 0)));
    expect(item.actual).toEqual(usd(14_424));
    expect(item.conversion).toEqual({
      planned: { amount: 10_000, currency: 'EUR' },
      actual: { amount: 12_345, currency: 'EUR' },
      rate: '1.1684',
      rateDate: '2026-04-13',
      source: 'ECB reference rates',
    });
    const [row] = await db().select().from(costLines).where(eq(costLines.id, item._id));
    expect(row).toMatchObject({
      plannedAmount: 11_684,
      enteredCurrency: 'EUR',
      plannedEntered: 10_000,
      rateNumerator: ECB.USD,
      rateDenominator: '1',
      rateDate: '2026-04-13',
    });
  });

  it('adds up lines typed in several currencies exactly, in the trip currency', async () => {
    const { ownerHeaders, trip } = await ownerWithTrip();
    const lines = [
      { category: 'lodging', label: 'Hotel', planned: { amount: 50_000, currency: 'EUR' } },
      { category: 'food', label: 'Dinners', planned: { amount: 12_000, currency: 'JPY' } },
      {
        category: 'activities',
        label: 'Show',
        planned: { amount: 8_999, currency: 'GBP' },
        actual: { amount: 9_500, currency: 'GBP' },
      },
      { category: 'other', label: 'Taxi', planned: usd(3_333), actual: usd(3_000) },
    ];
    for (const line of lines) {
      expect((await call('POST', costsUrl(trip.id), ownerHeaders, line)).statusCode).toBe(201);
    }
    const hotel = crossRate(50_000, '1', ECB.USD, 0);
    const dinners = crossRate(12_000, ECB.JPY, ECB.USD, 2);
    const show = crossRate(8_999, ECB.GBP, ECB.USD, 0);
    const showPaid = crossRate(9_500, ECB.GBP, ECB.USD, 0);
    expect([hotel, dinners, show, showPaid]).toEqual([58_420, 7_508, 12_078, 12_750]);
    const plan = (await call('GET', costsUrl(trip.id), ownerHeaders)).json<CostPlan>();
    const planned = hotel + dinners + show + 3_333;
    expect(plan.totals).toMatchObject({
      planned: usd(planned),
      actual: usd(showPaid + 3_000),
      low: usd(planned),
      high: usd(planned),
    });
    expect(plan.totals.byCategory).toEqual({
      airfare: { planned: usd(0), actual: usd(0) },
      lodging: { planned: usd(hotel), actual: usd(0) },
      car_rental: { planned: usd(0), actual: usd(0) },
      food: { planned: usd(dinners), actual: usd(0) },
      activities: { planned: usd(show), actual: usd(showPaid) },
      other: { planned: usd(3_333), actual: usd(3_000) },
    });
    const food = plan.items.find((item) => item.category === 'food');
    // 1.1684 / 186.75 does not terminate: the rate is given rounded.
    expect(food?.conversion?.rate).toBe('0.00625649');
  });

  it('refuses floats, negatives, 10^12, unknown currencies and categories, storing nothing', async () => {
    const { ownerHeaders, trip } = await ownerWithTrip();
    const bodies = [
      { category: 'lodging', label: 'x', planned: usd(10.5) },
      { category: 'lodging', label: 'x', planned: usd(-1) },
      { category: 'lodging', label: 'x', actual: usd(1_000_000_000_000) },
      { category: 'lodging', label: 'x', planned: { amount: 100, currency: 'XXX' } },
      { category: 'lodging', label: 'x', planned: { amount: '100', currency: 'USD' } },
      { category: 'spa', label: 'x', planned: usd(100) },
      { category: 'lodging', label: '   ' },
      { category: 'lodging', label: 'x', notes: 'n'.repeat(2001) },
    ];
    for (const body of bodies) {
      const response = await call('POST', costsUrl(trip.id), ownerHeaders, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json()).toMatchObject({ code: 'validation_failed', msg: expect.any(String) });
    }
    expect(await db().select().from(costLines)).toEqual([]);
  });

  it('answers 400 when a conversion or a total would exceed the money limit', async () => {
    const { ownerHeaders, trip } = await ownerWithTrip();
    const tooBig = await call('POST', costsUrl(trip.id), ownerHeaders, {
      category: 'other',
      label: 'x',
      planned: { amount: 999_999_999_999, currency: 'GBP' },
    });
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json()).toMatchObject({ code: 'amount_too_large' });

    await buildCostLine(db(), trip.id, { plannedAmount: 999_999_999_000 });
    const overflow = await call('POST', costsUrl(trip.id), ownerHeaders, {
      category: 'other',
      label: 'One more',
      planned: usd(1_000),
    });
    expect(overflow.statusCode).toBe(400);
    expect(overflow.json()).toMatchObject({ code: 'total_too_large' });
    expect(await db().select().from(costLines)).toHaveLength(1);
  });

  it("answers 404 for a line on another user's trip or on a missing trip", async () => {
    const { otherHeaders, ownerHeaders, trip } = await ownerWithTrip();
    const body = { category: 'food', label: 'Lunch', planned: usd(1_000) };
    expect((await call('POST', costsUrl(trip.id), otherHeaders, body)).statusCode).toBe(404);
    const missing = await call('POST', costsUrl(MISSING_ID), ownerHeaders, body);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'trip_not_found' });
    expect(await db().select().from(costLines)).toEqual([]);
  });
});
