import { and, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { sessions } from '#server/db/schema';

export type SessionRow = typeof sessions.$inferSelect;

export interface NewSession {
  userId: string;
  familyId: string;
  /** SHA-256 of the refresh token (hashRefreshToken); the token itself is never stored. */
  tokenHash: string;
  expiresAt: Date;
}

export interface SessionsRepository {
  insertSession(session: NewSession): Promise<void>;
  findSessionByTokenHash(tokenHash: string): Promise<SessionRow | undefined>;
  /**
   * In one transaction: marks the session of `tokenHash` rotated, if it is live (not rotated,
   * not revoked, not expired), and inserts its successor in the same family. Answers the old row,
   * or undefined when the token was not live. The conditional UPDATE takes the row lock, so of
   * two concurrent rotations of one token exactly one gets the row.
   */
  rotateSession(
    tokenHash: string,
    next: Pick<NewSession, 'tokenHash' | 'expiresAt'>,
  ): Promise<SessionRow | undefined>;
  /** Revokes every session of a family (logout, or a rotated token presented again). */
  revokeFamily(familyId: string): Promise<void>;
  /** Drops a user's expired sessions; they can no longer be used or reused. */
  deleteExpiredSessions(userId: string): Promise<void>;
}

export function createSessionsRepository(db: Database): SessionsRepository {
  return {
    async insertSession(session) {
      await db.insert(sessions).values(session);
    },
    async findSessionByTokenHash(tokenHash) {
      const [row] = await db
        .select()
        .from(sessions)
        .where(eq(sessions.tokenHash, tokenHash))
        .limit(1);
      return row;
    },
    rotateSession(tokenHash, next) {
      return db.transaction(async (tx) => {
        const [old] = await tx
          .update(sessions)
          .set({ rotatedAt: sql`now()` })
          .where(
            and(
              eq(sessions.tokenHash, tokenHash),
              isNull(sessions.rotatedAt),
              isNull(sessions.revokedAt),
              gt(sessions.expiresAt, sql`now()`),
            ),
          )
          .returning();
        if (!old) return undefined;
        await tx.insert(sessions).values({
          userId: old.userId,
          familyId: old.familyId,
          tokenHash: next.tokenHash,
          expiresAt: next.expiresAt,
        });
        return old;
      });
    },
    async revokeFamily(familyId) {
      await db
        .update(sessions)
        .set({ revokedAt: sql`now()` })
        .where(and(eq(sessions.familyId, familyId), isNull(sessions.revokedAt)));
    },
    async deleteExpiredSessions(userId) {
      await db
        .delete(sessions)
        .where(and(eq(sessions.userId, userId), lte(sessions.expiresAt, sql`now()`)));
    },
  };
}
