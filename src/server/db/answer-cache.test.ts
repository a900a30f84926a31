import { describe, expect, it } from 'vitest';
import { createAnswerCache, travellerScope, tripScope } from './answer-cache';

/** An answer about one traveller's one trip. */
const onTrip = () => [travellerScope('ada'), tripScope('lisbon')];

/** A read that counts how often it runs and answers the current value. */
function counter() {
  let value = 'first';
  let reads = 0;
  return {
    read: async () => {
      reads += 1;
      return value;
    },
    set: (next: string) => void (value = next),
    reads: () => reads,
  };
}

describe('answer cache', () => {
  it('remembers nothing while it hears no announcements', async () => {
    const cache = createAnswerCache();
    const source = counter();
    await cache.get('k', onTrip, source.read);
    await cache.get('k', onTrip, source.read);
    expect(source.reads()).toBe(2);
  });

  it('answers from memory while it hears them, and reads again after a change', async () => {
    const cache = createAnswerCache();
    cache.listening();
    const source = counter();
    expect(await cache.get('k', onTrip, source.read)).toBe('first');
    expect(await cache.get('k', onTrip, source.read)).toBe('first');
    expect(source.reads()).toBe(1);
    source.set('second');
    cache.message('');
    expect(await cache.get('k', onTrip, source.read)).toBe('second');
  });

  it("keeps an answer when a change touches only other travellers' trips, and forgets it when one touches its trip or its traveller", async () => {
    const cache = createAnswerCache();
    cache.listening();
    const source = counter();
    await cache.get('k', onTrip, source.read);
    cache.message(tripScope('rome'));
    cache.message(travellerScope('bo'));
    expect(await cache.get('k', onTrip, source.read)).toBe('first');
    expect(source.reads()).toBe(1);
    source.set('second');
    cache.message(tripScope('lisbon'));
    expect(await cache.get('k', onTrip, source.read)).toBe('second');
    source.set('third');
    cache.message(travellerScope('ada'));
    expect(await cache.get('k', onTrip, source.read)).toBe('third');
    expect(source.reads()).toBe(3);
  });

  it('forgets every answer when a change touches everyone (an account)', async () => {
    const cache = createAnswerCache();
    cache.listening();
    const source = counter();
    await cache.get('k', onTrip, source.read);
    source.set('second');
    cache.message('*');
    expect(await cache.get('k', onTrip, source.read)).toBe('second');
  });

  it('takes the scopes from the answer itself (a trip list names its trips)', async () => {
    const cache = createAnswerCache();
    cache.listening();
    let trips = ['lisbon', 'rome'];
    let reads = 0;
    const list = () =>
      cache.get(
        'trips ada',
        (answer: string[]) => [travellerScope('ada'), ...answer.map(tripScope)],
        async () => {
          reads += 1;
          return trips;
        },
      );
    await list();
    cache.message(tripScope('oslo'));
    await list();
    expect(reads).toBe(1);
    trips = ['lisbon'];
    cache.message(tripScope('rome'));
    expect(await list()).toEqual(['lisbon']);
    expect(reads).toBe(2);
  });

  it('keeps answers apart by key', async () => {
    const cache = createAnswerCache();
    cache.listening();
    expect(await cache.get('trips ada', onTrip, async () => 'ada’s')).toBe('ada’s');
    expect(await cache.get('trips bo', onTrip, async () => 'bo’s')).toBe('bo’s');
    expect(await cache.get('trips ada', onTrip, async () => 'other')).toBe('ada’s');
  });

  it('does not remember an answer read while a change was announced', async () => {
    const cache = createAnswerCache();
    cache.listening();
    const source = counter();
    const reading = cache.get('k', onTrip, source.read);
    source.set('second');
    cache.message('');
    expect(await reading).toBe('first');
    expect(await cache.get('k', onTrip, source.read)).toBe('second');
  });

  it('shares one read among the callers that ask for the same answer while it is on its way', async () => {
    const cache = createAnswerCache();
    cache.listening();
    const source = counter();
    const answers = await Promise.all([1, 2, 3].map(() => cache.get('k', onTrip, source.read)));
    expect(answers).toEqual(['first', 'first', 'first']);
    expect(source.reads()).toBe(1);
  });

  it('never hands a caller that comes after a change a read that began before it', async () => {
    const cache = createAnswerCache();
    cache.listening();
    const source = counter();
    const before = cache.get('k', onTrip, source.read);
    source.set('second');
    cache.message('');
    const after = cache.get('k', onTrip, source.read);
    expect(await before).toBe('first');
    expect(await after).toBe('second');
    expect(source.reads()).toBe(2);
  });

  it('fails every caller sharing a failed read, and the next caller reads afresh', async () => {
    const cache = createAnswerCache();
    cache.listening();
    let reads = 0;
    const failing = async () => {
      reads += 1;
      throw new Error('lost connection');
    };
    const shared = [cache.get('k', onTrip, failing), cache.get('k', onTrip, failing)];
    for (const caller of shared) await expect(caller).rejects.toThrow('lost connection');
    expect(reads).toBe(1);
    expect(await cache.get('k', onTrip, async () => 'found')).toBe('found');
  });

  it('never remembers a failed read', async () => {
    const cache = createAnswerCache();
    cache.listening();
    await expect(
      cache.get('k', onTrip, async () => Promise.reject(new Error('404'))),
    ).rejects.toThrow();
    expect(await cache.get('k', onTrip, async () => 'found')).toBe('found');
  });

  it('forgets everything and reads again when the announcements may have been missed', async () => {
    const cache = createAnswerCache();
    cache.listening();
    const source = counter();
    await cache.get('k', onTrip, source.read);
    cache.lost();
    source.set('second');
    expect(await cache.get('k', onTrip, source.read)).toBe('second');
    expect(await cache.get('k', onTrip, source.read)).toBe('second');
    expect(source.reads()).toBe(3);
  });

  describe('checked against the committed count of changes', () => {
    /** A count the test moves, and how often it was read. */
    function committed() {
      let version = 7;
      let reads = 0;
      return {
        read: async () => {
          reads += 1;
          return { now: version, newest: version };
        },
        bump: () => void (version += 1),
        reads: () => reads,
      };
    }

    it('answers from memory while the count stays, and reads again once it moved', async () => {
      const count = committed();
      const cache = createAnswerCache(count.read);
      const source = counter();
      expect(await cache.get('k', onTrip, source.read)).toBe('first');
      expect(await cache.get('k', onTrip, source.read)).toBe('first');
      expect(source.reads()).toBe(1);
      source.set('second');
      count.bump();
      expect(await cache.get('k', onTrip, source.read)).toBe('second');
      expect(source.reads()).toBe(2);
      expect(count.reads()).toBe(3);
    });

    it('does not read the count while it hears announcements, and reads it once they may be missed', async () => {
      const count = committed();
      const cache = createAnswerCache(count.read);
      cache.listening();
      const source = counter();
      await cache.get('k', onTrip, source.read);
      await cache.get('k', onTrip, source.read);
      expect(count.reads()).toBe(0);
      cache.lost();
      source.set('second');
      expect(await cache.get('k', onTrip, source.read)).toBe('second');
      expect(await cache.get('k', onTrip, source.read)).toBe('second');
      expect(count.reads()).toBe(2);
      expect(source.reads()).toBe(2);
    });

    it('keeps an answer while only scopes it does not depend on changed, and asks about its own', async () => {
      let now = 3;
      let newest = 3;
      const asked: (readonly string[])[] = [];
      const cache = createAnswerCache(async (scopes) => {
        asked.push(scopes);
        return { now, newest };
      });
      const source = counter();
      await cache.get('k', onTrip, source.read);
      now = 4; // another trip changed: the count moved, this answer's scopes did not
      expect(await cache.get('k', onTrip, source.read)).toBe('first');
      expect(asked.at(-1)).toEqual(['*', travellerScope('ada'), tripScope('lisbon')]);
      source.set('second');
      now = 5;
      newest = 5;
      expect(await cache.get('k', onTrip, source.read)).toBe('second');
      expect(source.reads()).toBe(2);
    });

    it('keeps the newer answer when a caller that read an older count arrives late', async () => {
      let version = 1;
      let releaseCount: () => void = () => undefined;
      const slowFirst = [() => new Promise<number>((resolve) => (releaseCount = () => resolve(1)))];
      const cache = createAnswerCache(async () => {
        const now = await (slowFirst.shift()?.() ?? version);
        return { now, newest: now };
      });
      const late = cache.get('k', onTrip, async () => 'old');
      version = 2;
      expect(await cache.get('k', onTrip, async () => 'new')).toBe('new');
      releaseCount();
      expect(await late).toBe('old');
      expect(await cache.get('k', onTrip, async () => 'read again')).toBe('new');
    });
  });
});
