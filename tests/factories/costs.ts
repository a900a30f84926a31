import type { Database } from '#server/db/client';
import { costLines } from '#server/db/schema';

export type BuiltCostLine = typeof costLines.$inferSelect;

// Lines are listed oldest first and the embedded database's clock counts whole milliseconds:
// each built line gets its own later instant so two lines built back to back keep their order.
let lastBuiltAt = 0;
function nextBuiltAt(): Date {
  lastBuiltAt = Math.max(Date.now(), lastBuiltAt + 1);
  return new Date(lastBuiltAt);
}

/** Inserts a cost line on `tripId` straight into the database (a traveller's $100 lodging line
 * unless told otherwise). */
export async function buildCostLine(
  db: Database,
  tripId: string,
  overrides: Partial<Omit<typeof costLines.$inferInsert, 'tripId'>> = {},
): Promise<BuiltCostLine> {
  const [row] = await db
    .insert(costLines)
    .values({
      tripId,
      category: 'lodging',
      label: 'Hotel',
      plannedAmount: 10_000,
      source: 'traveller',
      createdAt: nextBuiltAt(),
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('insert into cost_lines returned no row');
  return row;
}
