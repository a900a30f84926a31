import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { CostItem, CostPlan } from '#shared/contracts/costs';
import type { Trip } from '#shared/contracts/trips';
import { costLines } from '#server/db/schema';
import { buildCostLine } from '#tests/factories/costs';
import { buildTrip } from '#tests/factories/trips';
import { authHeader, buildTwoTravellers, buildUser } from '#tests/factories/users';
import { useTestApp } from '#tests/setup/test-app';

const testApp = useTestApp();
const db = () => testApp.db;

const MISSING_ID = '00000000-0000-4000-8000-000000000000';

/** ECB reference rates of 2026-04-13, the shipped snapshot's last day (units per 1 EUR). */
const ECB = { USD: '1.1684', JPY: '186.75', GBP: '0.87058' } as const;

/** `amount` minor units of `from` in `to`, through the euro, rounded half up: worked out here
 * apart from the server's code. `exponentShift` = to's decimals − from's decimals. */
function crossRate(amount: number, fromRate: string, toRate: string, exponentShift: number) {
  const ratio = (text: string) => {
    const [whole, fraction = ''] = text.split('.');
    return [BigInt(`${whole}${fraction}`), 10n ** BigInt(fraction.length)] as const;
  };
  const [fn, fd] = ratio(fromRate);
  const [tn, td] = ratio(toRate);
  let numerator = BigInt(amount) * tn * fd;
  let denominator = td * fn;
  if (exponentShift >= 0) numerator *= 10n ** BigInt(exponentShift);
  else denominator *= 10n ** BigInt(-exponentShift);
  return Number((2n * numerator + denominator) / (2n * denominator));
}

async function ownerWithTrip(tripOverrides: Parameters<typeof buildTrip>[2] = {}) {
  const travellers = await buildTwoTravellers(testApp.app, db());
  const trip = await buildTrip(db(), travellers.owner.id, tripOverrides);
  return { ...travellers, trip };
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

const costsUrl = (tripId: string) => `/api/trips/getaway/${tripId}/costs`;
const usd = (amount: number) => ({ amount, currency: 'USD' });

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

describe('PUT and DELETE /api/trips/getaway/:id/costs/:costId', () => {
  it('changes any field of a line', async () => {
    const { ownerHeaders, trip } = await ownerWithTrip();
    const line = await buildCostLine(db(), trip.id);
    const response = await call('PUT', `${costsUrl(trip.id)}/${line.id}`, ownerHeaders, {
      label: 'Hotel Lisboa',
      actual: usd(9_800),
      notes: 'Paid at check-out',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      _id: line.id,
      label: 'Hotel Lisboa',
      planned: usd(10_000),
      actual: usd(9_800),
      notes: 'Paid at check-out',
      source: 'traveller',
    });
  });

  it('keeps a converted amount and its rate when only another field changes', async () => {
    const { ownerHeaders, trip } = await ownerWithTrip();
    const created = (
      await call('POST', costsUrl(trip.id), ownerHeaders, {
        category: 'lodging',
        label: 'Hotel',
        planned: { amount: 10_000, currency: 'EUR' },
      })
    ).json<CostItem>();
    const response = await call('PUT', `${costsUrl(trip.id)}/${created._id}`, ownerHeaders, {
      actual: usd(11_000),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      planned: usd(11_684),
      actual: usd(11_000),
      conversion: {
        planned: { amount: 10_000, currency: 'EUR' },
        actual: usd(11_000),
        rate: '1.1684',
      },
    });
  });

  it('refuses a line typed in two currencies besides the trip one', async () => {
    const { ownerHeaders, trip } = await ownerWithTrip();
    const response = await call('POST', costsUrl(trip.id), ownerHeaders, {
      category: 'lodging',
      label: 'Hotel',
      planned: { amount: 10_000, currency: 'EUR' },
      actual: { amount: 10_000, currency: 'GBP' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'mixed_currencies' });
  });

  it('answers 400 for an empty change', async () => {
    const { ownerHeaders, trip } = await ownerWithTrip();
    const line = await buildCostLine(db(), trip.id);
    const response = await call('PUT', `${costsUrl(trip.id)}/${line.id}`, ownerHeaders, {});
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ msg: 'Send at least one field to change.' });
  });

  it("answers 404 for another user's line, a line of another trip and a missing line", async () => {
    const { owner, otherHeaders, ownerHeaders, trip } = await ownerWithTrip();
    const line = await buildCostLine(db(), trip.id);
    const otherTrip = await buildTrip(db(), owner.id);
    const cases = [
      [`${costsUrl(trip.id)}/${line.id}`, otherHeaders, 'trip_not_found'],
      [`${costsUrl(otherTrip.id)}/${line.id}`, ownerHeaders, 'cost_not_found'],
      [`${costsUrl(trip.id)}/${MISSING_ID}`, ownerHeaders, 'cost_not_found'],
    ] as const;
    for (const [url, headers, code] of cases) {
      const put = await call('PUT', url, headers, { label: 'Mine now' });
      expect(put.statusCode).toBe(404);
      expect(put.json()).toMatchObject({ code });
      const del = await call('DELETE', url, headers);
      expect(del.statusCode).toBe(404);
      expect(del.json()).toMatchObject({ code });
    }
    const [row] = await db().select().from(costLines).where(eq(costLines.id, line.id));
    expect(row?.label).toBe('Hotel');
  });

  it('deletes a line', async () => {
    const { ownerHeaders, trip } = await ownerWithTrip();
    const line = await buildCostLine(db(), trip.id);
    const response = await call('DELETE', `${costsUrl(trip.id)}/${line.id}`, ownerHeaders);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ msg: 'Cost line deleted' });
    expect(await db().select().from(costLines)).toEqual([]);
  });
});

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
