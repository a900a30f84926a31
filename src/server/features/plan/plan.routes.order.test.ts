// Moving and deleting plan items, and the plan following changes of the trip.
import { describe, expect, it } from 'vitest';
import type { Plan } from '#shared/contracts/plan';
import { buildCostLine } from '#tests/factories/costs';
import { buildPlanItem } from '#tests/factories/plan';
import { buildTrip } from '#tests/factories/trips';
import {
  expectDense,
  itemUrl,
  moveUrl,
  namesOf,
  planUrl,
  usePlanRoutesApp,
} from '#tests/setup/plan-routes';

const { db, ownerWithTrip, call, getPlan, addItem, storedItems } = usePlanRoutesApp();

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
