import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '#tests/setup/test-db';
import type { DatabaseHandle } from './client';
import { mapRowsOnce } from './row-mapper';
import { costLines, trips, users } from './schema';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
  const { db } = database;
  const [withTrips, withNone] = await db
    .insert(users)
    .values(
      ['a@example.com', 'b@example.com'].map((email) => ({
        email,
        passwordHash: 'x',
        fname: 'F',
        lname: 'L',
        birthday: '1990-01-01',
        city: 'Denver',
        state: 'CO',
        zip: '80202',
      })),
    )
    .returning();
  const [trip] = await db
    .insert(trips)
    .values([
      {
        userId: withTrips!.id,
        locationAddress: 'Lisbon',
        imageUrl: '/i.svg',
        tripStart: '2027-03-01',
      },
      { userId: withTrips!.id, locationAddress: 'Porto', imageUrl: '/i.svg', withinTrips: ['x'] },
    ])
    .returning();
  await db.insert(costLines).values({
    tripId: trip!.id,
    category: 'lodging',
    label: 'Hotel',
    source: 'traveller',
    plannedAmount: 12_000,
  });
  expect(withNone).toBeDefined();
});
afterAll(async () => {
  await database.close();
});

/** A select with a nested table, a left join that can find nothing, and decoded values. */
function select(name: string) {
  return database.db
    .select({
      email: users.email,
      createdAt: users.createdAt,
      trip: trips,
      planned: sql<
        number | null
      >`(select sum(${costLines.plannedAmount}) from ${costLines} where ${costLines.tripId} = ${trips.id})`.mapWith(
        Number,
      ),
      line: { label: costLines.label, planned: costLines.plannedAmount },
    })
    .from(users)
    .leftJoin(trips, eq(trips.userId, users.id))
    .leftJoin(costLines, eq(costLines.tripId, trips.id))
    .where(sql`${users.email} like ${sql.placeholder('pattern')}`)
    .orderBy(asc(users.email), asc(trips.locationAddress))
    .prepare(name);
}

describe('rows mapped once per statement', () => {
  it('gives exactly what Drizzle gives: nested objects, nulls for what a join did not find, decoded values', async () => {
    const byDrizzle = await select('rows_by_drizzle').execute({ pattern: '%@example.com' });
    const once = await mapRowsOnce(select('rows_mapped_once')).execute({
      pattern: '%@example.com',
    });
    expect(once).toEqual(byDrizzle);
    expect(once).toHaveLength(3);
    const [lisbon, porto, none] = once;
    expect(lisbon!.trip?.tripStart).toBe('2027-03-01');
    expect(lisbon!.planned).toBe(12_000);
    expect(lisbon!.line).toEqual({ label: 'Hotel', planned: 12_000 });
    expect(lisbon!.createdAt).toBeInstanceOf(Date);
    expect(porto!.trip?.withinTrips).toEqual(['x']);
    expect(porto!.line).toBeNull();
    expect(none!.trip).toBeNull();
    expect(none!.planned).toBeNull();
  });
});
