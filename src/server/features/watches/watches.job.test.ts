import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { WatchPrice } from '#shared/contracts/watches';
import { createAccess, createAccountEmails } from '#server/access/access';
import { createAccessRepository } from '#server/access/access.repository';
import { watches } from '#server/db/schema';
import { silentNotifier } from '#server/notifications/notifier';
import { getGazetteer } from '#server/providers/places/gazetteer';
import { buildMember } from '#tests/factories/members';
import { buildTrip } from '#tests/factories/trips';
import { buildUser } from '#tests/factories/users';
import { testConfig, useTestApp } from '#tests/setup/test-app';
import { createWatchJob } from './watches.job';
import type { Getaway } from './watches.pricing';
import { createWatchesRepository } from './watches.repository';
import { createWatchesService } from './watches.service';

const testApp = useTestApp();
const quiet = { info: () => undefined, warn: () => undefined };

const PRICE: WatchPrice = {
  start: '2027-03-09',
  end: '2027-03-12',
  total: {
    low: { amount: 80_000, currency: 'USD' },
    mid: { amount: 100_000, currency: 'USD' },
    high: { amount: 130_000, currency: 'USD' },
  },
  perPerson: { amount: 50_000, currency: 'USD' },
  quotes: [],
  estimated: true,
  longWeekend: null,
  sources: [],
};

/** Due flexible watches of one traveller, one per place. */
async function dueWatches(places: readonly string[]) {
  const user = await buildUser(testApp.db);
  const rows = await testApp.db
    .insert(watches)
    .values(
      places.map((place) => ({
        userId: user.id,
        place,
        nights: 3,
        travellers: 2,
        origin: 'Denver, CO, United States',
        fromDate: '2027-03-01',
        toDate: '2027-03-10',
        currency: 'USD' as const,
        nextCheckAt: new Date(Date.now() - 60_000),
      })),
    )
    .returning({ id: watches.id, place: watches.place });
  return { user, rows };
}

function serviceWith(price: (getaway: Getaway) => Promise<WatchPrice>) {
  const accessRepository = createAccessRepository(testApp.db);
  return createWatchesService({
    watchesRepository: createWatchesRepository(testApp.db),
    access: createAccess(accessRepository, createAccountEmails(accessRepository)),
    pricing: { price },
    gazetteer: getGazetteer(),
    notifier: silentNotifier,
    today: () => '2026-11-27',
    checkIntervalHours: 24,
  });
}

const jobOf = (checkClaimed: (watchId: string) => Promise<unknown>, concurrency = '4') =>
  createWatchJob({
    watchesRepository: createWatchesRepository(testApp.db),
    checkClaimed,
    config: testConfig({ WATCH_JOB_CONCURRENCY: concurrency }),
    log: quiet,
  });

describe('the watch job', () => {
  it('checks every due watch; one that fails records its error and the rest are priced', async () => {
    const { rows } = await dueWatches([
      'Lisbon, Lisboa, Portugal',
      'Broken, Nowhere',
      'Rome, Lazio, Italy',
    ]);
    const service = serviceWith((getaway) =>
      getaway.place.startsWith('Broken')
        ? Promise.reject(new Error('upstream exploded'))
        : Promise.resolve(PRICE),
    );
    const job = jobOf((watchId) => service.checkClaimed(watchId));
    expect(await job.runOnce()).toBe(3);
    const after = await testApp.db.select().from(watches);
    for (const row of rows) {
      const watch = after.find((one) => one.id === row.id)!;
      expect(watch.lastCheckedAt).not.toBeNull();
      expect(watch.nextCheckAt.getTime() - Date.now()).toBeGreaterThan(23 * 3_600_000);
      if (row.place!.startsWith('Broken')) {
        expect(watch.latest).toBeNull();
        expect(watch.lastError).toBe(
          'We could not price this getaway just now; the next check tries again.',
        );
      } else {
        expect(watch.latest).toEqual(PRICE);
        expect(watch.lastError).toBeNull();
      }
    }
    // The schedule is in the table: another instance, or this one restarted, finds nothing due.
    expect(await jobOf((watchId) => service.checkClaimed(watchId)).runOnce()).toBe(0);
  });

  it('goes on when checking a watch throws, and prices at most WATCH_JOB_CONCURRENCY at once', async () => {
    const { rows } = await dueWatches(Array.from({ length: 10 }, (_, index) => `Place ${index}`));
    let inFlight = 0;
    let most = 0;
    const checked: string[] = [];
    const job = jobOf(async (watchId) => {
      inFlight += 1;
      most = Math.max(most, inFlight);
      await new Promise((resolve) => setImmediate(resolve));
      inFlight -= 1;
      checked.push(watchId);
      if (checked.length === 1) throw new Error('the first check fails');
    }, '3');
    expect(await job.runOnce()).toBe(10);
    expect(most).toBe(3);
    expect([...checked].sort()).toEqual(rows.map((row) => row.id).sort());
  });

  it('deletes a trip watch whose traveller can no longer read the trip', async () => {
    const owner = await buildUser(testApp.db);
    const companion = await buildUser(testApp.db);
    const trip = await buildTrip(testApp.db, owner.id);
    await buildMember(testApp.db, trip.id, companion.id);
    const [row] = await testApp.db
      .insert(watches)
      .values({ userId: companion.id, tripId: trip.id, currency: 'USD', nextCheckAt: new Date(0) })
      .returning({ id: watches.id });
    await testApp.db.execute(
      sql`DELETE FROM trip_members WHERE trip_id = ${trip.id} AND user_id = ${companion.id}`,
    );
    const service = serviceWith(() => Promise.resolve(PRICE));
    expect(await jobOf((watchId) => service.checkClaimed(watchId)).runOnce()).toBe(1);
    expect(await testApp.db.select().from(watches).where(eq(watches.id, row!.id))).toEqual([]);
  });
});
