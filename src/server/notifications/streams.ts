import type { ServerResponse } from 'node:http';
import type { Notification, TripChangedEvent } from '#shared/contracts/notifications';
import { DEFAULT_LOCALE, type Locale } from '#shared/i18n/locales';

/** Open streams a traveller may hold (tabs, devices); a new one past this closes the oldest. */
export const MAX_STREAMS_PER_TRAVELLER = 5;
/** A comment line this often keeps proxies from closing an idle stream. */
export const HEARTBEAT_MS = 25_000;
/** A stream whose reader lags this far behind is closed (it reconnects) rather than buffered. */
export const MAX_UNSENT_BYTES = 256 * 1024;
/** setTimeout's largest delay; a token lives far less. */
const MAX_TIMER_MS = 2_147_483_647;

interface OpenStream {
  response: ServerResponse;
  /** The language its request asked for (Accept-Language), for a traveller who chose none. */
  language: Locale;
  expiry: NodeJS.Timeout;
}

export interface Streams {
  /**
   * Keeps an SSE response open for the traveller until they leave, their access token expires
   * (`expiresAt`, ms: the client reconnects with a fresh one) or the server closes.
   */
  open(userId: string, response: ServerResponse, expiresAt: number, language?: Locale): void;
  has(userId: string): boolean;
  /** A notice, or one worded for each stream's language (`language`: its Accept-Language). */
  sendNotice(userId: string, notice: Notification | ((language: Locale) => Notification)): void;
  sendTripChanged(userId: string, event: TripChangedEvent): void;
  /** How many streams are open (tests, health). */
  count(): number;
  /** Ends every stream at once: a server closing waits for its requests, and these never end. */
  closeAll(): void;
}

function frame(event: string, data: unknown): string {
  return `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

/** This process's open Server-Sent Events streams, by traveller. */
export function createStreams(heartbeatMs = HEARTBEAT_MS): Streams {
  const byUser = new Map<string, OpenStream[]>();
  let heartbeat: NodeJS.Timeout | undefined;

  const end = (userId: string, stream: OpenStream) => {
    clearTimeout(stream.expiry);
    const list = byUser.get(userId);
    if (list) {
      const left = list.filter((open) => open !== stream);
      if (left.length > 0) byUser.set(userId, left);
      else byUser.delete(userId);
    }
    if (!stream.response.writableEnded) stream.response.end();
    if (byUser.size === 0 && heartbeat) {
      clearInterval(heartbeat);
      heartbeat = undefined;
    }
  };

  const write = (userId: string, text: string | ((stream: OpenStream) => string)) => {
    for (const stream of byUser.get(userId) ?? []) {
      if (stream.response.writableLength > MAX_UNSENT_BYTES) end(userId, stream);
      else stream.response.write(typeof text === 'string' ? text : text(stream));
    }
  };

  return {
    open(userId, response, expiresAt, language = DEFAULT_LOCALE) {
      const stream: OpenStream = {
        response,
        language,
        expiry: setTimeout(
          () => end(userId, stream),
          Math.min(Math.max(expiresAt - Date.now(), 0), MAX_TIMER_MS),
        ),
      };
      stream.expiry.unref();
      const list = [...(byUser.get(userId) ?? []), stream];
      byUser.set(userId, list);
      for (const oldest of list.slice(0, -MAX_STREAMS_PER_TRAVELLER)) end(userId, oldest);
      response.on('close', () => end(userId, stream));
      heartbeat ??= setInterval(() => {
        for (const [id] of byUser) write(id, ': keep-alive\n\n');
      }, heartbeatMs).unref();
      // The client reconnects this long after a drop; the comment shows the stream is open.
      response.write('retry: 5000\n: open\n\n');
    },
    has: (userId) => byUser.has(userId),
    sendNotice: (userId, notice) =>
      write(userId, (stream) =>
        frame('notification', typeof notice === 'function' ? notice(stream.language) : notice),
      ),
    sendTripChanged: (userId, event) => write(userId, frame('trip_changed', event)),
    count: () => [...byUser.values()].reduce((sum, list) => sum + list.length, 0),
    closeAll() {
      for (const [userId, list] of [...byUser]) for (const stream of list) end(userId, stream);
    },
  };
}
