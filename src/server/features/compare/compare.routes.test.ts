import { describe, expect, it } from 'vitest';
import type { CompareDates, ComparePlaces, CompareTrips } from '#shared/contracts/compare';
import { imageUrlSchema } from '#shared/contracts/trips';
import { buildCostLine } from '#tests/factories/costs';
import { buildTrip, buildWishlist } from '#tests/factories/trips';
import { authHeader, buildUser } from '#tests/factories/users';
import { useTestApp } from '#tests/setup/test-app';

const testApp = useTestApp();
const db = () => testApp.db;

const MISSING_ID = '00000000-0000-4000-8000-000000000000';
const NYC = 'New York, NY, United States';

/** A Denver traveller (home currency `homeCurrency`) and a stranger, with their headers. */
async function travellers(homeCurrency: 'USD' | 'EUR' = 'USD') {
  const owner = await buildUser(db(), { city: 'Denver', state: 'CO', homeCurrency });
  const other = await buildUser(db());
  return {
    owner,
    ownerHeaders: await authHeader(testApp.app, owner),
    otherHeaders: await authHeader(testApp.app, other),
  };
}

/** A 4-night New York City trip for 2 from Denver, in October. */
async function nycTrip(overrides: Parameters<typeof buildTrip>[2] = {}) {
  const people = await travellers();
  const trip = await buildTrip(db(), people.owner.id, {
    locationAddress: NYC,
    tripLocation: 'New York',
    tripStart: '2026-10-12',
    tripEnd: '2026-10-16',
    travellers: 2,
    ...overrides,
  });
  return { ...people, trip };
}

const get = (url: string, headers: Record<string, string>) =>
  testApp.app.inject({ method: 'GET', url, headers });
const datesUrl = (id: string, query = '') => `/api/trips/getaway/${id}/compare/dates${query}`;
const placesUrl = (id: string, query: string) => `/api/trips/getaway/${id}/compare/places?${query}`;

describe('GET /api/trips/getaway/:id/compare/dates', () => {
  it('shows January lodging in New York City several hundred dollars cheaper than October', async () => {
    const { trip, ownerHeaders } = await nycTrip();
    const response = await get(
      datesUrl(trip.id, '?from=2026-10-12&to=2027-01-18&step=week'),
      ownerHeaders,
    );
    expect(response.statusCode).toBe(200);
    const body = response.json<CompareDates>();
    expect(body).toMatchObject({ currency: 'USD', nights: 4 });
    expect(body.windows).toHaveLength(15);
    const october = body.windows[0]!;
    const january = body.windows.find((window) => window.start === '2027-01-18')!;
    expect(october).toMatchObject({ start: '2026-10-12', end: '2026-10-16' });
    // 4 nights × 1 room: $342 a night in October, $179 in January (GSA FY2026).
    expect(october.byCategory.lodging?.mid).toEqual({ amount: 4 * 34_200, currency: 'USD' });
    expect(january.byCategory.lodging?.mid).toEqual({ amount: 4 * 17_900, currency: 'USD' });
    expect(october.byCategory.lodging!.mid.amount - january.byCategory.lodging!.mid.amount).toBe(
      65_200,
    );
    // Airfare follows the domestic month index: January fares run below October's (BLS CPI),
    // away from Martin Luther King Jr. Day (January 18), whose premium the last window carries.
    expect(october.holiday).toBeNull();
    const midJanuary = body.windows.find((window) => window.start === '2027-01-11')!;
    expect(midJanuary.holiday).toBeNull();
    expect(midJanuary.byCategory.airfare!.mid.amount).toBeLessThan(
      october.byCategory.airfare!.mid.amount,
    );
    expect(january.holiday).toMatch(/Martin Luther King/);
    expect(body.varies[0]).toMatch(
      /^Lodging in New York follows the per diem seasons for New York City: \$179 to \$342 a night\.$/,
    );
    expect(body.varies[1]).toMatch(/^Airfare follows US domestic fares by month \(BLS CPI\): /);
    expect(january.total.mid.amount).toBeLessThan(october.total.mid.amount);
    expect(january.reasons[0]).toMatch(/^Lodging in New York about \$179 a night, \d+% below/);
    expect(october.reasons[0]).toMatch(/\$342 a night, \d+% above the year's average/);
    expect(october.weather).toMatchObject({ month: 10 });
    expect(january.weather).toMatchObject({ month: 1 });
    expect(october.quote).toBeNull();
    expect(body.sources).toContain(
      'Climate: Sunshine Atlas (sunshineatlas.com/data), CC BY 4.0; NASA POWER',
    );
  });

  it('moves a Lisbon trip with the US–Europe fares and Portugal’s lodging by month, says which source moves each, and marks long weekends', async () => {
    const people = await travellers();
    const trip = await buildTrip(db(), people.owner.id, {
      locationAddress: 'Lisbon, Lisbon, Portugal',
      tripLocation: 'Lisbon',
      tripStart: '2027-03-09',
      tripEnd: '2027-03-12',
      travellers: 1,
    });
    const body = (
      await get(datesUrl(trip.id, '?from=2027-01-01&to=2027-12-24'), people.ownerHeaders)
    ).json<CompareDates>();
    expect(body.windows).toHaveLength(52);
    expect(body.varies[0]).toMatch(
      /^Lodging in Lisbon follows Portugal accommodation prices by month \(Eurostat HICP\): \$[\d.]+ to \$[\d.]+ a night\.$/,
    );
    expect(body.varies[1]).toMatch(/^Airfare follows US–Europe fares by month \(BLS\): /);
    expect(body.sources).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^BLS import air passenger fares, Europe, 2008/),
        expect.stringMatching(/^Eurostat HICP accommodation services \(CP112\), Portugal, 2015/),
      ]),
    );
    const fares = new Set(body.windows.map((window) => window.byCategory.airfare?.mid.amount));
    expect(fares.size).toBeGreaterThanOrEqual(10);
    // Each window says how its lodging compares with the year's.
    const august = body.windows.find((window) => window.start === '2027-08-06');
    expect(august?.reasons[0]).toMatch(/^Lodging in Lisbon about \$[\d.]+ a night, \d+% above/);
    expect(body.longWeekends.map((weekend) => weekend.label)).toContain(
      'Memorial Day weekend, May 29-31',
    );
    const memorial = body.windows.find((window) => window.start === '2027-05-28');
    expect(memorial?.longWeekend).toBe('Memorial Day weekend, May 29-31');
    expect(body.windows.find((window) => window.start === '2027-03-12')?.longWeekend).toBeNull();
  });

  it('ranks one window cheapest and the rest about the same or dearer by the overlap rule', async () => {
    const { trip, ownerHeaders } = await nycTrip();
    const body = (
      await get(datesUrl(trip.id, '?from=2026-09-01'), ownerHeaders)
    ).json<CompareDates>();
    const cheapest = body.windows.filter((window) => window.rank === 'cheapest');
    expect(cheapest).toHaveLength(1);
    const best = cheapest[0]!;
    for (const window of body.windows) {
      expect(window.total.mid.amount).toBeGreaterThanOrEqual(best.total.mid.amount);
      if (window === best) continue;
      const overlaps =
        window.total.low.amount <= best.total.high.amount &&
        best.total.low.amount <= window.total.high.amount;
      expect(window.rank).toBe(overlaps ? 'about_the_same' : 'dearer');
    }
  });

  it('tries every week for 52 weeks from today by default', async () => {
    const { trip, ownerHeaders } = await nycTrip();
    const body = (await get(datesUrl(trip.id), ownerHeaders)).json<CompareDates>();
    expect(body.windows).toHaveLength(53);
    const [first, second] = body.windows;
    expect(Date.parse(second!.start) - Date.parse(first!.start)).toBe(7 * 86_400_000);
    expect(Math.abs(Date.parse(first!.start) - Date.now())).toBeLessThan(2 * 86_400_000);
  });

  it('steps by day when asked', async () => {
    const { trip, ownerHeaders } = await nycTrip();
    const body = (
      await get(datesUrl(trip.id, '?from=2026-12-30&to=2027-01-02&step=day'), ownerHeaders)
    ).json<CompareDates>();
    expect(body.windows.map((window) => window.start)).toEqual([
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
    ]);
  });

  it('answers 400 dates_required for a trip without dates', async () => {
    const { trip, ownerHeaders } = await nycTrip({ tripStart: null, tripEnd: null });
    const response = await get(datesUrl(trip.id), ownerHeaders);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      msg: "Add the trip's start and end dates to compare dates.",
      code: 'dates_required',
    });
  });

  it('answers 400 for a bad step, a bad date, to before from, and more than 366 windows', async () => {
    const { trip, ownerHeaders } = await nycTrip();
    for (const query of [
      '?step=month',
      '?from=2026-02-30',
      '?from=2026-05-01&to=2026-04-01',
      '?from=2026-01-01&to=2027-06-01&step=day',
    ]) {
      const response = await get(datesUrl(trip.id, query), ownerHeaders);
      expect(response.statusCode, query).toBe(400);
      expect(response.json(), query).toMatchObject({
        msg: expect.any(String),
        code: expect.any(String),
      });
    }
    const tooMany = await get(
      datesUrl(trip.id, '?from=2026-01-01&to=2027-06-01&step=day'),
      ownerHeaders,
    );
    expect(tooMany.json()).toMatchObject({ code: 'too_many_windows' });
  });

  it("answers 404 for another traveller's trip and for a missing one", async () => {
    const { trip, otherHeaders, ownerHeaders } = await nycTrip();
    for (const [id, headers] of [
      [trip.id, otherHeaders],
      [MISSING_ID, ownerHeaders],
    ] as const) {
      const response = await get(datesUrl(id), headers);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ msg: 'Trip not found', code: 'trip_not_found' });
    }
  });
});

describe('GET /api/trips/getaway/:id/compare/places', () => {
  it("compares the trip's place first, then Chicago and Boston, with the trip's dates", async () => {
    const { trip, ownerHeaders } = await nycTrip();
    const response = await get(placesUrl(trip.id, 'place=Chicago&place=Boston'), ownerHeaders);
    expect(response.statusCode).toBe(200);
    const body = response.json<ComparePlaces>();
    expect(body.currency).toBe('USD');
    expect(body.places.map((place) => [place.place, place.isTripPlace])).toEqual([
      [NYC, true],
      ['Chicago, IL, United States', false],
      ['Boston, MA, United States', false],
    ]);
    const [own, chicago] = body.places;
    expect(own!.image_url).toBe(trip.imageUrl);
    expect(own!.byCategory.lodging?.mid).toEqual({ amount: 4 * 34_200, currency: 'USD' });
    expect(chicago!.byCategory.airfare).toBeDefined();
    for (const place of body.places) {
      expect(imageUrlSchema.safeParse(place.image_url).success).toBe(true);
      expect(place.weather).toMatchObject({ month: 10 });
      expect(place.reasons.length).toBeGreaterThan(0);
    }
    expect(body.places.filter((place) => place.rank === 'cheapest')).toHaveLength(1);
  });

  it('takes a place id as well as a label', async () => {
    const { trip, ownerHeaders } = await nycTrip();
    const body = (
      await get(placesUrl(trip.id, 'place=geonames:2267057'), ownerHeaders)
    ).json<ComparePlaces>();
    expect(body.places[1]).toMatchObject({
      place: 'Lisbon, Lisboa, Portugal',
      image_url: '/api/places-photo/geonames-2267057',
    });
  });

  it('answers 400 for an unknown place, no place, or more than 6', async () => {
    const { trip, ownerHeaders } = await nycTrip();
    const unknown = await get(placesUrl(trip.id, 'place=Qzxqzx'), ownerHeaders);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ msg: 'We could not find Qzxqzx.', code: 'place_not_found' });
    const none = await get(`/api/trips/getaway/${trip.id}/compare/places`, ownerHeaders);
    expect(none.statusCode).toBe(400);
    const seven = Array.from({ length: 7 }, () => 'place=Boston').join('&');
    const tooMany = await get(placesUrl(trip.id, seven), ownerHeaders);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toMatchObject({ code: 'validation_failed' });
  });

  it('answers 400 dates_required for a trip without dates', async () => {
    const { trip, ownerHeaders } = await nycTrip({ tripStart: null, tripEnd: null });
    const response = await get(placesUrl(trip.id, 'place=Boston'), ownerHeaders);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'dates_required' });
  });

  it("answers 404 for another traveller's trip", async () => {
    const { trip, otherHeaders } = await nycTrip();
    const response = await get(placesUrl(trip.id, 'place=Boston'), otherHeaders);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ msg: 'Trip not found', code: 'trip_not_found' });
  });
});

describe('GET /api/wishlist/spec-wishlist/:id/compare', () => {
  const compareUrl = (id: string) => `/api/wishlist/spec-wishlist/${id}/compare`;

  it('lists planned totals and estimates cheapest first, trips with neither last', async () => {
    const { owner, ownerHeaders } = await travellers();
    const planned = await buildTrip(db(), owner.id, { locationAddress: NYC });
    await buildCostLine(db(), planned.id, { plannedAmount: 50_000 });
    const estimated = await buildTrip(db(), owner.id, {
      locationAddress: 'Chicago, IL, United States',
      tripStart: '2026-10-12',
      tripEnd: '2026-10-16',
    });
    const undated = await buildTrip(db(), owner.id, { tripStart: null, tripEnd: null });
    const list = await buildWishlist(db(), owner.id, {
      tripIds: [undated.id, estimated.id, planned.id],
    });
    const response = await get(compareUrl(list.id), ownerHeaders);
    expect(response.statusCode).toBe(200);
    const body = response.json<CompareTrips>();
    expect(body.currency).toBe('USD');
    expect(body.trips.map((trip) => [trip._id, trip.basis])).toEqual([
      [planned.id, 'planned'],
      [estimated.id, 'estimate'],
      [undated.id, 'none'],
    ]);
    expect(body.trips[0]).toMatchObject({ planned: { amount: 50_000, currency: 'USD' } });
    expect(body.trips[1]!.total!.mid.amount).toBeGreaterThan(50_000);
    expect(body.trips[2]).toMatchObject({ total: null, planned: null, trip_start: null });
  });

  it("converts a trip's plan in another currency to the owner's home currency", async () => {
    const { owner, ownerHeaders } = await travellers('EUR');
    const trip = await buildTrip(db(), owner.id, { currency: 'USD' });
    await buildCostLine(db(), trip.id, { plannedAmount: 116_840 });
    const list = await buildWishlist(db(), owner.id, { tripIds: [trip.id] });
    const body = (await get(compareUrl(list.id), ownerHeaders)).json<CompareTrips>();
    expect(body.currency).toBe('EUR');
    // 1,168.40 USD at 1.1684 USD per EUR (the shipped ECB rate of 2026-04-13).
    expect(body.trips[0]!.planned).toEqual({ amount: 100_000, currency: 'EUR' });
    expect(body.trips[0]!.total?.mid.currency).toBe('EUR');
  });

  it("answers 404 for another traveller's wishlist", async () => {
    const { owner, otherHeaders } = await travellers();
    const list = await buildWishlist(db(), owner.id);
    const response = await get(compareUrl(list.id), otherHeaders);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ msg: 'Wishlist not found', code: 'wishlist_not_found' });
  });
});
