import type { Database } from './client';

export interface TransactionOptions {
  /** One consistent, read-only snapshot for several reads (REPEATABLE READ, READ ONLY). */
  readOnlySnapshot?: boolean;
}

/**
 * Runs `work` in one transaction with repositories bound to it. Services receive this instead of
 * the database, so a fake can simply call `work` with fake repositories.
 */
export type RunInTransaction<Scope> = <T>(
  work: (scope: Scope) => Promise<T>,
  options?: TransactionOptions,
) => Promise<T>;

/** A `RunInTransaction` over `db` that builds the scope's repositories on the transaction. */
export function transactional<Scope>(
  db: Database,
  makeScope: (db: Database) => Scope,
): RunInTransaction<Scope> {
  return (work, options = {}) =>
    db.transaction(
      (tx) => work(makeScope(tx)),
      options.readOnlySnapshot
        ? { isolationLevel: 'repeatable read', accessMode: 'read only' }
        : undefined,
    );
}
