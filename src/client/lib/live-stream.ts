import { useEffect, useRef } from 'react';
import { z } from 'zod';
import {
  NOTIFICATIONS_STREAM_PATH,
  notificationSchema,
  TRIP_CHANGE_PARTS,
  type Notification,
  type TripChangedEvent,
  type TripChangePart,
} from '#shared/contracts/notifications';
import { getAccessToken, refreshSession } from './api-client';
import { lenient } from './lenient';
import { createSseParser, type SseEvent } from './sse-parser';

/**
 * What the one live connection brings: a new notice, a change to a trip the traveller can see, or
 * that it (re)connected, after which a screen re-reads what it may have missed while cut off.
 */
export type LiveEvent =
  | { type: 'notification'; notification: Notification }
  | { type: 'trip_changed'; change: TripChangedEvent }
  | { type: 'connected'; isReconnect: boolean };

type Listener = (event: LiveEvent) => void;

const listeners = new Set<Listener>();

/** Hears every live event until the returned function is called. */
export function onLiveEvent(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

function emit(event: LiveEvent) {
  for (const listener of [...listeners]) {
    try {
      listener(event);
    } catch (error) {
      console.warn('A live event listener failed:', error);
    }
  }
}

/** The first wait before reconnecting, doubled each failure up to the last. */
export const RECONNECT_FIRST_MS = 1000;
export const RECONNECT_MAX_MS = 30_000;
/** The server sends a comment every 25 s; this long without a byte means the line is dead. */
export const SILENCE_LIMIT_MS = 60_000;

const tripChangeSchema = z.object({ tripId: z.string(), parts: z.array(z.string()) });
const KNOWN_PARTS: ReadonlySet<string> = new Set(TRIP_CHANGE_PARTS);

/** One event of the stream as the app reads it; null for one it does not know or cannot read. */
export function toLiveEvent({ event, data }: SseEvent): LiveEvent | null {
  let json: unknown;
  try {
    json = JSON.parse(data);
  } catch {
    return null;
  }
  if (event === 'notification') {
    const parsed = lenient(notificationSchema).safeParse(json);
    return parsed.success ? { type: 'notification', notification: parsed.data } : null;
  }
  if (event === 'trip_changed') {
    const parsed = tripChangeSchema.safeParse(json);
    if (!parsed.success) return null;
    // A part a newer server names is passed over; the minute's re-read still covers it.
    const parts = parsed.data.parts.filter((part): part is TripChangePart => KNOWN_PARTS.has(part));
    return { type: 'trip_changed', change: { tripId: parsed.data.tripId, parts } };
  }
  return null;
}

function wait(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done, { once: true });
  });
}

/** Waits 1 s, 2 s, 4 s… up to 30 s, each a random half to whole, so clients do not come in step. */
function backoff(failures: number): number {
  const ceiling = Math.min(RECONNECT_MAX_MS, RECONNECT_FIRST_MS * 2 ** failures);
  return ceiling / 2 + Math.random() * (ceiling / 2);
}

/** Reads one connection's events until it ends, fails, or is silent too long. */
async function readEvents(response: Response, signal: AbortSignal, onAbort: () => void) {
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  const parser = createSseParser((sse) => {
    const event = toLiveEvent(sse);
    if (event) emit(event);
  });
  let silence = setTimeout(onAbort, SILENCE_LIMIT_MS);
  const cancel = () => void reader.cancel().catch(() => {});
  signal.addEventListener('abort', cancel, { once: true });
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      clearTimeout(silence);
      silence = setTimeout(onAbort, SILENCE_LIMIT_MS);
      parser.push(decoder.decode(value, { stream: true }));
    }
  } finally {
    clearTimeout(silence);
    signal.removeEventListener('abort', cancel);
  }
}

/**
 * Keeps one connection to the stream open until `signal` aborts
 * (docs/PRODUCT-RULES.md#live-stream). EventSource cannot send the Authorization header, so the
 * stream is read with fetch. A 401 refreshes the token once and reconnects; a refused refresh (the
 * session ended) stops; anything else reconnects with backoff.
 */
async function keepConnected(signal: AbortSignal): Promise<void> {
  let failures = 0;
  let hasConnected = false;
  let hasRefreshed = false;
  while (!signal.aborted) {
    const connection = new AbortController();
    const stopConnection = () => connection.abort();
    signal.addEventListener('abort', stopConnection, { once: true });
    try {
      const token = getAccessToken();
      const response = await fetch(NOTIFICATIONS_STREAM_PATH, {
        headers: {
          Accept: 'text/event-stream',
          ...(token ? { Authorization: `Bearer ${token}` } : {}),
        },
        credentials: 'same-origin',
        cache: 'no-store',
        signal: connection.signal,
      });
      if (response.status === 401 && !hasRefreshed) {
        hasRefreshed = true;
        void response.body?.cancel().catch(() => {});
        const { token: fresh, isUnreachable } = await refreshSession();
        if (fresh) continue;
        if (!isUnreachable) return;
      } else if (response.ok && response.body) {
        failures = 0;
        hasRefreshed = false;
        emit({ type: 'connected', isReconnect: hasConnected });
        hasConnected = true;
        await readEvents(response, connection.signal, stopConnection);
      } else {
        void response.body?.cancel().catch(() => {});
        hasRefreshed = false;
      }
    } catch {
      // Offline, or the connection dropped: tried again below.
    } finally {
      signal.removeEventListener('abort', stopConnection);
    }
    if (signal.aborted) return;
    await wait(backoff(failures), signal);
    failures += 1;
  }
}

let users = 0;
let stopCurrent: (() => void) | null = null;

/**
 * Opens the app's one live connection, or shares the one open; the returned function lets go of
 * it, and the last to let go closes it (signing out unmounts whoever holds it).
 */
export function startLiveStream(): () => void {
  users += 1;
  if (users === 1) {
    const controller = new AbortController();
    void keepConnected(controller.signal);
    stopCurrent = () => controller.abort();
  }
  let isReleased = false;
  return () => {
    if (isReleased) return;
    isReleased = true;
    users -= 1;
    if (users === 0) {
      stopCurrent?.();
      stopCurrent = null;
    }
  };
}

/** Holds the live connection open while `isSignedIn`. */
export function useLiveStream(isSignedIn: boolean): void {
  useEffect(() => (isSignedIn ? startLiveStream() : undefined), [isSignedIn]);
}

/** Calls `listener` (its latest version) for each live event while mounted. */
export function useLiveEvent(listener: Listener): void {
  const latest = useRef(listener);
  useEffect(() => {
    latest.current = listener;
  });
  useEffect(() => onLiveEvent((event) => latest.current(event)), []);
}
