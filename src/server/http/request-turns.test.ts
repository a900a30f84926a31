import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { createRequestTurns, registerRequestTurns } from './request-turns';

/** Resolves at the end of this turn of the event loop, after the turns' own end has run. */
const turnEnd = () => new Promise<void>((resolve) => setImmediate(resolve));
/** Resolves after the event loop has polled once more (an immediate queued by an immediate). */
const laterTurn = () => new Promise<void>((resolve) => setImmediate(() => setImmediate(resolve)));

describe('request turns', () => {
  it('starts at once while the turn has room, then the rest first come first served, a few per turn', async () => {
    const turns = createRequestTurns(2);
    const started: number[] = [];
    for (let i = 0; i < 7; i++) turns.take(() => started.push(i));
    expect(started).toEqual([0, 1]);

    await turnEnd();
    expect(started).toEqual([0, 1, 2, 3]);
    await turnEnd();
    expect(started).toEqual([0, 1, 2, 3, 4, 5]);
    await turnEnd();
    expect(started).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });

  it('queues a newcomer behind those already waiting, and gives a quiet turn its full room again', async () => {
    const turns = createRequestTurns(2);
    const started: string[] = [];
    for (const name of ['a', 'b', 'c']) turns.take(() => started.push(name));
    await turnEnd();
    expect(started).toEqual(['a', 'b', 'c']);
    // A later turn: room for two again, no one waiting.
    await laterTurn();
    turns.take(() => started.push('d'));
    turns.take(() => started.push('e'));
    expect(started).toEqual(['a', 'b', 'c', 'd', 'e']);
    turns.take(() => started.push('f'));
    expect(started).toEqual(['a', 'b', 'c', 'd', 'e']);
    await laterTurn();
    expect(started).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
  });

  it('answers every request of a burst far larger than a turn', async () => {
    const app = Fastify();
    registerRequestTurns(app, createRequestTurns(3));
    app.get('/n/:n', async (request) => ({ n: Number((request.params as { n: string }).n) }));
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, n) => app.inject({ method: 'GET', url: `/n/${n}` })),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(50).fill(200));
    expect(answers.map((answer) => answer.json<{ n: number }>().n)).toEqual(
      Array.from({ length: 50 }, (_, n) => n),
    );
    await app.close();
  });
});
