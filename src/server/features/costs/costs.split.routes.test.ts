import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { CostChangedElsewhere, CostItem, CostPlan } from '#shared/contracts/costs';
import { costLines, tripMembers } from '#server/db/schema';
import { buildCostLine, costsUrl, usd } from '#tests/factories/costs';
import { buildTrip } from '#tests/factories/trips';
import { authHeader, buildUser } from '#tests/factories/users';
import { useTestApp } from '#tests/setup/test-app';

const testApp = useTestApp();
const db = () => testApp.db;

/** An owner (Ana), a companion on the trip (Ben) and a stranger with an account (Zoe). */
async function tripWithCompanion() {
  const owner = await buildUser(db(), { fname: 'Ana' });
  const companion = await buildUser(db(), { fname: 'Ben' });
  const stranger = await buildUser(db(), { fname: 'Zoe' });
  const trip = await buildTrip(db(), owner.id);
  await db().insert(tripMembers).values({ tripId: trip.id, userId: companion.id, role: 'editor' });
  return { owner, companion, stranger, trip, headers: await authHeader(testApp.app, owner) };
}

function call(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  headers: object,
  body?: object,
) {
  return testApp.app.inject({
    method,
    url,
    headers: headers as Record<string, string>,
    ...(body ? { payload: body } : {}),
  });
}

describe('who paid and how a cost line is split', () => {
  it('stores the payer and an equal split, remainder cents to the first travellers', async () => {
    const { owner, companion, trip, headers } = await tripWithCompanion();
    const response = await call('POST', costsUrl(trip.id), headers, {
      category: 'lodging',
      label: 'Flat',
      planned: usd(10_000),
      paidBy: owner.id,
      split: {
        mode: 'equal',
        among: [{ userId: companion.id }, { userId: owner.id }, { name: ' Cat ' }],
      },
    });
    expect(response.statusCode).toBe(201);
    const item = response.json<CostItem>();
    expect(item.paidBy).toEqual({ userId: owner.id });
    expect(item.split).toEqual({
      mode: 'equal',
      among: [
        { userId: companion.id, share: usd(3_334) },
        { userId: owner.id, share: usd(3_333) },
        { name: 'Cat', share: usd(3_333) },
      ],
    });
  });

  it('splits the actual amount when the line has one, by shares', async () => {
    const { owner, companion, trip, headers } = await tripWithCompanion();
    const response = await call('POST', costsUrl(trip.id), headers, {
      category: 'food',
      label: 'Dinner',
      planned: usd(9_000),
      actual: usd(1_000),
      paidBy: { name: 'Cat' },
      split: {
        mode: 'shares',
        among: [
          { userId: owner.id, shares: 2 },
          { userId: companion.id, shares: 1 },
        ],
      },
    });
    expect(response.statusCode).toBe(201);
    const item = response.json<CostItem>();
    expect(item.paidBy).toEqual({ name: 'Cat' });
    expect(item.split?.among.map((entry) => entry.share.amount)).toEqual([667, 333]);
  });

  it('answers balances, settle-up and the travellers on the plan; unsplit lines do not count', async () => {
    const { owner, companion, trip, headers } = await tripWithCompanion();
    const among = [{ userId: owner.id }, { userId: companion.id }, { name: 'Cat' }];
    for (const body of [
      { label: 'Flat', planned: usd(9_000), paidBy: owner.id, split: { mode: 'equal', among } },
      {
        label: 'Fuel',
        planned: usd(1_500),
        paidBy: { userId: companion.id },
        split: { mode: 'equal', among },
      },
      { label: 'Tips', planned: usd(700), paidBy: owner.id },
      { label: 'Snacks', planned: usd(400), split: { mode: 'equal', among } },
    ]) {
      const created = await call('POST', costsUrl(trip.id), headers, {
        category: 'other',
        ...body,
      });
      expect(created.statusCode, created.body).toBe(201);
    }
    const plan = (await call('GET', costsUrl(trip.id), headers)).json<CostPlan>();
    expect(plan.travellers).toEqual([
      { userId: owner.id, fname: 'Ana' },
      { userId: companion.id, fname: 'Ben' },
    ]);
    expect(plan.balances).toEqual([
      {
        traveller: { userId: owner.id },
        name: 'Ana',
        paid: usd(9_000),
        share: usd(3_500),
        balance: usd(5_500),
      },
      {
        traveller: { userId: companion.id },
        name: 'Ben',
        paid: usd(1_500),
        share: usd(3_500),
        balance: usd(-2_000),
      },
      {
        traveller: { name: 'Cat' },
        name: 'Cat',
        paid: usd(0),
        share: usd(3_500),
        balance: usd(-3_500),
      },
    ]);
    expect(plan.settleUp).toEqual([
      {
        from: { traveller: { name: 'Cat' }, name: 'Cat' },
        to: { traveller: { userId: owner.id }, name: 'Ana' },
        amount: usd(3_500),
      },
      {
        from: { traveller: { userId: companion.id }, name: 'Ben' },
        to: { traveller: { userId: owner.id }, name: 'Ana' },
        amount: usd(2_000),
      },
    ]);
  });

  it('keeps a companion who left in the balances under their first name', async () => {
    const { owner, companion, trip, headers } = await tripWithCompanion();
    await call('POST', costsUrl(trip.id), headers, {
      category: 'other',
      label: 'Fuel',
      planned: usd(1_000),
      paidBy: companion.id,
      split: { mode: 'equal', among: [{ userId: owner.id }, { userId: companion.id }] },
    });
    await db().delete(tripMembers).where(eq(tripMembers.userId, companion.id));
    const plan = (await call('GET', costsUrl(trip.id), headers)).json<CostPlan>();
    expect(plan.travellers).toEqual([{ userId: owner.id, fname: 'Ana' }]);
    expect(plan.settleUp).toEqual([
      {
        from: { traveller: { userId: owner.id }, name: 'Ana' },
        to: { traveller: { userId: companion.id }, name: 'Ben' },
        amount: usd(500),
      },
    ]);
  });

  it('answers empty balances when nothing is split', async () => {
    const { trip, headers } = await tripWithCompanion();
    await buildCostLine(db(), trip.id);
    const plan = (await call('GET', costsUrl(trip.id), headers)).json<CostPlan>();
    expect(plan.balances).toEqual([]);
    expect(plan.settleUp).toEqual([]);
    expect(plan.items[0]).toMatchObject({ paidBy: null, split: null });
  });
});

describe('what a split refuses', () => {
  it('answers 400 for a payer or traveller who is not on the trip, and stores nothing', async () => {
    const { owner, stranger, trip, headers } = await tripWithCompanion();
    const base = { category: 'other', label: 'Fuel', planned: usd(1_000) };
    const payer = await call('POST', costsUrl(trip.id), headers, { ...base, paidBy: stranger.id });
    expect(payer.statusCode).toBe(400);
    expect(payer.json()).toMatchObject({
      code: 'unknown_traveller',
      msg: expect.stringMatching(/not on this trip/),
    });
    const among = await call('POST', costsUrl(trip.id), headers, {
      ...base,
      split: { mode: 'equal', among: [{ userId: owner.id }, { userId: stranger.id }] },
    });
    expect(among.statusCode).toBe(400);
    expect(among.json()).toMatchObject({
      code: 'unknown_traveller',
      details: [{ path: 'split.among.1' }],
    });
    expect(await db().select().from(costLines).where(eq(costLines.tripId, trip.id))).toEqual([]);
  });

  it('answers 400 for duplicates, an empty or too long list, and a name too long', async () => {
    const { owner, trip, headers } = await tripWithCompanion();
    const base = { category: 'other', label: 'Fuel', planned: usd(1_000) };
    const splits = [
      { mode: 'equal', among: [{ userId: owner.id }, { userId: owner.id }] },
      { mode: 'equal', among: [{ name: 'Cat' }, { name: 'cat ' }] },
      { mode: 'equal', among: [] },
      { mode: 'equal', among: Array.from({ length: 21 }, (_, index) => ({ name: `T${index}` })) },
      { mode: 'equal', among: [{ name: 'x'.repeat(61) }] },
      { mode: 'shares', among: [{ name: 'Cat' }] },
      { mode: 'shares', among: [{ name: 'Cat', shares: 0 }] },
      { mode: 'amounts', among: [{ name: 'Cat' }] },
    ];
    for (const split of splits) {
      const response = await call('POST', costsUrl(trip.id), headers, { ...base, split });
      expect(response.statusCode, JSON.stringify(split)).toBe(400);
      expect(response.json()).toMatchObject({ code: 'validation_failed', msg: expect.any(String) });
    }
  });

  it('answers 400 saying the difference when the amounts do not add up to the line', async () => {
    const { owner, trip, headers } = await tripWithCompanion();
    const response = await call('POST', costsUrl(trip.id), headers, {
      category: 'other',
      label: 'Fuel',
      planned: usd(1_000),
      split: {
        mode: 'amounts',
        among: [
          { userId: owner.id, amount: 600 },
          { name: 'Cat', amount: 300 },
        ],
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'split_amounts_mismatch',
      msg: "The split's amounts add up to $9.00, $1.00 less than the line's $10.00 (its actual amount, or its planned one when it has none).",
    });
  });

  it('refuses a new amount that an amounts split no longer adds up to, and keeps the line', async () => {
    const { owner, trip, headers } = await tripWithCompanion();
    const created = await call('POST', costsUrl(trip.id), headers, {
      category: 'other',
      label: 'Fuel',
      planned: usd(1_000),
      split: {
        mode: 'amounts',
        among: [
          { userId: owner.id, amount: 700 },
          { name: 'Cat', amount: 300 },
        ],
      },
    });
    const item = created.json<CostItem>();
    const url = `${costsUrl(trip.id)}/${item._id}`;
    const update = await call('PUT', url, headers, { actual: usd(1_200) });
    expect(update.statusCode).toBe(400);
    expect(update.json()).toMatchObject({
      code: 'split_amounts_mismatch',
      msg: expect.stringMatching(/\$2\.00 less than the line.s \$12\.00/),
    });
    const fixed = await call('PUT', url, headers, {
      actual: usd(1_200),
      split: {
        mode: 'amounts',
        among: [
          { userId: owner.id, amount: 900 },
          { name: 'Cat', amount: 300 },
        ],
      },
    });
    expect(fixed.statusCode).toBe(200);
    const cleared = await call('PUT', url, headers, { split: null, paidBy: null });
    expect(cleared.json()).toMatchObject({ split: null, paidBy: null });
  });
});

describe('naming a traveller in a split as the payer is named', () => {
  it("accepts a member's bare id in split.among, as paidBy does, and saves it", async () => {
    const { owner, companion, trip, headers } = await tripWithCompanion();
    const response = await call('POST', costsUrl(trip.id), headers, {
      category: 'food',
      label: 'Lunch',
      planned: usd(3_000),
      paidBy: companion.id,
      split: { mode: 'equal', among: [owner.id, { name: 'Cat' }] },
    });
    expect(response.statusCode).toBe(201);
    const item = response.json<CostItem>();
    expect(item.paidBy).toEqual({ userId: companion.id });
    expect(item.split).toEqual({
      mode: 'equal',
      among: [
        { userId: owner.id, share: usd(1_500) },
        { name: 'Cat', share: usd(1_500) },
      ],
    });
    const [stored] = await db().select().from(costLines).where(eq(costLines.id, item._id));
    expect(stored?.split).toEqual({
      mode: 'equal',
      among: [{ userId: owner.id }, { name: 'Cat' }],
    });
  });

  it('refuses the bare id of someone not on the trip, and stores nothing', async () => {
    const { stranger, trip, headers } = await tripWithCompanion();
    const response = await call('POST', costsUrl(trip.id), headers, {
      category: 'food',
      label: 'Lunch',
      planned: usd(3_000),
      split: { mode: 'equal', among: [stranger.id] },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'unknown_traveller',
      msg: 'That traveller is not on this trip: name the owner or a companion by userId, or someone else by name.',
    });
    expect(await db().select().from(costLines)).toEqual([]);
  });

  it('says what a traveller in split.among and a payer may be when one is neither', async () => {
    const { trip, headers } = await tripWithCompanion();
    const line = { category: 'food', label: 'Lunch', planned: usd(3_000) };
    for (const entry of [5, null, { nickname: 'Cat' }]) {
      const response = await call('POST', costsUrl(trip.id), headers, {
        ...line,
        split: { mode: 'equal', among: [entry] },
      });
      expect(response.statusCode, JSON.stringify(entry)).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'validation_failed',
        msg: 'Each traveller in split.among is a member\'s userId, {"userId": …} or {"name": …}.',
        details: [{ path: 'split.among.0' }],
      });
    }
    const payer = await call('POST', costsUrl(trip.id), headers, { ...line, paidBy: 5 });
    expect(payer.statusCode).toBe(400);
    expect(payer.json()).toMatchObject({
      code: 'validation_failed',
      msg: 'paidBy is a member\'s userId, {"userId": …} or {"name": …}, or null.',
    });
  });

  it('names the values a choice accepts: the split mode, the category and the currency', async () => {
    const { trip, headers } = await tripWithCompanion();
    const refusals: [object, string][] = [
      [
        { category: 'food', label: 'Lunch', split: { mode: 'halves', among: [{ name: 'Cat' }] } },
        'split.mode must be one of equal, shares, amounts.',
      ],
      [
        { category: 'spa', label: 'Massage' },
        'category must be one of airfare, lodging, car_rental, food, activities, other.',
      ],
      [
        { category: 'food', label: 'Lunch', planned: { amount: 100, currency: 'XXX' } },
        'That currency is not one we support; use one of AUD, BRL, CAD, CHF, CNY, CZK, DKK, EUR, GBP, HKD, HUF, IDR, ILS, INR, ISK, JPY, KRW, MXN, MYR, NOK, NZD, PHP, PLN, RON, SEK, SGD, THB, TRY, USD, ZAR.',
      ],
    ];
    for (const [body, msg] of refusals) {
      const response = await call('POST', costsUrl(trip.id), headers, body);
      expect(response.statusCode, msg).toBe(400);
      expect(response.json()).toMatchObject({ code: 'validation_failed', msg });
    }
    expect(await db().select().from(costLines)).toEqual([]);
  });
});

describe('no silent lost update', () => {
  async function lineOf(headers: object, tripId: string) {
    const created = await call('POST', costsUrl(tripId), headers, {
      category: 'food',
      label: 'Market',
      planned: usd(2_000),
    });
    return created.json<CostItem>();
  }

  it('answers one 200 and one 409 with the fresh line when two changes start from one version', async () => {
    const { trip, headers } = await tripWithCompanion();
    const line = await lineOf(headers, trip.id);
    const url = `${costsUrl(trip.id)}/${line._id}`;
    const [first, second] = await Promise.all([
      call('PUT', url, headers, { label: 'Market, Ana', expectedVersion: line.version }),
      call('PUT', url, headers, { label: 'Market, Ben', expectedVersion: line.version }),
    ]);
    const statuses = [first.statusCode, second.statusCode].sort();
    expect(statuses).toEqual([200, 409]);
    const [won, lost] = first.statusCode === 200 ? [first, second] : [second, first];
    const conflict = lost.json<CostChangedElsewhere>();
    expect(conflict).toMatchObject({
      code: 'changed_elsewhere',
      msg: expect.stringMatching(
        /^Someone else changed this line just now; here it is as they left it\.$/,
      ),
    });
    expect(conflict.current).toEqual(won.json());
    expect(conflict.current.version).not.toBe(line.version);
    const plan = (await call('GET', costsUrl(trip.id), headers)).json<CostPlan>();
    expect(plan.items[0]).toEqual(won.json());
  });

  it('answers 409 to a delete of a line changed since, and keeps it; the fresh version deletes', async () => {
    const { trip, headers } = await tripWithCompanion();
    const line = await lineOf(headers, trip.id);
    const url = `${costsUrl(trip.id)}/${line._id}`;
    const changed = (await call('PUT', url, headers, { notes: 'Cash' })).json<CostItem>();
    const stale = await call('DELETE', `${url}?expectedVersion=${line.version}`, headers);
    expect(stale.statusCode).toBe(409);
    expect(stale.json<CostChangedElsewhere>().current).toEqual(changed);
    const fresh = await call('DELETE', `${url}?expectedVersion=${changed.version}`, headers);
    expect(fresh.statusCode).toBe(200);
  });

  it('changes as before without expectedVersion, and refuses a malformed one', async () => {
    const { trip, headers } = await tripWithCompanion();
    const line = await lineOf(headers, trip.id);
    const url = `${costsUrl(trip.id)}/${line._id}`;
    expect((await call('PUT', url, headers, { notes: 'One' })).statusCode).toBe(200);
    expect((await call('PUT', url, headers, { notes: 'Two' })).statusCode).toBe(200);
    const malformed = await call('PUT', url, headers, {
      notes: 'Three',
      expectedVersion: 'yesterday',
    });
    expect(malformed.statusCode).toBe(400);
    const alone = await call('PUT', url, headers, { expectedVersion: line.version });
    expect(alone.statusCode).toBe(400);
  });
});
