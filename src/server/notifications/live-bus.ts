import pg from 'pg';
import type { TripChangePart } from '#shared/contracts/notifications';
import type { TripTravellers } from './notices.repository';

/**
 * What every instance's open streams must hear. Small on purpose: PostgreSQL refuses a
 * NOTIFY payload of 8000 bytes or more, so a notice travels as its id and is read where a
 * stream for its traveller is open, and a trip's travellers are sent in chunks.
 */
export type LiveEvent =
  | { type: 'notice'; userId: string; id: string }
  | { type: 'trip'; tripId: string; parts: TripChangePart[]; userIds: string[] };

export interface LiveBus {
  publish(event: LiveEvent): Promise<void>;
  /**
   * Publishes a change to `parts` of the trip to everyone on it, read as it is published, and
   * answers who they are (undefined: no such trip). On PostgreSQL the read and the NOTIFY are one
   * statement, after every write to a trip.
   */
  publishTripChange(tripId: string, parts: TripChangePart[]): Promise<TripTravellers | undefined>;
  subscribe(handler: (event: LiveEvent) => void): void;
  close(): Promise<void>;
}

/** The channel every instance LISTENs on. */
export const LIVE_CHANNEL = 'live_updates';
/** Travellers named in one trip event: 100 ids are about 4 KB, well under the 8000-byte cap. */
export const USERS_PER_EVENT = 100;

/** Splits a trip event so each fits in one NOTIFY payload. */
export function inChunks(event: LiveEvent): LiveEvent[] {
  if (event.type !== 'trip' || event.userIds.length <= USERS_PER_EVENT) return [event];
  const chunks: LiveEvent[] = [];
  for (let at = 0; at < event.userIds.length; at += USERS_PER_EVENT) {
    chunks.push({ ...event, userIds: event.userIds.slice(at, at + USERS_PER_EVENT) });
  }
  return chunks;
}

function parseEvent(payload: string): LiveEvent | undefined {
  try {
    const value = JSON.parse(payload) as LiveEvent;
    return value.type === 'notice' || value.type === 'trip' ? value : undefined;
  } catch {
    return undefined;
  }
}

/** One process (PGlite): events go straight to this process's streams. */
export function createLocalLiveBus(
  tripTravellers: (tripId: string) => Promise<TripTravellers | undefined>,
): LiveBus {
  const handlers: ((event: LiveEvent) => void)[] = [];
  const publish = (event: LiveEvent) => {
    // After the caller's turn, as a database notification would arrive.
    setImmediate(() => {
      for (const handler of handlers) handler(event);
    });
    return Promise.resolve();
  };
  return {
    publish,
    async publishTripChange(tripId, parts) {
      const trip = await tripTravellers(tripId);
      if (trip) await publish({ type: 'trip', tripId, parts, userIds: trip.userIds });
      return trip;
    },
    subscribe: (handler) => void handlers.push(handler),
    close: () => Promise.resolve(),
  };
}

export interface PostgresLiveBusOptions {
  url: string;
  /** Sends through the pool: SELECT pg_notify(channel, payload). */
  notify(channel: string, payload: string): Promise<void>;
  /**
   * Reads the trip's travellers and, when they are at most `usersPerEvent`, NOTIFYs its change
   * on `channel` in the same statement (`announced`).
   */
  announceTripChange(
    tripId: string,
    parts: TripChangePart[],
    channel: string,
    usersPerEvent: number,
  ): Promise<(TripTravellers & { announced: boolean }) | undefined>;
  onError(error: unknown, what: string): void;
  connectTimeoutMs?: number;
}

const RETRY_FIRST_MS = 500;
const CLOSE_WAIT_MS = 1000;
const RETRY_MAX_MS = 30_000;

/**
 * Several instances on one PostgreSQL server: each keeps one dedicated connection that LISTENs
 * (not from the pool, where a LISTEN would be lost with its connection), reconnecting with a
 * growing pause when it drops. Events published while it is down are missed; an open page's
 * minute re-read covers them (docs/decisions/024-notifications-and-live-updates.md).
 */
export function createPostgresLiveBus(options: PostgresLiveBusOptions): LiveBus & {
  /** Resolves once the first attempt to listen has succeeded or failed. */
  started: Promise<void>;
} {
  const handlers: ((event: LiveEvent) => void)[] = [];
  let client: pg.Client | undefined;
  let closed = false;
  let retryMs = RETRY_FIRST_MS;
  let retryTimer: NodeJS.Timeout | undefined;

  const retry = () => {
    if (closed || retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      void connect();
    }, retryMs);
    retryTimer.unref();
    retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
  };

  async function connect(): Promise<void> {
    const next = new pg.Client({
      connectionString: options.url,
      connectionTimeoutMillis: options.connectTimeoutMs ?? 5000,
      keepAlive: true,
    });
    let lost = false;
    const drop = (error?: unknown) => {
      if (lost) return;
      lost = true;
      if (error && !closed) options.onError(error, 'live updates: listening connection lost');
      if (client === next) client = undefined;
      void next.end().catch(() => undefined);
      retry();
    };
    next.on('error', drop);
    next.on('end', () => drop());
    next.on('notification', (message) => {
      if (message.channel !== LIVE_CHANNEL || !message.payload) return;
      const event = parseEvent(message.payload);
      if (!event) return;
      for (const handler of handlers) handler(event);
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${LIVE_CHANNEL}`);
      if (closed) {
        await next.end();
        return;
      }
      client = next;
      retryMs = RETRY_FIRST_MS;
    } catch (error) {
      drop(error);
    }
  }

  const started = connect();
  const publish = async (event: LiveEvent) => {
    for (const chunk of inChunks(event)) {
      await options.notify(LIVE_CHANNEL, JSON.stringify(chunk));
    }
  };
  return {
    started,
    publish,
    async publishTripChange(tripId, parts) {
      const trip = await options.announceTripChange(tripId, parts, LIVE_CHANNEL, USERS_PER_EVENT);
      if (!trip) return undefined;
      const { announced, ...travellers } = trip;
      // Too many travellers for one payload: sent in chunks instead.
      if (!announced) await publish({ type: 'trip', tripId, parts, userIds: travellers.userIds });
      return travellers;
    },
    subscribe: (handler) => void handlers.push(handler),
    async close() {
      closed = true;
      if (retryTimer) clearTimeout(retryTimer);
      await started;
      const current = client;
      client = undefined;
      // A server gone silent never answers the goodbye: closing waits a moment at most.
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        current?.end().catch(() => undefined),
        new Promise((resolve) => {
          timer = setTimeout(resolve, CLOSE_WAIT_MS);
        }),
      ]);
      clearTimeout(timer);
    },
  };
}
