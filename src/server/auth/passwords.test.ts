import { describe, expect, it } from 'vitest';
import { dummyPasswordHash, hashPassword, verifyPassword } from './passwords';

describe('passwords', () => {
  it('stores a salted scrypt hash, never the password', async () => {
    const hash = await hashPassword('correct-horse-battery');
    expect(hash).toMatch(/^scrypt\$32768\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(hash).not.toContain('correct-horse-battery');
  });

  it('gives the same password a different hash each time', async () => {
    expect(await hashPassword('same-password')).not.toBe(await hashPassword('same-password'));
  });

  it('verifies the right password and refuses a wrong one', async () => {
    const hash = await hashPassword('correct-horse-battery');
    expect(await verifyPassword('correct-horse-battery', hash)).toBe(true);
    expect(await verifyPassword('correct-horse-batterz', hash)).toBe(false);
    expect(await verifyPassword('', hash)).toBe(false);
  });

  it('treats differently composed unicode of one password as the same', async () => {
    const hash = await hashPassword('Ame\u0301lie-secret');
    expect(await verifyPassword('Am\u00e9lie-secret', hash)).toBe(true);
  });

  it.each([
    ['an empty string', ''],
    ['another scheme', 'bcrypt$2b$10$abcdefghijklmnopqrstuv'],
    ['missing parts', 'scrypt$32768$8$1$c2FsdA=='],
    ['non-numeric costs', 'scrypt$N$r$p$c2FsdHNhbHQ=$aGFzaGhhc2hoYXNoaGFzaA=='],
    ['a cost that is not a power of two', 'scrypt$1000$8$1$c2FsdHNhbHQ=$aGFzaGhhc2hoYXNoaGFzaA=='],
    ['a cost too large to compute', 'scrypt$1073741824$8$1$c2FsdHNhbHQ=$aGFzaGhhc2hoYXNoaGFzaA=='],
    ['an empty salt', 'scrypt$32768$8$1$$aGFzaGhhc2hoYXNoaGFzaA=='],
    ['an empty hash', 'scrypt$32768$8$1$c2FsdHNhbHQ=$'],
    ['too many parts', 'scrypt$32768$8$1$c2FsdHNhbHQ=$aGFzaA==$extra'],
  ])('answers false, without throwing, for a stored hash with %s', async (_case, stored) => {
    await expect(verifyPassword('any-password', stored)).resolves.toBe(false);
  });

  it('accepts older hashes with a lower cost', async () => {
    // What a hash made with N=2^14 looks like; the cost travels with the hash.
    const { scrypt } = await import('node:crypto');
    const salt = Buffer.from('0123456789abcdef');
    const key = await new Promise<Buffer>((resolve, reject) =>
      scrypt('old-password', salt, 64, { N: 2 ** 14, r: 8, p: 1 }, (error, derived) =>
        error ? reject(error) : resolve(derived),
      ),
    );
    const stored = `scrypt$16384$8$1$${salt.toString('base64')}$${key.toString('base64')}`;
    expect(await verifyPassword('old-password', stored)).toBe(true);
  });

  it('keeps one dummy hash to verify against for unknown emails', async () => {
    const dummy = await dummyPasswordHash();
    expect(dummy).toMatch(/^scrypt\$/);
    expect(await dummyPasswordHash()).toBe(dummy);
    expect(await verifyPassword('anything', dummy)).toBe(false);
  });
});
