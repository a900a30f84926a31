import type { ChannelEvents } from './client';

/** The channel on which the database announces any change to trips and what hangs off them. */
export const ANSWERS_CHANGED_CHANNEL = 'answers_changed';

/**
 * Answers read from the database (a trip list, a trip, a cost plan), remembered until the
 * database announces a change to any table they are read from (statement triggers, migration
 * 0003), whoever made it. Used only where the announcement reaches this process before the
 * changing statement answers: PGlite, one process, where a read after a write therefore never
 * sees the old answer. On PostgreSQL announcements arrive after the write has answered, and
 * other instances write too, so nothing is remembered there
 * (docs/decisions/016-answers-from-memory.md).
 */
export interface AnswerCache {
  /**
   * The answer remembered under `key`, or `read()`'s. A key names everything the answer depends
   * on, the caller included: an answer checked for one traveller is never given to another.
   */
  get<Answer>(key: string, read: () => Promise<Answer>): Promise<Answer>;
}

export function createAnswerCache(maxEntries = 10_000): AnswerCache & ChannelEvents {
  const answers = new Map<string, unknown>();
  // Reads on their way, shared by every caller asking for the same key meanwhile: after a change
  // is announced, a burst of callers would otherwise each read the same answer afresh.
  const reading = new Map<string, Promise<unknown>>();
  let isHearing = false;
  // Counts changes heard: an answer read while one was announced is not remembered.
  let changesHeard = 0;
  const forgetAll = () => {
    changesHeard += 1;
    answers.clear();
    // A caller that comes after a change must not get a read that began before it.
    reading.clear();
  };
  return {
    get<Answer>(key: string, read: () => Promise<Answer>): Promise<Answer> {
      if (!isHearing) return read();
      if (answers.has(key)) return Promise.resolve(answers.get(key) as Answer);
      const shared = reading.get(key);
      if (shared) return shared as Promise<Answer>;
      const before = changesHeard;
      const arrived = () => {
        if (reading.get(key) === pending) reading.delete(key);
      };
      const pending = read().then(
        (answer) => {
          arrived();
          if (isHearing && before === changesHeard) {
            // A bound on memory: starting over only costs one read per answer afterwards.
            if (answers.size >= maxEntries) answers.clear();
            answers.set(key, answer);
          }
          return answer;
        },
        (error: unknown) => {
          arrived();
          throw error;
        },
      );
      reading.set(key, pending);
      return pending;
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
