// A trip's plan, and making and changing its items.
import { describe, expect, it } from 'vitest';
import { planItems } from '#server/db/schema';
import { buildCostLine } from '#tests/factories/costs';
import { buildPlanItem } from '#tests/factories/plan';
import { buildTrip } from '#tests/factories/trips';
import { MISSING_ID } from '#tests/factories/ids';
import {
  expectDense,
  itemsUrl,
  itemUrl,
  namesOf,
  planUrl,
  usePlanRoutesApp,
} from '#tests/setup/plan-routes';

const { db, ownerWithTrip, call, getPlan, addItem, storedItems } = usePlanRoutesApp();

describe('GET /api/trips/getaway/:id/plan', () => {
  it('answers one empty day per date of the trip, first to last, and no ideas', async () => {
    const { ownerHeaders, trip } = await ownerWithTrip({
      tripStart: '2026-02-27',
      tripEnd: '2026-03-02',
    });
    expect(await getPlan(trip.id, ownerHeaders)).toEqual({
      days: [
        { date: '2026-02-27', items: [], bookings: [] },
        { date: '2026-02-28', items: [], bookings: [] },
        { date: '2026-03-01', items: [], bookings: [] },
        { date: '2026-03-02', items: [], bookings: [] },
      ],
      ideas: [],
    });
  });

  it('gives an undated trip its ideas only', async () => {
    const { ownerHeaders, trip } = await ownerWithTrip({ tripStart: null, tripEnd: null });
    await buildPlanItem(db(), trip.id, { name: 'Tram 28' });
    const plan = await getPlan(trip.id, ownerHeaders);
    expect(plan.days).toEqual([]);
    expect(namesOf(plan)).toEqual({ ideas: ['Tram 28'] });
  });

  it('lists each day’s items and the ideas in their order', async () => {
    const { ownerHeaders, trip } = await ownerWithTrip();
    await buildPlanItem(db(), trip.id, { name: 'Castle', day: '2026-06-02', position: 1 });
    await buildPlanItem(db(), trip.id, { name: 'Breakfast', day: '2026-06-02', position: 0 });
    await buildPlanItem(db(), trip.id, { name: 'Fado', position: 1 });
    await buildPlanItem(db(), trip.id, { name: 'Tiles museum', position: 0 });
    await buildPlanItem(db(), trip.id, { name: 'Beach', day: '2026-06-08', position: 0 });
    const plan = await getPlan(trip.id, ownerHeaders);
    expect(plan.days).toHaveLength(8);
    expect(namesOf(plan)).toEqual({
      ideas: ['Tiles museum', 'Fado'],
      '2026-06-02': ['Breakfast', 'Castle'],
      '2026-06-08': ['Beach'],
    });
    expectDense(plan);
  });

  it("answers 404 for another user's trip and for a missing one", async () => {
    const { otherHeaders, ownerHeaders, trip } = await ownerWithTrip();
    for (const [url, headers] of [
      [planUrl(trip.id), otherHeaders],
      [planUrl(MISSING_ID), ownerHeaders],
    ] as const) {
      const response = await call('GET', url, headers);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ msg: 'Trip not found', code: 'trip_not_found' });
    }
  });
});

describe('POST /api/trips/getaway/:id/plan/items', () => {
  it('adds a thing to do at the end of its day and answers 201 with it', async () => {
    const { ownerHeaders, trip } = await ownerWithTrip();
    const line = await buildCostLine(db(), trip.id, { category: 'activities', label: 'Tickets' });
    await addItem(trip.id, ownerHeaders, { name: 'Breakfast', day: '2026-06-03' });
    const response = await call('POST', itemsUrl(trip.id), ownerHeaders, {
      name: '  Jerónimos Monastery ',
      kind: 'museum',
      place: 'Praça do Império, Lisbon',
      lat: 38.6979,
      lng: -9.2068,
      startTime: '09:30',
      durationMinutes: 90,
      note: 'Buy tickets online',
      costLineId: line.id,
      source: 'Wikidata',
      sourceUrl: 'https://www.wikidata.org/wiki/Q193123',
      day: '2026-06-03',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      _id: expect.any(String),
      day: '2026-06-03',
      position: 1,
      name: 'Jerónimos Monastery',
      kind: 'museum',
      place: 'Praça do Império, Lisbon',
      lat: 38.6979,
      lng: -9.2068,
      startTime: '09:30',
      durationMinutes: 90,
      note: 'Buy tickets online',
      costLineId: line.id,
      source: 'Wikidata',
      sourceUrl: 'https://www.wikidata.org/wiki/Q193123',
      movedFromDay: null,
    });
    const [stored] = (await storedItems(trip.id)).filter((row) => row.kind === 'museum');
    expect(stored).toMatchObject({ startMinutes: 570, day: '2026-06-03', position: 1 });
  });

  it('adds the traveller’s own thing to do to the end of the ideas when no day is given', async () => {
    const { ownerHeaders, trip } = await ownerWithTrip();
    await addItem(trip.id, ownerHeaders, { name: 'Fado night', day: null });
    const own = await addItem(trip.id, ownerHeaders, { name: 'Pastéis de nata' });
    expect(own).toMatchObject({
      day: null,
      position: 1,
      kind: null,
      place: '',
      lat: null,
      lng: null,
      startTime: null,
      durationMinutes: null,
      note: '',
      costLineId: null,
      source: null,
      sourceUrl: null,
    });
    expect(namesOf(await getPlan(trip.id, ownerHeaders))).toEqual({
      ideas: ['Fado night', 'Pastéis de nata'],
    });
  });

  it('adds to the ideas of an undated trip', async () => {
    const { ownerHeaders, trip } = await ownerWithTrip({ tripStart: null, tripEnd: null });
    expect(await addItem(trip.id, ownerHeaders, { name: 'Sintra' })).toMatchObject({
      day: null,
      position: 0,
    });
  });

  it('refuses bad input with 400 {msg, code} and stores nothing', async () => {
    const { ownerHeaders, owner, trip } = await ownerWithTrip();
    const undated = await buildTrip(db(), owner.id, { tripStart: null, tripEnd: null });
    const otherTrip = await buildTrip(db(), owner.id);
    const otherLine = await buildCostLine(db(), otherTrip.id);
    const cases: [string, Record<string, unknown>, string, RegExp][] = [
      [trip.id, { name: '   ' }, 'validation_failed', /name is required/],
      [trip.id, { name: 'x'.repeat(121) }, 'validation_failed', /name is too long/],
      [trip.id, { name: 'A', startTime: '24:00' }, 'validation_failed', /HH:MM/],
      [trip.id, { name: 'A', startTime: '9:30' }, 'validation_failed', /HH:MM/],
      [trip.id, { name: 'A', durationMinutes: 0 }, 'validation_failed', /between 1 and 1440/],
      [trip.id, { name: 'A', durationMinutes: 1.5 }, 'validation_failed', /whole number/],
      [trip.id, { name: 'A', lat: 91, lng: 0 }, 'validation_failed', /lat must be between/],
      [trip.id, { name: 'A', lat: 38.7 }, 'validation_failed', /lat and lng together/],
      [trip.id, { name: 'A', sourceUrl: 'http://x.org' }, 'validation_failed', /https/],
      [trip.id, { name: 'A', day: '2026-02-30' }, 'validation_failed', /real dates/],
      [
        trip.id,
        { name: 'A', day: '2026-06-09' },
        'day_outside_trip',
        /one of the trip's days, 2026-06-01 to 2026-06-08/,
      ],
      [trip.id, { name: 'A', day: '2026-05-31' }, 'day_outside_trip', /one of the trip's days/],
      [undated.id, { name: 'A', day: '2026-06-01' }, 'day_outside_trip', /no dates yet/],
      [
        trip.id,
        { name: 'A', costLineId: otherLine.id },
        'cost_line_not_on_trip',
        /one of this trip’s cost lines/,
      ],
      [
        trip.id,
        { name: 'A', costLineId: MISSING_ID },
        'cost_line_not_on_trip',
        /one of this trip’s cost lines/,
      ],
    ];
    for (const [tripId, body, code, msg] of cases) {
      const response = await call('POST', itemsUrl(tripId), ownerHeaders, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json(), JSON.stringify(body)).toMatchObject({
        code,
        msg: expect.stringMatching(msg),
      });
    }
    for (const tripId of [trip.id, undated.id]) expect(await storedItems(tripId)).toEqual([]);
  });

  it('refuses the 201st thing to do on a trip with a clear message', async () => {
    const { ownerHeaders, trip } = await ownerWithTrip();
    await db()
      .insert(planItems)
      .values(
        Array.from({ length: 200 }, (_, index) => ({
          tripId: trip.id,
          name: `Sight ${index}`,
          day: index < 100 ? '2026-06-01' : null,
          position: index % 100,
        })),
      );
    const response = await call('POST', itemsUrl(trip.id), ownerHeaders, { name: 'One more' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      msg: 'A trip holds at most 200 things to do; take one off the plan first.',
      code: 'too_many_plan_items',
    });
    expect(await storedItems(trip.id)).toHaveLength(200);
    // One taken off makes room again.
    const [first] = await storedItems(trip.id);
    expect((await call('DELETE', itemUrl(trip.id, first!.id), ownerHeaders)).statusCode).toBe(200);
    await addItem(trip.id, ownerHeaders, { name: 'One more' });
  });

  it("answers 404 for another user's trip and a missing one, storing nothing", async () => {
    const { otherHeaders, ownerHeaders, trip } = await ownerWithTrip();
    for (const [tripId, headers] of [
      [trip.id, otherHeaders],
      [MISSING_ID, ownerHeaders],
    ] as const) {
      const response = await call('POST', itemsUrl(tripId), headers, { name: 'Mine now' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ msg: 'Trip not found', code: 'trip_not_found' });
    }
    expect(await storedItems(trip.id)).toEqual([]);
  });
});

describe('PUT /api/trips/getaway/:id/plan/items/:itemId', () => {
  it('changes the fields sent and leaves the rest and its place in the plan', async () => {
    const { ownerHeaders, trip } = await ownerWithTrip();
    const line = await buildCostLine(db(), trip.id, { category: 'activities' });
    await addItem(trip.id, ownerHeaders, { name: 'First', day: '2026-06-02' });
    const item = await addItem(trip.id, ownerHeaders, {
      name: 'Castle',
      day: '2026-06-02',
      startTime: '10:00',
      note: 'Morning',
      kind: 'castle',
    });
    const response = await call('PUT', itemUrl(trip.id, item._id), ownerHeaders, {
      name: ' São Jorge Castle ',
      startTime: '23:59',
      durationMinutes: 120,
      costLineId: line.id,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      ...item,
      name: 'São Jorge Castle',
      startTime: '23:59',
      durationMinutes: 120,
      costLineId: line.id,
    });

    const cleared = await call('PUT', itemUrl(trip.id, item._id), ownerHeaders, {
      startTime: null,
      durationMinutes: null,
      costLineId: null,
      place: 'Alfama',
      note: '',
    });
    expect(cleared.json()).toMatchObject({
      startTime: null,
      durationMinutes: null,
      costLineId: null,
      place: 'Alfama',
      note: '',
      day: '2026-06-02',
      position: 1,
    });
  });

  it('refuses bad changes with 400 and changes nothing', async () => {
    const { ownerHeaders, owner, trip } = await ownerWithTrip();
    const item = await buildPlanItem(db(), trip.id, { name: 'Castle' });
    const otherLine = await buildCostLine(db(), (await buildTrip(db(), owner.id)).id);
    const before = await storedItems(trip.id);
    for (const [body, code] of [
      [{}, 'validation_failed'],
      [{ name: '' }, 'validation_failed'],
      [{ startTime: '12:60' }, 'validation_failed'],
      [{ name: 'Renamed', costLineId: otherLine.id }, 'cost_line_not_on_trip'],
    ] as const) {
      const response = await call('PUT', itemUrl(trip.id, item.id), ownerHeaders, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json()).toMatchObject({ code, msg: expect.any(String) });
    }
    expect(await storedItems(trip.id)).toEqual(before);
  });

  it("answers 404 for an item of another trip, a missing item and another user's trip", async () => {
    const { ownerHeaders, otherHeaders, owner, trip } = await ownerWithTrip();
    const item = await buildPlanItem(db(), trip.id);
    const secondTrip = await buildTrip(db(), owner.id);
    const itemNotFound = { msg: 'Plan item not found', code: 'plan_item_not_found' };
    for (const [url, headers, answer] of [
      [itemUrl(secondTrip.id, item.id), ownerHeaders, itemNotFound],
      [itemUrl(trip.id, MISSING_ID), ownerHeaders, itemNotFound],
      [itemUrl(trip.id, item.id), otherHeaders, { msg: 'Trip not found', code: 'trip_not_found' }],
    ] as const) {
      const response = await call('PUT', url, headers, { name: 'Taken' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(answer);
    }
    expect((await storedItems(trip.id))[0]).toMatchObject({ name: 'Belém Tower' });
  });
});
