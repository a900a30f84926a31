import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { buildApp, type AppDeps } from '#server/app';
import { loadConfig, type Config } from '#server/config';
import type { Database, DatabaseHandle } from '#server/db/client';
import { users } from '#server/db/schema';
import { openTestDatabase } from './test-db';

export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-signing';

export function testConfig(overrides: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: '.tmp/test-data',
    // Tests hit login and register far more often than a person; the 429 tests lower these.
    AUTH_RATE_LIMIT_PER_IP: '10000',
    AUTH_RATE_LIMIT_PER_EMAIL: '10000',
    PROVIDER_RATE_LIMIT_PER_MINUTE: '10000',
    DISCOVER_RATE_LIMIT_PER_MINUTE: '10000',
    CALENDAR_RATE_LIMIT_PER_MINUTE: '10000',
    ...overrides,
  });
}

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  close(): Promise<void>;
}

/** A whole server on a fresh copy of the migrated template database. No client files. */
export async function createTestApp(
  options: { env?: Record<string, string>; deps?: Partial<AppDeps> } = {},
): Promise<TestApp> {
  const database = await openTestDatabase();
  const app = await buildApp({
    config: testConfig(options.env),
    db: database.db,
    notifications: database,
    jwtSecret: TEST_JWT_SECRET,
    clientDir: '/nonexistent',
    logger: false,
    compareResponseWriters: true,
    ...options.deps,
  });
  await app.ready();
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

export interface UsedTestApp {
  readonly app: FastifyInstance;
  readonly database: DatabaseHandle;
  readonly db: Database;
}

/**
 * The test bootstrap of an API test file (or describe block): builds the app before its tests,
 * closes it after them and, unless `freshUsers` is false, deletes every user (and by cascade their
 * trips and wishlists) before each test. The getters work inside tests and hooks, once built.
 */
export function useTestApp(
  options: Parameters<typeof createTestApp>[0] & { freshUsers?: boolean } = {},
): UsedTestApp {
  const { freshUsers = true, ...appOptions } = options;
  let current: TestApp | undefined;
  beforeAll(async () => {
    current = await createTestApp(appOptions);
  });
  afterAll(() => current?.close());
  const built = (): TestApp => {
    if (!current)
      throw new Error('useTestApp: the app is built in beforeAll; use it inside tests.');
    return current;
  };
  if (freshUsers) {
    beforeEach(async () => {
      await built().database.db.delete(users);
    });
  }
  return {
    get app() {
      return built().app;
    },
    get database() {
      return built().database;
    },
    get db() {
      return built().database.db;
    },
  };
}
