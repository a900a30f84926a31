import type { Database } from '#server/db/client';
import { planItems } from '#server/db/schema';

export type BuiltPlanItem = typeof planItems.$inferSelect;

/** Inserts a thing to do on `tripId` straight into the database (among the ideas, first, unless
 * told otherwise). The factory keeps no order: give each item of one list its own position. */
export async function buildPlanItem(
  db: Database,
  tripId: string,
  overrides: Partial<Omit<typeof planItems.$inferInsert, 'tripId'>> = {},
): Promise<BuiltPlanItem> {
  const [row] = await db
    .insert(planItems)
    .values({ tripId, name: 'Belém Tower', day: null, position: 0, ...overrides })
    .returning();
  if (!row) throw new Error('insert into plan_items returned no row');
  return row;
}
