import { sql } from 'drizzle-orm';
import { lastPlanDay } from '#shared/domain/plan-days';
import type { Database } from '#server/db/client';
import { planItems } from '#server/db/schema';

/**
 * What a change of a trip's dates does to its plan (docs/PRODUCT-RULES.md#plan), shared by the
 * trips feature (which changes the dates) and the plan feature (which owns the items).
 */
export interface PlanDaysRepository {
  /**
   * Sends the trip's items on days it no longer has (every day item when it has no dates) to the
   * end of its ideas, in their old day and position order, each remembering the day it was on;
   * items on remaining days stay where they are. One statement; call it inside the transaction
   * that changes the dates, with the trip's row locked. Answers how many items moved.
   */
  sendItemsOffDaysToIdeas(
    tripId: string,
    start: string | null,
    end: string | null,
  ): Promise<number>;
}

export function createPlanDaysRepository(db: Database): PlanDaysRepository {
  return {
    async sendItemsOffDaysToIdeas(tripId, start, end) {
      const last = lastPlanDay(start, end);
      const offDays =
        start === null || last === null
          ? sql`${planItems.day} IS NOT NULL`
          : sql`(${planItems.day} < ${start}::date OR ${planItems.day} > ${last}::date)`;
      const moved = await db.execute<{ id: string }>(sql`
        WITH ideas AS (
          SELECT count(*)::int AS n FROM ${planItems}
          WHERE ${planItems.tripId} = ${tripId} AND ${planItems.day} IS NULL
        ),
        stranded AS (
          SELECT ${planItems.id} AS id, ${planItems.day} AS day,
            (row_number() OVER (ORDER BY ${planItems.day}, ${planItems.position}, ${planItems.id}))::int - 1 AS k
          FROM ${planItems}
          WHERE ${planItems.tripId} = ${tripId} AND ${offDays}
        )
        UPDATE ${planItems} SET
          day = NULL,
          moved_from_day = stranded.day,
          position = ideas.n + stranded.k,
          updated_at = now()
        FROM stranded, ideas
        WHERE ${planItems.id} = stranded.id
        RETURNING ${planItems.id}`);
      return (moved as unknown as { rows: unknown[] }).rows.length;
    },
  };
}
