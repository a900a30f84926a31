import { asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Plan, PlanItem } from '#shared/contracts/plan';
import { planItems } from '#server/db/schema';
import { buildTrip } from '#tests/factories/trips';
import { buildTwoTravellers } from '#tests/factories/users';
import { useTestApp } from './test-app';

export const planUrl = (tripId: string) => `/api/trips/getaway/${tripId}/plan`;
export const itemsUrl = (tripId: string) => `${planUrl(tripId)}/items`;
export const itemUrl = (tripId: string, itemId: string) => `${itemsUrl(tripId)}/${itemId}`;
export const moveUrl = (tripId: string, itemId: string) => `${itemUrl(tripId, itemId)}/move`;

/** Each day's and the ideas' item names, in order: what the traveller sees. */
export function namesOf(plan: Plan): Record<string, string[]> {
  const lists: Record<string, string[]> = { ideas: plan.ideas.map((item) => item.name) };
  for (const day of plan.days)
    if (day.items.length > 0) lists[day.date] = day.items.map((item) => item.name);
  return lists;
}

/** Every list's positions are 0, 1, 2, ... and each item names its own list. */
export function expectDense(plan: Plan) {
  for (const day of plan.days) {
    expect(day.items.map((item) => item.position)).toEqual(day.items.map((_, index) => index));
    for (const item of day.items) expect(item.day).toBe(day.date);
  }
  expect(plan.ideas.map((item) => item.position)).toEqual(plan.ideas.map((_, index) => index));
  for (const item of plan.ideas) expect(item.day).toBeNull();
}

/**
 * The bootstrap of a plan route test file (src/server/features/plan/plan.routes.*.test.ts): its
 * app, calls of the plan's routes and reads of what the database holds.
 */
export function usePlanRoutesApp() {
  const testApp = useTestApp();
  const db = () => testApp.db;

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

  const storedItems = (tripId: string) =>
    db().select().from(planItems).where(eq(planItems.tripId, tripId)).orderBy(asc(planItems.id));

  return { testApp, db, ownerWithTrip, call, getPlan, addItem, storedItems };
}
