import type { AddressInfo, Server } from 'node:net';
import { afterAll, expect } from 'vitest';
import { buildApp } from '#server/app';
import type { DatabaseHandle } from '#server/db/client';
import { TEST_JWT_SECRET, testConfig } from './test-app';

// Short database timeouts, so a fault test sees the 503 in well under a second.
export const TIMEOUTS = { connectTimeoutMs: 300, statementTimeoutMs: 500, poolWaitTimeoutMs: 400 };

export async function appWithShortTimeouts(database: DatabaseHandle) {
  return buildApp({
    config: testConfig({
      DATABASE_CONNECT_TIMEOUT_MS: '300',
      DATABASE_STATEMENT_TIMEOUT_MS: '500',
      DATABASE_POOL_WAIT_TIMEOUT_MS: '400',
    }),
    db: database.db,
    jwtSecret: TEST_JWT_SECRET,
    clientDir: '/nonexistent',
    logger: false,
  });
}

export function listening(server: Server): Promise<number> {
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  );
}

export const expectUnavailable = (response: { statusCode: number; json(): unknown }) => {
  expect(response.statusCode).toBe(503);
  expect(response.json()).toEqual({ msg: expect.any(String), code: 'database_unavailable' });
};

/** What a test file opens, closed in reverse order once its tests are done. */
export function closeAfterAll(): (() => Promise<unknown>)[] {
  const closers: (() => Promise<unknown>)[] = [];
  afterAll(async () => {
    for (const close of closers.reverse()) await close();
  });
  return closers;
}
