import { randomUUID } from 'node:crypto';
import type {
  LoginBody,
  Profile,
  RegisterBody,
  UpdateProfileBody,
  UserInfo,
} from '#shared/contracts/users';
import { dummyPasswordHash, hashPassword, verifyPassword } from '#server/auth/passwords';
import {
  hashRefreshToken,
  newRefreshToken,
  type AccessTokens,
  type AuthUser,
} from '#server/auth/tokens';
import type { Config } from '#server/config';
import { conflict, notFound, unauthorized } from '#server/errors';
import type { SessionRow, SessionsRepository } from './sessions.repository';
import { toProfile, toUserInfo } from './users.presenter';
import type { UserRow, UsersRepository } from './users.repository';

const userErrors = {
  emailTaken: () => conflict('An account with this email already exists.', 'email_taken'),
  invalidCredentials: () => unauthorized('Invalid email or password.', 'invalid_credentials'),
  userNotFound: () => notFound('User not found', 'user_not_found'),
  noSession: () => unauthorized('Please log in.', 'refresh_token_missing'),
  sessionEnded: () =>
    unauthorized('Your session has ended. Please log in again.', 'refresh_token_invalid'),
  sessionReused: () =>
    unauthorized('Your session has ended. Please log in again.', 'refresh_token_reused'),
};

const DAY_MS = 24 * 60 * 60 * 1000;
/** How long a rotated refresh token may still be presented without counting as reuse (D27). */
export const REFRESH_GRACE_MS = 10_000;
/** How many successors a raced refresh may walk to reach the family's live token. */
const MAX_SUCCESSOR_STEPS = 5;

export interface UsersServiceDeps {
  usersRepository: UsersRepository;
  sessionsRepository: SessionsRepository;
  accessTokens: AccessTokens;
  /** The refresh token that follows a given one (createRefreshTokenSuccessor). */
  refreshTokenSuccessor: (token: string) => string;
  config: Pick<Config, 'REFRESH_TOKEN_TTL_DAYS'>;
  now?: () => Date;
}

/** What a login hands out: the access token for the body and the refresh token for the cookie. */
export interface IssuedSession {
  accesstoken: string;
  refreshToken: string;
}

/** Accounts and sessions: registration, login, refresh-token rotation, the caller's profile. */
export function createUsersService(deps: UsersServiceDeps) {
  const { usersRepository, sessionsRepository, accessTokens, refreshTokenSuccessor, config } = deps;
  const now = deps.now ?? (() => new Date());
  // Computed now, so even the first login for an unknown email costs one hash, not two.
  void dummyPasswordHash();

  const refreshExpiry = () => new Date(now().getTime() + config.REFRESH_TOKEN_TTL_DAYS * DAY_MS);

  /** Starts a new session family for a user (one per login). */
  async function startSession(user: UserRow): Promise<IssuedSession> {
    const refreshToken = newRefreshToken();
    await sessionsRepository.insertSession({
      userId: user.id,
      familyId: randomUUID(),
      tokenHash: hashRefreshToken(refreshToken),
      expiresAt: refreshExpiry(),
    });
    const accesstoken = await accessTokens.sign({ id: user.id, role: user.role });
    return { accesstoken, refreshToken };
  }

  const isLive = (session: SessionRow) =>
    !session.rotatedAt && !session.revokedAt && session.expiresAt > now();
  const isInGrace = (session: SessionRow) =>
    !session.revokedAt &&
    session.expiresAt > now() &&
    session.rotatedAt !== null &&
    now().getTime() - session.rotatedAt.getTime() <= REFRESH_GRACE_MS;

  /**
   * A token rotated moments ago (two tabs refreshed at once, or the answer was lost): follows its
   * successors to the family's live token and answers that one, so every racer ends up holding
   * the same refresh token. Undefined when the chain does not lead to a live token.
   */
  async function currentTokenOf(session: SessionRow, token: string): Promise<string | undefined> {
    let current = token;
    for (let step = 0; step < MAX_SUCCESSOR_STEPS; step += 1) {
      current = refreshTokenSuccessor(current);
      const next = await sessionsRepository.findSessionByTokenHash(hashRefreshToken(current));
      if (!next || next.familyId !== session.familyId) return undefined;
      if (isLive(next)) return current;
      if (!isInGrace(next)) return undefined;
    }
    return undefined;
  }

  /** The caller's own user row; another's id answers 404 exactly like a missing one
   * (docs/PRODUCT-RULES.md#ownership). */
  async function getOwnUser(caller: AuthUser, id: string): Promise<UserRow> {
    if (id !== caller.id) throw userErrors.userNotFound();
    const row = await usersRepository.findUserById(id);
    if (!row) throw userErrors.userNotFound();
    return row;
  }

  return {
    // Attempt limits are declared on the login and register routes and enforced around them.
    async register(body: RegisterBody): Promise<IssuedSession> {
      // A quick answer for the common case; insertUser settles races on the unique index.
      if (await usersRepository.findUserByEmail(body.email)) throw userErrors.emailTaken();
      const { password, ...profile } = body;
      const user = await usersRepository.insertUser({
        ...profile,
        passwordHash: await hashPassword(password),
        role: 0,
      });
      if (!user) throw userErrors.emailTaken();
      return startSession(user);
    },

    async login(body: LoginBody): Promise<IssuedSession> {
      const user = await usersRepository.findUserByEmail(body.email);
      // Verify even when the email is unknown, so the answer takes as long either way.
      const isValid = await verifyPassword(
        body.password,
        user?.passwordHash ?? (await dummyPasswordHash()),
      );
      if (!user || !isValid) throw userErrors.invalidCredentials();
      await sessionsRepository.deleteExpiredSessions(user.id);
      return startSession(user);
    },

    /**
     * Trades a live refresh token for its successor in the same family and a new access token. A
     * token rotated in the last 10 seconds answers the family's current token instead (a race,
     * not a theft); one rotated earlier means it was copied: the whole family is revoked
     * (docs/PRODUCT-RULES.md#sessions, docs/decisions/015-surviving-faults.md).
     */
    async refresh(refreshToken: string | undefined): Promise<IssuedSession> {
      if (!refreshToken) throw userErrors.noSession();
      const tokenHash = hashRefreshToken(refreshToken);
      const nextToken = refreshTokenSuccessor(refreshToken);
      const rotated = await sessionsRepository.rotateSession(tokenHash, {
        tokenHash: hashRefreshToken(nextToken),
        expiresAt: refreshExpiry(),
      });
      let userId = rotated?.userId;
      let issuedToken = nextToken;
      if (!rotated) {
        const session = await sessionsRepository.findSessionByTokenHash(tokenHash);
        if (!session?.rotatedAt) throw userErrors.sessionEnded();
        const current = isInGrace(session)
          ? await currentTokenOf(session, refreshToken)
          : undefined;
        if (!current) {
          await sessionsRepository.revokeFamily(session.familyId);
          throw userErrors.sessionReused();
        }
        userId = session.userId;
        issuedToken = current;
      }
      const user = userId ? await usersRepository.findUserById(userId) : undefined;
      if (!user) throw userErrors.sessionEnded();
      const accesstoken = await accessTokens.sign({ id: user.id, role: user.role });
      return { accesstoken, refreshToken: issuedToken };
    },

    /** Revokes the refresh token's family, if the token is known. Safe to call without one. */
    async logout(refreshToken: string | undefined): Promise<void> {
      if (!refreshToken) return;
      const session = await sessionsRepository.findSessionByTokenHash(
        hashRefreshToken(refreshToken),
      );
      if (session) await sessionsRepository.revokeFamily(session.familyId);
    },

    async getUserInfo(caller: AuthUser): Promise<UserInfo> {
      const row = await usersRepository.findUserById(caller.id);
      if (!row) throw userErrors.userNotFound();
      return toUserInfo(row);
    },

    async getProfile(caller: AuthUser, id: string): Promise<Profile> {
      return toProfile(await getOwnUser(caller, id));
    },

    async updateProfile(caller: AuthUser, id: string, body: UpdateProfileBody): Promise<Profile> {
      if (id !== caller.id) throw userErrors.userNotFound();
      const row = await usersRepository.updateUser(id, body);
      if (!row) throw userErrors.userNotFound();
      return toProfile(row);
    },
  };
}
