import { EventEmitter } from 'node:events';
import type { ServerResponse } from 'node:http';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createStreams, HEARTBEAT_MS, MAX_UNSENT_BYTES } from './streams';

/** What the streams use of a response: write, end, and how much is still unsent. */
class FakeResponse extends EventEmitter {
  written = '';
  writableEnded = false;
  writableLength = 0;
  write(text: string) {
    this.written += text;
    return true;
  }
  end() {
    this.writableEnded = true;
    this.emit('close');
  }
}

const fake = () => new FakeResponse();
const asResponse = (response: FakeResponse) => response as unknown as ServerResponse;
const HOUR = 3_600_000;

afterEach(() => {
  vi.useRealTimers();
});

describe('streams', () => {
  it('sends a comment line every 25 s while a stream is open, and none once all are closed', () => {
    vi.useFakeTimers();
    const streams = createStreams();
    const response = fake();
    streams.open('ada', asResponse(response), Date.now() + HOUR);
    expect(response.written).toBe('retry: 5000\n: open\n\n');

    vi.advanceTimersByTime(HEARTBEAT_MS);
    expect(response.written.endsWith(': keep-alive\n\n')).toBe(true);

    streams.closeAll();
    const before = response.written;
    vi.advanceTimersByTime(HEARTBEAT_MS * 2);
    expect(response.written).toBe(before);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('sends events only to the traveller they are for', () => {
    const streams = createStreams();
    const ada = fake();
    const ben = fake();
    streams.open('ada', asResponse(ada), Date.now() + HOUR);
    streams.open('ben', asResponse(ben), Date.now() + HOUR);

    streams.sendTripChanged('ada', { tripId: 'trip-1', parts: ['plan'] });

    expect(ada.written).toContain(
      'event: trip_changed\ndata: {"tripId":"trip-1","parts":["plan"]}\n\n',
    );
    expect(ben.written).not.toContain('trip_changed');
    streams.closeAll();
  });

  it('closes a stream when its token expires and forgets one its reader closed', () => {
    vi.useFakeTimers();
    const streams = createStreams();
    const expiring = fake();
    const left = fake();
    streams.open('ada', asResponse(expiring), Date.now() + 60_000);
    streams.open('ada', asResponse(left), Date.now() + HOUR);
    left.emit('close');
    expect(streams.count()).toBe(1);

    vi.advanceTimersByTime(60_000);

    expect(expiring.writableEnded).toBe(true);
    expect(streams.has('ada')).toBe(false);
  });

  it('closes a stream whose reader lags too far behind instead of buffering for it', () => {
    const streams = createStreams();
    const slow = fake();
    streams.open('ada', asResponse(slow), Date.now() + HOUR);
    slow.writableLength = MAX_UNSENT_BYTES + 1;

    streams.sendTripChanged('ada', { tripId: 'trip-1', parts: ['costs'] });

    expect(slow.writableEnded).toBe(true);
    expect(slow.written).not.toContain('trip_changed');
    expect(streams.count()).toBe(0);
  });
});
