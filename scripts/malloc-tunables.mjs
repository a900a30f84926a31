/**
 * glibc raises its malloc trim and mmap thresholds up to 32/64 MB as the server frees large blocks,
 * and then keeps V8's freed compiler memory in its arenas: about 55 MB more RSS after a load run.
 * Fixed at glibc's own starting values they stay put (docs/PERFORMANCE.md, issue 17's third
 * stop). glibc reads them only at process start, so whatever starts the server sets them in its
 * environment (scripts/start.mjs, bench/server.ts); other C libraries ignore them.
 */
export const MALLOC_TUNABLES =
  'glibc.malloc.trim_threshold=131072:glibc.malloc.mmap_threshold=131072';
