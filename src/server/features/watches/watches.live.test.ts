import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccess, createAccountEmails } from '#server/access/access';
import { createAccessRepository } from '#server/access/access.repository';
import { estimateTripCosts } from '#server/costs/estimator';
import { latestRates } from '#server/costs/exchange-rates';
import { providerCache, watches } from '#server/db/schema';
import { holidayCalendar } from '#server/holidays/holidays';
import type { NoticeDraft } from '#server/notifications/notifier';
import { createDuffelFares } from '#server/providers/fares/duffel';
import { getGazetteer } from '#server/providers/places/gazetteer';
import { createProviderCache } from '#server/providers/provider-cache';
import { createProviderCacheRepository } from '#server/providers/provider-cache.repository';
import { createEstimatedStays } from '#server/providers/stays/stays-provider';
import { buildTrip } from '#tests/factories/trips';
import { buildUser } from '#tests/factories/users';
import { startFakeUpstream, type FakeUpstream } from '#tests/setup/fake-upstream';
import { testConfig, useTestApp } from '#tests/setup/test-app';
import { createWatchJob } from './watches.job';
import { createWatchPricing } from './watches.pricing';
import { createWatchesRepository } from './watches.repository';
import { createWatchesService } from './watches.service';

/**
 * The whole path with a live fare: a trip watch priced through the Duffel adapter (a fake
 * upstream on 127.0.0.1) whose fare drops between two runs of the job, and the notice it makes.
 */
const testApp = useTestApp();
let fake: FakeUpstream;

beforeAll(async () => {
  fake = await startFakeUpstream();
});
afterAll(() => fake.close());

describe('a live fare that drops between two runs of the job', () => {
  it('notifies the traveller once, naming the trip and the new price a person from the live fare', async () => {
    const db = testApp.db;
    const notices: NoticeDraft[] = [];
    const accessRepository = createAccessRepository(db);
    const repository = createWatchesRepository(db);
    const service = createWatchesService({
      watchesRepository: repository,
      access: createAccess(accessRepository, createAccountEmails(accessRepository)),
      pricing: createWatchPricing({
        estimateTripCosts,
        latestRates: async () => latestRates(),
        gazetteer: getGazetteer(),
        fares: createDuffelFares({
          accessToken: 'duffel_test_token',
          baseUrl: fake.url,
          timeoutMs: 2000,
          cache: createProviderCache(createProviderCacheRepository(db)),
        }),
        stays: createEstimatedStays(),
        holidays: holidayCalendar,
      }),
      gazetteer: getGazetteer(),
      notifier: {
        notify: (notice) => {
          notices.push(notice);
          return Promise.resolve();
        },
        tripChanged: () => undefined,
      },
      today: () => '2026-11-27',
      checkIntervalHours: 24,
    });
    const job = createWatchJob({
      watchesRepository: repository,
      checkClaimed: (watchId) => service.checkClaimed(watchId),
      config: testConfig(),
      log: { info: () => undefined, warn: () => undefined },
    });
    const fareOf = (amount: string) => ({
      status: 201,
      json: { data: { offers: [{ total_amount: amount, total_currency: 'USD' }] } },
    });
    /** A day passes: the watch is due again and the quoted fare has gone stale. */
    const nextDay = async () => {
      await db.delete(providerCache);
      await db.update(watches).set({ nextCheckAt: sql`now() - interval '1 minute'` });
    };

    const user = await buildUser(db, { city: 'Denver', state: 'CO' });
    const trip = await buildTrip(db, user.id, {
      locationAddress: 'Lisbon, Lisbon, Portugal',
      tripStart: '2027-03-09',
      tripEnd: '2027-03-12',
      travellers: 2,
    });
    fake.on('POST', '/air/offer_requests', fareOf('1800.00'));
    const watch = await service.create(user.id, { tripId: trip.id });
    const first = watch.latest!;
    expect(first.quotes).toMatchObject([
      { category: 'airfare', total: { amount: 180_000, currency: 'USD' }, source: 'Duffel' },
    ]);

    await nextDay();
    expect(await job.runOnce()).toBe(1);
    expect(notices).toEqual([]);

    fake.on('POST', '/air/offer_requests', fareOf('900.00'));
    await nextDay();
    expect(await job.runOnce()).toBe(1);
    const [row] = await db.select().from(watches).where(eq(watches.id, watch._id));
    const latest = row!.latest as typeof first;
    expect(first.perPerson.amount - latest.perPerson.amount).toBe(45_000);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({
      userId: user.id,
      kind: 'watch_price_drop',
      link: '/watches',
      tripId: trip.id,
      watchId: watch._id,
    });
    const dollars = Math.round(latest.perPerson.amount / 100).toLocaleString('en-US');
    expect(notices[0]!.title).toBe(`Lisbon, Lisbon, Portugal: now $${dollars} a person`);
    expect(notices[0]!.body).toMatch(
      /Live fare from Duffel, \$900, quoted \d{4}-\d\d-\d\d \d\d:\d\d UTC\./,
    );

    // The same price the next day is no news.
    await nextDay();
    expect(await job.runOnce()).toBe(1);
    expect(notices).toHaveLength(1);
  });
});
