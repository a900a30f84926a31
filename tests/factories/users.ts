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

/** A register body that passes every rule; each call gets its own email. */
export function validRegisterBody(
  overrides: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    fname: 'Grace',
    lname: 'Hopper',
    email: `traveller-${randomUUID()}@example.com`,
    password: DEFAULT_PASSWORD,
    birthday: '1985-12-09',
    city: 'Arlington',
    state: 'VA',
    zip: '22201',
    ...overrides,
  };
}

export interface RegisteredUser {
  accesstoken: string;
  /** The refresh token's value, to send back as `cookies: { refreshtoken }`. */
  refreshCookie: string;
  /** What was sent to register. */
  body: Record<string, unknown>;
  email: string;
  password: string;
}

/** Registers through the API (so the refresh cookie is real) and answers what it handed out. */
export async function registerViaApi(
  app: FastifyInstance,
  overrides: Record<string, unknown> = {},
): Promise<RegisteredUser> {
  const body = validRegisterBody(overrides);
  const response = await app.inject({ method: 'POST', url: '/api/user/register', payload: body });
  if (response.statusCode !== 201) {
    throw new Error(`register answered ${response.statusCode}: ${response.body}`);
  }
  return {
    accesstoken: response.json<{ accesstoken: string }>().accesstoken,
    refreshCookie: refreshCookieOf(response),
    body,
    email: String(body.email).toLowerCase(),
    password: String(body.password),
  };
}

/** The refresh token a response set, or throws when it set none. */
export function refreshCookieOf(response: { cookies: { name: string; value: string }[] }): string {
  const cookie = response.cookies.find((c) => c.name === 'refreshtoken');
  if (!cookie?.value) throw new Error('no refresh cookie was set');
  return cookie.value;
}

/** A traveller with a token, and a second one whose calls must never reach the first's data. */
export async function buildTwoTravellers(app: FastifyInstance, db: Database) {
  const owner = await buildUser(db);
  const other = await buildUser(db);
  return {
    owner,
    other,
    ownerHeaders: await authHeader(app, owner),
    otherHeaders: await authHeader(app, other),
  };
}
