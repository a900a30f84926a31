import type { FastifyInstance } from 'fastify';
import { buildApp, type AppDeps } from '#server/app';
import { loadConfig, type Config } from '#server/config';
import type { DatabaseHandle } from '#server/db/client';
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
    jwtSecret: TEST_JWT_SECRET,
    clientDir: '/nonexistent',
    logger: false,
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
