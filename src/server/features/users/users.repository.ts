import { eq, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { users } from '#server/db/schema';

export type UserRow = typeof users.$inferSelect;
export type NewUser = Pick<
  typeof users.$inferInsert,
  'email' | 'passwordHash' | 'fname' | 'lname' | 'birthday' | 'city' | 'state' | 'zip' | 'role'
>;
export type ProfileChanges = Pick<
  UserRow,
  'fname' | 'lname' | 'birthday' | 'city' | 'state' | 'zip'
> & {
  /** Unchanged when absent. */
  homeCurrency?: UserRow['homeCurrency'] | undefined;
  /** Unchanged when absent; null clears the choice. */
  locale?: UserRow['locale'] | undefined;
};

export interface UsersRepository {
  findUserById(id: string): Promise<UserRow | undefined>;
  /** `email` must already be lower-case, as stored. */
  findUserByEmail(email: string): Promise<UserRow | undefined>;
  /**
   * Inserts a user, or answers undefined when the email is taken. The unique index decides (ON
   * CONFLICT DO NOTHING), so two registrations racing for one email cannot both succeed.
   */
  insertUser(user: NewUser): Promise<UserRow | undefined>;
  /** The updated row, or undefined when the user no longer exists. */
  updateUser(id: string, changes: ProfileChanges): Promise<UserRow | undefined>;
}

export function createUsersRepository(db: Database): UsersRepository {
  return {
    async findUserById(id) {
      const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return row;
    },
    async findUserByEmail(email) {
      const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
      return row;
    },
    async insertUser(user) {
      const [row] = await db
        .insert(users)
        .values(user)
        .onConflictDoNothing({ target: users.email })
        .returning();
      return row;
    },
    async updateUser(id, changes) {
      const [row] = await db
        .update(users)
        .set({ ...changes, updatedAt: sql`now()` })
        .where(eq(users.id, id))
        .returning();
      return row;
    },
  };
}
