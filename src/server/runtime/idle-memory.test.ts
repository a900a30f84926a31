import { setImmediate as nextTurn } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { createIdleMemoryRelease, eventLoopBusyShare, fullCollection } from './idle-memory';

/** A release whose readings are scripted: each read takes the next share, then 0. */
function scripted(shares: number[]) {
  let collections = 0;
  let reads = 0;
  const release = createIdleMemoryRelease({
    collect: () => {
      collections += 1;
    },
    busyShareSinceLastRead: () => shares[reads++] ?? 0,
  });
  return {
    ticks: (count: number) => Array.from({ length: count }, () => release.tick()),
    collections: () => collections,
  };
}

const collectedAt = (ticks: boolean[]) => ticks.flatMap((collected, at) => (collected ? [at] : []));

describe('memory given back when traffic stops', () => {
  it('collects at the third and sixth quiet tick after the start, then waits for traffic', () => {
    // Each collection is followed by a read of its own busy time, which is discarded.
    const release = scripted([0, 0, 0, 0.5, 0, 0, 0, 0.5]);
    expect(collectedAt(release.ticks(20))).toEqual([2, 5]);
    expect(release.collections()).toBe(2);
  });

  it('never collects while the loop is busy, and counts the quiet spell again after traffic', () => {
    const release = scripted([0.9, 0.5, 0, 0, 0.05, 0, 0, 0]);
    // Busy, busy, two quiet, busy again: the count starts over at the sixth tick.
    expect(collectedAt(release.ticks(20))).toEqual([7, 10]);
  });

  it('collects again after the next burst', () => {
    const release = scripted([0, 0, 0, 0, 0, 0, 0, 0, 0.3]);
    // Collections at ticks 2 and 5 (their reads are the 4th and 8th), traffic at tick 6.
    expect(collectedAt(release.ticks(15))).toEqual([2, 5, 9, 12]);
  });

  it("reaches V8's full collection: an object only a weak reference holds is gone after it", async () => {
    const collect = fullCollection();
    const weak = new WeakRef({ payload: 'x'.repeat(1000) });
    // A weak reference holds its target until the current turn ends.
    await nextTurn();
    collect();
    expect(weak.deref()).toBeUndefined();
    expect(globalThis).not.toHaveProperty('gc');
  });

  it("reads the event loop's busy share as a fraction of the time since the last read", async () => {
    const read = eventLoopBusyShare();
    const until = performance.now() + 30;
    while (performance.now() < until);
    await nextTurn();
    const share = read();
    expect(share).toBeGreaterThan(0);
    expect(share).toBeLessThanOrEqual(1);
  });
});
