import { vi } from 'vitest';

export interface RecordedCall {
  method: string;
  /** The path and query string, as sent. */
  url: string;
  path: string;
  body: unknown;
  headers: Record<string, string>;
}

/**
 * A canned answer: JSON `body`, or raw `text` (an HTML error page from a proxy, say), or
 * `networkError` for a request that never reaches the server.
 */
export type Reply =
  | {
      status: number;
      body?: unknown;
      text?: undefined;
      contentType?: string;
      /** More headers, e.g. those the service worker adds to a saved answer. */
      headers?: Record<string, string>;
    }
  | { status: number; text: string; contentType?: string; body?: undefined }
  | { networkError: true };
type Handler = (call: RecordedCall) => Reply | Promise<Reply>;
export type Handlers = Record<string, Handler | Reply>;

/**
 * The one way client tests fake the API: replaces `fetch` with canned answers keyed by
 * "METHOD /api/path" and records every call, so a test can assert what was (or was not) sent.
 * Handlers can be added or replaced later through `handlers`. An unexpected call answers 404 JSON.
 */
export function mockApi(initial: Handlers = {}) {
  const handlers: Handlers = { ...initial };
  const calls: RecordedCall[] = [];
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const call: RecordedCall = {
      method,
      url: `${url.pathname}${url.search}`,
      path: url.pathname,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      headers: (init?.headers ?? {}) as Record<string, string>,
    };
    calls.push(call);
    const handler = handlers[`${method} ${url.pathname}`];
    const reply: Reply =
      handler === undefined
        ? { status: 404, body: { msg: 'Not found', code: 'not_found' } }
        : typeof handler === 'function'
          ? await handler(call)
          : handler;
    if ('networkError' in reply) throw new TypeError('Failed to fetch');
    if (reply.text !== undefined) {
      return new Response(reply.text, {
        status: reply.status,
        headers: { 'Content-Type': reply.contentType ?? 'text/html' },
      });
    }
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status: reply.status,
      headers: { 'Content-Type': reply.contentType ?? 'application/json', ...reply.headers },
    });
  });
  /** The calls that change something. */
  const writes = () => calls.filter((call) => call.method !== 'GET');
  return { calls, writes, handlers, spy };
}

export const testUser = {
  _id: '6f1c2b7e-4d2a-4c1e-9f3a-1b2c3d4e5f60',
  fname: 'Grace',
  lname: 'Hopper',
  email: 'grace@example.com',
  role: 0,
  homeCurrency: 'USD' as const,
  locale: null,
};

/** API answers for a traveller who is logged in (the first-login flag must be set too). */
export function loggedInHandlers(): Record<string, Reply> {
  return {
    'GET /api/user/refresh_token': { status: 200, body: { accesstoken: 'token-1' } },
    'GET /api/user/infor': { status: 200, body: testUser },
    'GET /api/user/logout': { status: 200, body: { msg: 'Logged out.' } },
    // The header's bell and the profile's notification settings, with nothing to show.
    'GET /api/notifications': { status: 200, body: { notifications: [], unread: 0 } },
    'GET /api/notifications/settings': {
      status: 200,
      body: { email: false, push: false, emailAvailable: false, pushPublicKey: '' },
    },
  };
}
