import { availableParallelism } from 'node:os';

/**
 * How the server process is started for a smaller, steadier memory (docs/PERFORMANCE.md, issue
 * 17's third and ninth stops). Both are read only when a process starts (no call from JavaScript
 * can change them), so whatever starts the server passes them (scripts/start.mjs,
 * bench/server.ts).
 */

/**
 * glibc raises its malloc trim and mmap thresholds up to 32/64 MB as the server frees large blocks,
 * and then keeps V8's freed compiler memory in its arenas: about 55 MB more RSS after a load run.
 * Fixed at glibc's own starting values they stay put. Other C libraries ignore them.
 */
export const MALLOC_TUNABLES =
  'glibc.malloc.trim_threshold=131072:glibc.malloc.mmap_threshold=131072';

/**
 * V8's helper threads (background compiling, parallel collection): one core is the event loop's,
 * the rest V8's, at most Node's default 4. Each helper keeps freed compiler memory in its own
 * glibc arena; on two cores Node's four helpers left 206-221 MB after a load and one 189-205 MB,
 * with the rates level or better and the start 0.3 s sooner.
 */
export function v8PoolArgs() {
  return [`--v8-pool-size=${Math.min(4, Math.max(1, availableParallelism() - 1))}`];
}
