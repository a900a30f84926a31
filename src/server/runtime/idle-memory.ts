import { performance } from 'node:perf_hooks';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

/** How often the event loop's busy share is read. */
const TICK_MS = 2000;
/** A tick with the loop busy at least this share of the time counts as traffic. */
const BUSY_SHARE = 0.02;
/** Quiet ticks between collections: 6 s, longer than the 5 s over which V8 rates allocation. */
const QUIET_TICKS = 3;
/** Collections per quiet spell: the first ends the traffic's allocation sample, the second
 * finds the allocation rate low. */
const COLLECTIONS = 2;

export interface IdleMemoryDeps {
  /** A full garbage collection of the whole heap. */
  collect(): void;
  /** The share of time the event loop was busy since the last call (0-1). */
  busyShareSinceLastRead(): number;
}

/**
 * Gives memory back when traffic stops (docs/PERFORMANCE.md, "Sixth stop"). Under load
 * V8 grows its young generation to 32 MB and keeps it, and its own memory reducer does not run
 * again while the heap is smaller than at start (where the data files were loaded). V8 shrinks
 * the young generation at a full collection that finds the last 5 s allocated little, so a quiet
 * spell gets two collections 6 s apart, each about 70 ms, once per burst and only when nothing
 * is being served.
 */
export function createIdleMemoryRelease(deps: IdleMemoryDeps) {
  // The start itself (loading data, compiling) is the first burst.
  let collectionsLeft = COLLECTIONS;
  let quietTicks = 0;

  /** One reading; answers whether it collected. */
  function tick(): boolean {
    if (deps.busyShareSinceLastRead() >= BUSY_SHARE) {
      collectionsLeft = COLLECTIONS;
      quietTicks = 0;
      return false;
    }
    quietTicks += 1;
    if (collectionsLeft === 0 || quietTicks % QUIET_TICKS !== 0) return false;
    deps.collect();
    collectionsLeft -= 1;
    // The collection's own time is not traffic.
    deps.busyShareSinceLastRead();
    return true;
  }

  /** Reads every TICK_MS; the timer never keeps the process alive. Answers a function that stops it. */
  function start(): () => void {
    const timer = setInterval(tick, TICK_MS);
    timer.unref();
    return () => clearInterval(timer);
  }

  return { tick, start };
}

/** V8's own full collection. Exposing it at run time puts `gc` only in contexts created after,
 * so the server's globals stay as they are. */
export function fullCollection(): () => void {
  setFlagsFromString('--expose-gc');
  return runInNewContext('gc') as () => void;
}

/** The event loop's busy share between two calls. */
export function eventLoopBusyShare(): () => number {
  let last = performance.eventLoopUtilization();
  return () => {
    const now = performance.eventLoopUtilization();
    const share = performance.eventLoopUtilization(now, last).utilization;
    last = now;
    return share;
  };
}
