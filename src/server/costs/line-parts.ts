import { money, scaleMoney, type Money } from '#shared/domain/money';

/** Pieces every estimate line uses: US cents as money, the range rule, and the words. */

export const usd = (cents: number | bigint) => money(Number(cents), 'USD');

export function withRange(mid: Money, rule: { low: bigint; high: bigint }) {
  return { low: scaleMoney(mid, rule.low, 100n), mid, high: scaleMoney(mid, rule.high, 100n) };
}

export const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;
export const dollars = (cents: number) => `$${(cents / 100).toFixed(cents % 100 === 0 ? 0 : 2)}`;

/** 1.03 → "3% above", 0.97 → "3% below", 1.004 → "at". */
export function percentWords(factor: number): string {
  const percent = Math.round((factor - 1) * 100);
  if (percent === 0) return 'about at';
  return `about ${Math.abs(percent)}% ${percent > 0 ? 'above' : 'below'}`;
}
