import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CostItem } from '#shared/contracts/costs';
import { latestRates } from '#server/costs/exchange-rates';
import { buildTrip } from '#tests/factories/trips';
import { buildTwoTravellers } from '#tests/factories/users';
import { startFakeUpstream, type FakeUpstream } from '#tests/setup/fake-upstream';
import { createTestApp, type TestApp } from '#tests/setup/test-app';

// With EXCHANGE_RATES_PROVIDER=frankfurter, a cost line typed in another currency is converted at
// the live rate and keeps that rate and its source; when the live rates fail, at the shipped
// snapshot, saying so.

let fake: FakeUpstream;
let testApp: TestApp;

/** Frankfurter's answer: the shipped rates, with the dollar moved to 1.2 per euro. */
function liveAnswer() {
  const rates: Record<string, number> = {};
  for (const [currency, rate] of Object.entries(latestRates().rates)) {
    if (currency !== 'EUR') rates[currency] = Number(rate);
  }
  return { amount: 1, base: 'EUR', date: '2026-11-20', rates: { ...rates, USD: 1.2 } };
}

beforeAll(async () => {
  fake = await startFakeUpstream();
  testApp = await createTestApp({
    env: {
      EXCHANGE_RATES_PROVIDER: 'frankfurter',
      FRANKFURTER_BASE_URL: fake.url,
      PROVIDER_TIMEOUT_MS: '300',
    },
  });
});
afterAll(async () => {
  await testApp.close();
  await fake.close();
});

async function addEuroLine() {
  const { owner, ownerHeaders } = await buildTwoTravellers(testApp.app, testApp.database.db);
  const trip = await buildTrip(testApp.database.db, owner.id, { currency: 'USD' });
  const response = await testApp.app.inject({
    method: 'POST',
    url: `/api/trips/getaway/${trip.id}/costs`,
    headers: ownerHeaders,
    payload: { category: 'lodging', label: 'Hotel', planned: { amount: 10_000, currency: 'EUR' } },
  });
  expect(response.statusCode).toBe(201);
  return response.json<CostItem>();
}

describe('cost lines with live exchange rates', () => {
  it('converts at the shipped snapshot, saying so, when the live rates fail', async () => {
    fake.on('GET', '/v1/latest', { status: 500, json: { message: 'down' } });
    const line = await addEuroLine();
    // €100 at the shipped 1.1684 dollars per euro.
    expect(line.planned).toEqual({ amount: 11_684, currency: 'USD' });
    expect(line.conversion).toMatchObject({ rate: '1.1684', rateDate: latestRates().date });
    expect(line.conversion?.source).toContain('shipped snapshot');
  });

  it('converts at the live rate and keeps it, with its date and source', async () => {
    fake.reset();
    fake.on('GET', '/v1/latest', { json: liveAnswer() });
    // The failure above pauses live calls for a minute; a fresh app asks at once.
    const fresh = await createTestApp({
      env: {
        EXCHANGE_RATES_PROVIDER: 'frankfurter',
        FRANKFURTER_BASE_URL: fake.url,
        PROVIDER_TIMEOUT_MS: '300',
      },
    });
    try {
      const { owner, ownerHeaders } = await buildTwoTravellers(fresh.app, fresh.database.db);
      const trip = await buildTrip(fresh.database.db, owner.id, { currency: 'USD' });
      const response = await fresh.app.inject({
        method: 'POST',
        url: `/api/trips/getaway/${trip.id}/costs`,
        headers: ownerHeaders,
        payload: {
          category: 'lodging',
          label: 'Hotel',
          planned: { amount: 10_000, currency: 'EUR' },
        },
      });
      const line = response.json<CostItem>();
      expect(line.planned).toEqual({ amount: 12_000, currency: 'USD' });
      expect(line.conversion).toEqual({
        planned: { amount: 10_000, currency: 'EUR' },
        actual: null,
        rate: '1.2',
        rateDate: '2026-11-20',
        source: 'ECB reference rates via Frankfurter',
      });
      expect(fake.requests.map((request) => request.path)).toEqual(['/v1/latest']);
    } finally {
      await fresh.close();
    }
  });
});
