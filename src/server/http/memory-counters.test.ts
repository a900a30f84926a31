import { describe, expect, it } from 'vitest';
import { createMemoryCounters } from './memory-counters';

describe('in-memory rate-limit counters', () => {
  it('counts hits per key within a window, then starts again', () => {
    let now = 1_000_000;
    const counters = createMemoryCounters(() => now);
    expect(counters.hit('a', 60)).toEqual({ count: 1, retryAfterSeconds: 60 });
    now += 10_500;
    expect(counters.hit('a', 60)).toEqual({ count: 2, retryAfterSeconds: 50 });
    expect(counters.hit('b', 60).count).toBe(1);
    now += 49_500;
    expect(counters.hit('a', 60)).toEqual({ count: 1, retryAfterSeconds: 60 });
  });

  it('sweeps ended windows once many keys are held', () => {
    let now = 0;
    const counters = createMemoryCounters(() => now);
    for (let i = 0; i < 10_000; i++) counters.hit(`old:${i}`, 1);
    now += 2000;
    counters.hit('new', 60);
    // The old keys were swept: hitting one starts a fresh window.
    expect(counters.hit('old:1', 60).count).toBe(1);
  });
});
