/**
 * Splitting a cost line among travellers, balances and settle-up (docs/PRODUCT-RULES.md#splitting-costs).
 * Pure integer arithmetic in minor units: a split always adds up to the amount it splits.
 */

/** A traveller with an account on the trip, or one without, by the name they were given. */
export type TravellerRef = { userId: string } | { name: string };

export type SplitMode = 'equal' | 'shares' | 'amounts';

/** One traveller of a split, with their weight (shares mode) or amount (amounts mode). */
export type SplitEntry = TravellerRef & { shares?: number; amount?: number };

export interface SplitRule {
  mode: SplitMode;
  among: readonly SplitEntry[];
}

/** The most travellers one line may be split among. */
export const MAX_SPLIT_TRAVELLERS = 20;
/** The largest weight a traveller may have in a split by shares. */
export const MAX_SPLIT_SHARES = 1000;
/** A named traveller's name: 1 to 60 characters once trimmed. */
export const MAX_TRAVELLER_NAME_LENGTH = 60;

/**
 * One key per traveller: an account by its id, a named traveller by their name, trimmed and
 * compared without case ("Ana" and "ana " are one traveller).
 */
export function travellerKey(traveller: TravellerRef): string {
  return 'userId' in traveller
    ? `user:${traveller.userId}`
    : `name:${traveller.name.trim().normalize('NFC').toLocaleLowerCase('en')}`;
}

/**
 * Each traveller's part of `total`, in `among` order. Equal and shares splits round down and give
 * the remainder cents to the first travellers in `among` order, one each; an amounts split is
 * taken as given (the caller checks it adds up, see `amountsDifference`).
 */
export function splitAmount(total: number, split: SplitRule): number[] {
  const { among } = split;
  if (among.length === 0) return [];
  if (split.mode === 'amounts') return among.map((entry) => entry.amount ?? 0);
  const weights = among.map((entry) =>
    BigInt(split.mode === 'shares' ? Math.max(0, entry.shares ?? 0) : 1),
  );
  const weightSum = weights.reduce((sum, weight) => sum + weight, 0n);
  if (weightSum === 0n) return among.map(() => 0);
  const whole = BigInt(total);
  // BigInt: total × weight may pass 2^53 for large amounts.
  const parts = weights.map((weight) => (whole * weight) / weightSum);
  let remainder = whole - parts.reduce((sum, part) => sum + part, 0n);
  for (let index = 0; remainder > 0n; index = (index + 1) % parts.length) {
    // Only travellers with a weight take a remainder cent (a zero-weight one owes nothing).
    if (weights[index]! > 0n) {
      parts[index]! += 1n;
      remainder -= 1n;
    }
  }
  return parts.map(Number);
}

/** How far an amounts split is from `total`: positive when it is short, negative when over. */
export function amountsDifference(total: number, among: readonly SplitEntry[]): number {
  return total - among.reduce((sum, entry) => sum + (entry.amount ?? 0), 0);
}

/** A line as the balances see it: who paid, how much, and how it is split. */
export interface SplitLine {
  paidBy: TravellerRef | null;
  amount: number;
  split: SplitRule | null;
}

export interface Balance {
  traveller: TravellerRef;
  /** What they paid for counted lines. */
  paid: number;
  /** Their part of the counted lines. */
  share: number;
  /** paid − share: positive when they are owed, negative when they owe. */
  balance: number;
}

/**
 * Each traveller's paid, share and balance over the lines that say both who paid and how they are
 * split; other lines do not count. Travellers come in the order they first appear (payer first,
 * then the split's order), lines in the order given. The balances add up to zero.
 */
export function balancesOf(lines: readonly SplitLine[]): Balance[] {
  const byKey = new Map<string, Balance>();
  const entry = (traveller: TravellerRef): Balance => {
    const key = travellerKey(traveller);
    let found = byKey.get(key);
    if (!found) {
      found = { traveller, paid: 0, share: 0, balance: 0 };
      byKey.set(key, found);
    }
    return found;
  };
  for (const line of lines) {
    if (!line.paidBy || !line.split || line.split.among.length === 0) continue;
    entry(line.paidBy).paid += line.amount;
    const parts = splitAmount(line.amount, line.split);
    line.split.among.forEach((traveller, index) => {
      entry(traveller).share += parts[index] ?? 0;
    });
  }
  return [...byKey.values()].map((one) => ({ ...one, balance: one.paid - one.share }));
}

export interface Transfer {
  from: TravellerRef;
  to: TravellerRef;
  amount: number;
}

/**
 * Who pays whom to settle the balances: repeatedly the largest debtor pays the largest creditor
 * as much as one of them needs (ties: the one listed first). At most n − 1 transfers for n
 * travellers with a balance; not always the fewest possible (docs/PRODUCT-RULES.md#splitting-costs).
 */
export function settleUp(balances: readonly Balance[]): Transfer[] {
  const debtors = balances
    .map((one, order) => ({ traveller: one.traveller, left: -one.balance, order }))
    .filter((one) => one.left > 0);
  const creditors = balances
    .map((one, order) => ({ traveller: one.traveller, left: one.balance, order }))
    .filter((one) => one.left > 0);
  const largest = <T extends { left: number; order: number }>(list: T[]): T | undefined =>
    list.reduce<T | undefined>(
      (best, one) =>
        one.left > 0 &&
        (!best || one.left > best.left || (one.left === best.left && one.order < best.order))
          ? one
          : best,
      undefined,
    );
  const transfers: Transfer[] = [];
  for (;;) {
    const debtor = largest(debtors);
    const creditor = largest(creditors);
    if (!debtor || !creditor) break;
    const amount = Math.min(debtor.left, creditor.left);
    transfers.push({ from: debtor.traveller, to: creditor.traveller, amount });
    debtor.left -= amount;
    creditor.left -= amount;
  }
  return transfers;
}
