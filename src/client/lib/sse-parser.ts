/** One Server-Sent Event: its name (`message` when the server gave none) and its data. */
export interface SseEvent {
  event: string;
  data: string;
}

/**
 * Reads a Server-Sent Events stream as it arrives, in chunks split anywhere (inside a line, between
 * a CR and its LF), per the HTML standard's event-stream rules: lines end with CRLF, LF or CR;
 * a blank line dispatches the event; `:` starts a comment; `data` lines join with a newline; an
 * event without data is dropped. `id` and `retry` are read past: the app re-reads on reconnect.
 */
export function createSseParser(onEvent: (event: SseEvent) => void) {
  let buffer = '';
  let eventName = '';
  let dataLines: string[] = [];
  let hasData = false;
  // A chunk ended on CR: an LF opening the next chunk belongs to that line end.
  let skipLeadingLf = false;

  function dispatch() {
    if (hasData) onEvent({ event: eventName || 'message', data: dataLines.join('\n') });
    eventName = '';
    dataLines = [];
    hasData = false;
  }

  function readLine(line: string) {
    if (line === '') return dispatch();
    if (line.startsWith(':')) return;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') eventName = value;
    else if (field === 'data') {
      dataLines.push(value);
      hasData = true;
    }
  }

  return {
    /** Feeds the next piece of decoded text. */
    push(chunk: string) {
      let text = chunk;
      if (skipLeadingLf && text.startsWith('\n')) text = text.slice(1);
      skipLeadingLf = false;
      buffer += text;
      let start = 0;
      for (let index = 0; index < buffer.length; index += 1) {
        const char = buffer[index];
        if (char !== '\n' && char !== '\r') continue;
        readLine(buffer.slice(start, index));
        if (char === '\r') {
          if (index + 1 === buffer.length) skipLeadingLf = true;
          else if (buffer[index + 1] === '\n') index += 1;
        }
        start = index + 1;
      }
      buffer = buffer.slice(start);
    },
    /** Forgets a half-read event (the connection dropped in the middle of one). */
    reset() {
      buffer = '';
      eventName = '';
      dataLines = [];
      hasData = false;
      skipLeadingLf = false;
    },
  };
}
