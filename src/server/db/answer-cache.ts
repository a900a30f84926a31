import { sql } from 'drizzle-orm';
import type { ChannelEvents, Database } from './client';
import { answerScopes, answersVersion } from './schema';

/** The channel on which the database announces each scope of answers a change touches. */
export const ANSWERS_CHANGED_CHANNEL = 'answers_changed';

/**
 * What a remembered answer depends on, as the database's triggers name it (migration 0008): a
 * traveller's own rows (their trips, memberships and wishlists), one trip and what hangs off it,
 * or everyone (an account, whose name other travellers' answers show).
 */
export const travellerScope = (userId: string) => `u:${userId}`;
export const tripScope = (tripId: string) => `t:${tripId}`;
const EVERYONE = '*';

/**
 * Answers read from the database (a trip list, a trip, a cost plan, the wishlists), each
 * remembered with the count of changes it was read at and the scopes it depends on, and given
 * again only while none of those scopes changed since (docs/decisions/016-answers-from-memory.md,
 * 018-answers-checked-against-a-change-count.md, 023-answers-checked-per-traveller-and-trip.md).
 * One traveller's new cost line thus leaves every other traveller's answers remembered.
 *
 * - While this process hears the database's announcements (PGlite, one process, where an
 *   announcement arrives before the changing statement answers), it counts what it heard and
 *   notes when each scope last changed: no round trip. PGlite does not keep the committed counts
 *   (they would cost every write), so an answer there is read afresh while announcements may be
 *   missed.
 * - Otherwise (PostgreSQL, other instances writing) one small read finds the committed count and
 *   the newest change among the answer's scopes (`answers_version`, `answer_scopes`, written at
 *   commit by triggers). A write acknowledged before a read began has written both, so a read
 *   after a write never gets the old answer, on any instance.
 */
export interface AnswerCache {
  /**
   * The answer remembered under `key` while none of its scopes changed, or `read()`'s. A key
   * names everything the answer depends on, the caller included: an answer checked for one
   * traveller is never given to another. `scopesOf` names the scopes an answer depends on; every
   * change that could alter the answer touches one of them (or everyone's).
   */
  get<Answer>(
    key: string,
    scopesOf: (answer: Answer) => readonly string[],
    read: () => Promise<Answer>,
  ): Promise<Answer>;
}

/** The committed count now, and the newest count at which any of `scopes` changed (0: never). */
export type CommittedChanges = (
  scopes: readonly string[],
) => Promise<{ now: number; newest: number }>;

interface Remembered {
  /** The count before the answer was read: a change after it may not be in the answer. */
  readAt: number;
  answer: Promise<unknown>;
  /** Known once the answer arrived; until then it is shared only while nothing changed. */
  scopes?: readonly string[];
}

/** Reads `answers_version` and `answer_scopes` in one prepared statement (migration 0008). */
export function committedChanges(db: Database): CommittedChanges {
  const statement = db
    .select({
      now: answersVersion.version,
      newest: sql<number>`coalesce((select max(${answerScopes.version}) from ${answerScopes}
        where ${answerScopes.scope} = any(${sql.placeholder('scopes')}::text[])), 0)`.mapWith(
        Number,
      ),
    })
    .from(answersVersion)
    .prepare('answers_changed_since');
  return async (scopes) => {
    const [row] = await statement.execute({ scopes });
    if (!row) throw new Error('answers_version has no row: migration 0007 did not run');
    return row;
  };
}

/** Past this many changed scopes noted, the oldest notes are dropped and older answers re-read. */
const MAX_NOTED_SCOPES = 100_000;

/** `changesSince` where the database keeps the counts (PostgreSQL); without it, and while not
 * hearing announcements, every answer is read. */
export function createAnswerCache(
  changesSince?: CommittedChanges,
  maxEntries = 10_000,
): AnswerCache & ChannelEvents {
  // An answer still on its way is remembered too: the callers that ask for it meanwhile share
  // that one read (after a change, a burst of callers would otherwise each read it afresh).
  const answers = new Map<string, Remembered>();
  let isHearing = false;
  let heard = 0;
  /** When each scope last changed, in announcements heard; before `forgottenAt`, unknown. */
  const changedAt = new Map<string, number>();
  let forgottenAt = 0;
  const forgetAll = () => {
    heard += 1;
    forgottenAt = heard;
    changedAt.clear();
    answers.clear();
  };

  /** Whether nothing the answer depends on changed after it was read, by what this process heard. */
  function stillRightByHearing(entry: Remembered): boolean {
    if (entry.readAt < forgottenAt) return false;
    if (!entry.scopes) return entry.readAt === heard;
    return entry.scopes.every((scope) => (changedAt.get(scope) ?? 0) <= entry.readAt);
  }

  function remember<Answer>(
    key: string,
    readAt: number,
    scopesOf: (answer: Answer) => readonly string[],
    read: () => Promise<Answer>,
  ): Promise<Answer> {
    const known = answers.get(key);
    const answer = read();
    // A caller that read the count before a newer answer arrived does not replace it.
    if (known && known.readAt > readAt) return answer;
    // A bound on memory: starting over only costs one read per answer afterwards.
    if (answers.size >= maxEntries) answers.clear();
    const entry: Remembered = { readAt, answer };
    answers.set(key, entry);
    answer.then(
      (value) => void (entry.scopes = [EVERYONE, ...scopesOf(value)]),
      // A failed read is not remembered: the next caller reads afresh.
      () => {
        if (answers.get(key) === entry) answers.delete(key);
      },
    );
    return answer;
  }

  return {
    async get<Answer>(
      key: string,
      scopesOf: (answer: Answer) => readonly string[],
      read: () => Promise<Answer>,
    ): Promise<Answer> {
      const known = answers.get(key);
      if (isHearing) {
        if (known && stillRightByHearing(known)) return known.answer as Promise<Answer>;
        return remember(key, heard, scopesOf, read);
      }
      if (!changesSince) return read();
      const { now, newest } = await changesSince(known?.scopes ?? []);
      if (known && (known.scopes ? newest <= known.readAt : known.readAt === now)) {
        return known.answer as Promise<Answer>;
      }
      return remember(key, now, scopesOf, read);
    },
    message(scope: string) {
      heard += 1;
      if (changedAt.size >= MAX_NOTED_SCOPES) {
        forgottenAt = heard;
        changedAt.clear();
      }
      changedAt.set(scope === '' ? EVERYONE : scope, heard);
    },
    listening: () => {
      forgetAll();
      isHearing = true;
    },
    lost: () => {
      isHearing = false;
      forgetAll();
    },
  };
}
