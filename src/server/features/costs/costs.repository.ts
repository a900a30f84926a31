import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { CostCategory } from '#shared/contracts/costs';
import type { CurrencyCode } from '#shared/domain/money';
import { tripReadableBy } from '#server/access/access.repository';
import type { Database } from '#server/db/client';
import { costLines, trips, users } from '#server/db/schema';

export type CostLineRecord = typeof costLines.$inferSelect;
export type NewCostLine = Omit<typeof costLines.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;
export type CostLineChanges = Partial<Omit<NewCostLine, 'tripId'>>;

/** What a cost plan and an estimate need to know of the trip and its owner. */
export interface CostTrip {
  id: string;
  currency: CurrencyCode;
  budgetAmount: number | null;
  tripStart: string | null;
  tripEnd: string | null;
  locationAddress: string;
  origin: string | null;
  travellers: number;
  ownerCity: string;
  ownerState: string;
}

/** The `cost_lines` table. Calls do not check the owner: the service asks the access module. */
export interface CostsRepository {
  /**
   * The trip, or undefined. Inside a transaction, `lock` holds its row until commit (FOR
   * UPDATE), so changes to one trip's plan happen one at a time and its totals stay checked.
   */
  findCostTrip(tripId: string, options?: { lock?: boolean }): Promise<CostTrip | undefined>;
  /** The trip's lines, oldest first. */
  listLines(tripId: string): Promise<CostLineRecord[]>;
  /**
   * The trip and its lines (oldest first) when `userId` may read it, else undefined: one
   * statement, with the access rule in it, so a plan is read in one round trip from one snapshot.
   */
  findReadablePlan(
    userId: string,
    tripId: string,
  ): Promise<{ trip: CostTrip; lines: CostLineRecord[] } | undefined>;
  /** The line when it exists and belongs to `tripId`. */
  findLine(tripId: string, lineId: string): Promise<CostLineRecord | undefined>;
  insertLine(values: NewCostLine): Promise<CostLineRecord>;
  updateLine(tripId: string, lineId: string, changes: CostLineChanges): Promise<CostLineRecord>;
  /** False when the trip has no such line. */
  deleteLine(tripId: string, lineId: string): Promise<boolean>;
  /** Removes the trip's estimated lines in `categories` (never the traveller's). */
  deleteEstimatedLines(tripId: string, categories: readonly CostCategory[]): Promise<void>;
}

/** What `findCostTrip` reads of the trip and its owner. */
const COST_TRIP_COLUMNS = {
  id: trips.id,
  currency: trips.currency,
  budgetAmount: trips.budgetAmount,
  tripStart: trips.tripStart,
  tripEnd: trips.tripEnd,
  locationAddress: trips.locationAddress,
  origin: trips.origin,
  travellers: trips.travellers,
  ownerCity: users.city,
  ownerState: users.state,
};

/** The plan read on every trip page: built once and sent as a named prepared statement. */
function preparePlan(db: Database) {
  return db
    .select({ trip: COST_TRIP_COLUMNS, line: costLines })
    .from(trips)
    .innerJoin(users, eq(users.id, trips.userId))
    .leftJoin(costLines, eq(costLines.tripId, trips.id))
    .where(and(eq(trips.id, sql.placeholder('tripId')), tripReadableBy(sql.placeholder('userId'))))
    .orderBy(asc(costLines.createdAt), asc(costLines.id))
    .prepare('cost_plan_readable');
}

export function createCostsRepository(db: Database): CostsRepository {
  let plan: ReturnType<typeof preparePlan> | undefined;
  return {
    async findReadablePlan(userId, tripId) {
      const rows = await (plan ??= preparePlan(db)).execute({ userId, tripId });
      const [first] = rows;
      if (!first) return undefined;
      return {
        trip: first.trip,
        lines: rows.flatMap((row) => (row.line ? [row.line] : [])),
      };
    },

    async findCostTrip(tripId, options = {}) {
      const query = db
        .select(COST_TRIP_COLUMNS)
        .from(trips)
        .innerJoin(users, eq(users.id, trips.userId))
        .where(eq(trips.id, tripId))
        .limit(1);
      const [row] = options.lock ? await query.for('update', { of: trips }) : await query;
      return row;
    },

    listLines(tripId) {
      return db
        .select()
        .from(costLines)
        .where(eq(costLines.tripId, tripId))
        .orderBy(asc(costLines.createdAt), asc(costLines.id));
    },

    async findLine(tripId, lineId) {
      const [row] = await db
        .select()
        .from(costLines)
        .where(and(eq(costLines.id, lineId), eq(costLines.tripId, tripId)))
        .limit(1);
      return row;
    },

    async insertLine(values) {
      const [row] = await db.insert(costLines).values(values).returning();
      if (!row) throw new Error('insert into cost_lines returned no row');
      return row;
    },

    async updateLine(tripId, lineId, changes) {
      const [row] = await db
        .update(costLines)
        .set({ ...changes, updatedAt: sql`now()` })
        .where(and(eq(costLines.id, lineId), eq(costLines.tripId, tripId)))
        .returning();
      if (!row) throw new Error('update of cost_lines matched no row');
      return row;
    },

    async deleteLine(tripId, lineId) {
      const deleted = await db
        .delete(costLines)
        .where(and(eq(costLines.id, lineId), eq(costLines.tripId, tripId)))
        .returning({ id: costLines.id });
      return deleted.length > 0;
    },

    async deleteEstimatedLines(tripId, categories) {
      if (categories.length === 0) return;
      await db
        .delete(costLines)
        .where(
          and(
            eq(costLines.tripId, tripId),
            eq(costLines.source, 'estimate'),
            inArray(costLines.category, [...categories]),
          ),
        );
    },
  };
}
