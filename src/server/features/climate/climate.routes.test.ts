import { describe, expect, it } from 'vitest';
import type { TypicalWeather } from '#shared/contracts/climate';
import { buildTrip } from '#tests/factories/trips';
import { buildTwoTravellers } from '#tests/factories/users';
import { useTestApp } from '#tests/setup/test-app';

const testApp = useTestApp();
const db = () => testApp.db;
const MISSING_ID = '00000000-0000-4000-8000-000000000000';
const CREDIT = 'Climate: Sunshine Atlas (sunshineatlas.com/data), CC BY 4.0; NASA POWER';

const typicalWeatherOf = (tripId: string, headers: Record<string, string>) =>
  testApp.app.inject({
    method: 'GET',
    url: `/api/trips/getaway/${tripId}/typical-weather`,
    headers,
  });

describe('GET /api/trips/getaway/:id/typical-weather', () => {
  it("answers the typical weather of a Lisbon trip's month, with the credit", async () => {
    const { owner, ownerHeaders } = await buildTwoTravellers(testApp.app, db());
    const trip = await buildTrip(db(), owner.id, {
      tripStart: '2026-07-10',
      tripEnd: '2026-07-17',
    });

    const response = await typicalWeatherOf(trip.id, ownerHeaders);

    expect(response.statusCode).toBe(200);
    const body = response.json<TypicalWeather>();
    expect(body).toEqual({
      source: CREDIT,
      credit: 'sunshine-atlas',
      destination: { city: 'Lisbon', country: 'Portugal', distanceKm: 7 },
      months: [{ month: 7, dayHighC: 23, nightLowC: 16, rainMm: 4, sunshineScore: 96 }],
    });
  });

  it('lists each month a trip touches, across the new year', async () => {
    const { owner, ownerHeaders } = await buildTwoTravellers(testApp.app, db());
    const trip = await buildTrip(db(), owner.id, {
      locationAddress: 'Denver, Colorado, United States',
      tripStart: '2026-12-28',
      tripEnd: '2027-01-03',
    });

    const body = (await typicalWeatherOf(trip.id, ownerHeaders)).json<TypicalWeather>();

    expect(body.destination).toMatchObject({ city: 'Denver', country: 'United States' });
    expect(body.months.map((month) => month.month)).toEqual([12, 1]);
    // Denver's winter days are cool and its nights below freezing.
    expect(body.months[1]?.dayHighC).toBeLessThan(12);
    expect(body.months[1]?.nightLowC).toBeLessThan(0);
  });

  it('answers all 12 months, January first, for a trip with no dates', async () => {
    const { owner, ownerHeaders } = await buildTwoTravellers(testApp.app, db());
    const trip = await buildTrip(db(), owner.id, { tripStart: null, tripEnd: null });

    const body = (await typicalWeatherOf(trip.id, ownerHeaders)).json<TypicalWeather>();

    expect(body.months.map((month) => month.month)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12,
    ]);
    expect(body.months[0]).toEqual({
      month: 1,
      dayHighC: 14,
      nightLowC: 9,
      rainMm: 73,
      sunshineScore: 42,
    });
  });

  it('answers the month of the only date a trip has', async () => {
    const { owner, ownerHeaders } = await buildTwoTravellers(testApp.app, db());
    const trip = await buildTrip(db(), owner.id, { tripStart: '2026-03-14', tripEnd: null });

    const body = (await typicalWeatherOf(trip.id, ownerHeaders)).json<TypicalWeather>();

    expect(body.months.map((month) => month.month)).toEqual([3]);
  });

  it('answers no destination and no months for a place far from any destination', async () => {
    const { owner, ownerHeaders } = await buildTwoTravellers(testApp.app, db());
    // Agadez, Niger is about 370 km from the nearest destination's airport.
    const trip = await buildTrip(db(), owner.id, { locationAddress: 'Agadez, Niger' });

    const response = await typicalWeatherOf(trip.id, ownerHeaders);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      source: CREDIT,
      credit: 'sunshine-atlas',
      destination: null,
      months: [],
    });
  });

  it('answers no destination for a place the gazetteer does not know', async () => {
    const { owner, ownerHeaders } = await buildTwoTravellers(testApp.app, db());
    const trip = await buildTrip(db(), owner.id, { locationAddress: 'Atlantis, Nowhere' });

    const body = (await typicalWeatherOf(trip.id, ownerHeaders)).json<TypicalWeather>();

    expect(body).toEqual({
      source: CREDIT,
      credit: 'sunshine-atlas',
      destination: null,
      months: [],
    });
  });

  it("answers 404 for another traveller's trip, as if it did not exist", async () => {
    const { owner, otherHeaders } = await buildTwoTravellers(testApp.app, db());
    const trip = await buildTrip(db(), owner.id);

    const response = await typicalWeatherOf(trip.id, otherHeaders);

    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ msg: 'Trip not found', code: 'trip_not_found' });
  });

  it('answers 404 for a trip that does not exist', async () => {
    const { ownerHeaders } = await buildTwoTravellers(testApp.app, db());

    const response = await typicalWeatherOf(MISSING_ID, ownerHeaders);

    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'trip_not_found' });
  });

  it('answers 400 for an id that is not one', async () => {
    const { ownerHeaders } = await buildTwoTravellers(testApp.app, db());

    const response = await typicalWeatherOf('not-an-id', ownerHeaders);

    expect(response.statusCode).toBe(400);
  });

  it('answers 401 without a token', async () => {
    const response = await typicalWeatherOf(MISSING_ID, {});

    expect(response.statusCode).toBe(401);
  });
});
