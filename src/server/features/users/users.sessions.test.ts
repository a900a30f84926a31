import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { hashRefreshToken } from '#server/auth/tokens';
import { sessions } from '#server/db/schema';
import { useTestApp } from '#tests/setup/test-app';
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

  it('treats a rotated token presented again as reuse: 401, and the whole session is revoked', async () => {
    const user = await registerViaApi(testApp.app);
    const first = await refresh(user.refreshCookie);
    const newToken = refreshCookieOf(first);

    const reused = await refresh(user.refreshCookie);
    expect(reused.statusCode).toBe(401);
    expect(reused.json()).toMatchObject({ code: 'refresh_token_reused' });
    expect(clearsCookie(reused)).toBe(true);

    // The legitimate-looking newer token belongs to the same family, so it stops working too.
    const afterReuse = await refresh(newToken);
    expect(afterReuse.statusCode).toBe(401);
  });

  it('lets only one of several simultaneous refreshes with one token succeed', async () => {
    const user = await registerViaApi(testApp.app);
    const responses = await Promise.all(
      Array.from({ length: 4 }, () => refresh(user.refreshCookie)),
    );
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 401, 401, 401]);
    const winner = responses.find((r) => r.statusCode === 200)!;
    // The losers presented a rotated token: that is reuse, so the winner's new token is revoked.
    expect((await refresh(refreshCookieOf(winner))).statusCode).toBe(401);
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
    await refresh(user.refreshCookie);
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
