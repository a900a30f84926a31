import type { Config } from '#server/config';
import type { WatchesRepository } from './watches.repository';

export interface WatchJobDeps {
  watchesRepository: Pick<WatchesRepository, 'claimDue'>;
  /** Checks one claimed watch (the service's `checkClaimed`). */
  checkClaimed: (watchId: string) => Promise<unknown>;
  config: Pick<
    Config,
    'WATCH_CHECK_INTERVAL_HOURS' | 'WATCH_JOB_INTERVAL_SECONDS' | 'WATCH_JOB_CONCURRENCY'
  >;
  log: { info(data: object, message: string): void; warn(data: object, message: string): void };
}

/**
 * Runs the due watches (docs/PRODUCT-RULES.md#price-watches): every WATCH_JOB_INTERVAL_SECONDS it
 * claims at most WATCH_JOB_CONCURRENCY due watches in one statement (FOR UPDATE SKIP LOCKED, so
 * instances sharing a database never claim one watch twice), prices them at once, and claims
 * again until fewer are due. The schedule lives in the table, so a restart resumes it. A failing
 * watch is logged and the rest go on.
 */
export function createWatchJob(deps: WatchJobDeps) {
  const { config, log } = deps;
  let running: Promise<number> | undefined;

  /** One batch: the watches claimed and checked. */
  async function runBatch(): Promise<number> {
    const claimed = await deps.watchesRepository.claimDue(
      config.WATCH_JOB_CONCURRENCY,
      config.WATCH_CHECK_INTERVAL_HOURS,
    );
    await Promise.all(
      claimed.map((watchId) =>
        deps.checkClaimed(watchId).catch((error: unknown) => {
          log.warn({ err: error, watchId }, 'watch check failed');
        }),
      ),
    );
    return claimed.length;
  }

  /** Checks every due watch, a batch at a time; answers how many were checked. */
  async function drain(): Promise<number> {
    let total = 0;
    for (;;) {
      const checked = await runBatch();
      total += checked;
      if (checked < config.WATCH_JOB_CONCURRENCY) return total;
    }
  }

  /** One pass over the due watches (tests call it); a pass in progress is joined, not doubled. */
  function runOnce(): Promise<number> {
    running ??= drain().finally(() => {
      running = undefined;
    });
    return running;
  }

  let timer: NodeJS.Timeout | undefined;
  return {
    runOnce,
    runBatch,
    /** Starts the timer; it never keeps the process alive. */
    start(): void {
      if (timer) return;
      // One pass at a time: a slow pass never overlaps the next, so at most
      // WATCH_JOB_CONCURRENCY watches are priced at once here.
      let running = false;
      timer = setInterval(() => {
        if (running) return;
        running = true;
        runOnce()
          .then((checked) => {
            if (checked > 0) log.info({ checked }, 'price watches checked');
          })
          // A database fault is survived: the next pass tries again.
          .catch((error: unknown) => log.warn({ err: error }, 'watch job failed'))
          .finally(() => {
            running = false;
          });
      }, config.WATCH_JOB_INTERVAL_SECONDS * 1000);
      timer.unref();
    },
    /** Stops the timer; a pass in flight finishes on its own. */
    stop(): void {
      if (timer) clearInterval(timer);
      timer = undefined;
    },
  };
}

export type WatchJob = ReturnType<typeof createWatchJob>;

declare module 'fastify' {
  interface FastifyInstance {
    /** The price watch job of this instance; main.ts starts and stops it. */
    watchJob: WatchJob;
  }
}
