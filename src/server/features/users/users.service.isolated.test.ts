import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as passwords from '#server/auth/passwords';
import {
  createAccessTokens,
  createRefreshTokenSuccessor,
  hashRefreshToken,
} from '#server/auth/tokens';
import type { SessionRow, SessionsRepository } from './sessions.repository';
import type { UserRow, UsersRepository } from './users.repository';
import { createUsersService } from './users.service';

vi.mock('#server/auth/passwords', { spy: true });

/** In-memory stand-ins: enough to drive the service's branches without a database. */
function fakes() {
  const userRows: UserRow[] = [];
  const sessionRows: SessionRow[] = [];
  const usersRepository: UsersRepository = {
    findUserById: async (id) => userRows.find((row) => row.id === id),
    findUserByEmail: async (email) => userRows.find((row) => row.email === email),
    insertUser: async () => undefined,
    updateUser: vi.fn(async () => undefined),
  };
  const sessionsRepository: SessionsRepository = {
    insertSession: async (session) => {
      sessionRows.push({
        id: crypto.randomUUID(),
        rotatedAt: null,
        revokedAt: null,
        createdAt: new Date(),
        ...session,
      });
    },
    findSessionByTokenHash: async (hash) => sessionRows.find((row) => row.tokenHash === hash),
    rotateSession: async (hash, next) => {
      const old = sessionRows.find(
        (row) =>
          row.tokenHash === hash && !row.rotatedAt && !row.revokedAt && row.expiresAt > new Date(),
      );
      if (!old) return undefined;
      old.rotatedAt = new Date();
      await sessionsRepository.insertSession({ ...old, ...next });
      return old;
    },
    revokeFamily: vi.fn(async (familyId: string) => {
      for (const row of sessionRows) if (row.familyId === familyId) row.revokedAt ??= new Date();
    }),
    deleteExpiredSessions: async () => undefined,
  };
  const service = createUsersService({
    usersRepository,
    sessionsRepository,
    accessTokens: createAccessTokens('a-test-secret-that-is-at-least-32-characters', 60),
    refreshTokenSuccessor: createRefreshTokenSuccessor(
      'a-test-secret-that-is-at-least-32-characters',
    ),
    config: { REFRESH_TOKEN_TTL_DAYS: 30 },
  });
  return { service, userRows, sessionRows, usersRepository, sessionsRepository };
}

describe('users service', () => {
  beforeEach(() => {
    vi.mocked(passwords.verifyPassword).mockClear();
  });

  it('verifies against the dummy hash when the email is unknown', async () => {
    const { service } = fakes();
    await expect(
      service.login({ email: 'ghost@example.com', password: 'whatever-1' }),
    ).rejects.toMatchObject({ status: 401, code: 'invalid_credentials' });
    expect(passwords.verifyPassword).toHaveBeenCalledWith(
      'whatever-1',
      await passwords.dummyPasswordHash(),
    );
  });

  it('answers 401 without revoking anything for an expired token that was never rotated', async () => {
    const { service, sessionRows, sessionsRepository } = fakes();
    sessionRows.push({
      id: 's1',
      userId: 'u1',
      familyId: 'f1',
      tokenHash: hashRefreshToken('expired-token'),
      expiresAt: new Date(Date.now() - 1000),
      rotatedAt: null,
      revokedAt: null,
      createdAt: new Date(),
    });
    await expect(service.refresh('expired-token')).rejects.toMatchObject({
      code: 'refresh_token_invalid',
    });
    expect(sessionsRepository.revokeFamily).not.toHaveBeenCalled();
  });

  it('revokes the family when a token rotated over 10 seconds ago comes back', async () => {
    const { service, sessionRows, sessionsRepository } = fakes();
    sessionRows.push({
      id: 's1',
      userId: 'u1',
      familyId: 'f1',
      tokenHash: hashRefreshToken('old-token'),
      expiresAt: new Date(Date.now() + 60_000),
      rotatedAt: new Date(Date.now() - 11_000),
      revokedAt: null,
      createdAt: new Date(),
    });
    await expect(service.refresh('old-token')).rejects.toMatchObject({
      code: 'refresh_token_reused',
    });
    expect(sessionsRepository.revokeFamily).toHaveBeenCalledWith('f1');
  });

  it('answers 401 when the session is live but its user is gone', async () => {
    const { service, sessionRows } = fakes();
    sessionRows.push({
      id: 's1',
      userId: 'gone',
      familyId: 'f1',
      tokenHash: hashRefreshToken('live-token'),
      expiresAt: new Date(Date.now() + 60_000),
      rotatedAt: null,
      revokedAt: null,
      createdAt: new Date(),
    });
    await expect(service.refresh('live-token')).rejects.toMatchObject({ status: 401 });
  });

  it("refuses another user's profile before touching the database", async () => {
    const { service, usersRepository } = fakes();
    await expect(
      service.updateProfile({ id: 'me', role: 0 }, 'someone-else', {
        fname: 'A',
        lname: 'B',
        birthday: '1990-01-01',
        city: 'C',
        state: 'TX',
        zip: '12345',
      }),
    ).rejects.toMatchObject({ status: 404, message: 'User not found' });
    expect(usersRepository.updateUser).not.toHaveBeenCalled();
  });
});
