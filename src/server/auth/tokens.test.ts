import { describe, expect, it } from 'vitest';
import { AppError } from '#server/errors';
import { createAccessTokens, hashRefreshToken, newRefreshToken } from './tokens';

const SECRET = 'a-test-secret-that-is-at-least-32-characters';

describe('access tokens', () => {
  it('round-trips the user id and role', async () => {
    const tokens = createAccessTokens(SECRET, 60);
    const token = await tokens.sign({ id: 'user-1', role: 1 });
    await expect(tokens.verify(token)).resolves.toEqual({ id: 'user-1', role: 1 });
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
});

describe('refresh tokens', () => {
  it('are 256 random bits, URL-safe, and never repeat', () => {
    const tokens = new Set(Array.from({ length: 100 }, () => newRefreshToken()));
    expect(tokens.size).toBe(100);
    for (const token of tokens) expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('hash the same way every time, and differently per token', () => {
    const token = newRefreshToken();
    expect(hashRefreshToken(token)).toBe(hashRefreshToken(token));
    expect(hashRefreshToken(token)).not.toBe(token);
    expect(hashRefreshToken(token)).not.toBe(hashRefreshToken(newRefreshToken()));
  });
});
