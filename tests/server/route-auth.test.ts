import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import {
  BOOKING_FILE_PATH,
  BOOKING_FILES_PATH,
  BOOKING_IMPORT_PATH,
} from '#shared/contracts/bookings';
import { ERROR_CODES } from '#shared/contracts/errors';
import { buildPath } from '#shared/contracts/route';
import { routeTable } from '#shared/contracts/route-table';
import { TEST_JWT_SECRET, useTestApp } from '../setup/test-app';
import { authHeader, buildUser } from '../factories/users';

const testApp = useTestApp({ freshUsers: false });

const key = new TextEncoder().encode(TEST_JWT_SECRET);
const sign = (claims: { sub: string; exp: number; iss?: string }, secret = key) =>
  new SignJWT({ role: 0 })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(claims.sub)
    .setIssuer(claims.iss ?? 'getaway-planner')
    .setExpirationTime(claims.exp)
    .sign(secret);

/** Every way a caller can fail to be logged in. */
const tokenStates: [string, () => Promise<Record<string, string>>][] = [
  ['no Authorization header', async () => ({})],
  ['an empty bearer', async () => ({ authorization: 'Bearer ' })],
  ['a Basic scheme', async () => ({ authorization: 'Basic dXNlcjpwYXNz' })],
  ['a malformed token', async () => ({ authorization: 'Bearer not.a.jwt' })],
  [
    'an expired token',
    async () => ({
      authorization: `Bearer ${await sign({ sub: randomUUID(), exp: Math.floor(Date.now() / 1000) - 60 })}`,
    }),
  ],
  [
    'a token signed with another secret',
    async () => ({
      authorization: `Bearer ${await sign(
        { sub: randomUUID(), exp: Math.floor(Date.now() / 1000) + 600 },
        new TextEncoder().encode('another-secret-that-is-long-enough-to-sign'),
      )}`,
    }),
  ],
  [
    // Rightly signed, but its account does not exist (deleted): refused by every route, whether
    // the account is checked before the handler or by the handler's own read.
    'a valid token whose account is gone',
    async () => ({
      authorization: `Bearer ${await sign({ sub: randomUUID(), exp: Math.floor(Date.now() / 1000) + 600 })}`,
    }),
  ],
  [
    'an unsigned (alg none) token',
    async () => {
      const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
      const body = encode({ sub: randomUUID(), role: 1, iss: 'getaway-planner', exp: 4102444800 });
      return { authorization: `Bearer ${encode({ alg: 'none', typ: 'JWT' })}.${body}.` };
    },
  ],
];

const protectedRoutes: readonly { method: string; path: string }[] = [
  ...routeTable.filter((route) => route.auth === 'user'),
  // Outside the JSON contract, signed-in all the same: the bookings' uploads and downloads.
  { method: 'POST', path: BOOKING_IMPORT_PATH },
  { method: 'POST', path: BOOKING_FILES_PATH },
  { method: 'GET', path: BOOKING_FILE_PATH },
  { method: 'DELETE', path: BOOKING_FILE_PATH },
];

function urlOf(route: { path: string }): string {
  const names = [...route.path.matchAll(/:([A-Za-z_]+)/g)].map((match) => match[1] as string);
  return buildPath(route.path, Object.fromEntries(names.map((name) => [name, randomUUID()])));
}

describe('every route that touches user data', () => {
  it('is in the contract with auth "user" (the table is not empty)', () => {
    expect(protectedRoutes.length).toBeGreaterThan(15);
  });

  for (const route of protectedRoutes) {
    for (const [state, headers] of tokenStates) {
      it(`${route.method} ${route.path} answers 401 JSON with ${state}`, async () => {
        const response = await testApp.app.inject({
          method: route.method,
          url: urlOf(route),
          headers: await headers(),
          ...(route.method === 'POST' || route.method === 'PUT' ? { payload: {} } : {}),
        });
        expect(response.statusCode).toBe(401);
        expect(response.json()).toMatchObject({
          msg: expect.any(String),
          code: expect.toBeOneOf([...ERROR_CODES]),
        });
      });
    }
  }

  it('accepts a valid token (the 401s above are about the token, not the route)', async () => {
    const user = await buildUser(testApp.database.db);
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/user/infor',
      headers: await authHeader(testApp.app, user),
    });
    expect(response.statusCode).toBe(200);
  });
});
