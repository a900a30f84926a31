import { describe, expect, it } from 'vitest';
import type { WatchPrice } from '#shared/contracts/watches';
import { watches } from '#server/db/schema';
import { buildUser } from '#tests/factories/users';
import { useTestApp } from '#tests/setup/test-app';
import { createWatchesRepository } from './watches.repository';

const testApp = useTestApp();

const priceOf = (perPerson: number): WatchPrice => ({
  start: '2027-03-09',
  end: '2027-03-12',
  total: {
    low: { amount: perPerson * 2, currency: 'USD' },
    mid: { amount: perPerson * 2, currency: 'USD' },
    high: { amount: perPerson * 2, currency: 'USD' },
  },
  perPerson: { amount: perPerson, currency: 'USD' },
  quotes: [],
  estimated: true,
  longWeekend: null,
  sources: [],
});

async function aWatch() {
  const user = await buildUser(testApp.db);
  const [row] = await testApp.db
    .insert(watches)
    .values({
      userId: user.id,
      place: 'Lisbon, Lisboa, Portugal',
      nights: 3,
      travellers: 2,
      origin: 'Denver, CO, United States',
      fromDate: '2027-03-01',
      toDate: '2027-03-10',
      currency: 'USD',
    })
    .returning({ id: watches.id });
  return row!.id;
}

describe('the watches repository', () => {
  it('keeps the newest checks up to the limit, oldest first, and the last one on the watch', async () => {
    const repository = createWatchesRepository(testApp.db);
    const id = await aWatch();
    for (const perPerson of [500, 480, 470, 460, 450])
      await repository.recordCheck(id, { price: priceOf(perPerson), error: null }, 3);
    const history = await repository.history(id);
    expect(history.map((check) => (check.price as WatchPrice).perPerson.amount)).toEqual([
      470, 460, 450,
    ]);
    expect((await repository.findById(id))?.latest).toEqual(priceOf(450));
  });

  it('keeps no check of a watch deleted while it was priced', async () => {
    const repository = createWatchesRepository(testApp.db);
    const id = await aWatch();
    await repository.deleteById(id);
    await repository.recordCheck(id, { price: priceOf(500), error: null }, 3);
    expect(await repository.history(id)).toEqual([]);
  });

  it("gives the day's notice once: a second claim within 24 hours is refused", async () => {
    const repository = createWatchesRepository(testApp.db);
    const id = await aWatch();
    const [first, second] = await Promise.all([
      repository.takeNotice(id, 45_000, 24),
      repository.takeNotice(id, 44_000, 24),
    ]);
    expect([first, second].filter(Boolean)).toHaveLength(1);
    expect((await repository.findById(id))?.lastNotifiedPerPerson).toBe(first ? 45_000 : 44_000);
  });
});
