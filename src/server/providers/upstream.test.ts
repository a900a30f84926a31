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

describe('fetchUpstream and redirects', () => {
  it('refuses a redirect without following it: a provider cannot point the server elsewhere', async () => {
    let targetHits = 0;
    const target = createServer((_, res) => {
      targetHits += 1;
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"leaked":true}');
    });
    await new Promise<void>((resolve) => target.listen(0, '127.0.0.1', resolve));
    const targetPort = (target.address() as AddressInfo).port;
    let providerHits = 0;
    const provider = createServer((_, res) => {
      providerHits += 1;
      res.writeHead(302, { location: `http://127.0.0.1:${targetPort}/internal` }).end();
    });
    await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
    const providerPort = (provider.address() as AddressInfo).port;
    try {
      const call = fetchUpstream(
        {
          upstream: 'test',
          url: new URL(`http://127.0.0.1:${providerPort}/things`),
          idempotent: true,
        },
        { timeoutMs: 2000, retryDelayMs: 10 },
      );
      await expect(call).rejects.toMatchObject({ upstream: 'test', kind: 'network' });
      expect(targetHits).toBe(0);
      expect(providerHits).toBeGreaterThan(0);
    } finally {
      await new Promise<void>((resolve) => provider.close(() => resolve()));
      await new Promise<void>((resolve) => target.close(() => resolve()));
    }
  });
});
