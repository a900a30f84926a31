import { describe, expect, it } from 'vitest';
import { createSseParser, type SseEvent } from './sse-parser';

function parseInChunks(chunks: string[]): SseEvent[] {
  const events: SseEvent[] = [];
  const parser = createSseParser((event) => events.push(event));
  for (const chunk of chunks) parser.push(chunk);
  return events;
}

const stream =
  'retry: 5000\n: open\n\n' +
  'event: notification\ndata: {"_id":"a","title":"Lisbon"}\n\n' +
  ': keep-alive\n\n' +
  'event: trip_changed\ndata: {"tripId":"t","parts":["costs"]}\n\n';

const expected: SseEvent[] = [
  { event: 'notification', data: '{"_id":"a","title":"Lisbon"}' },
  { event: 'trip_changed', data: '{"tripId":"t","parts":["costs"]}' },
];

describe('createSseParser', () => {
  it('reads named events and passes over comments and retry lines', () => {
    expect(parseInChunks([stream])).toEqual(expected);
  });

  it('reads the same events however the stream is cut into chunks', () => {
    for (let first = 0; first <= stream.length; first += 1) {
      for (const second of [first, first + 1, first + 7, stream.length]) {
        const cut = Math.min(second, stream.length);
        const chunks = [stream.slice(0, first), stream.slice(first, cut), stream.slice(cut)];
        expect(parseInChunks(chunks), `cut at ${first} and ${cut}`).toEqual(expected);
      }
    }
  });

  it('reads a stream that arrives one character at a time', () => {
    expect(parseInChunks([...stream])).toEqual(expected);
  });

  it('joins several data lines with newlines and defaults the name to message', () => {
    expect(parseInChunks(['data: first\ndata: second\ndata\ndata:third\n\n'])).toEqual([
      { event: 'message', data: 'first\nsecond\n\nthird' },
    ]);
  });

  it('takes CRLF and lone CR line ends, even when a CR and its LF arrive apart', () => {
    expect(parseInChunks(['event: a\r', '\ndata: 1\r', '\n\r', '\nevent: b\rdata: 2\r\r'])).toEqual(
      [
        { event: 'a', data: '1' },
        { event: 'b', data: '2' },
      ],
    );
  });

  it('drops an event without data and one never ended by a blank line', () => {
    expect(parseInChunks(['event: empty\n\n', 'event: cut\ndata: half'])).toEqual([]);
  });

  it('forgets a half-read event on reset', () => {
    const events: SseEvent[] = [];
    const parser = createSseParser((event) => events.push(event));
    parser.push('event: notification\ndata: {"cut');
    parser.reset();
    parser.push('data: whole\n\n');
    expect(events).toEqual([{ event: 'message', data: 'whole' }]);
  });
});
