import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { users } from '#server/db/schema';
import { createTestApp, TEST_JWT_SECRET, useTestApp } from '#tests/setup/test-app';
import { authHeader, buildUser, type BuiltUser } from '#tests/factories/users';

const testApp = useTestApp({ freshUsers: false });

const validProfile = {
  fname: 'Mary Ann',
  lname: "O'Brien-Smith",
  birthday: '1979-02-28',
  city: 'Portland',
  state: 'OR',
  zip: '97201',
};

async function getProfile(id: string, headers: Record<string, string>) {
  return testApp.app.inject({ method: 'GET', url: `/api/user/profile/${id}`, headers });
}
async function putProfile(id: string, headers: Record<string, string>, payload: unknown) {
  return testApp.app.inject({
    method: 'PUT',
    url: `/api/user/profile/${id}`,
    headers,
    payload: payload as object,
  });
}
async function storedUser(id: string) {
  const [row] = await testApp.database.db.select().from(users).where(eq(users.id, id));
  return row;
}
function sign(claims: { sub?: string; role?: number }, options: { secret?: string; exp?: number }) {
  const jwt = new SignJWT({ role: claims.role ?? 0 })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer('getaway-planner')
    .setIssuedAt();
  if (claims.sub) jwt.setSubject(claims.sub);
  jwt.setExpirationTime(options.exp ?? Math.floor(Date.now() / 1000) + 60);
  return jwt.sign(new TextEncoder().encode(options.secret ?? TEST_JWT_SECRET));
}

describe('GET /api/user/infor', () => {
  it("answers the caller's _id, names, email and role", async () => {
    const user = await buildUser(testApp.database.db, { fname: 'Ada', lname: 'Lovelace' });
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/user/infor',
      headers: await authHeader(testApp.app, user),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      _id: user.id,
      fname: 'Ada',
      lname: 'Lovelace',
      email: user.email,
      role: 0,
      homeCurrency: 'USD',
      locale: null,
    });
  });

  it('answers 401 when the token is for a user that no longer exists', async () => {
    const user = await buildUser(testApp.database.db);
    const headers = await authHeader(testApp.app, user);
    await testApp.database.db.delete(users).where(eq(users.id, user.id));
    const response = await testApp.app.inject({ method: 'GET', url: '/api/user/infor', headers });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'invalid_token' });
  });
});

describe('access tokens', () => {
  let user: BuiltUser;
  beforeAll(async () => {
    user = await buildUser(testApp.database.db);
  });

  const callWith = (headers: Record<string, string>) =>
    testApp.app.inject({ method: 'GET', url: '/api/user/infor', headers });

  it('answers 401 without a token', async () => {
    const response = await callWith({});
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ msg: 'Please log in.', code: 'unauthenticated' });
  });

  it('answers 401 for a token that is not a JWT', async () => {
    const response = await callWith({ authorization: 'Bearer not.a.jwt' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'invalid_token' });
  });

  it('answers 401 for a token signed with another secret', async () => {
    const token = await sign({ sub: user.id }, { secret: 'x'.repeat(48) });
    const response = await callWith({ authorization: `Bearer ${token}` });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'invalid_token' });
  });

  it('answers 401 for an expired token', async () => {
    const token = await sign({ sub: user.id }, { exp: Math.floor(Date.now() / 1000) - 10 });
    const response = await callWith({ authorization: `Bearer ${token}` });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ msg: 'Your session has expired.', code: 'token_expired' });
  });

  it('answers 401 for an unsigned token (alg none)', async () => {
    const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const token = `${encode({ alg: 'none', typ: 'JWT' })}.${encode({ sub: user.id, iss: 'getaway-planner' })}.`;
    const response = await callWith({ authorization: `Bearer ${token}` });
    expect(response.statusCode).toBe(401);
  });

  it('answers 401 for a scheme other than Bearer', async () => {
    const { authorization } = await authHeader(testApp.app, user);
    const response = await callWith({ authorization: authorization.replace('Bearer', 'Basic') });
    expect(response.statusCode).toBe(401);
  });

  it('answers 401 once a token outlives a short ACCESS_TOKEN_TTL_SECONDS', async () => {
    // Only Date is faked: the clock stands still while the token is used, then jumps past its
    // lifetime, so a slow machine cannot expire it early.
    vi.useFakeTimers({ toFake: ['Date'] });
    const shortLived = await createTestApp({ env: { ACCESS_TOKEN_TTL_SECONDS: '5' } });
    try {
      const other = await buildUser(shortLived.database.db);
      const headers = await authHeader(shortLived.app, other);
      const fresh = await shortLived.app.inject({ method: 'GET', url: '/api/user/infor', headers });
      expect(fresh.statusCode).toBe(200);
      vi.setSystemTime(Date.now() + 6000);
      const stale = await shortLived.app.inject({ method: 'GET', url: '/api/user/infor', headers });
      expect(stale.statusCode).toBe(401);
      expect(stale.json()).toMatchObject({ code: 'token_expired' });
    } finally {
      vi.useRealTimers();
      await shortLived.close();
    }
  });

  it('guards every user call, not only infor', async () => {
    const calls = [getProfile(user.id, {}), putProfile(user.id, {}, validProfile)];
    for (const response of await Promise.all(calls)) expect(response.statusCode).toBe(401);
  });
});

describe('GET /api/user/profile/:id', () => {
  it('answers your own profile with the original field names', async () => {
    const user = await buildUser(testApp.database.db);
    const response = await getProfile(user.id, await authHeader(testApp.app, user));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      _id: user.id,
      fname: 'Ada',
      lname: 'Lovelace',
      email: user.email,
      birthday: '1990-04-12',
      city: 'Austin',
      state: 'TX',
      zip: '73301',
      role: 0,
      homeCurrency: 'USD',
      locale: null,
    });
  });

  it("answers 404 for someone else's profile", async () => {
    const me = await buildUser(testApp.database.db);
    const other = await buildUser(testApp.database.db);
    const response = await getProfile(other.id, await authHeader(testApp.app, me));
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ msg: 'User not found', code: 'user_not_found' });
  });

  it('answers 404 for an id nobody has', async () => {
    const me = await buildUser(testApp.database.db);
    const response = await getProfile(
      '00000000-0000-4000-8000-000000000000',
      await authHeader(testApp.app, me),
    );
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ msg: 'User not found' });
  });

  it('answers 400 for an id that is not a UUID', async () => {
    const me = await buildUser(testApp.database.db);
    const response = await getProfile('42', await authHeader(testApp.app, me));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ msg: 'Not a valid id.', code: 'validation_failed' });
  });
});

describe('PUT /api/user/profile/:id', () => {
  it('saves your own profile and answers it', async () => {
    const user = await buildUser(testApp.database.db);
    const headers = await authHeader(testApp.app, user);
    const response = await putProfile(user.id, headers, validProfile);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      _id: user.id,
      email: user.email,
      role: 0,
      homeCurrency: 'USD',
      locale: null,
      ...validProfile,
    });
    expect((await getProfile(user.id, headers)).json()).toMatchObject(validProfile);
  });

  it('changes the home currency when sent and keeps it when absent', async () => {
    const user = await buildUser(testApp.database.db);
    const headers = await authHeader(testApp.app, user);
    const changed = await putProfile(user.id, headers, { ...validProfile, homeCurrency: 'EUR' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ homeCurrency: 'EUR' });
    const kept = await putProfile(user.id, headers, validProfile);
    expect(kept.json()).toMatchObject({ homeCurrency: 'EUR' });
    expect((await getProfile(user.id, headers)).json()).toMatchObject({ homeCurrency: 'EUR' });
    const info = await testApp.app.inject({ method: 'GET', url: '/api/user/infor', headers });
    expect(info.json()).toMatchObject({ homeCurrency: 'EUR' });
  });

  it('answers 400 for a home currency we do not support, changing nothing', async () => {
    const user = await buildUser(testApp.database.db);
    const headers = await authHeader(testApp.app, user);
    const before = await storedUser(user.id);
    for (const homeCurrency of ['XXX', 'usd', 12]) {
      const response = await putProfile(user.id, headers, { ...validProfile, homeCurrency });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'validation_failed' });
    }
    expect(await storedUser(user.id)).toEqual(before);
  });

  it('trims names and city before saving', async () => {
    const user = await buildUser(testApp.database.db);
    const response = await putProfile(user.id, await authHeader(testApp.app, user), {
      ...validProfile,
      fname: '  Zoë ',
      city: ' São Paulo ',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ fname: 'Zoë', city: 'São Paulo' });
  });

  it('ignores fields it does not own, such as email, role and password', async () => {
    const user = await buildUser(testApp.database.db);
    const before = await storedUser(user.id);
    const response = await putProfile(user.id, await authHeader(testApp.app, user), {
      ...validProfile,
      email: 'takeover@example.com',
      role: 1,
      password: 'new-password-123',
      passwordHash: 'scrypt$x',
    });
    expect(response.statusCode).toBe(200);
    const after = await storedUser(user.id);
    expect(after).toMatchObject({
      email: before!.email,
      role: 0,
      passwordHash: before!.passwordHash,
    });
  });

  it("answers 404 for someone else's profile and changes nothing", async () => {
    const me = await buildUser(testApp.database.db);
    const other = await buildUser(testApp.database.db);
    const before = await storedUser(other.id);
    const response = await putProfile(other.id, await authHeader(testApp.app, me), validProfile);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ msg: 'User not found', code: 'user_not_found' });
    expect(await storedUser(other.id)).toEqual(before);
  });

  it('answers 404 for an id nobody has', async () => {
    const me = await buildUser(testApp.database.db);
    const response = await putProfile(
      '00000000-0000-4000-8000-000000000000',
      await authHeader(testApp.app, me),
      validProfile,
    );
    expect(response.statusCode).toBe(404);
  });

  it.each([
    ['fname is missing', { fname: undefined }, 'All fields are required.'],
    ['lname is empty', { lname: '' }, 'All fields are required.'],
    ['city is blank', { city: '   ' }, 'All fields are required.'],
    ['zip is missing', { zip: undefined }, 'All fields are required.'],
    ['birthday is missing', { birthday: undefined }, 'All fields are required.'],
    ['the first name has digits', { fname: 'Mary2' }, 'First name must contain only letters.'],
    ['the first name has symbols', { fname: 'Mary!' }, 'First name must contain only letters.'],
    ['the last name has digits', { lname: 'Smith3' }, 'Last name must contain only letters.'],
    ['the zip has 4 digits', { zip: '9720' }, 'Zip code must be exactly 5 digits.'],
    ['the zip has letters', { zip: '9720a' }, 'Zip code must be exactly 5 digits.'],
    ['the state is DC', { state: 'DC' }, 'Please select a state.'],
    ['the state is Guam', { state: 'GU' }, 'Please select a state.'],
    [
      'the birthday is in the future',
      { birthday: '2999-12-31' },
      'Date of birth must be a real date in the past.',
    ],
    [
      'the birthday does not exist',
      { birthday: '2023-02-29' },
      'Date of birth must be a real date in the past.',
    ],
    [
      'the birthday is not a date',
      { birthday: 'yesterday' },
      'Date of birth must be a real date in the past.',
    ],
  ])('answers 400 when %s, and changes nothing', async (_case, overrides, message) => {
    const user = await buildUser(testApp.database.db);
    const before = await storedUser(user.id);
    const payload = { ...validProfile, ...overrides };
    const response = await putProfile(user.id, await authHeader(testApp.app, user), payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ msg: message, code: 'validation_failed' });
    expect(await storedUser(user.id)).toEqual(before);
  });

  it('reports the first failing check in the original form order (first name before zip)', async () => {
    const user = await buildUser(testApp.database.db);
    const response = await putProfile(user.id, await authHeader(testApp.app, user), {
      ...validProfile,
      fname: 'B0b',
      lname: 'Sm1th',
      zip: '1',
    });
    expect(response.json()).toMatchObject({ msg: 'First name must contain only letters.' });
    expect(response.json<{ details: unknown[] }>().details).toHaveLength(3);
  });
});
