import type { Config } from '#server/config';
import type { HousekeepingRepository, Pruned } from './housekeeping.repository';

/** A revoked session's rows stay a day, so its stolen tokens still answer `refresh_token_reused`. */
const REVOKED_GRACE_SECONDS = 24 * 60 * 60;
/** The provider and Discover limits count per minute. */
const SHORTEST_FIXED_WINDOW_SECONDS = 60;

export interface HousekeepingServiceDeps {
  housekeepingRepository: HousekeepingRepository;
  config: Pick<Config, 'AUTH_RATE_LIMIT_WINDOW_SECONDS' | 'HOUSEKEEPING_INTERVAL_MINUTES'>;
  log: { info(data: object, message: string): void; warn(data: object, message: string): void };
}

/**
 * Keeps the tables that grow with traffic from growing forever: expired cache entries, ended
 * rate-limit windows, expired sessions and long-revoked ones. Rotated sessions that have not
 * expired stay, since reuse detection needs them (docs/decisions/015-surviving-faults.md).
 */
export function createHousekeepingService(deps: HousekeepingServiceDeps) {
  const { housekeepingRepository, config, log } = deps;

  /** One pass; undefined when another instance holds the lock. */
  function runOnce(): Promise<Pruned | undefined> {
    return housekeepingRepository.prune({
      longestWindowSeconds: Math.max(
        config.AUTH_RATE_LIMIT_WINDOW_SECONDS,
        SHORTEST_FIXED_WINDOW_SECONDS,
      ),
      revokedGraceSeconds: REVOKED_GRACE_SECONDS,
    });
  }

  /** Runs a pass every HOUSEKEEPING_INTERVAL_MINUTES; the timer never keeps the process alive.
   * Answers a function that stops it. */
  function start(): () => void {
    let running = false;
    const timer = setInterval(
      () => {
        if (running) return;
        running = true;
        runOnce()
          .then((pruned) => {
            if (pruned) log.info({ pruned }, 'housekeeping pruned old rows');
          })
          // A database fault is survived: the next pass tries again.
          .catch((error: unknown) => log.warn({ err: error }, 'housekeeping failed'))
          .finally(() => {
            running = false;
          });
      },
      config.HOUSEKEEPING_INTERVAL_MINUTES * 60 * 1000,
    );
    timer.unref();
    return () => clearInterval(timer);
  }

  return { runOnce, start };
}

export type HousekeepingService = ReturnType<typeof createHousekeepingService>;
