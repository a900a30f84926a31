import { describe, expect, it, vi } from 'vitest';
import { AppError } from '#server/errors';
import { SignJWT } from 'jose';
import {
  createAccessTokens,
  createRefreshTokenSuccessor,
  hashRefreshToken,
  newRefreshToken,
} from './tokens';

const SECRET = 'a-test-secret-that-is-at-least-32-characters';
const USER_ID = '6f1c2a9e-4b7d-4c1e-9a3f-2d5e8b7c1a40';

/** A token signed with the right secret and issuer but shaped by the test. */
function forge(claims: { sub?: string; exp?: number }) {
  let jwt = new SignJWT({ role: 0 })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer('getaway-planner')
    .setIssuedAt();
  if (claims.sub !== undefined) jwt = jwt.setSubject(claims.sub);
  if (claims.exp !== undefined) jwt = jwt.setExpirationTime(claims.exp);
  return jwt.sign(new TextEncoder().encode(SECRET));
}

describe('access tokens', () => {
  it('round-trips the user id and role', async () => {
    const tokens = createAccessTokens(SECRET, 60);
    const token = await tokens.sign({ id: USER_ID, role: 1 });
    await expect(tokens.verify(token)).resolves.toEqual({ id: USER_ID, role: 1 });
  });

  it('refuses a token without an expiry', async () => {
    const token = await forge({ sub: USER_ID });
    await expect(createAccessTokens(SECRET, 60).verify(token)).rejects.toMatchObject({
      status: 401,
      code: 'invalid_token',
    });
  });

  it('refuses a token whose subject is not a user id', async () => {
    const exp = Math.floor(Date.now() / 1000) + 60;
    for (const sub of ['admin', '1', '../users', `${USER_ID}x`]) {
      await expect(
        createAccessTokens(SECRET, 60).verify(await forge({ sub, exp })),
      ).rejects.toMatchObject({ status: 401, code: 'invalid_token' });
    }
  });

  it('refuses a token without a subject', async () => {
    const exp = Math.floor(Date.now() / 1000) + 60;
    await expect(createAccessTokens(SECRET, 60).verify(await forge({ exp }))).rejects.toMatchObject(
      { status: 401, code: 'invalid_token' },
    );
  });

  it('refuses a token signed with another secret', async () => {
    const token = await createAccessTokens(`${SECRET}-other`, 60).sign({ id: 'u', role: 0 });
    await expect(createAccessTokens(SECRET, 60).verify(token)).rejects.toMatchObject({
      status: 401,
      code: 'invalid_token',
    });
  });

  it('refuses a tampered token', async () => {
    const tokens = createAccessTokens(SECRET, 60);
    const [header, , signature] = (await tokens.sign({ id: 'u', role: 0 })).split('.');
    const payload = Buffer.from(JSON.stringify({ sub: 'u', role: 1 })).toString('base64url');
    await expect(tokens.verify(`${header}.${payload}.${signature}`)).rejects.toBeInstanceOf(
      AppError,
    );
  });

  it('refuses an expired token as expired', async () => {
    const token = await forge({ sub: USER_ID, exp: Math.floor(Date.now() / 1000) - 1 });
    await expect(createAccessTokens(SECRET, 60).verify(token)).rejects.toMatchObject({
      status: 401,
      code: 'token_expired',
    });
  });

  it('refuses a token verified before once it has expired', async () => {
    const tokens = createAccessTokens(SECRET, 60);
    const token = await tokens.sign({ id: USER_ID, role: 0 });
    await expect(tokens.verify(token)).resolves.toEqual({ id: USER_ID, role: 0 });
    vi.useFakeTimers({ now: Date.now() + 61_000 });
    try {
      await expect(tokens.verify(token)).rejects.toMatchObject({
        status: 401,
        code: 'token_expired',
      });
    } finally {
      vi.useRealTimers();
    }
  });

  it('refuses another issuer, a future nbf, an unsigned or crit header, and junk', async () => {
    const exp = Math.floor(Date.now() / 1000) + 60;
    const key = new TextEncoder().encode(SECRET);
    const base = () => new SignJWT({ role: 0 }).setSubject(USER_ID).setExpirationTime(exp);
    const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const good = await base()
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('getaway-planner')
      .sign(key);
    const [, goodPayload, goodSignature] = good.split('.');
    const refused = [
      await base().setProtectedHeader({ alg: 'HS256' }).setIssuer('someone-else').sign(key),
      await base()
        .setProtectedHeader({ alg: 'HS256' })
        .setIssuer('getaway-planner')
        .setNotBefore(exp)
        .sign(key),
      `${part({ alg: 'none' })}.${goodPayload}.`,
      `${part({ alg: 'none' })}.${goodPayload}.${goodSignature}`,
      await base()
        .setProtectedHeader({ alg: 'HS256', crit: ['exp'] } as never)
        .setIssuer('getaway-planner')
        .sign(key)
        .catch(() => 'x.y.z'),
      `${good}.extra`,
      `${good.slice(0, -2)}!!`,
      '',
    ];
    const tokens = createAccessTokens(SECRET, 60);
    await expect(tokens.verify(good)).resolves.toEqual({ id: USER_ID, role: 0 });
    for (const token of refused) {
      await expect(tokens.verify(token)).rejects.toMatchObject({
        status: 401,
        code: 'invalid_token',
      });
    }
  });
});

describe('refresh tokens', () => {
  it('are 256 random bits, URL-safe, and never repeat', () => {
    const tokens = new Set(Array.from({ length: 100 }, () => newRefreshToken()));
    expect(tokens.size).toBe(100);
    for (const token of tokens) expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('have one successor per token, which depends on the secret', () => {
    const token = newRefreshToken();
    const successor = createRefreshTokenSuccessor(SECRET);
    expect(successor(token)).toBe(successor(token));
    expect(successor(token)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(successor(token)).not.toBe(successor(newRefreshToken()));
    expect(createRefreshTokenSuccessor(`${SECRET}-other`)(token)).not.toBe(successor(token));
  });

  it('hash the same way every time, and differently per token', () => {
    const token = newRefreshToken();
    expect(hashRefreshToken(token)).toBe(hashRefreshToken(token));
    expect(hashRefreshToken(token)).not.toBe(token);
    expect(hashRefreshToken(token)).not.toBe(hashRefreshToken(newRefreshToken()));
  });
});
