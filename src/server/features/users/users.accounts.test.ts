import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '#server/db/schema';
import { useTestApp } from '#tests/setup/test-app';
import {
  buildUser,
  refreshCookieOf,
  registerViaApi,
  validRegisterBody,
} from '#tests/factories/users';

const testApp = useTestApp({ freshUsers: false });

function register(payload: unknown) {
  return testApp.app.inject({
    method: 'POST',
    url: '/api/user/register',
    payload: payload as object,
  });
}
function login(payload: unknown) {
  return testApp.app.inject({ method: 'POST', url: '/api/user/login', payload: payload as object });
}
function info(accesstoken: string) {
  return testApp.app.inject({
    method: 'GET',
    url: '/api/user/infor',
    headers: { authorization: `Bearer ${accesstoken}` },
  });
}

describe('POST /api/user/register', () => {
  it('creates the account and answers 201 with an access token that works', async () => {
    const body = validRegisterBody();
    const response = await register(body);
    expect(response.statusCode).toBe(201);
    const { accesstoken } = response.json<{ accesstoken: string }>();
    expect(Object.keys(response.json())).toEqual(['accesstoken']);

    const me = await info(accesstoken);
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({
      fname: 'Grace',
      lname: 'Hopper',
      email: body.email,
      role: 0,
    });
  });

  it('sets the refresh token as an httpOnly, SameSite=Strict cookie scoped to /api/user', async () => {
    const response = await register(validRegisterBody());
    const header = String(response.headers['set-cookie']);
    expect(header).toMatch(/^refreshtoken=[A-Za-z0-9_-]{43};/);
    expect(header).toContain('HttpOnly');
    expect(header).toContain('SameSite=Strict');
    expect(header).toContain('Path=/api/user');
    expect(header).toContain(`Max-Age=${30 * 24 * 60 * 60}`);
    expect(header).not.toContain('Secure');
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('stores the email lower-case and the password only as a scrypt hash', async () => {
    const { body } = await registerViaApi(testApp.app, {
      email: `  Mixed.Case-${Date.now()}@Example.COM `,
    });
    const email = String(body.email).trim().toLowerCase();
    const [row] = await testApp.database.db.select().from(users).where(eq(users.email, email));
    expect(row).toBeDefined();
    expect(row!.passwordHash).toMatch(/^scrypt\$/);
    expect(row!.passwordHash).not.toContain(String(body.password));
    expect(row!.role).toBe(0);
  });

  it.each([
    ['fname', 'All fields are required.'],
    ['lname', 'All fields are required.'],
    ['email', 'Email is required.'],
    ['password', 'All fields are required.'],
    ['birthday', 'All fields are required.'],
    ['city', 'All fields are required.'],
    ['state', 'Please select a state.'],
    ['zip', 'All fields are required.'],
  ])('answers 400 when %s is missing', async (field, message) => {
    const body = validRegisterBody();
    delete body[field];
    const response = await register(body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ msg: message, code: 'validation_failed' });
  });

  it.each([
    ['a badly formed email', { email: 'not-an-email' }, 'Please enter a valid email address.'],
    ['a 7-character password', { password: 'short12' }, 'Password must be at least 8 characters.'],
    ['a 4-digit zip', { zip: '1234' }, 'Zip code must be exactly 5 digits.'],
    ['a 6-digit zip', { zip: '123456' }, 'Zip code must be exactly 5 digits.'],
    ['a zip with letters', { zip: '12a45' }, 'Zip code must be exactly 5 digits.'],
    ['a zip sent as a number', { zip: 12345 }, 'All fields are required.'],
    ['state DC', { state: 'DC' }, 'Please select a state.'],
    ['a territory', { state: 'PR' }, 'Please select a state.'],
    ['a lower-case state', { state: 'tx' }, 'Please select a state.'],
    [
      'a future birthday',
      { birthday: '2999-01-01' },
      'Date of birth must be a real date in the past.',
    ],
    [
      'an impossible birthday',
      { birthday: '2001-02-30' },
      'Date of birth must be a real date in the past.',
    ],
    [
      'a birthday with a time',
      { birthday: '2001-02-03T00:00:00Z' },
      'Date of birth must be a real date in the past.',
    ],
    ['a first name with digits', { fname: 'Gr4ce' }, 'First name must contain only letters.'],
    ['a last name with digits', { lname: 'H0pper' }, 'Last name must contain only letters.'],
    ['a blank first name', { fname: '   ' }, 'All fields are required.'],
  ])('answers 400 for %s', async (_case, overrides, message) => {
    const response = await register(validRegisterBody(overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ msg: message, code: 'validation_failed' });
  });

  it('stores nothing when the input is invalid', async () => {
    const body = validRegisterBody({ zip: '1234' });
    await register(body);
    const rows = await testApp.database.db
      .select()
      .from(users)
      .where(eq(users.email, String(body.email)));
    expect(rows).toEqual([]);
  });

  it('answers 409 for an email that is already registered', async () => {
    const { email } = await registerViaApi(testApp.app);
    const response = await register(validRegisterBody({ email }));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      msg: 'An account with this email already exists.',
      code: 'email_taken',
    });
  });

  it('answers 409 for the same email in different case', async () => {
    const { email } = await registerViaApi(testApp.app);
    const response = await register(validRegisterBody({ email: email.toUpperCase() }));
    expect(response.statusCode).toBe(409);
  });

  it('lets only one of several simultaneous registrations of one email succeed', async () => {
    const email = `race-${Date.now()}@example.com`;
    const responses = await Promise.all(
      [email, email.toUpperCase(), email, ` ${email}`].map((variant) =>
        register(validRegisterBody({ email: variant })),
      ),
    );
    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409]);
    const rows = await testApp.database.db.select().from(users).where(eq(users.email, email));
    expect(rows).toHaveLength(1);
  });
});

describe('POST /api/user/login', () => {
  it('answers an access token and sets a new refresh cookie for the right password', async () => {
    const user = await buildUser(testApp.database.db);
    const response = await login({ email: user.email, password: user.password });
    expect(response.statusCode).toBe(200);
    const { accesstoken } = response.json<{ accesstoken: string }>();
    expect((await info(accesstoken)).json()).toMatchObject({ _id: user.id, email: user.email });
    expect(refreshCookieOf(response)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const header = String(response.headers['set-cookie']);
    expect(header).toContain('HttpOnly');
    expect(header).toContain('SameSite=Strict');
    expect(header).toContain('Path=/api/user');
  });

  it('accepts the email in any case and with surrounding spaces', async () => {
    const user = await buildUser(testApp.database.db);
    const response = await login({
      email: ` ${user.email.toUpperCase()} `,
      password: user.password,
    });
    expect(response.statusCode).toBe(200);
  });

  it('carries the stored role in the access token and in infor', async () => {
    const admin = await buildUser(testApp.database.db, { role: 1 });
    const response = await login({ email: admin.email, password: admin.password });
    const me = await info(response.json<{ accesstoken: string }>().accesstoken);
    expect(me.json()).toMatchObject({ role: 1 });
  });

  it('answers 401 for a wrong password', async () => {
    const user = await buildUser(testApp.database.db);
    const response = await login({ email: user.email, password: 'wrong-password' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      msg: 'Invalid email or password.',
      code: 'invalid_credentials',
    });
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('answers the same 401 for an email nobody registered', async () => {
    const response = await login({ email: 'nobody@example.com', password: 'whatever-it-is' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      msg: 'Invalid email or password.',
      code: 'invalid_credentials',
    });
  });

  it.each([
    ['no email', { password: 'something-long' }, 'Email is required.'],
    ['no password', { email: 'a@example.com' }, 'Password is required.'],
    ['an empty password', { email: 'a@example.com', password: '' }, 'Password is required.'],
    [
      'a badly formed email',
      { email: 'a@', password: 'something-long' },
      'Please enter a valid email address.',
    ],
  ])('answers 400 for %s', async (_case, payload, message) => {
    const response = await login(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ msg: message, code: 'validation_failed' });
  });
});

describe('what responses never contain', () => {
  it('never returns the password or its hash from any accounts call', async () => {
    const registered = await registerViaApi(testApp.app);
    const [row] = await testApp.database.db
      .select()
      .from(users)
      .where(eq(users.email, registered.email));
    const auth = { authorization: `Bearer ${registered.accesstoken}` };
    const responses = [
      await login({ email: registered.email, password: registered.password }),
      await login({ email: registered.email, password: 'wrong-password' }),
      await info(registered.accesstoken),
      await testApp.app.inject({
        method: 'GET',
        url: `/api/user/profile/${row!.id}`,
        headers: auth,
      }),
      await testApp.app.inject({
        method: 'PUT',
        url: `/api/user/profile/${row!.id}`,
        headers: auth,
        payload: {
          fname: 'Grace',
          lname: 'Hopper',
          birthday: '1985-12-09',
          city: 'Reno',
          state: 'NV',
          zip: '89501',
        },
      }),
      await testApp.app.inject({
        method: 'GET',
        url: '/api/user/refresh_token',
        cookies: { refreshtoken: registered.refreshCookie },
      }),
    ];
    for (const response of responses) {
      // No field named password or password_hash/passwordHash, whatever its value.
      expect(response.body).not.toMatch(/"password[_a-z]*"\s*:/i);
      expect(response.body).not.toContain(row!.passwordHash);
      expect(response.body).not.toContain('scrypt');
      expect(response.body).not.toContain(registered.password);
    }
  });
});
