import type { RouteRateLimit } from '#shared/contracts/route';
import type { Config } from '#server/config';
import { AppError, tooManyRequests } from '#server/errors';
import { createMemoryCounters, type MemoryCounters } from './memory-counters';
import type { RateLimitsRepository } from './rate-limits.repository';

/** Who is calling, as far as limits care. `email` is the one a login or register names. */
export interface RateLimitSubject {
  ip: string;
  userId?: string;
  email?: string;
}

/**
 * One kind of limit. `registerRoute` runs `check` before the handler, then `succeeded` or
 * `failed` with the handler's outcome; routes never count anything themselves.
 */
export interface RateLimitPolicy {
  /** Throws a 429 carrying `Retry-After` when the caller is over the limit. */
  check(subject: RateLimitSubject): Promise<void>;
  succeeded?(subject: RateLimitSubject): Promise<void>;
  failed?(subject: RateLimitSubject, error: unknown): Promise<void>;
}

export type RateLimits = Record<RouteRateLimit, RateLimitPolicy>;

/** How many more failures, across every address, one email takes than from a single address. */
const ALL_ADDRESSES_FACTOR = 5;

type LimitConfig = Pick<
  Config,
  | 'AUTH_RATE_LIMIT_PER_IP'
  | 'AUTH_RATE_LIMIT_PER_EMAIL'
  | 'AUTH_RATE_LIMIT_WINDOW_SECONDS'
  | 'PROVIDER_RATE_LIMIT_PER_MINUTE'
  | 'DISCOVER_RATE_LIMIT_PER_MINUTE'
  | 'CALENDAR_RATE_LIMIT_PER_MINUTE'
>;

function refuse(retryAfterSeconds: number): AppError {
  return tooManyRequests(Math.max(1, retryAfterSeconds));
}

/**
 * The attempt limits (docs/PRODUCT-RULES.md#attempt-limits), in one place:
 *
 * - login counts only FAILED attempts (a wrong password or an unknown email), in three counters
 *   per window: the email from this address (`AUTH_RATE_LIMIT_PER_EMAIL`), this address across
 *   all emails (`AUTH_RATE_LIMIT_PER_IP`, so one address cannot guess its way through many
 *   accounts), and the email across all addresses (`ALL_ADDRESSES_FACTOR` times the per-email
 *   limit, so a spread-out guesser is still stopped). A stranger guessing from another address
 *   thus never locks the owner out of their own network, and from the same address only until
 *   the window ends. A successful login clears the email's counters and takes back only its own
 *   count on the address: clearing the address's would let an attacker reset it by logging in
 *   to an account of their own between guesses. Refused (429) attempts stay counted.
 * - register counts every attempt per address: a success is the very thing a bulk sign-up wants,
 *   and each attempt costs a password hash, so it is counted like a failure.
 * - provider calls count every call per user per minute: each may cost money upstream.
 * - discover counts every search per client address per minute: it is public and each search
 *   prices hundreds of places.
 * - calendar counts every feed fetch per client address per minute: it is public (the link is the
 *   key), and a flood of made-up tokens must not reach the database unbounded.
 *
 * - privateLink counts every share-link page and invite acceptance per client address per minute,
 *   under the calendar's limit (`CALENDAR_RATE_LIMIT_PER_MINUTE`) in a counter of its own: the
 *   same kind of bearer link, where made-up tokens must not reach the database unbounded.
 *
 * Login and register count in the database, shared by every instance: they are rare, and a
 * guesser must not get N times the tries behind N instances. Provider, discover and calendar
 * calls are frequent and their limits are about cost, so they count in this process's memory
 * (`memory`), never writing to the database on an allowed call (docs/decisions/014-in-memory-rate-limits.md).
 */
export function createRateLimits(
  repository: RateLimitsRepository,
  config: LimitConfig,
  memory: MemoryCounters = createMemoryCounters(),
): RateLimits {
  const window = config.AUTH_RATE_LIMIT_WINDOW_SECONDS;
  const emailKey = (subject: RateLimitSubject) => `login:failed:email:${subject.email ?? ''}`;
  const ipKey = (subject: RateLimitSubject) => `login:failed:ip:${subject.ip}`;
  const loginCounters = (subject: RateLimitSubject) => [
    { key: `${emailKey(subject)}|ip:${subject.ip}`, limit: config.AUTH_RATE_LIMIT_PER_EMAIL },
    { key: ipKey(subject), limit: config.AUTH_RATE_LIMIT_PER_IP },
    { key: emailKey(subject), limit: config.AUTH_RATE_LIMIT_PER_EMAIL * ALL_ADDRESSES_FACTOR },
  ];

  return {
    login: {
      // Each attempt is counted before the password is checked, atomically, so parallel guesses
      // cannot slip past the limit; an attempt that was not a failed guess is taken back after.
      async check(subject) {
        const counters = loginCounters(subject);
        const counts = await Promise.all(counters.map((c) => repository.hit(c.key, window)));
        const over = counts.filter((count, index) => count.count > (counters[index]?.limit ?? 0));
        if (over.length > 0) throw refuse(Math.max(...over.map((c) => c.retryAfterSeconds)));
      },
      async failed(subject, error) {
        // Only a refused password counts; a bug or a database outage is not the caller's guess.
        if (error instanceof AppError && error.status === 401) return;
        for (const counter of loginCounters(subject)) await repository.undo(counter.key);
      },
      async succeeded(subject) {
        await repository.clear(emailKey(subject), '|');
        await repository.undo(ipKey(subject));
      },
    },
    register: {
      async check(subject) {
        const { count, retryAfterSeconds } = await repository.hit(
          `register:ip:${subject.ip}`,
          window,
        );
        if (count > config.AUTH_RATE_LIMIT_PER_IP) throw refuse(retryAfterSeconds);
      },
    },
    provider: {
      async check(subject) {
        const { count, retryAfterSeconds } = memory.hit(
          `provider:${subject.userId ?? subject.ip}`,
          60,
        );
        if (count > config.PROVIDER_RATE_LIMIT_PER_MINUTE) throw refuse(retryAfterSeconds);
      },
    },
    discover: {
      async check(subject) {
        const { count, retryAfterSeconds } = memory.hit(`discover:ip:${subject.ip}`, 60);
        if (count > config.DISCOVER_RATE_LIMIT_PER_MINUTE) throw refuse(retryAfterSeconds);
      },
    },
    calendar: {
      async check(subject) {
        const { count, retryAfterSeconds } = memory.hit(`calendar:ip:${subject.ip}`, 60);
        if (count > config.CALENDAR_RATE_LIMIT_PER_MINUTE) throw refuse(retryAfterSeconds);
      },
    },
    privateLink: {
      async check(subject) {
        const { count, retryAfterSeconds } = memory.hit(`private-link:ip:${subject.ip}`, 60);
        if (count > config.CALENDAR_RATE_LIMIT_PER_MINUTE) throw refuse(retryAfterSeconds);
      },
    },
  };
}
