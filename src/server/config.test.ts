import { describe, expect, it } from 'vitest';
import { ConfigError, configWarnings, loadConfig } from './config';

function configError(env: Record<string, string>): string {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error('loadConfig accepted a bad environment');
}

describe('loadConfig', () => {
  it('runs with an empty environment, on defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      NODE_ENV: 'development',
      HOST: 'localhost',
      PORT: 3000,
      DATA_DIR: './data',
      TRUST_PROXY: false,
      REFRESH_TOKEN_TTL_DAYS: 30,
      AUTH_RATE_LIMIT_PER_IP: 30,
      AUTH_RATE_LIMIT_PER_EMAIL: 10,
    });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.JWT_SECRET).toBeUndefined();
  });

  it('answers a frozen object', () => {
    expect(Object.isFrozen(loadConfig({}))).toBe(true);
  });

  it('reads numbers, booleans and a database URL', () => {
    const config = loadConfig({
      PORT: '8080',
      TRUST_PROXY: 'true',
      DATABASE_URL: 'postgres://user:pw@localhost:5432/app',
      AUTH_RATE_LIMIT_PER_EMAIL: '3',
    });
    expect(config).toMatchObject({
      PORT: 8080,
      TRUST_PROXY: true,
      DATABASE_URL: 'postgres://user:pw@localhost:5432/app',
      AUTH_RATE_LIMIT_PER_EMAIL: 3,
    });
  });

  it('treats blank optional variables as unset', () => {
    const config = loadConfig({ DATABASE_URL: '  ', JWT_SECRET: '', OPENAI_API_KEY: ' ' });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.JWT_SECRET).toBeUndefined();
    expect(config.OPENAI_API_KEY).toBeUndefined();
  });

  it.each([
    ['PORT', 'not-a-number'],
    ['PORT', '70000'],
    ['NODE_ENV', 'staging'],
    ['LOG_LEVEL', 'loud'],
    ['TRUST_PROXY', 'yes please'],
    ['DATABASE_URL', 'mysql://localhost/app'],
    ['JWT_SECRET', 'too-short'],
    ['ACCESS_TOKEN_TTL_SECONDS', '0'],
    ['REFRESH_TOKEN_TTL_DAYS', '-1'],
    ['AUTH_RATE_LIMIT_PER_IP', '1.5'],
    ['AUTH_RATE_LIMIT_PER_EMAIL', 'ten'],
    ['AUTH_RATE_LIMIT_WINDOW_SECONDS', 'abc'],
    ['OPENWEATHER_BASE_URL', 'ftp://example.com'],
    ['ATTRACTIONS_PROVIDER', 'google'],
  ])('names %s when it is %j', (name, value) => {
    expect(configError({ [name]: value })).toMatch(new RegExp(`^\\s+${name}: `, 'm'));
  });

  it('names every bad variable at once', () => {
    const message = configError({ PORT: 'x', JWT_SECRET: 'short', DATABASE_URL: 'sqlite://x' });
    expect(message).toContain('PORT:');
    expect(message).toContain('JWT_SECRET:');
    expect(message).toContain('DATABASE_URL:');
    expect(message.split('\n').filter((line) => /^\s+[A-Z_]+:/.test(line))).toHaveLength(3);
  });

  it('never echoes the value of a bad secret', () => {
    expect(configError({ JWT_SECRET: 'my-short-secret' })).not.toContain('my-short-secret');
  });

  it('stops in production without JWT_SECRET', () => {
    expect(configError({ NODE_ENV: 'production' })).toMatch(/JWT_SECRET: required/);
  });

  it('starts in production with a long enough JWT_SECRET', () => {
    const config = loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32) });
    expect(config.JWT_SECRET).toBe('x'.repeat(32));
  });

  it('starts in development without JWT_SECRET (one is generated and kept in DATA_DIR)', () => {
    expect(() => loadConfig({ NODE_ENV: 'development' })).not.toThrow();
  });
});

describe('configWarnings', () => {
  it('warns that instances sharing DATABASE_URL without JWT_SECRET will not share tokens', () => {
    const warnings = configWarnings(loadConfig({ DATABASE_URL: 'postgres://h/db' }));
    expect(warnings).toHaveLength(2);
    expect(warnings[0]).toContain('JWT_SECRET');
    expect(warnings[1]).toContain('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are not');
  });

  it('says nothing with shared secrets and keys, or on embedded PGlite', () => {
    expect(
      configWarnings(
        loadConfig({
          DATABASE_URL: 'postgres://h/db',
          JWT_SECRET: 'x'.repeat(32),
          VAPID_PUBLIC_KEY: 'public',
          VAPID_PRIVATE_KEY: 'private',
        }),
      ),
    ).toEqual([]);
    expect(configWarnings(loadConfig({}))).toEqual([]);
  });

  it('warns when only one of SMTP_URL and MAIL_FROM is set', () => {
    expect(configWarnings(loadConfig({ SMTP_URL: 'smtp://127.0.0.1:2525' }))).toEqual([
      'E-mail notices need both SMTP_URL and MAIL_FROM: no e-mail will be sent.',
    ]);
    expect(() => loadConfig({ SMTP_URL: 'http://mail' })).toThrow('must start with smtp://');
  });

  it('is never reached in production without JWT_SECRET: start-up refuses', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DATABASE_URL: 'postgres://h/db' })).toThrow(
      ConfigError,
    );
  });
});
