import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Watch, WatchesList, WatchHistory } from '#shared/contracts/watches';
import { addDays, localCalendarDate } from '#shared/domain/calendar-date';
import { watches } from '#server/db/schema';
import { buildMember } from '#tests/factories/members';
import { buildTrip } from '#tests/factories/trips';
import { authHeader, buildUser } from '#tests/factories/users';
import { useTestApp } from '#tests/setup/test-app';

const testApp = useTestApp();
const db = () => testApp.db;
const MISSING_ID = '00000000-0000-4000-8000-000000000000';

async function traveller(overrides: Parameters<typeof buildUser>[1] = {}) {
  const user = await buildUser(db(), { city: 'Denver', state: 'CO', ...overrides });
  return { user, headers: await authHeader(testApp.app, user) };
}

/** A 3-night Lisbon trip for 2 from Denver next spring. */
const lisbonTrip = (userId: string, overrides: Parameters<typeof buildTrip>[2] = {}) =>
  buildTrip(db(), userId, {
    locationAddress: 'Lisbon, Lisbon, Portugal',
    tripLocation: 'Lisbon',
    tripStart: addDays(localCalendarDate(), 100),
    tripEnd: addDays(localCalendarDate(), 103),
    travellers: 2,
    ...overrides,
  });

const call = (
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  headers: Record<string, string>,
  payload?: unknown,
) =>
  testApp.app.inject({
    method,
    url,
    headers,
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

const flexibleBody = (overrides: Record<string, unknown> = {}) => ({
  place: 'Lisbon, Portugal',
  nights: 3,
  travellers: 2,
  origin: 'Denver, CO',
  from: addDays(localCalendarDate(), 30),
  to: addDays(localCalendarDate(), 60),
  ...overrides,
});

describe('POST /api/watches', () => {
  it("watches a trip in the trip's currency, priced at once as an estimate with its cheapest window", async () => {
    const { user, headers } = await traveller();
    const trip = await lisbonTrip(user.id);
    const response = await call('POST', '/api/watches', headers, { tripId: trip.id });
    expect(response.statusCode).toBe(201);
    const watch = response.json<Watch>();
    expect(watch).toMatchObject({
      kind: 'trip',
      tripId: trip.id,
      place: 'Lisbon, Lisbon, Portugal',
      nights: 3,
      travellers: 2,
      origin: 'Denver, CO, United States',
      from: trip.tripStart,
      to: trip.tripStart,
      currency: 'USD',
      maxPerPerson: null,
      lastError: null,
    });
    expect(watch.latest).toMatchObject({
      start: trip.tripStart,
      end: trip.tripEnd,
      estimated: true,
      quotes: [],
    });
    const latest = watch.latest!;
    expect(latest.perPerson).toEqual({
      amount: Math.round(latest.total.mid.amount / 2),
      currency: 'USD',
    });
    expect(latest.total.low.amount).toBeLessThan(latest.total.high.amount);
    expect(latest.sources.length).toBeGreaterThan(0);
    // The next check is a day away, so the job does not price it again at once.
    expect(Date.parse(watch.nextCheckAt) - Date.now()).toBeGreaterThan(23 * 3_600_000);
    const history = await call('GET', `/api/watches/${watch._id}/history`, headers);
    expect(history.json<WatchHistory>().checks).toHaveLength(1);
  });

  it("takes the cap's currency over the trip's, and prices in it", async () => {
    const { user, headers } = await traveller();
    const trip = await lisbonTrip(user.id);
    const watch = (
      await call('POST', '/api/watches', headers, {
        tripId: trip.id,
        maxPerPerson: { amount: 90_000, currency: 'EUR' },
      })
    ).json<Watch>();
    expect(watch.currency).toBe('EUR');
    expect(watch.maxPerPerson).toEqual({ amount: 90_000, currency: 'EUR' });
    expect(watch.latest?.total.mid.currency).toBe('EUR');
    expect(watch.latest?.perPerson.currency).toBe('EUR');
  });

  it("watches a flexible getaway in the traveller's home currency, with the place as the gazetteer names it", async () => {
    const { headers } = await traveller({ homeCurrency: 'EUR' });
    const body = flexibleBody();
    const response = await call('POST', '/api/watches', headers, body);
    expect(response.statusCode).toBe(201);
    const watch = response.json<Watch>();
    expect(watch).toMatchObject({
      kind: 'flexible',
      tripId: null,
      place: 'Lisbon, Lisboa, Portugal',
      origin: 'Denver, CO, United States',
      nights: 3,
      travellers: 2,
      from: body.from,
      to: body.to,
      longWeekendsOnly: false,
      currency: 'EUR',
    });
    expect(watch.latest!.start >= body.from && watch.latest!.start <= body.to).toBe(true);
    expect(watch.latest!.end).toBe(addDays(watch.latest!.start, 3));
  });

  it("lets a companion watch a trip they may read; another traveller's or a missing trip is 404", async () => {
    const owner = await traveller();
    const companion = await traveller();
    const stranger = await traveller();
    const trip = await lisbonTrip(owner.user.id);
    await buildMember(db(), trip.id, companion.user.id, 'viewer');
    const ok = await call('POST', '/api/watches', companion.headers, { tripId: trip.id });
    expect(ok.statusCode).toBe(201);
    expect(ok.json<Watch>().origin).toBe('Denver, CO, United States');
    for (const tripId of [trip.id, MISSING_ID]) {
      const response = await call('POST', '/api/watches', stranger.headers, { tripId });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ msg: 'Trip not found', code: 'trip_not_found' });
    }
  });

  it('answers 400 dates_required for a trip without dates', async () => {
    const { user, headers } = await traveller();
    const trip = await lisbonTrip(user.id, { tripStart: null, tripEnd: null });
    const response = await call('POST', '/api/watches', headers, { tripId: trip.id });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      msg: "Add the trip's start and end dates to watch its price.",
      code: 'dates_required',
    });
  });

  it('answers 409 already_watching for a second watch of one trip', async () => {
    const { user, headers } = await traveller();
    const trip = await lisbonTrip(user.id);
    expect((await call('POST', '/api/watches', headers, { tripId: trip.id })).statusCode).toBe(201);
    const again = await call('POST', '/api/watches', headers, { tripId: trip.id });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ msg: 'You already watch this trip.', code: 'already_watching' });
  });

  it('answers 409 too_many_watches past 20 watches', async () => {
    const { user, headers } = await traveller();
    await db()
      .insert(watches)
      .values(
        Array.from({ length: 20 }, () => ({
          userId: user.id,
          place: 'Lisbon, Lisboa, Portugal',
          nights: 3,
          travellers: 1,
          origin: 'Denver, CO, United States',
          fromDate: '2027-03-01',
          toDate: '2027-03-10',
          currency: 'USD' as const,
        })),
      );
    const response = await call('POST', '/api/watches', headers, flexibleBody());
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      msg: 'You can keep at most 20 watches: stop watching one first.',
      code: 'too_many_watches',
    });
  });

  it('answers 400 naming what is accepted for a body of neither kind and for bad fields', async () => {
    const { headers } = await traveller();
    const neither = await call('POST', '/api/watches', headers, { place: 'Lisbon' });
    expect(neither.statusCode).toBe(400);
    expect(neither.json()).toMatchObject({ code: 'validation_failed' });
    expect(neither.json<{ msg: string }>().msg).toMatch(/tripId|place, nights/);
    const nights = await call('POST', '/api/watches', headers, flexibleBody({ nights: 0 }));
    expect(nights.statusCode).toBe(400);
    expect(nights.json<{ msg: string }>().msg).toContain(
      'nights must be a whole number from 1 to 30.',
    );
  });

  it('answers 400 watch_dates_out_of_range for a start before today or an end past 12 months', async () => {
    const { headers } = await traveller();
    const today = localCalendarDate();
    for (const dates of [
      { from: addDays(today, -1), to: addDays(today, 10) },
      { from: today, to: addDays(today, 400) },
    ]) {
      const response = await call('POST', '/api/watches', headers, flexibleBody(dates));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'watch_dates_out_of_range' });
      expect(response.json<{ msg: string }>().msg).toMatch(
        new RegExp(
          `^from must be today \\(${today}\\) or later and to at most 12 months ahead \\(\\d{4}-\\d\\d-\\d\\d\\)\\.$`,
        ),
      );
    }
    const lastDay = await call(
      'POST',
      '/api/watches',
      headers,
      flexibleBody({ from: addDays(today, 300), to: addDays(today, 360) }),
    );
    expect(lastDay.statusCode).toBe(201);
  });

  it('answers 400 place_not_found and origin_not_found for places the gazetteer does not know', async () => {
    const { headers } = await traveller();
    const place = await call('POST', '/api/watches', headers, flexibleBody({ place: 'Qzxqzx' }));
    expect(place.statusCode).toBe(400);
    expect(place.json()).toEqual({ msg: 'We could not find Qzxqzx.', code: 'place_not_found' });
    const origin = await call('POST', '/api/watches', headers, flexibleBody({ origin: 'Qzxqzx' }));
    expect(origin.statusCode).toBe(400);
    expect(origin.json()).toEqual({
      msg: 'We could not find your starting city.',
      code: 'origin_not_found',
    });
  });
});

describe('a watch belongs to its traveller', () => {
  it("lists only one's own watches, newest first; another's watch is 404 watch_not_found to every call", async () => {
    const owner = await traveller();
    const other = await traveller();
    const first = (await call('POST', '/api/watches', owner.headers, flexibleBody())).json<Watch>();
    const second = (
      await call('POST', '/api/watches', owner.headers, flexibleBody({ nights: 4 }))
    ).json<Watch>();
    const list = (await call('GET', '/api/watches', owner.headers)).json<WatchesList>();
    expect(list.watches.map((watch) => watch._id)).toEqual([second._id, first._id]);
    expect((await call('GET', '/api/watches', other.headers)).json<WatchesList>().watches).toEqual(
      [],
    );
    for (const [method, url] of [
      ['DELETE', `/api/watches/${first._id}`],
      ['POST', `/api/watches/${first._id}/check`],
      ['GET', `/api/watches/${first._id}/history`],
      ['GET', `/api/watches/${MISSING_ID}/history`],
    ] as const) {
      const response = await call(method, url, other.headers);
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toEqual({ msg: 'Watch not found', code: 'watch_not_found' });
    }
    expect(
      (await call('GET', '/api/watches', owner.headers)).json<WatchesList>().watches,
    ).toHaveLength(2);
  });

  it('deletes a watch: then it is gone from the list and 404', async () => {
    const { headers } = await traveller();
    const watch = (await call('POST', '/api/watches', headers, flexibleBody())).json<Watch>();
    const deleted = await call('DELETE', `/api/watches/${watch._id}`, headers);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ msg: 'Watch deleted.' });
    expect((await call('GET', '/api/watches', headers)).json<WatchesList>().watches).toEqual([]);
    expect((await call('DELETE', `/api/watches/${watch._id}`, headers)).statusCode).toBe(404);
  });

  it('a check after the traveller lost the trip deletes the watch and answers 404', async () => {
    const owner = await traveller();
    const companion = await traveller();
    const trip = await lisbonTrip(owner.user.id);
    await buildMember(db(), trip.id, companion.user.id, 'viewer');
    const watch = (
      await call('POST', '/api/watches', companion.headers, { tripId: trip.id })
    ).json<Watch>();
    await db().execute(
      sql`DELETE FROM trip_members WHERE trip_id = ${trip.id} AND user_id = ${companion.user.id}`,
    );
    const response = await call('POST', `/api/watches/${watch._id}/check`, companion.headers);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'watch_not_found' });
    expect(await db().select().from(watches).where(eq(watches.id, watch._id))).toEqual([]);
  });
});

describe('POST /api/watches/:watchId/check and GET …/history', () => {
  it('prices the watch again and lists each check oldest first', async () => {
    const { user, headers } = await traveller();
    const trip = await lisbonTrip(user.id);
    const watch = (await call('POST', '/api/watches', headers, { tripId: trip.id })).json<Watch>();
    // The trip changes: a check reads it afresh.
    await db().execute(sql`UPDATE trips SET travellers = 3 WHERE id = ${trip.id}`);
    const checked = await call('POST', `/api/watches/${watch._id}/check`, headers);
    expect(checked.statusCode).toBe(200);
    const after = checked.json<Watch>();
    expect(after.travellers).toBe(3);
    expect(Date.parse(after.lastCheckedAt!)).toBeGreaterThanOrEqual(
      Date.parse(watch.lastCheckedAt!),
    );
    const history = (
      await call('GET', `/api/watches/${watch._id}/history`, headers)
    ).json<WatchHistory>();
    expect(history.currency).toBe('USD');
    expect(history.checks).toHaveLength(2);
    const [first, second] = history.checks;
    expect(first!.checkedAt <= second!.checkedAt).toBe(true);
    expect(first!.price!.total.mid.amount).toBe(watch.latest!.total.mid.amount);
    expect(second!.price!.total.mid.amount).toBe(after.latest!.total.mid.amount);
    expect(second!.price!.total.mid.amount).toBeGreaterThan(first!.price!.total.mid.amount);
  });

  it('records a check that cannot price, in words, when the trip lost its dates', async () => {
    const { user, headers } = await traveller();
    const trip = await lisbonTrip(user.id);
    const watch = (await call('POST', '/api/watches', headers, { tripId: trip.id })).json<Watch>();
    await db().execute(
      sql`UPDATE trips SET trip_start = NULL, trip_end = NULL WHERE id = ${trip.id}`,
    );
    const after = (await call('POST', `/api/watches/${watch._id}/check`, headers)).json<Watch>();
    expect(after.latest).toBeNull();
    expect(after.lastError).toBe('The trip has no dates: add them to price it.');
    const history = (
      await call('GET', `/api/watches/${watch._id}/history`, headers)
    ).json<WatchHistory>();
    expect(history.checks.map((check) => check.error)).toEqual([
      null,
      'The trip has no dates: add them to price it.',
    ]);
  });
});
