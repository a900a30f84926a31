import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Plan, PlanItem } from '#shared/contracts/plan';
import { planItems } from '#server/db/schema';
import { buildCostLine } from '#tests/factories/costs';
import { buildPlanItem } from '#tests/factories/plan';
import { buildTrip } from '#tests/factories/trips';
import { buildTwoTravellers } from '#tests/factories/users';
import { useTestApp } from '#tests/setup/test-app';

const testApp = useTestApp();
const db = () => testApp.db;

const MISSING_ID = '00000000-0000-4000-8000-000000000000';

/** An owner with a trip from 2026-06-01 to 2026-06-08 (unless told otherwise). */
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

const planUrl = (tripId: string) => `/api/trips/getaway/${tripId}/plan`;
const itemsUrl = (tripId: string) => `${planUrl(tripId)}/items`;
const itemUrl = (tripId: string, itemId: string) => `${itemsUrl(tripId)}/${itemId}`;
const moveUrl = (tripId: string, itemId: string) => `${itemUrl(tripId, itemId)}/move`;

async function getPlan(tripId: string, headers: Record<string, string>): Promise<Plan> {
  const response = await call('GET', planUrl(tripId), headers);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Plan>();
}

async function addItem(
  tripId: string,
  headers: Record<string, string>,
  body: Record<string, unknown>,
): Promise<PlanItem> {
  const response = await call('POST', itemsUrl(tripId), headers, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<PlanItem>();
}

/** Each day's and the ideas' item names, in order: what the traveller sees. */
function namesOf(plan: Plan): Record<string, string[]> {
  const lists: Record<string, string[]> = { ideas: plan.ideas.map((item) => item.name) };
  for (const day of plan.days)
    if (day.items.length > 0) lists[day.date] = day.items.map((item) => item.name);
  return lists;
}

/** Every list's positions are 0, 1, 2, ... and each item names its own list. */
function expectDense(plan: Plan) {
  for (const day of plan.days) {
    expect(day.items.map((item) => item.position)).toEqual(day.items.map((_, index) => index));
    for (const item of day.items) expect(item.day).toBe(day.date);
  }
  expect(plan.ideas.map((item) => item.position)).toEqual(plan.ideas.map((_, index) => index));
  for (const item of plan.ideas) expect(item.day).toBeNull();
}

const storedItems = (tripId: string) =>
  db().select().from(planItems).where(eq(planItems.tripId, tripId)).orderBy(asc(planItems.id));

describe('GET /api/trips/getaway/:id/plan', () => {
  it('answers one empty day per date of the trip, first to last, and no ideas', async () => {
    const { ownerHeaders, trip } = await ownerWithTrip({
      tripStart: '2026-02-27',
      tripEnd: '2026-03-02',
    });
    expect(await getPlan(trip.id, ownerHeaders)).toEqual({
      days: [
        { date: '2026-02-27', items: [] },
        { date: '2026-02-28', items: [] },
        { date: '2026-03-01', items: [] },
        { date: '2026-03-02', items: [] },
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

describe('POST /api/trips/getaway/:id/plan/items/:itemId/move', () => {
  /** A trip with A, B, C on 2026-06-02, D on 2026-06-03 and E, F among the ideas. */
  async function plannedTrip() {
    const world = await ownerWithTrip();
    const ids: Record<string, string> = {};
    for (const [name, day] of [
      ['A', '2026-06-02'],
      ['B', '2026-06-02'],
      ['C', '2026-06-02'],
      ['D', '2026-06-03'],
      ['E', null],
      ['F', null],
    ] as const) {
      ids[name] = (await addItem(world.trip.id, world.ownerHeaders, { name, day }))._id;
    }
    const move = async (name: string, day: string | null, position: number) => {
      const response = await call('POST', moveUrl(world.trip.id, ids[name]!), world.ownerHeaders, {
        day,
        position,
      });
      expect(response.statusCode, response.body).toBe(200);
      const plan = response.json<Plan>();
      expectDense(plan);
      return plan;
    };
    return { ...world, ids, move };
  }

  it('reorders within a day and answers the whole plan', async () => {
    const { move, trip, ownerHeaders } = await plannedTrip();
    const plan = await move('C', '2026-06-02', 0);
    expect(namesOf(plan)).toMatchObject({ '2026-06-02': ['C', 'A', 'B'] });
    expect(plan.days).toHaveLength(8);
    expect(namesOf(await move('C', '2026-06-02', 1))).toMatchObject({
      '2026-06-02': ['A', 'C', 'B'],
    });
    expect(await getPlan(trip.id, ownerHeaders)).toEqual(await move('A', '2026-06-02', 0));
  });

  it('moves to another day, renumbering both lists', async () => {
    const { move } = await plannedTrip();
    expect(namesOf(await move('A', '2026-06-03', 0))).toEqual({
      ideas: ['E', 'F'],
      '2026-06-02': ['B', 'C'],
      '2026-06-03': ['A', 'D'],
    });
    expect(namesOf(await move('B', '2026-06-05', 0))).toEqual({
      ideas: ['E', 'F'],
      '2026-06-02': ['C'],
      '2026-06-03': ['A', 'D'],
      '2026-06-05': ['B'],
    });
  });

  it('moves to the ideas and back, and puts a position past the end last', async () => {
    const { move } = await plannedTrip();
    expect(namesOf(await move('B', null, 1))).toEqual({
      ideas: ['E', 'B', 'F'],
      '2026-06-02': ['A', 'C'],
      '2026-06-03': ['D'],
    });
    expect(namesOf(await move('E', '2026-06-03', 200))).toEqual({
      ideas: ['B', 'F'],
      '2026-06-02': ['A', 'C'],
      '2026-06-03': ['D', 'E'],
    });
    expect(namesOf(await move('A', '2026-06-02', 50))).toMatchObject({
      '2026-06-02': ['C', 'A'],
    });
  });

  it('refuses a day outside the trip or a bad position with 400 and moves nothing', async () => {
    const { trip, ownerHeaders, ids } = await plannedTrip();
    const before = await storedItems(trip.id);
    for (const [body, code] of [
      [{ day: '2026-06-09', position: 0 }, 'day_outside_trip'],
      [{ day: '2026-05-31', position: 0 }, 'day_outside_trip'],
      [{ day: '2026-06-02', position: -1 }, 'validation_failed'],
      [{ day: '2026-06-02', position: 0.5 }, 'validation_failed'],
      [{ day: '2026-06-02', position: 201 }, 'validation_failed'],
      [{ position: 0 }, 'validation_failed'],
    ] as const) {
      const response = await call('POST', moveUrl(trip.id, ids.A!), ownerHeaders, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json()).toMatchObject({ code, msg: expect.any(String) });
    }
    expect(await storedItems(trip.id)).toEqual(before);
  });

  it('answers 404 for an item of another trip and for another user’s trip', async () => {
    const { trip, ownerHeaders, otherHeaders, owner, ids } = await plannedTrip();
    const secondTrip = await buildTrip(db(), owner.id);
    const response = await call('POST', moveUrl(secondTrip.id, ids.A!), ownerHeaders, {
      day: null,
      position: 0,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ msg: 'Plan item not found', code: 'plan_item_not_found' });
    const stranger = await call('POST', moveUrl(trip.id, ids.A!), otherHeaders, {
      day: null,
      position: 0,
    });
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json()).toEqual({ msg: 'Trip not found', code: 'trip_not_found' });
  });

  it('keeps every list dense when many moves arrive at once', async () => {
    const { trip, ownerHeaders, ids } = await plannedTrip();
    const days = ['2026-06-02', '2026-06-03', null] as const;
    const names = Object.keys(ids);
    const responses = await Promise.all(
      Array.from({ length: 24 }, (_, index) =>
        call('POST', moveUrl(trip.id, ids[names[index % names.length]!]!), ownerHeaders, {
          day: days[index % days.length],
          position: index % 4,
        }),
      ),
    );
    for (const response of responses) expect(response.statusCode, response.body).toBe(200);
    const plan = await getPlan(trip.id, ownerHeaders);
    expectDense(plan);
    expect(
      [...plan.ideas, ...plan.days.flatMap((day) => day.items)].map((item) => item.name).sort(),
    ).toEqual(names.sort());
  });
});

describe('DELETE /api/trips/getaway/:id/plan/items/:itemId', () => {
  it('takes the item off and closes the gap', async () => {
    const { ownerHeaders, trip } = await ownerWithTrip();
    const items = [];
    for (const name of ['A', 'B', 'C'])
      items.push(await addItem(trip.id, ownerHeaders, { name, day: '2026-06-04' }));
    const response = await call('DELETE', itemUrl(trip.id, items[1]!._id), ownerHeaders);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ msg: 'Plan item deleted' });
    const plan = await getPlan(trip.id, ownerHeaders);
    expect(namesOf(plan)).toEqual({ ideas: [], '2026-06-04': ['A', 'C'] });
    expectDense(plan);
    const again = await call('DELETE', itemUrl(trip.id, items[1]!._id), ownerHeaders);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ msg: 'Plan item not found', code: 'plan_item_not_found' });
  });

  it("answers 404 for another user's trip and deletes nothing", async () => {
    const { otherHeaders, trip } = await ownerWithTrip();
    const item = await buildPlanItem(db(), trip.id);
    const response = await call('DELETE', itemUrl(trip.id, item.id), otherHeaders);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ msg: 'Trip not found', code: 'trip_not_found' });
    expect(await storedItems(trip.id)).toHaveLength(1);
  });
});

describe('the plan follows the trip', () => {
  function putTrip(tripId: string, headers: Record<string, string>, body: unknown) {
    return call('PUT', `/api/trips/getaway/${tripId}`, headers, body);
  }

  /** A, B on 06-01; C on 06-05; D, E on 06-08; F among the ideas. */
  async function spreadTrip() {
    const world = await ownerWithTrip();
    for (const [name, day] of [
      ['A', '2026-06-01'],
      ['B', '2026-06-01'],
      ['C', '2026-06-05'],
      ['D', '2026-06-08'],
      ['E', '2026-06-08'],
      ['F', null],
    ] as const)
      await addItem(world.trip.id, world.ownerHeaders, { name, day });
    return world;
  }

  it('new dates keep every item: those on days that went join the end of the ideas', async () => {
    const { ownerHeaders, trip } = await spreadTrip();
    const response = await putTrip(trip.id, ownerHeaders, {
      trip_start: '2026-06-04',
      trip_end: '2026-06-06',
    });
    expect(response.statusCode, response.body).toBe(200);
    const plan = await getPlan(trip.id, ownerHeaders);
    expect(plan.days.map((day) => day.date)).toEqual(['2026-06-04', '2026-06-05', '2026-06-06']);
    expect(namesOf(plan)).toEqual({ ideas: ['F', 'A', 'B', 'D', 'E'], '2026-06-05': ['C'] });
    expect(plan.ideas.map((item) => item.movedFromDay)).toEqual([
      null,
      '2026-06-01',
      '2026-06-01',
      '2026-06-08',
      '2026-06-08',
    ]);
    expect(plan.days[1]!.items[0]).toMatchObject({ name: 'C', position: 0, movedFromDay: null });
    expectDense(plan);

    // Placed on a day again, it no longer says where it came from.
    const moved = await call('POST', moveUrl(trip.id, plan.ideas[1]!._id), ownerHeaders, {
      day: '2026-06-04',
      position: 0,
    });
    expect(moved.json<Plan>().days[0]!.items[0]).toMatchObject({ name: 'A', movedFromDay: null });
  });

  it('an undated trip sends every day item to the ideas', async () => {
    const { ownerHeaders, trip } = await spreadTrip();
    const response = await putTrip(trip.id, ownerHeaders, { trip_end: null });
    expect(response.statusCode, response.body).toBe(200);
    const plan = await getPlan(trip.id, ownerHeaders);
    expect(plan.days).toEqual([]);
    expect(namesOf(plan)).toEqual({ ideas: ['F', 'A', 'B', 'C', 'D', 'E'] });
    expect(plan.ideas.map((item) => item.movedFromDay)).toEqual([
      null,
      '2026-06-01',
      '2026-06-01',
      '2026-06-05',
      '2026-06-08',
      '2026-06-08',
    ]);
    expectDense(plan);
  });

  it('an edit that changes no date, or is refused, leaves the plan alone', async () => {
    const { ownerHeaders, trip } = await spreadTrip();
    const before = await storedItems(trip.id);
    expect((await putTrip(trip.id, ownerHeaders, { notes: 'Bring sunscreen' })).statusCode).toBe(
      200,
    );
    const refused = await putTrip(trip.id, ownerHeaders, {
      trip_start: '2026-06-10',
      budget: { amount: 100, currency: 'EUR' },
    });
    expect(refused.statusCode).toBe(400);
    expect(await storedItems(trip.id)).toEqual(before);
  });

  it('deleting its cost line unlinks an item', async () => {
    const { ownerHeaders, trip } = await ownerWithTrip();
    const line = await buildCostLine(db(), trip.id);
    const item = await addItem(trip.id, ownerHeaders, { name: 'Dinner', costLineId: line.id });
    const response = await call(
      'DELETE',
      `/api/trips/getaway/${trip.id}/costs/${line.id}`,
      ownerHeaders,
    );
    expect(response.statusCode).toBe(200);
    const plan = await getPlan(trip.id, ownerHeaders);
    expect(plan.ideas).toEqual([{ ...item, costLineId: null }]);
  });

  it('deleting the trip deletes its plan', async () => {
    const { ownerHeaders, trip } = await spreadTrip();
    expect((await call('DELETE', `/api/trips/getaway/${trip.id}`, ownerHeaders)).statusCode).toBe(
      200,
    );
    expect(await storedItems(trip.id)).toEqual([]);
    expect((await call('GET', planUrl(trip.id), ownerHeaders)).statusCode).toBe(404);
  });
});
