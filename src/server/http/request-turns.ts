import type { FastifyInstance } from 'fastify';

/**
 * How many requests may start in one turn of the event loop. Node accepts one new connection per
 * turn (libuv since 1.45), so a turn that runs hundreds of requests to completion leaves new
 * connections in the kernel's queue for seconds: under the soak's 200 busy connections, a client
 * that connected late waited more than 10 s for its first answer (docs/PERFORMANCE.md).
 */
export const REQUESTS_PER_TURN = 16;

export interface RequestTurns {
  /** Calls `start` in this turn if it still has room, else in a later turn, first come first served. */
  take(start: () => void): void;
}

/** Hands out turns: up to `perTurn` starts in each turn of the event loop, the rest wait in order. */
export function createRequestTurns(perTurn = REQUESTS_PER_TURN): RequestTurns {
  const waiting: (() => void)[] = [];
  let startedThisTurn = 0;
  let turnEnding = false;

  // An immediate queued while the loop polls runs at the end of that same turn; one queued by
  // an immediate runs at the end of the next, after the loop has polled (and accepted) again.
  const endTurn = () => {
    turnEnding = false;
    const starting = waiting.splice(0, perTurn);
    // Those started here count against the turn that follows, until its own end.
    startedThisTurn = starting.length;
    if (waiting.length > 0 || startedThisTurn > 0) scheduleEnd();
    for (const start of starting) start();
  };
  const scheduleEnd = () => {
    if (turnEnding) return;
    turnEnding = true;
    setImmediate(endTurn);
  };

  return {
    take(start) {
      if (waiting.length === 0 && startedThisTurn < perTurn) {
        startedThisTurn += 1;
        scheduleEnd();
        start();
        return;
      }
      waiting.push(start);
      scheduleEnd();
    },
  };
}

/** Every request, API, page or file, takes its turn before anything else runs for it. */
export function registerRequestTurns(app: FastifyInstance, turns = createRequestTurns()): void {
  app.addHook('onRequest', (_request, _reply, done) => turns.take(done));
}
