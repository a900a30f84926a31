import type { CostSplit, CreateCostBody } from '#shared/contracts/costs';
import type { CurrencyCode } from '#shared/domain/money';
import { amountsDifference } from '#shared/domain/split';
import type { StoredSplit } from '#server/db/schema';
import { costErrors } from './costs.errors';
import { splitBase } from './costs.presenter';
import type { CostLineRecord, CostPerson, NewCostLine } from './costs.repository';

/** Who paid and how a line is split, checked against the trip's travellers and stored. */

/** Who paid and how the line is split, as stored. */
export type SplitColumns = Pick<NewCostLine, 'paidByUserId' | 'paidByName' | 'split'>;

/** Who paid, as stored: a member's id, or a name; a sent `userId` must be a member's. */
export function storedPaidBy(
  paidBy: NonNullable<CreateCostBody['paidBy']> | null,
  members: ReadonlySet<string>,
): Pick<SplitColumns, 'paidByUserId' | 'paidByName'> {
  if (paidBy === null) return { paidByUserId: null, paidByName: null };
  // The contract reads a bare id as `{userId}`.
  if ('userId' in paidBy) {
    if (!members.has(paidBy.userId)) throw costErrors.notATraveller('paidBy');
    return { paidByUserId: paidBy.userId, paidByName: null };
  }
  return { paidByUserId: null, paidByName: paidBy.name };
}

/** A split as stored: each traveller with only the figure its mode uses. */
export function storedSplit(split: CostSplit, members: ReadonlySet<string>): StoredSplit {
  return {
    mode: split.mode,
    among: split.among.map((entry, index) => {
      // The contract requires the figure of the split's mode.
      const figure =
        split.mode === 'shares'
          ? { shares: entry.shares ?? 1 }
          : split.mode === 'amounts'
            ? { amount: entry.amount ?? 0 }
            : {};
      if ('userId' in entry) {
        if (!members.has(entry.userId)) throw costErrors.notATraveller(`split.among.${index}`);
        return { userId: entry.userId, ...figure };
      }
      return { name: entry.name, ...figure };
    }),
  };
}

/** An amounts split must add up exactly to the amount it shares out. */
export function checkSplitAddsUp(
  line: Pick<CostLineRecord, 'actualAmount' | 'plannedAmount'>,
  split: StoredSplit | null | undefined,
  currency: CurrencyCode,
): void {
  if (split?.mode !== 'amounts') return;
  const total = splitBase(line);
  const difference = amountsDifference(total, split.among);
  if (difference !== 0) throw costErrors.amountsDoNotAddUp(total - difference, total, currency);
}

export const memberIds = (people: readonly CostPerson[]) =>
  new Set(people.filter((person) => person.isMember).map((person) => person.userId));
