import { sql, type SQL } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { providerCache, rateLimits, sessions } from '#server/db/schema';
import { buildUser } from '#tests/factories/users';
import { testConfig, useTestApp } from '#tests/setup/test-app';
import { createHousekeepingRepository } from './housekeeping.repository';
import { createHousekeepingService } from './housekeeping.service';

const testApp = useTestApp();
const silent = { info: () => undefined, warn: () => undefined };

function housekeeping() {
  return createHousekeepingService({
    housekeepingRepository: createHousekeepingRepository(testApp.db),
    config: testConfig({ AUTH_RATE_LIMIT_WINDOW_SECONDS: '900' }),
    log: silent,
  });
}

const ago = (interval: string) => sql`now() - ${interval}::interval`;
const ahead = (interval: string) => sql`now() + ${interval}::interval`;

describe('housekeeping', () => {
  it('prunes expired cache entries, ended rate-limit windows and ended sessions, and keeps the rest', async () => {
    const db = testApp.db;
    await db.delete(providerCache);
    await db.delete(rateLimits);
    await db.insert(providerCache).values([
      { key: 'expired', value: {}, expiresAt: ago('1 minute') },
      { key: 'live', value: {}, expiresAt: ahead('1 hour') },
    ]);
    await db.insert(rateLimits).values([
      { key: 'ended', windowStartedAt: ago('2 hours'), count: 3 },
      { key: 'current', windowStartedAt: ago('5 minutes'), count: 3 },
    ]);
    const user = await buildUser(db);
    type SessionColumns = { expiresAt?: SQL; revokedAt?: SQL; rotatedAt?: SQL };
    const session = (tokenHash: string, columns: SessionColumns) => ({
      userId: user.id,
      familyId: crypto.randomUUID(),
      tokenHash,
      expiresAt: ahead('30 days'),
      ...columns,
    });
    await db.insert(sessions).values([
      session('expired', { expiresAt: ago('1 second') }),
      session('revoked-long-ago', { revokedAt: ago('2 days') }),
      session('revoked-just-now', { revokedAt: ago('1 minute') }),
      // Rotated and live: reuse detection needs it until it expires.
      session('rotated', { rotatedAt: ago('3 days') }),
      session('live', {}),
    ]);

    const pruned = await housekeeping().runOnce();
    expect(pruned).toEqual({ providerCache: 1, rateLimits: 1, sessions: 2 });

    const keys = (rows: { key: string }[]) => rows.map((row) => row.key).sort();
    expect(keys(await db.select({ key: providerCache.key }).from(providerCache))).toEqual(['live']);
    expect(keys(await db.select({ key: rateLimits.key }).from(rateLimits))).toEqual(['current']);
    const left = await db.select({ key: sessions.tokenHash }).from(sessions);
    expect(keys(left)).toEqual(['live', 'revoked-just-now', 'rotated']);
  });

  it('prunes nothing a second time', async () => {
    await housekeeping().runOnce();
    expect(await housekeeping().runOnce()).toEqual({
      providerCache: 0,
      rateLimits: 0,
      sessions: 0,
    });
  });
});

describe('the housekeeping timer', () => {
  it('runs a pass every HOUSEKEEPING_INTERVAL_MINUTES, survives a failed pass, and stops', async () => {
    vi.useFakeTimers();
    try {
      const prune = vi
        .fn()
        .mockRejectedValueOnce(new Error('connection refused'))
        .mockResolvedValue({ providerCache: 0, rateLimits: 0, sessions: 0 });
      const warn = vi.fn();
      const stop = createHousekeepingService({
        housekeepingRepository: { prune },
        config: testConfig({ HOUSEKEEPING_INTERVAL_MINUTES: '10' }),
        log: { info: () => undefined, warn },
      }).start();
      await vi.advanceTimersByTimeAsync(9 * 60 * 1000);
      expect(prune).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(60 * 1000);
      expect(prune).toHaveBeenCalledTimes(1);
      expect(warn).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(10 * 60 * 1000);
      expect(prune).toHaveBeenCalledTimes(2);
      stop();
      await vi.advanceTimersByTimeAsync(30 * 60 * 1000);
      expect(prune).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });
});
