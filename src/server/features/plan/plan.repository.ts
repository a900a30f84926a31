import { and, asc, count, eq, gt, gte, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { Booking } from '#shared/contracts/bookings';
import { tripReadableBy } from '#server/access/access.repository';
import { listShownBookings } from '#server/booking-rows/shown-bookings.repository';
import type { Database } from '#server/db/client';
import { mapRowsOnce } from '#server/db/row-mapper';
import { costLines, planItems, trips } from '#server/db/schema';

export type PlanItemRecord = typeof planItems.$inferSelect;
export type NewPlanItem = Omit<
  typeof planItems.$inferInsert,
  'id' | 'createdAt' | 'updatedAt' | 'movedFromDay'
>;
/** What an edit may change in place; where an item sits changes with `moveItem`. */
export type PlanItemChanges = Partial<
  Pick<
    PlanItemRecord,
    'name' | 'place' | 'startMinutes' | 'durationMinutes' | 'note' | 'costLineId'
  >
>;

/** What the plan needs to know of its trip: its dates, which give its days. */
export interface PlanTrip {
  id: string;
  tripStart: string | null;
  tripEnd: string | null;
}

/** The `plan_items` table. Calls do not check the owner: the service asks the access module. */
export interface PlanRepository {
  /**
   * The trip and its items (by day, the ideas first, then position) when `userId` may read it,
   * else undefined: one statement, with the access rule in it, from one snapshot.
   */
  findReadablePlan(
    userId: string,
    tripId: string,
  ): Promise<{ trip: PlanTrip; items: PlanItemRecord[] } | undefined>;
  /**
   * The trip, its row held until commit (FOR UPDATE): the plan's changes to one trip happen one
   * at a time, and a change of its dates waits for them, so positions stay dense.
   */
  lockTrip(tripId: string): Promise<PlanTrip | undefined>;
  /** The trip's items, by day (the ideas first), then position. */
  listItems(tripId: string): Promise<PlanItemRecord[]>;
  /** The trip's bookings (without files), for the plan's days; read from #server/booking-rows. */
  listBookings(tripId: string): Promise<Booking[]>;
  /** How many items the trip has, days and ideas together. */
  countItems(tripId: string): Promise<number>;
  /** How many items one day (null: the ideas) holds. */
  countItemsOn(tripId: string, day: string | null): Promise<number>;
  /** The item when it exists and belongs to `tripId`. */
  findItem(tripId: string, itemId: string): Promise<PlanItemRecord | undefined>;
  /**
   * Whether `costLineId` is a cost line of `tripId`; its row is held (FOR KEY SHARE, as the
   * foreign key would) so it cannot go before the item naming it is stored.
   */
  hasCostLine(tripId: string, costLineId: string): Promise<boolean>;
  insertItem(values: NewPlanItem): Promise<PlanItemRecord>;
  updateItem(tripId: string, itemId: string, changes: PlanItemChanges): Promise<PlanItemRecord>;
  /**
   * Takes the item out of its list and puts it at `position` on `day` (null: the ideas), both
   * lists renumbered from 0; `position` must be at most the target list's length without it.
   * `movedFromDay` is cleared when it lands on a day.
   */
  moveItem(item: PlanItemRecord, day: string | null, position: number): Promise<void>;
  /** Deletes the item and closes the gap in its list. False when the trip has no such item. */
  deleteItem(tripId: string, itemId: string): Promise<boolean>;
}

const onDay = (day: string | null): SQL =>
  day === null ? isNull(planItems.day) : eq(planItems.day, day);

const ITEM_ORDER = [
  sql`${planItems.day} asc nulls first`,
  asc(planItems.position),
  asc(planItems.id),
];

/** The plan read on every trip page: built once and sent as a named prepared statement. It reads
 * the index on (trip_id, day, position). */
function preparePlan(db: Database) {
  return mapRowsOnce(
    db
      .select({
        trip: { id: trips.id, tripStart: trips.tripStart, tripEnd: trips.tripEnd },
        item: planItems,
      })
      .from(trips)
      .leftJoin(planItems, eq(planItems.tripId, trips.id))
      .where(
        and(eq(trips.id, sql.placeholder('tripId')), tripReadableBy(sql.placeholder('userId'))),
      )
      .orderBy(...ITEM_ORDER)
      .prepare('plan_items_readable'),
  );
}

export function createPlanRepository(db: Database): PlanRepository {
  let plan: ReturnType<typeof preparePlan> | undefined;

  /** Shifts the positions of one list's items from `from` on by `by`, leaving `exceptId` be. */
  async function shift(
    tripId: string,
    day: string | null,
    from: number,
    by: 1 | -1,
    exceptId: string,
  ): Promise<void> {
    await db
      .update(planItems)
      .set({ position: sql`${planItems.position} + ${by}` })
      .where(
        and(
          eq(planItems.tripId, tripId),
          onDay(day),
          by > 0 ? gte(planItems.position, from) : gt(planItems.position, from),
          ne(planItems.id, exceptId),
        ),
      );
  }

  return {
    async findReadablePlan(userId, tripId) {
      const rows = await (plan ??= preparePlan(db)).execute({ userId, tripId });
      const [first] = rows;
      if (!first) return undefined;
      return { trip: first.trip, items: rows.flatMap((row) => (row.item ? [row.item] : [])) };
    },

    async lockTrip(tripId) {
      const [row] = await db
        .select({ id: trips.id, tripStart: trips.tripStart, tripEnd: trips.tripEnd })
        .from(trips)
        .where(eq(trips.id, tripId))
        .for('update');
      return row;
    },

    listItems(tripId) {
      return db
        .select()
        .from(planItems)
        .where(eq(planItems.tripId, tripId))
        .orderBy(...ITEM_ORDER);
    },

    listBookings(tripId) {
      return listShownBookings(db, tripId);
    },

    async countItems(tripId) {
      const [row] = await db
        .select({ n: count() })
        .from(planItems)
        .where(eq(planItems.tripId, tripId));
      return row?.n ?? 0;
    },

    async countItemsOn(tripId, day) {
      const [row] = await db
        .select({ n: count() })
        .from(planItems)
        .where(and(eq(planItems.tripId, tripId), onDay(day)));
      return row?.n ?? 0;
    },

    async findItem(tripId, itemId) {
      const [row] = await db
        .select()
        .from(planItems)
        .where(and(eq(planItems.id, itemId), eq(planItems.tripId, tripId)))
        .limit(1);
      return row;
    },

    async hasCostLine(tripId, costLineId) {
      const rows = await db
        .select({ id: costLines.id })
        .from(costLines)
        .where(and(eq(costLines.id, costLineId), eq(costLines.tripId, tripId)))
        .for('key share');
      return rows.length > 0;
    },

    async insertItem(values) {
      const [row] = await db.insert(planItems).values(values).returning();
      if (!row) throw new Error('insert into plan_items returned no row');
      return row;
    },

    async updateItem(tripId, itemId, changes) {
      const [row] = await db
        .update(planItems)
        .set({ ...changes, updatedAt: sql`now()` })
        .where(and(eq(planItems.id, itemId), eq(planItems.tripId, tripId)))
        .returning();
      if (!row) throw new Error('update of plan_items matched no row');
      return row;
    },

    async moveItem(item, day, position) {
      await shift(item.tripId, item.day, item.position, -1, item.id);
      await shift(item.tripId, day, position, 1, item.id);
      await db
        .update(planItems)
        .set({
          day,
          position,
          ...(day === null ? {} : { movedFromDay: null }),
          updatedAt: sql`now()`,
        })
        .where(eq(planItems.id, item.id));
    },

    async deleteItem(tripId, itemId) {
      const [deleted] = await db
        .delete(planItems)
        .where(and(eq(planItems.id, itemId), eq(planItems.tripId, tripId)))
        .returning({ day: planItems.day, position: planItems.position });
      if (!deleted) return false;
      await shift(tripId, deleted.day, deleted.position, -1, itemId);
      return true;
    },
  };
}
