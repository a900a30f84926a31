import { describe, expect, it } from 'vitest';
import type { MoneyRange } from '#shared/contracts/compare';
import { cheapestIndices, rangesOverlap, rankRanges } from './ranges';

const range = (low: number, mid: number, high: number): MoneyRange => ({
  low: { amount: low, currency: 'USD' },
  mid: { amount: mid, currency: 'USD' },
  high: { amount: high, currency: 'USD' },
});

describe('rankRanges', () => {
  it('names the lowest middle figure cheapest, overlapping ranges about the same, the rest dearer', () => {
    const ranks = rankRanges([
      range(900, 1000, 1100), // overlaps the cheapest (800–1000)
      range(800, 900, 1000), // cheapest
      range(1001, 1200, 1400), // starts just above the cheapest's high
      range(1000, 1300, 1600), // touches its high: about the same
    ]);
    expect(ranks).toEqual(['about_the_same', 'cheapest', 'dearer', 'about_the_same']);
  });

  it('names the first of equal middle figures cheapest', () => {
    expect(rankRanges([range(5, 10, 15), range(5, 10, 15)])).toEqual([
      'cheapest',
      'about_the_same',
    ]);
  });

  it('answers nothing for nothing', () => {
    expect(rankRanges([])).toEqual([]);
  });
});

describe('rangesOverlap', () => {
  it('is true when the ranges share at least one amount, either way round', () => {
    expect(rangesOverlap(range(1, 2, 3), range(3, 4, 5))).toBe(true);
    expect(rangesOverlap(range(3, 4, 5), range(1, 2, 3))).toBe(true);
    expect(rangesOverlap(range(1, 2, 3), range(4, 5, 6))).toBe(false);
  });
});

describe('cheapestIndices', () => {
  it('picks the indices of the lowest middle figures, cheapest first', () => {
    expect(cheapestIndices([range(0, 30, 0), range(0, 10, 0), range(0, 20, 0)], 2)).toEqual([1, 2]);
  });
});
