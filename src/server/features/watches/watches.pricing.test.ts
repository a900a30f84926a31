import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addDays } from '#shared/domain/calendar-date';
import { rangesOf } from '#server/compare/ranges';
import { costPlaceOf } from '#server/costs/cost-place';
import { estimateTripCosts } from '#server/costs/estimator';
import { convert, latestRates } from '#server/costs/exchange-rates';
import type { DatabaseHandle } from '#server/db/client';
import { holidayCalendar } from '#server/holidays/holidays';
import { createDuffelFares } from '#server/providers/fares/duffel';
import { createEstimatedFares } from '#server/providers/fares/fares-provider';
import { getGazetteer } from '#server/providers/places/gazetteer';
import { createProviderCache } from '#server/providers/provider-cache';
import { createProviderCacheRepository } from '#server/providers/provider-cache.repository';
import { createHotelbedsStays } from '#server/providers/stays/hotelbeds';
import { createEstimatedStays } from '#server/providers/stays/stays-provider';
import { startFakeUpstream, type FakeUpstream } from '#tests/setup/fake-upstream';
import { openTestDatabase } from '#tests/setup/test-db';
import { createWatchPricing, WatchPricingError, type Getaway } from './watches.pricing';

const TODAY = '2026-11-27';
const LISBON = 'Lisbon, Lisboa, Portugal';
const DENVER = 'Denver, CO, United States';

const estimatedOnly = createWatchPricing({
  estimateTripCosts,
  latestRates: async () => latestRates(),
  gazetteer: getGazetteer(),
  fares: createEstimatedFares(),
  stays: createEstimatedStays(),
  holidays: holidayCalendar,
});

const getaway = (overrides: Partial<Getaway> = {}): Getaway => ({
  place: LISBON,
  origin: DENVER,
  travellers: 2,
  nights: 3,
  currency: 'USD',
  from: '2027-01-04',
  to: '2027-08-30',
  longWeekendsOnly: false,
  ...overrides,
});

/** The estimator's middle total for one window, asked directly. */
function midTotal(start: string, nights: number, travellers = 2) {
  const gazetteer = getGazetteer();
  return rangesOf(
    estimateTripCosts({
      destination: costPlaceOf(gazetteer, LISBON),
      origin: costPlaceOf(gazetteer, DENVER),
      startDate: start,
      endDate: addDays(start, nights),
      travellers,
      currency: 'USD',
      rates: latestRates(),
    }),
  );
}

describe('pricing a flexible watch from the estimator', () => {
  it('picks the cheapest window of every start date in the range, away from the summer peak', async () => {
    const price = await estimatedOnly.price(getaway(), TODAY);
    let cheapest = { start: '', mid: Infinity };
    for (let start = '2027-01-04'; start <= '2027-08-30'; start = addDays(start, 1)) {
      const mid = midTotal(start, 3).total.mid.amount;
      if (mid < cheapest.mid) cheapest = { start, mid };
    }
    expect(price.start).toBe(cheapest.start);
    expect(price.end).toBe(addDays(cheapest.start, 3));
    expect(price.total.mid.amount).toBe(cheapest.mid);
    expect(price.perPerson).toEqual({ amount: Math.round(cheapest.mid / 2), currency: 'USD' });
    expect([6, 7, 8]).not.toContain(Number(price.start.slice(5, 7)));
    expect(price).toMatchObject({ estimated: true, quotes: [] });
    expect(price.sources).toEqual(
      expect.arrayContaining([expect.stringMatching(/^Eurostat HICP accommodation/)]),
    );
  });

  it('skips start dates already past', async () => {
    const price = await estimatedOnly.price(
      getaway({ from: '2026-11-01', to: '2026-11-30' }),
      TODAY,
    );
    expect(price.start >= TODAY).toBe(true);
    await expect(
      estimatedOnly.price(getaway({ from: '2026-11-01', to: '2026-11-20' }), TODAY),
    ).rejects.toThrow(new WatchPricingError('Every watched start date has passed.'));
  });

  it("prices only the start days of the origin's long weekends when asked, and names the weekend", async () => {
    const weekends = holidayCalendar
      .longWeekends('US', 'CO', '2027-05-01', '2027-07-15')
      .filter((weekend) => weekend.start <= '2027-07-15');
    expect(weekends.map((weekend) => weekend.label)).toContain('Memorial Day weekend, May 29-31');
    const price = await estimatedOnly.price(
      getaway({ from: '2027-05-01', to: '2027-07-15', longWeekendsOnly: true }),
      TODAY,
    );
    const chosen = weekends.find((weekend) => weekend.start === price.start);
    expect(chosen).toBeDefined();
    expect(price.longWeekend).toBe(chosen!.label);
    const cheapestMid = Math.min(
      ...weekends.map((weekend) => midTotal(weekend.start, 3).total.mid.amount),
    );
    expect(price.total.mid.amount).toBe(cheapestMid);
  });

  it('records in words that no long weekend falls in the range', async () => {
    await expect(
      estimatedOnly.price(
        getaway({ from: '2027-06-01', to: '2027-06-10', longWeekendsOnly: true }),
        TODAY,
      ),
    ).rejects.toThrow(
      'No long weekend starts between 2027-06-01 and 2027-06-10 where you start from.',
    );
  });
});

describe('live quotes replace their estimates', () => {
  let fake: FakeUpstream;
  let database: DatabaseHandle;

  beforeAll(async () => {
    fake = await startFakeUpstream();
    database = await openTestDatabase();
  });
  afterAll(async () => {
    await fake.close();
    await database.close();
  });
  beforeEach(() => fake.reset());

  function livePricing() {
    const cache = createProviderCache(createProviderCacheRepository(database.db));
    const now = () => Date.parse('2026-11-27T09:30:00Z');
    return createWatchPricing({
      estimateTripCosts,
      latestRates: async () => latestRates(),
      gazetteer: getGazetteer(),
      fares: createDuffelFares({
        accessToken: 'duffel_test_token',
        baseUrl: fake.url,
        timeoutMs: 2000,
        cache,
        now,
      }),
      stays: createHotelbedsStays({
        apiKey: 'key',
        secret: 'secret',
        baseUrl: fake.url,
        timeoutMs: 2000,
        cache,
        now,
      }),
      holidays: holidayCalendar,
    });
  }

  it('prices the airfare with Duffel and the stay with Hotelbeds, converted to the watch currency', async () => {
    fake.on('POST', '/air/offer_requests', {
      status: 201,
      json: { data: { offers: [{ total_amount: '612.30', total_currency: 'USD' }] } },
    });
    fake.on('POST', '/hotel-api/1.0/hotels', {
      status: 200,
      json: {
        hotels: {
          total: 3,
          hotels: ['380.00', '520.00', '900.00'].map((net, code) => ({
            code,
            currency: 'EUR',
            minRate: net,
            rooms: [{ rates: [{ net, rooms: 1 }] }],
          })),
        },
      },
    });
    const price = await livePricing().price(
      getaway({ from: '2027-03-09', to: '2027-03-09' }),
      TODAY,
    );
    const estimate = midTotal('2027-03-09', 3);
    const lodging = convert({ amount: 52_000, currency: 'EUR' }, 'USD', latestRates()).money;
    expect(price.quotes).toEqual([
      {
        category: 'airfare',
        total: { amount: 61_230, currency: 'USD' },
        source: 'Duffel',
        quotedAt: '2026-11-27T09:30:00.000Z',
      },
      {
        category: 'lodging',
        total: lodging,
        source: 'Hotelbeds',
        quotedAt: '2026-11-27T09:30:00.000Z',
      },
    ]);
    const estimatedRest = (figure: 'low' | 'mid' | 'high') =>
      estimate.total[figure].amount -
      estimate.byCategory.airfare![figure].amount -
      estimate.byCategory.lodging![figure].amount;
    for (const figure of ['low', 'mid', 'high'] as const)
      expect(price.total[figure].amount).toBe(estimatedRest(figure) + 61_230 + lodging.amount);
    // Food is still the estimator's.
    expect(price.estimated).toBe(true);
    expect(price.perPerson.amount).toBe(Math.round(price.total.mid.amount / 2));
    expect(price.sources).toEqual(expect.arrayContaining(['Duffel', 'Hotelbeds']));
    const sent = fake.requests.find((request) => request.path === '/hotel-api/1.0/hotels');
    expect(sent?.json).toMatchObject({
      stay: { checkIn: '2027-03-09', checkOut: '2027-03-12' },
      occupancies: [{ rooms: 1, adults: 2, children: 0 }],
    });
  });

  it('keeps the estimate when the live services fail', async () => {
    fake.on('POST', '/air/offer_requests', { status: 500, body: 'down' });
    fake.on('POST', '/hotel-api/1.0/hotels', { status: 500, body: 'down' });
    const price = await livePricing().price(
      getaway({ from: '2027-04-13', to: '2027-04-13' }),
      TODAY,
    );
    expect(price.quotes).toEqual([]);
    expect(price.total).toEqual(midTotal('2027-04-13', 3).total);
  });
});
