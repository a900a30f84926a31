import { createHash, randomBytes } from 'node:crypto';
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
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], issuer: ISSUER });
        if (typeof payload.sub !== 'string') throw unauthorized('Invalid token.', 'invalid_token');
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

/** A new opaque refresh token: 256 random bits, URL-safe. */
export function newRefreshToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps of a refresh token. */
export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}
