import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request the fake upstream received. */
export interface RecordedRequest {
  method: string;
  /** Path without the query, percent-decoded. */
  path: string;
  /** Path exactly as sent, to check what an adapter encoded. */
  rawPath: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  body: string;
  /** The body parsed as JSON, when it is JSON. */
  json: unknown;
}

export interface FakeReply {
  status?: number;
  /** Sent as JSON. */
  json?: unknown;
  /** Sent as is (e.g. malformed JSON, image bytes). */
  body?: string | Buffer;
  headers?: Record<string, string>;
  /** Wait this long before answering (to test timeouts). */
  delayMs?: number;
}

export type FakeHandler = (request: RecordedRequest) => FakeReply | Promise<FakeReply>;

export interface FakeUpstream {
  /** `http://127.0.0.1:<port>`: point an adapter's base URL here. */
  url: string;
  /** Every request received, in order. */
  requests: RecordedRequest[];
  /**
   * Answers `method path` with a reply, a handler, or a list of replies used in turn (the last one
   * repeats). Unrouted requests get a 404.
   */
  on(method: string, path: string, reply: FakeReply | FakeHandler | FakeReply[]): void;
  /** Forgets routes and recorded requests. */
  reset(): void;
  close(): Promise<void>;
}

/** A tiny programmable HTTP server on 127.0.0.1 standing in for a vendor's API in adapter tests. */
export async function startFakeUpstream(): Promise<FakeUpstream> {
  const routes = new Map<string, { replies: FakeReply[] | FakeHandler; used: number }>();
  const requests: RecordedRequest[] = [];
  const timers = new Set<NodeJS.Timeout>();

  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      void (async () => {
        const url = new URL(req.url ?? '/', 'http://127.0.0.1');
        const body = Buffer.concat(chunks).toString('utf8');
        let json: unknown;
        try {
          json = body ? JSON.parse(body) : undefined;
        } catch {
          json = undefined;
        }
        const recorded: RecordedRequest = {
          method: req.method ?? 'GET',
          path: decodeURIComponent(url.pathname),
          rawPath: url.pathname,
          query: url.searchParams,
          headers: req.headers,
          body,
          json,
        };
        requests.push(recorded);
        const route = routes.get(`${recorded.method} ${recorded.path}`);
        let reply: FakeReply;
        if (!route) {
          reply = {
            status: 404,
            json: { error: { code: 404, message: 'Not found (fake upstream)' } },
          };
        } else if (typeof route.replies === 'function') {
          reply = await route.replies(recorded);
        } else {
          reply = route.replies[Math.min(route.used, route.replies.length - 1)] ?? { status: 500 };
          route.used += 1;
        }
        if (reply.delayMs) {
          await new Promise<void>((resolve) => {
            const timer = setTimeout(() => {
              timers.delete(timer);
              resolve();
            }, reply.delayMs);
            timers.add(timer);
          });
        }
        if (res.destroyed) return;
        const payload = reply.body ?? (reply.json === undefined ? '' : JSON.stringify(reply.json));
        res.writeHead(reply.status ?? 200, {
          ...(reply.json === undefined ? {} : { 'content-type': 'application/json' }),
          ...reply.headers,
        });
        res.end(payload);
      })();
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    on(method, path, reply) {
      routes.set(`${method} ${path}`, {
        replies: typeof reply === 'function' ? reply : Array.isArray(reply) ? reply : [reply],
        used: 0,
      });
    },
    reset() {
      routes.clear();
      requests.length = 0;
    },
    async close() {
      for (const timer of timers) clearTimeout(timer);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
