import type { Database } from '#server/db/client';
import { tripMembers } from '#server/db/schema';

export type BuiltMember = typeof tripMembers.$inferSelect;

/** Makes `userId` a companion of `tripId` with `role`, straight in the database. */
export async function buildMember(
  db: Database,
  tripId: string,
  userId: string,
  role: 'editor' | 'viewer' = 'viewer',
): Promise<BuiltMember> {
  const [row] = await db.insert(tripMembers).values({ tripId, userId, role }).returning();
  if (!row) throw new Error('insert into trip_members returned no row');
  return row;
}
