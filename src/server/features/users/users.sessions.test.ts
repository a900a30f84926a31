import { eq, sql } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { hashRefreshToken } from '#server/auth/tokens';
import { sessions } from '#server/db/schema';
import { TEST_JWT_SECRET, useTestApp } from '#tests/setup/test-app';
import { refreshCookieOf, registerViaApi } from '#tests/factories/users';

const testApp = useTestApp({ freshUsers: false });

function refresh(refreshtoken?: string) {
  return testApp.app.inject({
    method: 'GET',
    url: '/api/user/refresh_token',
    ...(refreshtoken === undefined ? {} : { cookies: { refreshtoken } }),
  });
}
function logout(refreshtoken?: string) {
  return testApp.app.inject({
    method: 'GET',
    url: '/api/user/logout',
    ...(refreshtoken === undefined ? {} : { cookies: { refreshtoken } }),
  });
}
function info(accesstoken: string) {
  return testApp.app.inject({
    method: 'GET',
    url: '/api/user/infor',
    headers: { authorization: `Bearer ${accesstoken}` },
  });
}
function clearsCookie(response: { headers: Record<string, unknown> }) {
  const header = String(response.headers['set-cookie']);
  return (
    header.startsWith('refreshtoken=;') &&
    header.includes('Path=/api/user') &&
    /Max-Age=0|Expires=Thu, 01 Jan 1970/.test(header)
  );
}

describe('GET /api/user/refresh_token', () => {
  it('answers a working access token and rotates the refresh cookie', async () => {
    const user = await registerViaApi(testApp.app);
    const response = await refresh(user.refreshCookie);
    expect(response.statusCode).toBe(200);
    const { accesstoken } = response.json<{ accesstoken: string }>();
    expect((await info(accesstoken)).json()).toMatchObject({ email: user.email });

    const rotated = refreshCookieOf(response);
    expect(rotated).not.toBe(user.refreshCookie);
    const header = String(response.headers['set-cookie']);
    expect(header).toContain('HttpOnly');
    expect(header).toContain('SameSite=Strict');
    expect(header).toContain('Path=/api/user');
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('sets beside it the session hint for `/` (path /, nothing secret), which logout clears', async () => {
    const user = await registerViaApi(testApp.app);
    const hintOf = (response: { headers: Record<string, unknown> }) =>
      ([] as string[])
        .concat(response.headers['set-cookie'] as string | string[])
        .find((cookie) => cookie.startsWith('session='));
    const refreshed = await refresh(user.refreshCookie);
    expect(hintOf(refreshed)).toMatch(/^session=1; .*Path=\/;.*HttpOnly/);
    const out = await logout(refreshCookieOf(refreshed));
    expect(hintOf(out)).toMatch(/^session=; .*Path=\/;/);
  });

  it('keeps one session family going through several rotations', async () => {
    const user = await registerViaApi(testApp.app);
    let token = user.refreshCookie;
    for (let i = 0; i < 3; i += 1) {
      const response = await refresh(token);
      expect(response.statusCode).toBe(200);
      token = refreshCookieOf(response);
    }
    const rows = await testApp.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashRefreshToken(token)));
    const family = await testApp.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.familyId, rows[0]!.familyId));
    expect(family).toHaveLength(4);
    expect(family.filter((row) => row.rotatedAt === null)).toHaveLength(1);
  });

  it('stores only a hash of the refresh token', async () => {
    const user = await registerViaApi(testApp.app);
    const stored = await testApp.database.db
      .select({ tokenHash: sessions.tokenHash })
      .from(sessions);
    expect(stored.map((row) => row.tokenHash)).not.toContain(user.refreshCookie);
    expect(stored.map((row) => row.tokenHash)).toContain(hashRefreshToken(user.refreshCookie));
  });

  /** Moves a token's rotation back in time, past the 10-second grace. */
  async function rotatedLongAgo(token: string) {
    await testApp.database.db
      .update(sessions)
      .set({ rotatedAt: sql`now() - interval '11 seconds'` })
      .where(eq(sessions.tokenHash, hashRefreshToken(token)));
  }

  it('treats a token rotated over 10 seconds ago as reuse: 401, and the whole session is revoked', async () => {
    const user = await registerViaApi(testApp.app);
    const first = await refresh(user.refreshCookie);
    const newToken = refreshCookieOf(first);
    await rotatedLongAgo(user.refreshCookie);

    const reused = await refresh(user.refreshCookie);
    expect(reused.statusCode).toBe(401);
    expect(reused.json()).toMatchObject({ code: 'refresh_token_reused' });
    expect(clearsCookie(reused)).toBe(true);

    // The legitimate-looking newer token belongs to the same family, so it stops working too.
    const afterReuse = await refresh(newToken);
    expect(afterReuse.statusCode).toBe(401);
  });

  it('answers a token rotated moments ago (a lost answer) with the same successor, without revoking', async () => {
    const user = await registerViaApi(testApp.app);
    const first = await refresh(user.refreshCookie);
    const successor = refreshCookieOf(first);

    const again = await refresh(user.refreshCookie);
    expect(again.statusCode).toBe(200);
    expect(refreshCookieOf(again)).toBe(successor);
    const { accesstoken } = again.json<{ accesstoken: string }>();
    expect((await info(accesstoken)).json()).toMatchObject({ email: user.email });
    // The session goes on: the successor still rotates.
    expect((await refresh(successor)).statusCode).toBe(200);
  });

  it('answers every one of several simultaneous refreshes with one token, all with the same successor', async () => {
    const user = await registerViaApi(testApp.app);
    const responses = await Promise.all(
      Array.from({ length: 4 }, () => refresh(user.refreshCookie)),
    );
    expect(responses.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    const cookies = new Set(responses.map((r) => refreshCookieOf(r)));
    expect(cookies.size).toBe(1);
    for (const response of responses) {
      const { accesstoken } = response.json<{ accesstoken: string }>();
      expect((await info(accesstoken)).statusCode).toBe(200);
    }
    expect((await refresh([...cookies][0]!)).statusCode).toBe(200);
  });

  it("follows a raced token to the family's current token when the successor rotated too", async () => {
    const user = await registerViaApi(testApp.app);
    const second = refreshCookieOf(await refresh(user.refreshCookie));
    const third = refreshCookieOf(await refresh(second));
    const late = await refresh(user.refreshCookie);
    expect(late.statusCode).toBe(200);
    expect(refreshCookieOf(late)).toBe(third);
  });

  it('still revokes when the raced token comes back after the grace, even if it was answered once', async () => {
    const user = await registerViaApi(testApp.app);
    const successor = refreshCookieOf(await refresh(user.refreshCookie));
    expect((await refresh(user.refreshCookie)).statusCode).toBe(200);
    await rotatedLongAgo(user.refreshCookie);
    expect((await refresh(user.refreshCookie)).json()).toMatchObject({
      code: 'refresh_token_reused',
    });
    expect((await refresh(successor)).statusCode).toBe(401);
  });

  it('leaves other sessions of the same user alone when one is revoked for reuse', async () => {
    const user = await registerViaApi(testApp.app);
    const login = await testApp.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { email: user.email, password: user.password },
    });
    const otherDevice = refreshCookieOf(login);
    await refresh(user.refreshCookie);
    await rotatedLongAgo(user.refreshCookie);
    expect((await refresh(user.refreshCookie)).statusCode).toBe(401);
    expect((await refresh(otherDevice)).statusCode).toBe(200);
  });

  it('answers 401 without a refresh cookie', async () => {
    const response = await refresh();
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ msg: 'Please log in.', code: 'refresh_token_missing' });
  });

  it('answers 401 and clears the cookie for an unknown refresh token', async () => {
    const response = await refresh('not-a-token-we-ever-issued');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'refresh_token_invalid' });
    expect(clearsCookie(response)).toBe(true);
  });

  it('answers 401 for an expired refresh token', async () => {
    const user = await registerViaApi(testApp.app);
    await testApp.database.db
      .update(sessions)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(sessions.tokenHash, hashRefreshToken(user.refreshCookie)));
    const response = await refresh(user.refreshCookie);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'refresh_token_invalid' });
  });

  it('answers 401 once the user is gone', async () => {
    const user = await registerViaApi(testApp.app);
    const [session] = await testApp.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashRefreshToken(user.refreshCookie)));
    // Deleting the user cascades to sessions; the token is then simply unknown.
    await testApp.database.db.execute(sql`DELETE FROM users WHERE id = ${session!.userId}`);
    expect((await refresh(user.refreshCookie)).statusCode).toBe(401);
  });
});

describe('GET /api/user/logout', () => {
  it('revokes the session, clears the cookie and answers a message', async () => {
    const user = await registerViaApi(testApp.app);
    const response = await logout(user.refreshCookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ msg: 'Logged out' });
    expect(clearsCookie(response)).toBe(true);

    const after = await refresh(user.refreshCookie);
    expect(after.statusCode).toBe(401);
  });

  it('revokes the rotated tokens of the same session too', async () => {
    const user = await registerViaApi(testApp.app);
    const rotated = refreshCookieOf(await refresh(user.refreshCookie));
    await logout(rotated);
    expect((await refresh(rotated)).statusCode).toBe(401);
  });

  it('answers 200 and clears the cookie when there is no cookie', async () => {
    const response = await logout();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ msg: 'Logged out' });
    expect(clearsCookie(response)).toBe(true);
  });

  it('answers 200 for an unknown refresh token', async () => {
    const response = await logout('some-random-value');
    expect(response.statusCode).toBe(200);
  });
});

describe('the refresh cookie behind HTTPS', () => {
  const proxied = useTestApp({
    freshUsers: false,
    env: { TRUST_PROXY: 'true', REFRESH_TOKEN_TTL_DAYS: '7' },
  });

  it('is marked Secure when the request came over https', async () => {
    const response = await proxied.app.inject({
      method: 'POST',
      url: '/api/user/register',
      headers: { 'x-forwarded-proto': 'https' },
      payload: {
        fname: 'Grace',
        lname: 'Hopper',
        email: 'secure-cookie@example.com',
        password: 'correct-horse-battery',
        birthday: '1985-12-09',
        city: 'Arlington',
        state: 'VA',
        zip: '22201',
      },
    });
    expect(response.statusCode).toBe(201);
    const header = String(response.headers['set-cookie']);
    expect(header).toContain('Secure');
    expect(header).toContain(`Max-Age=${7 * 24 * 60 * 60}`);
  });
});

describe('access tokens on a call that needs a login', () => {
  const key = new TextEncoder().encode(TEST_JWT_SECRET);
  const forge = (claims: { sub?: string; exp?: number }) => {
    let jwt = new SignJWT({ role: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('getaway-planner')
      .setIssuedAt();
    if (claims.sub !== undefined) jwt = jwt.setSubject(claims.sub);
    if (claims.exp !== undefined) jwt = jwt.setExpirationTime(claims.exp);
    return jwt.sign(key);
  };
  const inAMinute = () => Math.floor(Date.now() / 1000) + 60;

  it('answers 401 for a correctly signed token without an expiry', async () => {
    const user = await registerViaApi(testApp.app);
    const userId = await userIdOf(user.refreshCookie);
    const response = await info(await forge({ sub: userId }));
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'invalid_token' });
  });

  it('answers 401 for a correctly signed token whose subject is not a user id', async () => {
    for (const sub of ['admin', '0', "' OR 1=1 --"]) {
      const response = await info(await forge({ sub, exp: inAMinute() }));
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ code: 'invalid_token' });
    }
  });

  it('answers 401 for a valid token of a user who was deleted', async () => {
    const user = await registerViaApi(testApp.app);
    const userId = await userIdOf(user.refreshCookie);
    const token = await forge({ sub: userId, exp: inAMinute() });
    expect((await info(token)).statusCode).toBe(200);
    await testApp.database.db.execute(sql`DELETE FROM users WHERE id = ${userId}`);
    const response = await info(token);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'invalid_token' });
  });
});

async function userIdOf(refreshToken: string): Promise<string> {
  const [session] = await testApp.database.db
    .select({ userId: sessions.userId })
    .from(sessions)
    .where(eq(sessions.tokenHash, hashRefreshToken(refreshToken)));
  return session!.userId;
}
