import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

// N=2^15, r=8, p=1: OWASP's scrypt minimum; ~50 ms here. maxmem must cover 128*N*r bytes.
const PARAMS = { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };
const KEY_LENGTH = 64;

function derive(
  password: string,
  salt: Buffer,
  keyLength = KEY_LENGTH,
  params: ScryptOptions = PARAMS,
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, keyLength, params, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** `scrypt$N$r$p$salt$hash`, so the cost can be raised later without breaking old hashes. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt);
  return [
    'scrypt',
    PARAMS.N,
    PARAMS.r,
    PARAMS.p,
    salt.toString('base64'),
    key.toString('base64'),
  ].join('$');
}

/**
 * Reads the cost parameters of a stored hash, within bounds: a corrupt or hostile row must not
 * make us burn seconds of CPU or gigabytes of memory, or throw.
 */
function parseStoredHash(stored: string) {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return undefined;
  const [, n, r, p, salt, hash] = parts as [string, string, string, string, string, string];
  const cost = { N: Number(n), r: Number(r), p: Number(p) };
  const isPowerOfTwo = Number.isInteger(Math.log2(cost.N));
  if (!isPowerOfTwo || cost.N < 2 ** 10 || cost.N > 2 ** 17) return undefined;
  if (!Number.isInteger(cost.r) || cost.r < 1 || cost.r > 8) return undefined;
  if (!Number.isInteger(cost.p) || cost.p < 1 || cost.p > 4) return undefined;
  const saltBytes = Buffer.from(salt, 'base64');
  const expected = Buffer.from(hash, 'base64');
  if (saltBytes.length < 8 || expected.length < 16 || expected.length > 128) return undefined;
  return { cost, salt: saltBytes, expected };
}

/** Constant-time check of a password against a stored hash; false (never a throw) for a bad hash. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseStoredHash(stored);
  if (!parsed) return false;
  const { cost, salt, expected } = parsed;
  // The parameters are within bounds, so scrypt failing here is a bug: it propagates (500, logged).
  const actual = await derive(password, salt, expected.length, {
    ...cost,
    maxmem: Math.max(PARAMS.maxmem, 256 * cost.N * cost.r),
  });
  return timingSafeEqual(actual, expected);
}

let dummyHash: Promise<string> | undefined;
/**
 * A hash to verify against when the email is unknown, so a login for a missing account takes as
 * long as one with a wrong password (no user enumeration by timing).
 */
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  return dummyHash;
}
