import {
  MAX_PLAN_ITEMS,
  type CreatePlanItemBody,
  type MovePlanItemBody,
  type Plan,
  type PlanItem,
  type UpdatePlanItemBody,
} from '#shared/contracts/plan';
import type { Message } from '#shared/contracts/errors';
import { definedFields } from '#shared/domain/defined-fields';
import { isPlanDay, lastPlanDay } from '#shared/domain/plan-days';
import type { Access } from '#server/access/access';
import type { RunInTransaction } from '#server/db/transactions';
import { badRequest, invalidField, planItemNotFound, tripNotFound } from '#server/errors';
import { startMinutesOf, toPlan, toPlanItem } from './plan.presenter';
import type { PlanItemChanges, PlanRepository, PlanTrip } from './plan.repository';
import { silentNotifier, type Notifier } from '#server/notifications/notifier';

export interface PlanScope {
  planRepository: PlanRepository;
  access: Access;
}

export interface PlanServiceDeps extends PlanScope {
  /** Hears each committed change to a trip (src/server/notifications). */
  notifier?: Notifier;
  inTransaction: RunInTransaction<PlanScope>;
}

const planErrors = {
  dayOutsideTrip: (trip: PlanTrip) => {
    const last = lastPlanDay(trip.tripStart, trip.tripEnd);
    return invalidField(
      'day',
      trip.tripStart && last
        ? `day must be one of the trip's days, ${trip.tripStart} to ${last}.`
        : 'This trip has no dates yet: put the thing to do among its ideas (day null).',
      'day_outside_trip',
    );
  },
  tooManyItems: () =>
    badRequest(
      `A trip holds at most ${MAX_PLAN_ITEMS} things to do; take one off the plan first.`,
      'too_many_plan_items',
    ),
  foreignCostLine: () =>
    invalidField(
      'costLineId',
      'costLineId must be one of this trip’s cost lines.',
      'cost_line_not_on_trip',
    ),
  halfACoordinate: () =>
    invalidField('lat', 'Send lat and lng together, or neither.', 'validation_failed'),
};

/**
 * A trip's plan by day (docs/PRODUCT-RULES.md#plan): its days, each with its things to do in the
 * traveller's order, and its ideas. Every change runs in one transaction with the trip's row
 * locked, so concurrent changes take turns and positions stay dense from 0 in every list.
 */
export function createPlanService(deps: PlanServiceDeps) {
  const { planRepository, inTransaction } = deps;
  const notifier = deps.notifier ?? silentNotifier;
  /** Every traveller's open page re-reads the plan; the others hear of it, grouped. */
  const planChanged = (tripId: string, userId: string) =>
    notifier.tripChanged({ tripId, actorId: userId, part: 'plan', what: 'changed the plan' });

  /** The trip when `userId` may change it (404 or 403 otherwise), its row locked until commit. */
  async function lockPlanTrip(scope: PlanScope, userId: string, tripId: string) {
    await scope.access.requireTrip(userId, tripId, 'edit');
    const trip = await scope.planRepository.lockTrip(tripId);
    if (!trip) throw tripNotFound();
    return trip;
  }

  function requireDay(trip: PlanTrip, day: string | null | undefined): string | null {
    if (day === null || day === undefined) return null;
    if (!isPlanDay(day, trip.tripStart, trip.tripEnd)) throw planErrors.dayOutsideTrip(trip);
    return day;
  }

  async function requireCostLine(scope: PlanScope, tripId: string, costLineId: string | null) {
    if (costLineId !== null && !(await scope.planRepository.hasCostLine(tripId, costLineId)))
      throw planErrors.foreignCostLine();
  }

  return {
    /** No transaction: the trip's dates and its items from one snapshot, and its bookings. */
    async getPlan(userId: string, tripId: string): Promise<Plan> {
      // Read side by side; the bookings are dropped unseen when the caller may not read the trip.
      const [plan, bookings] = await Promise.all([
        planRepository.findReadablePlan(userId, tripId),
        planRepository.listBookings(tripId),
      ]);
      if (!plan) throw tripNotFound();
      return toPlan(plan.trip, plan.items, bookings);
    },

    /** Added at the end of its day, or of the ideas. */
    async createItem(userId: string, tripId: string, body: CreatePlanItemBody): Promise<PlanItem> {
      const lat = body.lat ?? null;
      const lng = body.lng ?? null;
      if ((lat === null) !== (lng === null)) throw planErrors.halfACoordinate();
      const changed = await inTransaction(async (scope) => {
        const trip = await lockPlanTrip(scope, userId, tripId);
        const day = requireDay(trip, body.day);
        const costLineId = body.costLineId ?? null;
        await requireCostLine(scope, tripId, costLineId);
        if ((await scope.planRepository.countItems(tripId)) >= MAX_PLAN_ITEMS)
          throw planErrors.tooManyItems();
        const item = await scope.planRepository.insertItem({
          tripId,
          day,
          position: await scope.planRepository.countItemsOn(tripId, day),
          name: body.name,
          kind: body.kind ?? null,
          place: body.place ?? '',
          lat,
          lng,
          startMinutes: startMinutesOf(body.startTime ?? null),
          durationMinutes: body.durationMinutes ?? null,
          note: body.note ?? '',
          costLineId,
          source: body.source ?? null,
          sourceUrl: body.sourceUrl ?? null,
        });
        return toPlanItem(item);
      });
      planChanged(tripId, userId);
      return changed;
    },

    /** Any field sent changes; where the item sits stays. */
    async updateItem(
      userId: string,
      tripId: string,
      itemId: string,
      body: UpdatePlanItemBody,
    ): Promise<PlanItem> {
      const changed = await inTransaction(async (scope) => {
        await lockPlanTrip(scope, userId, tripId);
        if (!(await scope.planRepository.findItem(tripId, itemId))) throw planItemNotFound();
        if (body.costLineId !== undefined) await requireCostLine(scope, tripId, body.costLineId);
        const changes: PlanItemChanges = definedFields({
          name: body.name,
          place: body.place,
          startMinutes: body.startTime === undefined ? undefined : startMinutesOf(body.startTime),
          durationMinutes: body.durationMinutes,
          note: body.note,
          costLineId: body.costLineId,
        });
        return toPlanItem(await scope.planRepository.updateItem(tripId, itemId, changes));
      });
      planChanged(tripId, userId);
      return changed;
    },

    /**
     * Takes the item out of its list and inserts it at `position` (past the end: last) on `day`
     * or among the ideas; both lists are renumbered. Landing on a day clears `movedFromDay`.
     */
    async moveItem(
      userId: string,
      tripId: string,
      itemId: string,
      body: MovePlanItemBody,
    ): Promise<Plan> {
      const changed = await inTransaction(async (scope) => {
        const trip = await lockPlanTrip(scope, userId, tripId);
        const item = await scope.planRepository.findItem(tripId, itemId);
        if (!item) throw planItemNotFound();
        const day = requireDay(trip, body.day);
        const others =
          (await scope.planRepository.countItemsOn(tripId, day)) - (item.day === day ? 1 : 0);
        await scope.planRepository.moveItem(item, day, Math.min(body.position, others));
        return toPlan(
          trip,
          await scope.planRepository.listItems(tripId),
          await scope.planRepository.listBookings(tripId),
        );
      });
      planChanged(tripId, userId);
      return changed;
    },

    async deleteItem(userId: string, tripId: string, itemId: string): Promise<Message> {
      const changed = await inTransaction(async (scope) => {
        await lockPlanTrip(scope, userId, tripId);
        if (!(await scope.planRepository.deleteItem(tripId, itemId))) throw planItemNotFound();
        return { msg: 'Plan item deleted' };
      });
      planChanged(tripId, userId);
      return changed;
    },
  };
}
