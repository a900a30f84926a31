import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app';
import type { DatabaseHandle } from '#server/db/client';
import type { FastifyInstance } from 'fastify';
import { authHeader, buildUser, validRegisterBody, type BuiltUser } from '../factories/users';
import { openTestDatabase } from '../setup/test-db';
import { TEST_JWT_SECRET, testConfig } from '../setup/test-app';

let app: FastifyInstance;
let database: DatabaseHandle;
let user: BuiltUser;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildApp({
    config: testConfig(),
    db: database.db,
    jwtSecret: TEST_JWT_SECRET,
    clientDir: '/nonexistent',
    logger: false,
  });
  // Registered before ready(), as a stand-in for any bug that throws inside a handler.
  app.get('/api/test/throws', async () => {
    throw new Error('secret detail: SELECT * FROM users at /srv/app/src/server/thing.ts:42');
  });
  await app.ready();
  user = await buildUser(database.db);
});
afterAll(async () => {
  await app.close();
  await database.close();
});

function expectErrorBody(body: unknown) {
  expect(body).toEqual(
    expect.objectContaining({ msg: expect.any(String), code: expect.any(String) }),
  );
}

describe('HTTP error handling', () => {
  it('answers malformed JSON with 400 {msg, code}', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/user/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "a@example.com", "password": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({ msg: 'The body is not valid JSON.', code: 'malformed_json' });
  });

  it('answers an empty JSON body with 400', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/user/login',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(response.statusCode).toBe(400);
    expectErrorBody(response.json());
  });

  it('answers a body over 1 MB with 413', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/user/register',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ ...validRegisterBody(), city: 'x'.repeat(1024 * 1024 + 1) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      msg: 'The request body is too large.',
      code: 'body_too_large',
    });
  });

  it('answers a content type it does not read with 415 JSON', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/user/login',
      headers: { 'content-type': 'application/xml' },
      payload: '<login><email>a@example.com</email></login>',
    });
    expect(response.statusCode).toBe(415);
    expectErrorBody(response.json());
  });

  it('answers a plain-text body with 400 JSON', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/user/login',
      headers: { 'content-type': 'text/plain' },
      payload: 'email=a@example.com&password=x',
    });
    expect(response.statusCode).toBe(400);
    expectErrorBody(response.json());
  });

  it('answers form-encoded bodies with 415 JSON', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/user/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'email=a%40example.com&password=longenough',
    });
    expect(response.statusCode).toBe(415);
    expectErrorBody(response.json());
  });

  it('answers unknown /api paths with 404 JSON, whatever the method', async () => {
    for (const method of ['GET', 'POST', 'PUT', 'DELETE'] as const) {
      const response = await app.inject({ method, url: '/api/user/nothing-here' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ msg: 'Not found.', code: 'not_found' });
    }
  });

  it('answers an unexpected error with a generic 500 and no internals', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test/throws' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ msg: 'Something went wrong.', code: 'internal_error' });
    expect(response.body).not.toMatch(/SELECT|secret|\.ts|at \/|stack/i);
  });
});

describe('hostile input never answers 500', () => {
  const huge = 'a'.repeat(200_000);

  const registerCases: [string, unknown][] = [
    [
      'huge strings in every field',
      Object.fromEntries(Object.keys(validRegisterBody()).map((k) => [k, huge.slice(0, 100_000)])),
    ],
    ['arrays where strings go', validRegisterBody({ fname: ['Ada'], email: ['a@example.com'] })],
    [
      'objects where strings go',
      validRegisterBody({ zip: { $gt: '' }, state: { toString: 'TX' } }),
    ],
    ['numbers, booleans and null', validRegisterBody({ fname: 1, lname: true, city: null })],
    ['a JSON array body', [validRegisterBody()]],
    ['a JSON string body', 'register me'],
    ['a JSON null body', null],
    ['a NUL byte in the city', validRegisterBody({ city: 'Austin\u0000' })],
    ['control characters in the city', validRegisterBody({ city: 'Aus\u0007tin\u001b[31m' })],
    ['a lone surrogate in the city', validRegisterBody({ city: 'Austin \ud800' })],
    ['emoji in a name', validRegisterBody({ fname: 'Ada 😀' })],
    ['right-to-left text in the city', validRegisterBody({ city: 'القاهرة' })],
    ['a very long email', validRegisterBody({ email: `${'a'.repeat(300)}@example.com` })],
    ['a NUL byte in the email', validRegisterBody({ email: 'a\u0000b@example.com' })],
    ['a NUL byte in the password', validRegisterBody({ password: 'pass\u0000word-long' })],
    ['a 10,000-character password', validRegisterBody({ password: 'p'.repeat(10_000) })],
    ['SQL in a name', validRegisterBody({ lname: "O'Brien'; DROP TABLE users; --" })],
    ['a birthday far in the past', validRegisterBody({ birthday: '0001-01-01' })],
    ['a birthday with a huge year', validRegisterBody({ birthday: '99999-01-01' })],
  ];

  it.each(registerCases)('register with %s', async (_case, payload) => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/user/register',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(payload),
    });
    expect(response.statusCode).toBeLessThan(500);
    expectErrorBodyOrToken(response.json());
  });

  it('register with __proto__ and constructor keys', async () => {
    const payloads = [
      `{"__proto__": {"role": 1}, ${JSON.stringify(validRegisterBody()).slice(1)}`,
      `{"constructor": {"prototype": {"role": 1}}, ${JSON.stringify(validRegisterBody()).slice(1)}`,
    ];
    for (const payload of payloads) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/user/register',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      // Fastify's JSON parser refuses prototype-poisoning keys outright.
      expect(response.statusCode).toBe(400);
      expectErrorBody(response.json());
      expect(({} as Record<string, unknown>).role).toBeUndefined();
    }
  });

  it('login with odd bodies', async () => {
    const payloads: unknown[] = [
      { email: huge, password: huge },
      { email: ['a@example.com'], password: ['x'] },
      { email: { $ne: null }, password: { $ne: null } },
      { email: user.email, password: 'p'.repeat(100_000) },
      { email: `${user.email}\u0000`, password: user.password },
      { email: 'ünïcödé@exämple.com', password: 'correct-horse-battery' },
      {},
    ];
    for (const payload of payloads) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/user/login',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(payload),
      });
      expect(response.statusCode).toBeLessThan(500);
      expectErrorBodyOrToken(response.json());
    }
  });

  it('profile update with odd bodies', async () => {
    const headers = await authHeader(app, user);
    const valid = {
      fname: 'Ada',
      lname: 'Lovelace',
      birthday: '1990-01-01',
      city: 'Austin',
      state: 'TX',
      zip: '73301',
    };
    const payloads: unknown[] = [
      { ...valid, fname: huge, lname: huge, city: huge, zip: huge },
      { ...valid, city: 'A\u0000' },
      { ...valid, fname: ['Ada'] },
      { ...valid, state: ['TX', 'CA'] },
      { ...valid, birthday: 19900101 },
      [],
      'just a string',
    ];
    for (const payload of payloads) {
      const response = await app.inject({
        method: 'PUT',
        url: `/api/user/profile/${user.id}`,
        headers: { ...headers, 'content-type': 'application/json' },
        payload: JSON.stringify(payload),
      });
      expect(response.statusCode).toBe(400);
      expectErrorBody(response.json());
    }
  });

  it('profile calls with ids that are not UUIDs', async () => {
    const headers = await authHeader(app, user);
    const ids = ['../../etc/passwd', "1' OR '1'='1", '%00', '\u0000', 'ünïcödé', '42'];
    for (const id of ids) {
      for (const method of ['GET', 'PUT'] as const) {
        const response = await app.inject({
          method,
          url: `/api/user/profile/${encodeURIComponent(id)}`,
          headers,
          ...(method === 'PUT' ? { payload: {} } : {}),
        });
        expect(response.statusCode).toBe(400);
        expectErrorBody(response.json());
      }
    }
  });

  it('profile calls with an id longer than the router allows', async () => {
    const response = await app.inject({
      method: 'GET',
      url: `/api/user/profile/${'a'.repeat(5000)}`,
      headers: await authHeader(app, user),
    });
    // Fastify's router answers this itself (414) before any route or error handler runs.
    expect(response.statusCode).toBeLessThan(500);
  });

  it('odd headers and cookies', async () => {
    const responses = await Promise.all([
      app.inject({
        method: 'GET',
        url: '/api/user/infor',
        headers: { authorization: `Bearer ${huge}` },
      }),
      app.inject({ method: 'GET', url: '/api/user/infor', headers: { authorization: 'Bearer ' } }),
      app.inject({
        method: 'GET',
        url: '/api/user/refresh_token',
        cookies: { refreshtoken: huge.slice(0, 4000) },
      }),
      app.inject({
        method: 'GET',
        url: '/api/user/refresh_token',
        headers: { cookie: 'refreshtoken=%E0%A4%A' },
      }),
      app.inject({
        method: 'GET',
        url: '/api/user/logout',
        headers: { cookie: 'refreshtoken=; refreshtoken=x' },
      }),
    ]);
    for (const response of responses) {
      expect(response.statusCode).toBeLessThan(500);
    }
  });
});

/** A 4xx answer is `{msg, code}`; a success is whatever the contract says. */
function expectErrorBodyOrToken(body: unknown) {
  if (body && typeof body === 'object' && 'accesstoken' in body) return;
  if (body && typeof body === 'object' && '_id' in body) return;
  expectErrorBody(body);
}
