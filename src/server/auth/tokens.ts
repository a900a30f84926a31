import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { SignJWT } from 'jose';
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

const BASE64URL = /^[A-Za-z0-9_-]+$/;

function decodeJson(part: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Checks an HS256 token as jose's `jwtVerify` did (signature, `alg`, no `crit`, issuer, `exp`
 * required and in the future, `nbf` passed, `iat` a number, `sub` a user id), with node:crypto's
 * HMAC in the calling thread: Web Crypto's verify was a job of its own on every signed-in call,
 * about 7% of the server's CPU in the PostgreSQL trip-list profile (docs/PERFORMANCE.md).
 */
function verifyAccessToken(token: string, secret: Buffer): AuthUser & { exp: number } {
  const invalid = () => unauthorized('Invalid token.', 'invalid_token');
  const parts = token.split('.');
  const [header, payload, signature] = parts;
  if (parts.length !== 3 || !header || !payload || !signature) throw invalid();
  if (!BASE64URL.test(header) || !BASE64URL.test(payload) || !BASE64URL.test(signature)) {
    throw invalid();
  }
  const expected = createHmac('sha256', secret).update(`${header}.${payload}`).digest();
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw invalid();
  const head = decodeJson(header);
  if (!head || head.alg !== 'HS256' || 'crit' in head || 'b64' in head) throw invalid();
  const claims = decodeJson(payload);
  if (!claims || claims.iss !== ISSUER) throw invalid();
  const now = Math.floor(Date.now() / 1000);
  const { exp, nbf, iat, sub, role } = claims;
  if (typeof exp !== 'number' || !Number.isFinite(exp)) throw invalid();
  if (nbf !== undefined && (typeof nbf !== 'number' || nbf > now)) throw invalid();
  if (iat !== undefined && typeof iat !== 'number') throw invalid();
  if (exp <= now) throw unauthorized('Your session has expired.', 'token_expired');
  if (typeof sub !== 'string' || !USER_ID.test(sub)) throw invalid();
  return { id: sub, role: typeof role === 'number' ? role : 0, exp };
}

/** Tokens remembered as verified at most; past it, memory starts over. */
const VERIFIED_TOKENS = 10_000;

export function createAccessTokens(secret: string, ttlSeconds: number): AccessTokens {
  const secretBytes = Buffer.from(secret, 'utf8');
  const verified = new Map<string, AuthUser & { exp: number }>();
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
      // The same token is checked on every call of a session: its signature and claims are
      // checked once, then only its expiry (a token's validity depends on nothing else).
      let known = verified.get(token);
      if (!known) {
        known = verifyAccessToken(token, secretBytes);
        if (verified.size >= VERIFIED_TOKENS) verified.clear();
        verified.set(token, known);
      }
      if (known.exp <= Math.floor(Date.now() / 1000)) {
        verified.delete(token);
        throw unauthorized('Your session has expired.', 'token_expired');
      }
      return { id: known.id, role: known.role };
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
