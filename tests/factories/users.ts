import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { hashPassword } from '#server/auth/passwords';
import type { Database } from '#server/db/client';
import { users } from '#server/db/schema';

export const DEFAULT_PASSWORD = 'correct-horse-battery';

let cachedHash: Promise<string> | undefined;

export interface BuiltUser {
  id: string;
  email: string;
  role: number;
  password: string;
}

/** Inserts a user straight into the database (password DEFAULT_PASSWORD unless given). */
export async function buildUser(
  db: Database,
  overrides: Partial<typeof users.$inferInsert> & { password?: string } = {},
): Promise<BuiltUser> {
  const { password, ...columns } = overrides;
  // Hashing is slow on purpose; share one hash for the default password.
  const passwordHash = password
    ? await hashPassword(password)
    : await (cachedHash ??= hashPassword(DEFAULT_PASSWORD));
  const [row] = await db
    .insert(users)
    .values({
      email: `traveller-${randomUUID()}@example.com`,
      passwordHash,
      fname: 'Ada',
      lname: 'Lovelace',
      birthday: '1990-04-12',
      city: 'Austin',
      state: 'TX',
      zip: '73301',
      ...columns,
    })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return { id: row.id, email: row.email, role: row.role, password: password ?? DEFAULT_PASSWORD };
}

/** `Authorization` header for a user, signed the way the server signs access tokens. */
export async function authHeader(
  app: FastifyInstance,
  user: { id: string; role: number },
): Promise<{ authorization: string }> {
  return { authorization: `Bearer ${await app.accessTokens.sign(user)}` };
}
