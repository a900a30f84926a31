import { afterEach, describe, expect, it, vi } from 'vitest';
import { setAccessToken } from './api-client';
import { onLiveEvent, startLiveStream, type LiveEvent } from './live-stream';

const notice = {
  _id: '11111111-1111-4111-8111-111111111111',
  kind: 'trip_activity',
  title: 'Lisbon: new changes',
  body: 'Ada added a cost line.',
  link: '/trips/22222222-2222-4222-8222-222222222222',
  tripId: '22222222-2222-4222-8222-222222222222',
  watchId: null,
  createdAt: '2026-11-27T10:00:00.000Z',
  readAt: null,
};

/** A stream response the test writes to as the server would. */
function openStream() {
  const encoder = new TextEncoder();
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({ start: (c) => (controller = c) });
  return {
    response: new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } }),
    write: (text: string) => controller.enqueue(encoder.encode(text)),
  };
}

interface StreamCall {
  url: string;
  authorization: string | undefined;
  signal: AbortSignal | undefined;
}

function fakeServer(answers: Array<() => Response>) {
  const calls: StreamCall[] = [];
  let refreshes = 0;
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input);
    if (url === '/api/user/refresh_token') {
      refreshes += 1;
      return Response.json({ accesstoken: `fresh-${refreshes}` });
    }
    const headers = (init?.headers ?? {}) as Record<string, string>;
    calls.push({ url, authorization: headers.Authorization, signal: init?.signal ?? undefined });
    const answer = answers.shift();
    if (!answer) return new Promise<Response>(() => {});
    return answer();
  });
  cleanups.push(() => spy.mockRestore());
  return { calls, refreshes: () => refreshes };
}

function collectEvents() {
  const events: LiveEvent[] = [];
  const stop = onLiveEvent((event) => events.push(event));
  return { events, stop };
}

let cleanups: Array<() => void> = [];
afterEach(() => {
  for (const cleanup of cleanups) cleanup();
  cleanups = [];
  setAccessToken(null);
});

describe('the live stream', () => {
  it('reads notices and trip changes sent in pieces, with the session token', async () => {
    setAccessToken('token-1');
    const stream = openStream();
    const server = fakeServer([() => stream.response]);
    const { events, stop } = collectEvents();
    cleanups.push(stop, startLiveStream());

    await vi.waitFor(() => expect(events).toEqual([{ type: 'connected', isReconnect: false }]));
    expect(server.calls[0]).toMatchObject({
      url: '/api/notifications/stream',
      authorization: 'Bearer token-1',
    });
    const text = `retry: 5000\n: open\n\nevent: notification\ndata: ${JSON.stringify(notice)}\n\n: keep-alive\n\nevent: trip_changed\ndata: {"tripId":"${notice.tripId}","parts":["costs","later"]}\n\n`;
    stream.write(text.slice(0, 40));
    stream.write(text.slice(40, 141));
    stream.write(text.slice(141));

    await vi.waitFor(() => expect(events).toHaveLength(3));
    expect(events[1]).toEqual({ type: 'notification', notification: notice });
    // A part this client does not know is passed over.
    expect(events[2]).toEqual({
      type: 'trip_changed',
      change: { tripId: notice.tripId, parts: ['costs'] },
    });
  });

  it('gets a fresh token on a 401 and connects again with it', async () => {
    setAccessToken('expired');
    const stream = openStream();
    const server = fakeServer([
      () => Response.json({ msg: 'Token expired', code: 'unauthorized' }, { status: 401 }),
      () => stream.response,
    ]);
    const { events, stop } = collectEvents();
    cleanups.push(stop, startLiveStream());

    await vi.waitFor(() => expect(events).toEqual([{ type: 'connected', isReconnect: false }]));
    expect(server.calls.map((call) => call.authorization)).toEqual([
      'Bearer expired',
      'Bearer fresh-1',
    ]);
    expect(server.refreshes()).toBe(1);
  });

  it('keeps one connection for every holder and closes it when the last lets go', async () => {
    setAccessToken('token-1');
    const stream = openStream();
    const server = fakeServer([() => stream.response]);
    const { events, stop } = collectEvents();
    cleanups.push(stop);
    const releaseFirst = startLiveStream();
    const releaseSecond = startLiveStream();
    await vi.waitFor(() => expect(events).toHaveLength(1));
    expect(server.calls).toHaveLength(1);

    releaseFirst();
    expect(server.calls[0]!.signal!.aborted).toBe(false);
    releaseSecond();
    expect(server.calls[0]!.signal!.aborted).toBe(true);
  });
});
