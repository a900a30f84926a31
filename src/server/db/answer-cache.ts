import type { ChannelEvents, Database } from './client';
import { answersVersion } from './schema';

/** The channel on which the database announces any change to trips and what hangs off them. */
export const ANSWERS_CHANGED_CHANNEL = 'answers_changed';

/**
 * Answers read from the database (a trip list, a trip, a cost plan, the wishlists), each
 * remembered with the count of changes it was read at, and given again only while that count is
 * the same (docs/decisions/016-answers-from-memory.md, 018-answers-checked-against-a-change-count.md).
 * The count covers every table the answers are read from, whoever changes them:
 *
 * - While this process hears the database's announcements (PGlite, one process, where an
 *   announcement arrives before the changing statement answers), it counts what it heard: no
 *   round trip. PGlite does not keep the committed count (it would cost every write), so an
 *   answer there is read afresh while the announcements may be missed.
 * - Otherwise (PostgreSQL, other instances writing) it reads the committed count
 *   (`answers_version`, bumped at commit by triggers, migration 0007): one small read instead of
 *   the answer's own. A write acknowledged before a read began has bumped it, so a read after a
 *   write never gets the old answer, on any instance.
 */
export interface AnswerCache {
  /**
   * The answer remembered under `key` at the current count, or `read()`'s. A key names
   * everything the answer depends on, the caller included: an answer checked for one traveller
   * is never given to another.
   */
  get<Answer>(key: string, read: () => Promise<Answer>): Promise<Answer>;
}

interface Remembered {
  version: number;
  answer: Promise<unknown>;
}

/** The committed count of changes, one row (migration 0007). */
export function committedChangeCount(db: Database): () => Promise<number> {
  const statement = db
    .select({ version: answersVersion.version })
    .from(answersVersion)
    .prepare('answers_version');
  return async () => {
    const [row] = await statement.execute();
    if (!row) throw new Error('answers_version has no row: migration 0007 did not run');
    return row.version;
  };
}

/** `committedCount` where the database keeps the count (PostgreSQL); without it, and while not
 * hearing announcements, every answer is read. */
export function createAnswerCache(
  committedCount?: () => Promise<number>,
  maxEntries = 10_000,
): AnswerCache & ChannelEvents {
  // An answer still on its way is remembered too: the callers that ask for it meanwhile share
  // that one read (after a change, a burst of callers would otherwise each read it afresh).
  const answers = new Map<string, Remembered>();
  let isHearing = false;
  let changesHeard = 0;
  const forgetAll = () => {
    changesHeard += 1;
    answers.clear();
  };

  function remembered<Answer>(key: string, version: number, read: () => Promise<Answer>) {
    const known = answers.get(key);
    if (known && known.version === version) return known.answer as Promise<Answer>;
    const answer = read();
    // A caller that read the count before a newer answer arrived does not replace it.
    if (known && known.version > version) return answer;
    // A bound on memory: starting over only costs one read per answer afterwards.
    if (answers.size >= maxEntries) answers.clear();
    const entry = { version, answer };
    answers.set(key, entry);
    // A failed read is not remembered: the next caller reads afresh.
    answer.catch(() => {
      if (answers.get(key) === entry) answers.delete(key);
    });
    return answer;
  }

  return {
    async get<Answer>(key: string, read: () => Promise<Answer>): Promise<Answer> {
      if (isHearing) return remembered(key, changesHeard, read);
      if (!committedCount) return read();
      return remembered(key, await committedCount(), read);
    },
    message: forgetAll,
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
