import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '#shared/contracts/errors';
import { count } from 'drizzle-orm';
import { trips, users } from '#server/db/schema';
import { createTestApp, useTestApp } from '../setup/test-app';
import { authHeader, buildUser, validRegisterBody } from '../factories/users';

const testApp = useTestApp();

const json = { 'content-type': 'application/json' };
const expectErrorBody = (body: unknown) =>
  expect(body).toMatchObject({ msg: expect.any(String), code: expect.toBeOneOf([...ERROR_CODES]) });

describe('text that is not valid Unicode', () => {
  it('refuses a lone surrogate in a register field with 400 and stores nothing', async () => {
    for (const field of ['fname', 'lname', 'city', 'email', 'password']) {
      const body = validRegisterBody();
      const payload = JSON.stringify(body).replace(`"${field}":"`, `"${field}":"\\ud800`);
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/api/user/register',
        headers: json,
        payload,
      });
      expect(response.statusCode, field).toBe(400);
      expect(response.json()).toMatchObject({ code: 'validation_failed' });
    }
    const [row] = await testApp.db.select({ n: count() }).from(users);
    expect(row?.n).toBe(0);
  });

  it('refuses a lone low surrogate in a trip field and a surrogate in a key', async () => {
    const headers = { ...json, ...(await authHeader(testApp.app, await buildUser(testApp.db))) };
    for (const payload of [
      '{"location_address":"Lisbon \\udc00","image_url":"https://example.com/a.jpg"}',
      '{"location_address":"Lisbon","image_url":"https://example.com/a.jpg","\\ud83d":1}',
    ]) {
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/api/trips/getaway-trip',
        headers,
        payload,
      });
      expect(response.statusCode).toBe(400);
      expectErrorBody(response.json());
    }
    const [row] = await testApp.db.select({ n: count() }).from(trips);
    expect(row?.n).toBe(0);
  });

  it('accepts a surrogate pair (an emoji), which is valid Unicode', async () => {
    const headers = { ...json, ...(await authHeader(testApp.app, await buildUser(testApp.db))) };
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/trips/getaway-trip',
      headers,
      payload:
        '{"location_address":"Lisbon \\ud83d\\ude00","image_url":"https://example.com/a.jpg"}',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ location_address: 'Lisbon \u{1F600}' });
  });

  it('refuses a JSON body that is not UTF-8', async () => {
    const body = Buffer.concat([
      Buffer.from('{"email":"a@example.com","password":"x'),
      Buffer.from([0xed, 0xa0, 0x80, 0xff]),
      Buffer.from('"}'),
    ]);
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/user/login',
      headers: json,
      payload: body,
    });
    expect(response.statusCode).toBe(400);
    expectErrorBody(response.json());
  });

  it('refuses a query value whose escapes are not UTF-8', async () => {
    const headers = await authHeader(testApp.app, await buildUser(testApp.db));
    for (const input of ['%ED%A0%80', '%FF', '%E0%A4%A']) {
      const response = await testApp.app.inject({
        method: 'GET',
        url: `/api/places-autocomplete?input=Lis${input}`,
        headers,
      });
      expect(response.statusCode, input).toBe(400);
      expect(response.json()).toMatchObject({ code: 'validation_failed' });
    }
  });
});

describe('image_url on a trip', () => {
  it('refuses a served path that climbs out once decoded', async () => {
    const headers = { ...json, ...(await authHeader(testApp.app, await buildUser(testApp.db))) };
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/trips/getaway-trip',
      headers,
      payload: JSON.stringify({
        location_address: 'Lisbon, Portugal',
        image_url: '/api/places-photo/%2e%2e/user/logout',
      }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'validation_failed' });
  });
});

describe('errors the framework raises', () => {
  it('answers a body over the limit with 413 {msg, code}', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/user/login',
      headers: json,
      payload: JSON.stringify({ email: 'a@example.com', password: 'x'.repeat(1024 * 1024 + 10) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ msg: expect.any(String), code: 'body_too_large' });
  });

  it('answers an unsupported media type with 415 {msg, code}', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/user/login',
      headers: { 'content-type': 'application/xml' },
      payload: '<login/>',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ msg: expect.any(String), code: 'unsupported_media_type' });
  });

  it('answers an unknown route or method with 404 {msg, code}', async () => {
    for (const [method, url] of [
      ['GET', '/api/nothing-here'],
      ['PATCH', '/api/trips/getaway-trip'],
      ['PROPFIND', '/api/trips/getaway-trip'],
    ] as const) {
      const response = await testApp.app.inject({ method, url });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json()).toEqual({ msg: expect.any(String), code: 'not_found' });
    }
  });

  it('answers a path parameter over the router limit with 414 {msg, code}', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: `/api/trips/getaway/${'a'.repeat(500)}`,
    });
    expect(response.statusCode).toBe(414);
    expect(response.json()).toEqual({ msg: expect.any(String), code: 'uri_too_long' });
  });
});

/** Sends raw bytes to a listening server and reads everything it answers. */
function rawRequest(port: number, request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.end(request));
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
    socket.on('close', () => resolve(answer));
    socket.on('error', reject);
  });
}

describe('errors Node refuses before Fastify sees the request', () => {
  it('answers headers over the size limit with 431 {msg, code}, and a malformed request with 400', async () => {
    const server = await createTestApp();
    try {
      await server.app.listen({ host: '127.0.0.1', port: 0 });
      const { port } = server.app.server.address() as AddressInfo;

      const big = await rawRequest(
        port,
        `GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(64 * 1024)}\r\n\r\n`,
      );
      expect(big).toMatch(/^HTTP\/1\.1 431 /);
      expect(JSON.parse(big.slice(big.indexOf('\r\n\r\n') + 4))).toEqual({
        msg: expect.any(String),
        code: 'headers_too_large',
      });

      const malformed = await rawRequest(port, 'NOT HTTP AT ALL\r\n\r\n');
      expect(malformed).toMatch(/^HTTP\/1\.1 400 /);
      expect(JSON.parse(malformed.slice(malformed.indexOf('\r\n\r\n') + 4))).toEqual({
        msg: expect.any(String),
        code: 'bad_request',
      });
    } finally {
      await server.close();
    }
  });
});

/** Follows keys through a parsed JSON document. */
function dig(value: unknown, ...keys: (string | number)[]): unknown {
  return keys.reduce<unknown>(
    (current, key) => (current as Record<string | number, unknown> | undefined)?.[key],
    value,
  );
}

describe('the OpenAPI document', () => {
  it('states what the server accepts and answers', async () => {
    const doc = (await testApp.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const register = dig(doc, 'paths', '/api/user/register', 'post', 'requestBody', 'content');
    expect(dig(register, 'application/json', 'schema', 'properties', 'email')).toMatchObject({
      type: 'string',
      format: 'email',
    });
    const tripById = dig(doc, 'paths', '/api/trips/getaway/{id}', 'get');
    expect(dig(tripById, 'parameters', 0, 'schema')).toMatchObject({
      type: 'string',
      format: 'uuid',
    });
    const photo = dig(doc, 'paths', '/api/places-photo/{name}', 'get');
    expect(dig(photo, 'parameters', 0, 'schema', 'pattern')).toEqual(expect.any(String));
    expect(Object.keys(dig(photo, 'responses') as object)).toEqual(
      expect.arrayContaining(['200', '400', '404']),
    );
    expect(
      dig(photo, 'responses', '404', 'content', 'application/json', 'schema', 'required'),
    ).toEqual(expect.arrayContaining(['msg', 'code']));
  });
});
