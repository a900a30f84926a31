import {
  and,
  asc,
  eq,
  getTableColumns,
  inArray,
  sql,
  type Placeholder,
  type SQL,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { CostCategory } from '#shared/contracts/costs';
import type { CurrencyCode } from '#shared/domain/money';
import {
  callerMembership,
  tripReadableBy,
  tripRoleOf,
  type TripRole,
} from '#server/access/access.repository';
import { followCostLineActual } from '#server/booking-rows/booking-rows.repository';
import type { Database } from '#server/db/client';
import { mapRowsOnce } from '#server/db/row-mapper';
import { costLines, tripMembers, trips, users } from '#server/db/schema';

/** A stored line with its version: when it last changed, to the microsecond, in UTC. */
export type CostLineRecord = typeof costLines.$inferSelect & { version: string };
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

/**
 * Someone a trip's costs may name: the owner and companions (`isMember`), then anyone else a line
 * still names by account (a companion who left), in that order.
 */
export interface CostPerson {
  userId: string;
  fname: string;
  isMember: boolean;
}

/** The `cost_lines` table. Calls do not check the owner: the service asks the access module. */
export interface CostsRepository {
  /**
   * The trip with the caller's role on it (null: none), or undefined, in one statement. Inside a
   * transaction, `lock` holds its row until commit (FOR UPDATE), so changes to one trip's plan
   * happen one at a time and its totals stay checked.
   */
  findCostTrip(
    userId: string,
    tripId: string,
    options?: { lock?: boolean },
  ): Promise<(CostTrip & { role: TripRole | null }) | undefined>;
  /** The trip's lines, oldest first. */
  listLines(tripId: string): Promise<CostLineRecord[]>;
  /**
   * The trip and its lines (oldest first) when `userId` may read it and their account exists,
   * else undefined: one statement, with the access rule in it, so a plan is read in one round
   * trip from one snapshot.
   */
  findReadablePlan(
    userId: string,
    tripId: string,
  ): Promise<{ trip: CostTrip; lines: CostLineRecord[]; people: CostPerson[] } | undefined>;
  /** The people the trip's costs may name (see `CostPerson`). */
  listPeople(tripId: string): Promise<CostPerson[]>;
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

/** Every column of a line, and its version (docs/PRODUCT-RULES.md#changed-elsewhere). */
const LINE_COLUMNS = {
  ...getTableColumns(costLines),
  version: sql<string>`to_char(${costLines.updatedAt} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
};

/**
 * The people of trip `tripId` as one JSON array (see `CostPerson`). It names the trip by the
 * parameter, not the outer row, so PostgreSQL works it out once per statement.
 */
function peopleOf(tripId: string | Placeholder): SQL<CostPerson[]> {
  const trip = sql`${tripId}::uuid`;
  return sql<CostPerson[]>`(
    SELECT coalesce(
      json_agg(json_build_object('userId', p.id, 'fname', p.fname, 'isMember', p.is_member)
        ORDER BY p.rank, p.joined, p.id),
      '[]'::json)
    FROM (
      SELECT u.id, u.fname, true AS is_member, 0 AS rank, t.created_at AS joined
        FROM trips t JOIN users u ON u.id = t.user_id WHERE t.id = ${trip}
      UNION ALL
      SELECT u.id, u.fname, true, 1, m.created_at
        FROM trip_members m JOIN users u ON u.id = m.user_id WHERE m.trip_id = ${trip}
      UNION ALL
      SELECT u.id, u.fname, false, 2, u.created_at FROM users u
        WHERE u.id IN (
            SELECT c.paid_by_user_id FROM cost_lines c WHERE c.trip_id = ${trip}
            UNION
            SELECT (e.value->>'userId')::uuid
              FROM cost_lines c, jsonb_array_elements(c.split->'among') e
              WHERE c.trip_id = ${trip} AND c.split IS NOT NULL AND e.value->>'userId' IS NOT NULL)
          AND u.id NOT IN (SELECT t.user_id FROM trips t WHERE t.id = ${trip})
          AND u.id NOT IN (SELECT m.user_id FROM trip_members m WHERE m.trip_id = ${trip})
    ) p
  )`;
}

const caller = alias(users, 'caller');

/** The plan read on every trip page: built once and sent as a named prepared statement. */
function preparePlan(db: Database) {
  return mapRowsOnce(
    db
      .select({
        trip: COST_TRIP_COLUMNS,
        line: LINE_COLUMNS,
        people: peopleOf(sql.placeholder('tripId')),
      })
      .from(trips)
      .innerJoin(users, eq(users.id, trips.userId))
      // Read only while the caller's account exists: the route's account check (Caller).
      .innerJoin(caller, eq(caller.id, sql.placeholder('userId')))
      .leftJoin(costLines, eq(costLines.tripId, trips.id))
      .where(
        and(eq(trips.id, sql.placeholder('tripId')), tripReadableBy(sql.placeholder('userId'))),
      )
      .orderBy(asc(costLines.createdAt), asc(costLines.id))
      .prepare('cost_plan_readable'),
  );
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
        people: first.people,
      };
    },

    async listPeople(tripId) {
      const [row] = await db.select({ people: peopleOf(tripId) }).from(sql`(SELECT 1) AS one`);
      return row?.people ?? [];
    },

    async findCostTrip(userId, tripId, options = {}) {
      const query = db
        .select({ ...COST_TRIP_COLUMNS, role: tripRoleOf(userId) })
        .from(trips)
        .innerJoin(users, eq(users.id, trips.userId))
        .leftJoin(tripMembers, callerMembership(userId))
        .where(eq(trips.id, tripId))
        .limit(1);
      const [row] = options.lock ? await query.for('update', { of: trips }) : await query;
      return row;
    },

    listLines(tripId) {
      return db
        .select(LINE_COLUMNS)
        .from(costLines)
        .where(eq(costLines.tripId, tripId))
        .orderBy(asc(costLines.createdAt), asc(costLines.id));
    },

    async findLine(tripId, lineId) {
      const [row] = await db
        .select(LINE_COLUMNS)
        .from(costLines)
        .where(and(eq(costLines.id, lineId), eq(costLines.tripId, tripId)))
        .limit(1);
      return row;
    },

    async insertLine(values) {
      const [row] = await db.insert(costLines).values(values).returning(LINE_COLUMNS);
      if (!row) throw new Error('insert into cost_lines returned no row');
      return row;
    },

    async updateLine(tripId, lineId, changes) {
      const [row] = await db
        .update(costLines)
        // The clock, not the transaction's start: changes that took turns get later versions.
        .set({ ...changes, updatedAt: sql`clock_timestamp()` })
        .where(and(eq(costLines.id, lineId), eq(costLines.tripId, tripId)))
        .returning(LINE_COLUMNS);
      if (!row) throw new Error('update of cost_lines matched no row');
      // A booking whose price this line's actual is follows it.
      await followCostLineActual(db, lineId);
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
