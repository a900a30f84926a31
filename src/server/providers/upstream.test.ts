import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { fetchUpstream, parseRetryAfter } from './upstream';

describe('parseRetryAfter', () => {
  it('reads delay-seconds and HTTP dates, and ignores what it cannot read', () => {
    const now = Date.parse('2026-04-13T12:00:00Z');
    expect(parseRetryAfter('120', now)).toBe(120);
    expect(parseRetryAfter('Mon, 13 Apr 2026 12:01:30 GMT', now)).toBe(90);
    expect(parseRetryAfter('Mon, 13 Apr 2026 11:00:00 GMT', now)).toBe(0);
    expect(parseRetryAfter(null, now)).toBeUndefined();
    expect(parseRetryAfter('soon', now)).toBeUndefined();
  });
});

describe('fetchUpstream for a call that is not idempotent', () => {
  it('sends it once more when the first connection was refused, since nothing was sent', async () => {
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const { port } = probe.address() as AddressInfo;
    await new Promise<void>((resolve) => probe.close(() => resolve()));

    let received = 0;
    const server = createServer((_, res) => {
      received += 1;
      res.writeHead(201, { 'content-type': 'application/json' }).end('{}');
    });
    // The first attempt finds nothing listening; the server is up before the retry.
    const pending = fetchUpstream(
      {
        upstream: 'test',
        url: new URL(`http://127.0.0.1:${port}/things`),
        method: 'POST',
        body: {},
        idempotent: false,
      },
      { timeoutMs: 2000, retryDelayMs: 300 },
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    try {
      const response = await pending;
      expect(response.status).toBe(201);
      expect(received).toBe(1);
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
