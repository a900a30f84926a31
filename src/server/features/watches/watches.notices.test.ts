import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { WatchPrice } from '#shared/contracts/watches';
import { createAccess, createAccountEmails } from '#server/access/access';
import { createAccessRepository } from '#server/access/access.repository';
import { watches } from '#server/db/schema';
import type { NoticeDraft, Notifier } from '#server/notifications/notifier';
import { getGazetteer } from '#server/providers/places/gazetteer';
import { buildTrip } from '#tests/factories/trips';
import { buildUser } from '#tests/factories/users';
import { useTestApp } from '#tests/setup/test-app';
import type { WatchPricing } from './watches.pricing';
import { createWatchesRepository } from './watches.repository';
import { createWatchesService } from './watches.service';

const testApp = useTestApp();

/** A price a person in dollars: the pricing the service is built with answers it. */
function priceOf(perPersonDollars: number, travellers = 2): WatchPrice {
  const mid = perPersonDollars * 100 * travellers;
  return {
    start: '2027-03-09',
    end: '2027-03-12',
    total: {
      low: { amount: mid - 20_000, currency: 'USD' },
      mid: { amount: mid, currency: 'USD' },
      high: { amount: mid + 30_000, currency: 'USD' },
    },
    perPerson: { amount: perPersonDollars * 100, currency: 'USD' },
    quotes: [],
    estimated: true,
    longWeekend: null,
    sources: [],
  };
}

function setUp() {
  const notices: NoticeDraft[] = [];
  const notifier: Notifier = {
    notify: (notice) => {
      notices.push(notice);
      return Promise.resolve();
    },
    tripChanged: () => undefined,
  };
  let next = priceOf(500);
  const pricing: WatchPricing = { price: () => Promise.resolve(next) };
  const service = createWatchesService({
    watchesRepository: createWatchesRepository(testApp.db),
    access: createAccess(
      createAccessRepository(testApp.db),
      createAccountEmails(createAccessRepository(testApp.db)),
    ),
    pricing,
    gazetteer: getGazetteer(),
    notifier,
    today: () => '2026-11-27',
    checkIntervalHours: 24,
  });
  return {
    service,
    notices,
    /** The next check's price a person, in dollars. */
    priceNext: (price: number | WatchPrice) => {
      next = typeof price === 'number' ? priceOf(price) : price;
    },
  };
}

async function tripWatch(cap?: number) {
  const user = await buildUser(testApp.db, { city: 'Denver', state: 'CO' });
  const trip = await buildTrip(testApp.db, user.id, {
    locationAddress: 'Lisbon, Lisbon, Portugal',
    tripStart: '2027-03-09',
    tripEnd: '2027-03-12',
    travellers: 2,
  });
  return { user, trip, cap };
}

/** Moves the watch's last notice `hours` into the past, as if time had passed. */
const noticeHoursAgo = (watchId: string, hours: number) =>
  testApp.db
    .update(watches)
    .set({ lastNotifiedAt: sql`now() - make_interval(hours => ${hours})` })
    .where(eq(watches.id, watchId));

describe('watch notices', () => {
  it('shows the check made at creation without announcing it, even below the cap', async () => {
    const { service, notices, priceNext } = setUp();
    const { user, trip } = await tripWatch();
    priceNext(400);
    const watch = await service.create(user.id, {
      tripId: trip.id,
      maxPerPerson: { amount: 60_000, currency: 'USD' },
    });
    expect(watch.latest?.perPerson.amount).toBe(40_000);
    expect(notices).toEqual([]);
  });

  it('notifies once when the price goes below the cap, naming the place and the price a person', async () => {
    const { service, notices, priceNext } = setUp();
    const { user, trip } = await tripWatch();
    priceNext(700);
    const watch = await service.create(user.id, {
      tripId: trip.id,
      maxPerPerson: { amount: 60_000, currency: 'USD' },
    });
    priceNext(650);
    await service.checkNow(user.id, watch._id);
    expect(notices).toEqual([]);
    priceNext(590);
    await service.checkNow(user.id, watch._id);
    expect(notices).toEqual([
      {
        userId: user.id,
        kind: 'watch_below_cap',
        title: 'Lisbon, Lisbon, Portugal: now $590 a person',
        body: 'Cheapest: Mar 9 to Mar 12, 3 nights, 2 travellers: $1,180 in all. An estimate: $980 to $1,480. Your cap: $600 a person.',
        link: '/watches',
        tripId: trip.id,
        watchId: watch._id,
      },
    ]);
    // A day later, still below the cap but not 10% lower: no second notice.
    await noticeHoursAgo(watch._id, 25);
    priceNext(580);
    await service.checkNow(user.id, watch._id);
    expect(notices).toHaveLength(1);
  });

  it('notifies when the price falls 10% below the first check, then 10% below the last notice', async () => {
    const { service, notices, priceNext } = setUp();
    const { user, trip } = await tripWatch();
    priceNext(1000);
    const watch = await service.create(user.id, { tripId: trip.id });
    priceNext(901);
    await service.checkNow(user.id, watch._id);
    expect(notices).toEqual([]);
    priceNext(900);
    await service.checkNow(user.id, watch._id);
    expect(notices.map((notice) => [notice.kind, notice.title])).toEqual([
      ['watch_price_drop', 'Lisbon, Lisbon, Portugal: now $900 a person'],
    ]);
    expect(notices[0]!.body).not.toContain('cap');
    await noticeHoursAgo(watch._id, 25);
    priceNext(820);
    await service.checkNow(user.id, watch._id);
    expect(notices).toHaveLength(1);
    priceNext(810);
    await service.checkNow(user.id, watch._id);
    expect(notices.map((notice) => notice.title)).toEqual([
      'Lisbon, Lisbon, Portugal: now $900 a person',
      'Lisbon, Lisbon, Portugal: now $810 a person',
    ]);
  });

  it('never notifies twice within 24 hours, however far the price falls', async () => {
    const { service, notices, priceNext } = setUp();
    const { user, trip } = await tripWatch();
    priceNext(1000);
    const watch = await service.create(user.id, { tripId: trip.id });
    priceNext(800);
    await service.checkNow(user.id, watch._id);
    expect(notices).toHaveLength(1);
    await noticeHoursAgo(watch._id, 23);
    priceNext(500);
    await service.checkNow(user.id, watch._id);
    expect(notices).toHaveLength(1);
    await noticeHoursAgo(watch._id, 24);
    await service.checkNow(user.id, watch._id);
    expect(notices.map((notice) => notice.title)).toEqual([
      'Lisbon, Lisbon, Portugal: now $800 a person',
      'Lisbon, Lisbon, Portugal: now $500 a person',
    ]);
  });

  it('says when parts are live quotes, with their source and time', async () => {
    const { service, notices, priceNext } = setUp();
    const { user, trip } = await tripWatch();
    priceNext(1000);
    const watch = await service.create(user.id, { tripId: trip.id });
    const live = priceOf(800);
    live.quotes = [
      {
        category: 'airfare',
        total: { amount: 61_230, currency: 'USD' },
        source: 'Duffel',
        quotedAt: '2026-11-27T09:30:00.000Z',
      },
    ];
    priceNext(live);
    await service.checkNow(user.id, watch._id);
    expect(notices.at(-1)?.body).toContain(
      'Live fare from Duffel, $612, quoted 2026-11-27 09:30 UTC.',
    );
  });
});
