import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { committedChanges, travellerScope, tripScope } from '#server/db/answer-cache';
import type { DatabaseHandle } from '#server/db/client';
import { answersVersion, costLines, tripMembers, trips, users, wishlists } from '#server/db/schema';
import { buildCostLine } from '#tests/factories/costs';
import { buildTrip, buildWishlist } from '#tests/factories/trips';
import { buildUser } from '#tests/factories/users';
import { openTestDatabase } from '../setup/test-db';

/**
 * The committed count of changes that remembered answers are checked against (migration 0007):
 * it moves with every commit that changes what they are read from, and only then. PostgreSQL
 * only (*.pg.test.ts): PGlite does not keep it (database-settings.test.ts).
 */
let database: DatabaseHandle;
let changesSince: ReturnType<typeof committedChanges>;
let count: () => Promise<number>;
beforeAll(async () => {
  database = await openTestDatabase();
  changesSince = committedChanges(database.db);
  count = async () => (await changesSince([])).now;
});
afterAll(async () => {
  await database.close();
});

/** How far the count moved while `change` ran. */
async function moved(change: () => Promise<unknown>): Promise<number> {
  const before = await count();
  await change();
  return (await count()) - before;
}

describe('the committed count of changes', () => {
  it('moves once for each statement committed on its own, on every table answers are read from', async () => {
    const owner = await buildUser(database.db);
    const trip = await buildTrip(database.db, owner.id);
    const { db } = database;
    expect(await moved(() => buildTrip(db, owner.id))).toBe(1);
    expect(await moved(() => buildCostLine(db, trip.id))).toBe(1);
    expect(await moved(() => buildWishlist(db, owner.id, { tripIds: [trip.id] }))).toBeGreaterThan(
      0,
    );
    expect(
      await moved(() => db.update(users).set({ city: 'Porto' }).where(eq(users.id, owner.id))),
    ).toBe(1);
    expect(await moved(() => db.update(wishlists).set({ listName: 'Later' }))).toBe(1);
    expect(await moved(() => db.delete(costLines).where(eq(costLines.tripId, trip.id)))).toBe(1);
  });

  it('moves once for a transaction however many rows it changes, and only when it commits', async () => {
    const owner = await buildUser(database.db);
    await buildTrip(database.db, owner.id);
    await buildTrip(database.db, owner.id);
    const before = await count();
    let inside = -1;
    await database.db.transaction(async (tx) => {
      await tx.update(trips).set({ notes: 'packed' }).where(eq(trips.userId, owner.id));
      await tx.update(users).set({ city: 'Faro' }).where(eq(users.id, owner.id));
      // The count this transaction sees before it commits.
      const [row] = await tx.select({ version: answersVersion.version }).from(answersVersion);
      inside = row?.version ?? -1;
    });
    expect(inside).toBe(before);
    expect(await count()).toBe(before + 1);
  });

  it('stays where it was when a transaction rolls back, or a statement changes nothing', async () => {
    const owner = await buildUser(database.db);
    await buildTrip(database.db, owner.id);
    const before = await count();
    const rolledBack = database.db.transaction(async (tx) => {
      await tx.update(trips).set({ notes: 'never' }).where(eq(trips.userId, owner.id));
      await tx.insert(wishlists).values({ userId: owner.id, listName: 'Never' });
      tx.rollback();
    });
    await expect(rolledBack).rejects.toThrow();
    expect(await count()).toBe(before);
    await database.db.update(trips).set({ notes: 'none' }).where(eq(trips.id, owner.id));
    expect(await count()).toBe(before);
  });

  it('moves when a table is emptied', async () => {
    expect(await moved(() => database.db.execute(sql`TRUNCATE trip_members`))).toBe(1);
    expect(await moved(() => database.db.delete(tripMembers))).toBe(0);
  });
});

describe('the scopes each change touches', () => {
  /** Whether each scope changed while `change` ran. */
  async function touched(scopes: string[], change: () => Promise<unknown>): Promise<boolean[]> {
    const before = await count();
    await change();
    const after = await Promise.all(scopes.map((scope) => changesSince([scope])));
    return after.map(({ newest }) => newest > before);
  }

  it("a cost line touches its trip only; a trip its traveller too; a companion both; an account everyone's", async () => {
    const { db } = database;
    const owner = await buildUser(db);
    const companion = await buildUser(db);
    const trip = await buildTrip(db, owner.id);
    const other = await buildTrip(db, companion.id);
    const scopes = [
      tripScope(trip.id),
      tripScope(other.id),
      travellerScope(owner.id),
      travellerScope(companion.id),
      '*',
    ];
    expect(await touched(scopes, () => buildCostLine(db, trip.id))).toEqual([
      true,
      false,
      false,
      false,
      false,
    ]);
    expect(await touched(scopes, () => buildTrip(db, owner.id))).toEqual([
      false,
      false,
      true,
      false,
      false,
    ]);
    expect(
      await touched(scopes, () =>
        db.insert(tripMembers).values({ tripId: trip.id, userId: companion.id, role: 'viewer' }),
      ),
    ).toEqual([true, false, false, true, false]);
    expect(
      await touched(scopes, () =>
        db.update(users).set({ city: 'Porto' }).where(eq(users.id, companion.id)),
      ),
    ).toEqual([false, false, false, false, true]);
    expect(
      await touched(scopes, () => buildWishlist(db, companion.id, { tripIds: [other.id] })),
    ).toEqual([false, true, false, true, false]);
  });
});
