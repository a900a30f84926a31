import path from 'node:path';
import type { Config } from '#server/config';
import { openPglite, openPostgres, type DatabaseHandle } from '#server/db/client';

/** DATABASE_URL selects a PostgreSQL server; otherwise embedded PGlite under DATA_DIR. */
export function openDatabase(config: Config): Promise<DatabaseHandle> {
  return config.DATABASE_URL
    ? openPostgres({
        url: config.DATABASE_URL,
        poolSize: config.DATABASE_POOL_SIZE,
        connectTimeoutMs: config.DATABASE_CONNECT_TIMEOUT_MS,
        statementTimeoutMs: config.DATABASE_STATEMENT_TIMEOUT_MS,
        poolWaitTimeoutMs: config.DATABASE_POOL_WAIT_TIMEOUT_MS,
      })
    : openPglite({ dataDir: pgliteDataDir(config) });
}

/** Where PGlite keeps its files; the backup and restore scripts use the same place. */
export function pgliteDataDir(config: Pick<Config, 'DATA_DIR'>): string {
  return path.join(config.DATA_DIR, 'pglite');
}
