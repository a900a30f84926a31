import { formatEstimate, money, scaleMoney, type Money } from '#shared/domain/money';

/** Pieces every estimate line uses: US cents as money, the range rule, and the words. */

export const usd = (cents: number | bigint) => money(Number(cents), 'USD');

export function withRange(mid: Money, rule: { low: bigint; high: bigint }) {
  return { low: scaleMoney(mid, rule.low, 100n), mid, high: scaleMoney(mid, rule.high, 100n) };
}

export const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;
/** US cents as an estimate is written: `$233`, `$233.50`, `$1,234`. */
export const dollars = (cents: number) => formatEstimate(usd(cents));

/** 1.03 → 3, 0.97 → -3, 1.004 → 0: how far from the year's average, in whole percent. */
export const percentOf = (factor: number): number => Math.round((factor - 1) * 100) || 0;

/** 1.03 → "3% above", 0.97 → "3% below", 1.004 → "at". */
export function percentWords(factor: number): string {
  const percent = percentOf(factor);
  if (percent === 0) return 'about at';
  return `about ${Math.abs(percent)}% ${percent > 0 ? 'above' : 'below'}`;
}
