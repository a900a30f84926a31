import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  amountsDifference,
  balancesOf,
  settleUp,
  splitAmount,
  travellerKey,
  type SplitLine,
  type TravellerRef,
} from './split';

const ana = { userId: 'a' };
const ben = { userId: 'b' };
const cat = { name: 'Cat' };

describe('splitAmount', () => {
  it('splits equally and gives the remainder cents to the first travellers, one each', () => {
    expect(splitAmount(1000, { mode: 'equal', among: [ana, ben, cat] })).toEqual([334, 333, 333]);
    expect(splitAmount(1001, { mode: 'equal', among: [ana, ben, cat] })).toEqual([334, 334, 333]);
    expect(splitAmount(2, { mode: 'equal', among: [ana, ben, cat] })).toEqual([1, 1, 0]);
  });

  it('splits by shares, rounding down and handing out the remainder in order', () => {
    const among = [
      { ...ana, shares: 2 },
      { ...ben, shares: 1 },
    ];
    expect(splitAmount(1000, { mode: 'shares', among })).toEqual([667, 333]);
    expect(splitAmount(999, { mode: 'shares', among })).toEqual([666, 333]);
  });

  it('takes an amounts split as given', () => {
    const among = [
      { ...ana, amount: 700 },
      { ...ben, amount: 300 },
    ];
    expect(splitAmount(1000, { mode: 'amounts', among })).toEqual([700, 300]);
    expect(amountsDifference(1000, among)).toBe(0);
    expect(amountsDifference(1200, among)).toBe(200);
    expect(amountsDifference(900, among)).toBe(-100);
  });

  it('keeps exact cents for amounts past 2^53 / shares', () => {
    const among = [
      { ...ana, shares: 999 },
      { ...ben, shares: 1 },
    ];
    expect(splitAmount(999_999_999_999, { mode: 'shares', among })).toEqual([
      999_000_000_000, 999_999_999,
    ]);
  });

  it('always adds up to the total, and no part differs from its fair part by a cent or more', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 999_999_999_999 }),
        fc.array(fc.integer({ min: 1, max: 1000 }), { minLength: 1, maxLength: 20 }),
        fc.boolean(),
        (total, weights, byShares) => {
          const among = weights.map((shares, index) => ({ name: `T${index}`, shares }));
          const parts = splitAmount(total, { mode: byShares ? 'shares' : 'equal', among });
          expect(parts.reduce((sum, part) => sum + part, 0)).toBe(total);
          const weightSum = byShares ? weights.reduce((sum, w) => sum + w, 0) : weights.length;
          parts.forEach((part, index) => {
            const fair = (total * (byShares ? weights[index]! : 1)) / weightSum;
            expect(Math.abs(part - fair)).toBeLessThan(1.0001);
          });
        },
      ),
    );
  });
});

describe('travellerKey', () => {
  it('takes a named traveller by their trimmed name, without case', () => {
    expect(travellerKey({ name: ' Ana ' })).toBe(travellerKey({ name: 'ana' }));
    expect(travellerKey({ name: 'Ana' })).not.toBe(travellerKey({ userId: 'Ana' }));
  });
});

describe('balancesOf and settleUp', () => {
  it('counts only lines with a payer and a split', () => {
    const lines: SplitLine[] = [
      { paidBy: ana, amount: 9000, split: { mode: 'equal', among: [ana, ben, cat] } },
      { paidBy: null, amount: 500, split: { mode: 'equal', among: [ana, ben] } },
      { paidBy: ben, amount: 700, split: null },
    ];
    expect(balancesOf(lines)).toEqual([
      { traveller: ana, paid: 9000, share: 3000, balance: 6000 },
      { traveller: ben, paid: 0, share: 3000, balance: -3000 },
      { traveller: cat, paid: 0, share: 3000, balance: -3000 },
    ]);
  });

  it('settles with the largest debtor paying the largest creditor', () => {
    const lines: SplitLine[] = [
      { paidBy: ana, amount: 9000, split: { mode: 'equal', among: [ana, ben, cat] } },
      { paidBy: ben, amount: 1500, split: { mode: 'equal', among: [ana, ben, cat] } },
    ];
    const balances = balancesOf(lines);
    expect(balances.map((one) => one.balance)).toEqual([5500, -2000, -3500]);
    expect(settleUp(balances)).toEqual([
      { from: cat, to: ana, amount: 3500 },
      { from: ben, to: ana, amount: 2000 },
    ]);
  });

  it('answers no transfers when everything is settled or nothing is split', () => {
    expect(settleUp(balancesOf([]))).toEqual([]);
    expect(
      settleUp(balancesOf([{ paidBy: ana, amount: 100, split: { mode: 'equal', among: [ana] } }])),
    ).toEqual([]);
  });

  it('balances add up to zero and the transfers settle every balance in at most n − 1 steps', () => {
    const traveller: fc.Arbitrary<TravellerRef> = fc.constantFrom(
      ana,
      ben,
      cat,
      { name: 'Dee' },
      { userId: 'e' },
    );
    const line: fc.Arbitrary<SplitLine> = fc.record({
      paidBy: fc.option(traveller, { nil: null }),
      amount: fc.integer({ min: 0, max: 10_000_000 }),
      split: fc.option(
        fc.record({
          mode: fc.constantFrom('equal' as const, 'shares' as const),
          among: fc
            .uniqueArray(traveller, { minLength: 1, maxLength: 5, selector: travellerKey })
            .chain((among) =>
              fc.tuple(
                ...among.map((one) =>
                  fc.integer({ min: 1, max: 9 }).map((shares) => ({ ...one, shares })),
                ),
              ),
            ),
        }),
        { nil: null },
      ),
    });
    fc.assert(
      fc.property(fc.array(line, { maxLength: 12 }), (lines) => {
        const balances = balancesOf(lines);
        expect(balances.reduce((sum, one) => sum + one.balance, 0)).toBe(0);
        const transfers = settleUp(balances);
        const withBalance = balances.filter((one) => one.balance !== 0).length;
        expect(transfers.length).toBeLessThanOrEqual(Math.max(0, withBalance - 1));
        const after = new Map(balances.map((one) => [travellerKey(one.traveller), one.balance]));
        for (const transfer of transfers) {
          expect(transfer.amount).toBeGreaterThan(0);
          const from = travellerKey(transfer.from);
          const to = travellerKey(transfer.to);
          after.set(from, after.get(from)! + transfer.amount);
          after.set(to, after.get(to)! - transfer.amount);
        }
        expect([...after.values()].every((balance) => balance === 0)).toBe(true);
      }),
    );
  });
});
