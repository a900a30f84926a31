// Attempt limits on logging in and registering, with the default configuration and lowered.
import { describe, expect, it } from 'vitest';
import { loadConfig } from '#server/config';
import { useTestApp } from '#tests/setup/test-app';
import { buildUser, validRegisterBody } from '#tests/factories/users';

describe('attempt limits with the default configuration', () => {
  const defaults = loadConfig({});
  const limited = useTestApp({
    freshUsers: false,
    env: {
      AUTH_RATE_LIMIT_PER_EMAIL: String(defaults.AUTH_RATE_LIMIT_PER_EMAIL),
      AUTH_RATE_LIMIT_PER_IP: String(defaults.AUTH_RATE_LIMIT_PER_IP),
      AUTH_RATE_LIMIT_WINDOW_SECONDS: String(defaults.AUTH_RATE_LIMIT_WINDOW_SECONDS),
    },
  });

  const loginFrom = (ip: string, payload: object, headers: Record<string, string> = {}) =>
    limited.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload,
      remoteAddress: ip,
      headers,
    });

  it('lets 40 successful logins in a row from one address with one email all succeed', async () => {
    const user = await buildUser(limited.database.db);
    for (let i = 0; i < 40; i += 1) {
      const response = await loginFrom('10.1.0.1', { email: user.email, password: user.password });
      expect(response.statusCode).toBe(200);
    }
  });

  it('answers 429 with Retry-After on the 11th wrong password, yet another address still gets in', async () => {
    const user = await buildUser(limited.database.db);
    const wrong = { email: user.email, password: 'wrong-password' };
    for (let i = 0; i < 10; i += 1) {
      expect((await loginFrom('10.1.1.1', wrong)).statusCode).toBe(401);
    }
    const refused = await loginFrom('10.1.1.1', wrong);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      msg: 'Too many attempts. Please try again later.',
      code: 'rate_limited',
    });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(defaults.AUTH_RATE_LIMIT_WINDOW_SECONDS);
    // The right password from the locked address waits for the window too.
    const sameAddress = await loginFrom('10.1.1.1', { email: user.email, password: user.password });
    expect(sameAddress.statusCode).toBe(429);

    const elsewhere = await loginFrom('10.1.1.2', { email: user.email, password: user.password });
    expect(elsewhere.statusCode).toBe(200);
  });

  it('lets no more than 10 of 15 parallel wrong passwords through to the password check', async () => {
    const user = await buildUser(limited.database.db);
    const wrong = { email: user.email, password: 'wrong-password' };
    const responses = await Promise.all(
      Array.from({ length: 15 }, () => loginFrom('10.1.4.1', wrong)),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(5);
  });

  it('clears the failures counted against an email when its owner logs in', async () => {
    const user = await buildUser(limited.database.db);
    const wrong = { email: user.email, password: 'wrong-password' };
    for (let i = 0; i < 9; i += 1) await loginFrom('10.1.2.1', wrong);
    expect(
      (await loginFrom('10.1.2.1', { email: user.email, password: user.password })).statusCode,
    ).toBe(200);
    for (let i = 0; i < 10; i += 1) {
      expect((await loginFrom('10.1.2.1', wrong)).statusCode).toBe(401);
    }
    expect((await loginFrom('10.1.2.1', wrong)).statusCode).toBe(429);
  });

  it('ignores X-Forwarded-For unless TRUST_PROXY is set, so a client cannot pick its address', async () => {
    const user = await buildUser(limited.database.db);
    const wrong = { email: user.email, password: 'wrong-password' };
    for (let i = 0; i < 10; i += 1) {
      await loginFrom('10.1.3.1', wrong, { 'x-forwarded-for': `192.0.2.${i + 1}` });
    }
    const refused = await loginFrom('10.1.3.1', wrong, { 'x-forwarded-for': '192.0.2.99' });
    expect(refused.statusCode).toBe(429);
  });
});

describe('attempt limits, lowered', () => {
  const limited = useTestApp({
    freshUsers: false,
    env: { AUTH_RATE_LIMIT_PER_EMAIL: '3', AUTH_RATE_LIMIT_PER_IP: '8' },
  });

  const attempt = (url: string, payload: object, ip = '127.0.0.1', headers = {}) =>
    limited.app.inject({ method: 'POST', url, payload, remoteAddress: ip, headers });

  it('counts only failed logins: the right password after a few wrong ones from other addresses gets in', async () => {
    const user = await buildUser(limited.database.db);
    for (let i = 0; i < 3; i += 1) {
      const response = await attempt(
        '/api/user/login',
        { email: user.email, password: 'wrong-password' },
        `10.0.0.${i + 1}`,
      );
      expect(response.statusCode).toBe(401);
    }
    const response = await attempt(
      '/api/user/login',
      { email: user.email, password: user.password },
      '10.0.0.9',
    );
    expect(response.statusCode).toBe(200);
  });

  it('answers 429 once one email has failed too often across all addresses', async () => {
    const user = await buildUser(limited.database.db);
    // Three failures from each of five addresses: 15, the cap across addresses (3 × 5).
    for (let i = 0; i < 15; i += 1) {
      const response = await attempt(
        '/api/user/login',
        { email: user.email, password: 'wrong-password' },
        `10.0.4.${Math.floor(i / 3) + 1}`,
      );
      expect(response.statusCode).toBe(401);
    }
    const response = await attempt(
      '/api/user/login',
      { email: user.email, password: user.password },
      '10.0.4.99',
    );
    expect(response.statusCode).toBe(429);
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('answers 429 after too many failed logins from one IP across emails', async () => {
    const ip = '10.0.1.1';
    for (let i = 0; i < 8; i += 1) {
      const response = await attempt(
        '/api/user/login',
        { email: `ip-${i}@example.com`, password: 'wrong-password' },
        ip,
      );
      expect(response.statusCode).toBe(401);
    }
    const response = await attempt(
      '/api/user/login',
      { email: 'ip-last@example.com', password: 'wrong-password' },
      ip,
    );
    expect(response.statusCode).toBe(429);
    expect(response.json()).toMatchObject({ code: 'rate_limited' });
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    const otherIp = await attempt(
      '/api/user/login',
      { email: 'ip-last@example.com', password: 'wrong-password' },
      '10.0.1.2',
    );
    expect(otherIp.statusCode).toBe(401);
  });

  it('does not lock an email out of registration: a taken email keeps answering 409', async () => {
    const email = `limited-${Date.now()}@example.com`;
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      const response = await attempt(
        '/api/user/register',
        validRegisterBody({ email }),
        `10.0.2.${i + 1}`,
      );
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([201, 409, 409, 409, 409]);
  });

  it('answers 429 with Retry-After after too many registrations from one IP, successful or not', async () => {
    const ip = '10.0.3.1';
    for (let i = 0; i < 8; i += 1) {
      const response = await attempt('/api/user/register', validRegisterBody({ zip: 'bad' }), ip);
      expect(response.statusCode).toBe(400);
    }
    const statuses: number[] = [];
    for (let i = 0; i < 9; i += 1) {
      statuses.push((await attempt('/api/user/register', validRegisterBody(), ip)).statusCode);
    }
    expect(statuses.slice(0, 8)).toEqual(Array(8).fill(201));
    expect(statuses[8]).toBe(429);
    const refused = await attempt('/api/user/register', validRegisterBody(), ip);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });
});
