import { vi } from 'vitest';

export interface RecordedCall {
  method: string;
  path: string;
  body: unknown;
  headers: Record<string, string>;
}

type Reply = { status: number; body?: unknown };
type Handler = (call: RecordedCall) => Reply | Promise<Reply>;

/**
 * Replaces `fetch` with canned API answers keyed by "METHOD /api/path" and records every call,
 * so a test can assert what was (or was not) sent. An unexpected call answers 404 JSON.
 */
export function mockApi(handlers: Record<string, Handler | Reply>) {
  const calls: RecordedCall[] = [];
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const call: RecordedCall = {
      method,
      path: url.pathname,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      headers: (init?.headers ?? {}) as Record<string, string>,
    };
    calls.push(call);
    const handler = handlers[`${method} ${url.pathname}`];
    const reply =
      handler === undefined
        ? { status: 404, body: { msg: 'Not found', code: 'not_found' } }
        : typeof handler === 'function'
          ? await handler(call)
          : handler;
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status: reply.status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  return { calls, spy };
}

export const testUser = {
  _id: '6f1c2b7e-4d2a-4c1e-9f3a-1b2c3d4e5f60',
  fname: 'Grace',
  lname: 'Hopper',
  email: 'grace@example.com',
  role: 0,
  homeCurrency: 'USD',
};

/** API answers for a traveller who is logged in (the first-login flag must be set too). */
export function loggedInHandlers(): Record<string, Reply> {
  return {
    'GET /api/user/refresh_token': { status: 200, body: { accesstoken: 'token-1' } },
    'GET /api/user/infor': { status: 200, body: testUser },
    'GET /api/user/logout': { status: 200, body: { msg: 'Logged out.' } },
  };
}
