import { createHash, createHmac, randomBytes } from 'node:crypto';
import { SignJWT, errors as joseErrors, jwtVerify } from 'jose';
import { unauthorized } from '#server/errors';

export interface AuthUser {
  id: string;
  role: number;
}

export interface AccessTokens {
  sign(user: AuthUser): Promise<string>;
  /** Throws a 401 AppError for a missing, malformed, forged or expired token. */
  verify(token: string): Promise<AuthUser>;
}

const ISSUER = 'getaway-planner';

/** User ids are UUIDs; a token naming anything else was not issued by us. */
const USER_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function createAccessTokens(secret: string, ttlSeconds: number): AccessTokens {
  // Imported once: given raw bytes, jose would import the key again on every sign and verify.
  const keyReady = crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  );
  return {
    sign: async (user) =>
      new SignJWT({ role: user.role })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(user.id)
        .setIssuer(ISSUER)
        .setIssuedAt()
        .setExpirationTime(`${ttlSeconds}s`)
        .sign(await keyReady),
    verify: async (token) => {
      const key = await keyReady;
      try {
        // Every token we sign has `exp` and `sub`; one without them never expires or names no one.
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          issuer: ISSUER,
          requiredClaims: ['exp', 'sub'],
        });
        if (typeof payload.sub !== 'string' || !USER_ID.test(payload.sub)) {
          throw unauthorized('Invalid token.', 'invalid_token');
        }
        return { id: payload.sub, role: typeof payload.role === 'number' ? payload.role : 0 };
      } catch (error) {
        if (error instanceof joseErrors.JWTExpired) {
          throw unauthorized('Your session has expired.', 'token_expired');
        }
        throw unauthorized('Invalid token.', 'invalid_token');
      }
    },
  };
}

/** A new opaque bearer token (a refresh token, a calendar link's): 256 random bits, URL-safe. */
export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

/** A new opaque refresh token: 256 random bits, URL-safe. */
export const newRefreshToken = newOpaqueToken;

/**
 * The refresh token that follows `token` in its session: derived with a server secret rather than
 * drawn at random, so a refresh that raced another one (two tabs, a lost response) can be answered
 * with the very successor the first one got (docs/decisions/015-surviving-faults.md). Without the
 * secret the successor is as unguessable as a random token.
 */
export function createRefreshTokenSuccessor(secret: string): (token: string) => string {
  const key = createHash('sha256').update(`refresh-token-successor:${secret}`).digest();
  return (token) => createHmac('sha256', key).update(token).digest('base64url');
}

/** What the database keeps of an opaque token (a refresh token, a calendar link's): its SHA-256. */
export function hashOpaqueToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/** What the database keeps of a refresh token. */
export const hashRefreshToken = hashOpaqueToken;
