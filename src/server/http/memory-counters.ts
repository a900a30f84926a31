import type { RateLimitCount } from './rate-limits.repository';

/** Past this many live keys, ended windows are swept before a new key is added. */
const SWEEP_AT_KEYS = 10_000;

/**
 * Fixed-window counters in this process's memory: a hit costs a Map lookup, not a database write.
 * Each server instance counts on its own, so behind N instances a caller gets up to N times the
 * limit (docs/decisions/014-in-memory-rate-limits.md); used only where that is acceptable.
 */
export interface MemoryCounters {
  hit(key: string, windowSeconds: number): RateLimitCount;
}

export function createMemoryCounters(now: () => number = Date.now): MemoryCounters {
  const windows = new Map<string, { count: number; endsAt: number }>();
  const sweep = (at: number) => {
    for (const [key, window] of windows) if (window.endsAt <= at) windows.delete(key);
  };
  return {
    hit(key, windowSeconds) {
      const at = now();
      let window = windows.get(key);
      if (!window || window.endsAt <= at) {
        if (!window && windows.size >= SWEEP_AT_KEYS) sweep(at);
        window = { count: 0, endsAt: at + windowSeconds * 1000 };
        windows.set(key, window);
      }
      window.count += 1;
      return {
        count: window.count,
        retryAfterSeconds: Math.max(1, Math.ceil((window.endsAt - at) / 1000)),
      };
    },
  };
}
