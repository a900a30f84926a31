import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Applies every committed migration that has not run yet. */
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** PGlite only: the data directory as a tarball, to start copies from (tests). */
  dump?(): Promise<Blob>;
}

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

export interface PgliteOptions {
  /** Directory for the data files; omit for an in-memory database. */
  dataDir?: string;
  /** A dump (from `dumpDataDir`) to start from, e.g. a migrated template in tests. */
  loadDataDir?: Blob;
}

/**
 * PostgreSQL's default 128 MB of shared buffers is most of PGlite's memory; an embedded, one-user
 * database is served well by 32 MB (measured: about 300 → 195 MB RSS for PGlite itself).
 */
const PGLITE_SETTINGS = ['shared_buffers=16MB'];

export async function openPglite(options: PgliteOptions = {}): Promise<DatabaseHandle> {
  const settings = {
    postgresqlconf: PGLITE_SETTINGS,
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  };
  if (options.dataDir) {
    await mkdir(options.dataDir, { recursive: true });
    if (!existsSync(path.join(options.dataDir, 'PG_VERSION'))) {
      // Creating a cluster (initdb) grows PGlite's WebAssembly memory to about 800 MB, which it
      // never gives back; create it, close it, and open it afresh so the server keeps ~200 MB.
      await (await PGlite.create({ dataDir: options.dataDir, ...settings })).close();
    }
  }
  const client = await PGlite.create({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...settings,
  });
  const db = drizzlePglite({ client, schema, casing: 'snake_case' });
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    close: () => client.close(),
    dump: () => client.dumpDataDir('none'),
  };
}

export interface PostgresOptions {
  url: string;
  poolSize?: number;
}

export async function openPostgres(options: PostgresOptions): Promise<DatabaseHandle> {
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.poolSize ?? 10,
  });
  // An idle client that loses its server must not take the process down.
  pool.on('error', () => undefined);
  const db = drizzlePostgres({ client: pool, schema, casing: 'snake_case' });
  return {
    db: db as unknown as Database,
    kind: 'postgres',
    migrate: () => migratePostgres(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    close: () => pool.end(),
  };
}
