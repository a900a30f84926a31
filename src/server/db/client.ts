import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema';
import { createStatementNamer } from './named-statements';
import { withNamedStatements } from './pglite-statements';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** What a listener hears on a channel (LISTEN/NOTIFY), and when it may have missed something. */
export interface ChannelEvents {
  message(payload: string): void;
  /** Listening: every notification from now on arrives. */
  listening(): void;
  /** The listening connection is gone: notifications may be missed until `listening` again. */
  lost(): void;
}

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /**
   * PGlite only: hears the channel's notifications (LISTEN/NOTIFY). PGlite is one process and
   * delivers a notification before the statement that sent it answers, so what is remembered
   * from the database can be forgotten before anyone could read it stale. PostgreSQL delivers
   * them later, on another connection, so it has none (docs/decisions/016-answers-from-memory.md).
   */
  listen?(channel: string, events: ChannelEvents): Promise<void>;
  /** Applies every committed migration that has not run yet. */
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** PGlite only: the data directory as a tarball, to start copies from (tests). */
  dump?(): Promise<Blob>;
}

const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

export interface PgliteOptions {
  /** Directory for the data files; omit for an in-memory database. */
  dataDir?: string;
  /** A dump (from `dumpDataDir`) to start from, e.g. a migrated template in tests. */
  loadDataDir?: Blob;
}

/**
 * Every connection, PGlite's and the server's, plans a named prepared statement once and keeps
 * that plan. The prepared statements are the hot reads (a trip list, a trip, a cost plan, the
 * account), which find rows by id, so the value does not change the best plan. Left to choose,
 * PostgreSQL planned them again on every call once table statistics made a plan for the value look
 * cheaper: 1-2 ms of its CPU per read, and the trip list fell from about 2,000 to 860-1,100 req/s
 * (docs/PERFORMANCE.md, "Fifth stop").
 */
const PLAN_CACHE_MODE = 'force_generic_plan';

/**
 * PostgreSQL's default 128 MB of shared buffers is most of PGlite's memory; an embedded, one-user
 * database is served well by 16 MB (measured: about 300 → 170 MB RSS for PGlite itself). The
 * committed count of changes is not kept: the one process hears each change as it happens, and
 * the count would cost every write (docs/decisions/018-answers-checked-against-a-change-count.md).
 */
export const PGLITE_SETTINGS = [
  'shared_buffers=16MB',
  `plan_cache_mode=${PLAN_CACHE_MODE}`,
  'answers.counting=off',
];

/**
 * Creates a new cluster and applies the migrations in a short-lived child process. initdb and
 * the first DDL grow PGlite's WebAssembly memory to about 800 MB, which it never gives back (a
 * worker thread's copy was not returned to the OS either); a process returns it all when it
 * exits, and the server then opens the database at PGlite's normal ~170 MB.
 */
async function createPgliteCluster(dataDir: string): Promise<void> {
  const script = `
    const data = JSON.parse(process.argv[1]);
    const { PGlite } = await import(data.pgliteUrl);
    const { drizzle } = await import(data.drizzleUrl);
    const { migrate } = await import(data.migratorUrl);
    const client = await PGlite.create({ dataDir: data.dataDir, postgresqlconf: data.settings });
    await migrate(drizzle({ client }), { migrationsFolder: data.migrationsFolder });
    await client.close();`;
  const data = {
    dataDir: path.resolve(dataDir),
    settings: PGLITE_SETTINGS,
    migrationsFolder: MIGRATIONS_FOLDER,
    pgliteUrl: import.meta.resolve('@electric-sql/pglite'),
    drizzleUrl: import.meta.resolve('drizzle-orm/pglite'),
    migratorUrl: import.meta.resolve('drizzle-orm/pglite/migrator'),
  };
  await promisify(execFile)(
    process.execPath,
    ['--input-type=module', '--eval', script, JSON.stringify(data)],
    { env: { PATH: process.env.PATH ?? '' } },
  );
}

export async function openPglite(options: PgliteOptions = {}): Promise<DatabaseHandle> {
  const settings = {
    postgresqlconf: PGLITE_SETTINGS,
    relaxedDurability: true,
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  };
  if (options.dataDir) {
    await mkdir(options.dataDir, { recursive: true });
    if (!existsSync(path.join(options.dataDir, 'PG_VERSION'))) {
      await createPgliteCluster(options.dataDir);
    }
  }
  const client = await PGlite.create({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...settings,
  });
  // Statements kept by name, planned once (./pglite-statements.ts).
  const db = drizzlePglite({ client: withNamedStatements(client), schema, casing: 'snake_case' });
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    async listen(channel, events) {
      await client.listen(channel, events.message);
      events.listening();
    },
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    close: () => client.close(),
    dump: () => client.dumpDataDir('none'),
  };
}

export interface PostgresOptions {
  url: string;
  poolSize?: number;
  /** Bounds on a fault (docs/decisions/015-surviving-faults.md); defaults match config.ts. */
  connectTimeoutMs?: number;
  statementTimeoutMs?: number;
  poolWaitTimeoutMs?: number;
}

/** A fixed key for the migration lock: any instance that starts takes it, one at a time. */
export const MIGRATION_LOCK_KEY = 7_310_142_001;
const MIGRATION_LOCK_WAIT_MS = 10 * 60 * 1000;

/**
 * Migrates on one connection that holds a session advisory lock, so instances starting together
 * take turns: the first applies the migrations, the others find nothing left to do. Without it,
 * two instances on an empty database race to create the same tables and one fails.
 */
async function migratePostgresLocked(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    // Waiting for another instance's migrations is not a slow statement.
    await client.query('SET statement_timeout = 0');
    await client.query({
      text: 'SELECT pg_advisory_lock($1)',
      values: [MIGRATION_LOCK_KEY],
      // Another instance's migrations may take a while; pg reads this per-query bound.
      query_timeout: MIGRATION_LOCK_WAIT_MS,
    } as pg.QueryConfig);
    try {
      const db = drizzlePostgres({ client, schema, casing: 'snake_case' });
      await migratePostgres(db, { migrationsFolder: MIGRATIONS_FOLDER });
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
    await client.query('RESET statement_timeout');
    client.release();
  } catch (error) {
    // A connection in an unknown state is not given back to the pool.
    client.release(error instanceof Error ? error : true);
    throw error;
  }
}

export async function openPostgres(options: PostgresOptions): Promise<DatabaseHandle> {
  const connectTimeoutMs = options.connectTimeoutMs ?? 5000;
  const statementTimeoutMs = options.statementTimeoutMs ?? 15_000;
  const nameStatement = createStatementNamer();
  /**
   * The pool creates its clients with its own options; the connect bound is the client's. Each
   * query goes by a name kept for its text, so a connection plans it once (./named-statements.ts).
   */
  class BoundedClient extends pg.Client {
    constructor(config: pg.ClientConfig) {
      super({ ...config, connectionTimeoutMillis: connectTimeoutMs });
    }
  }
  const query = pg.Client.prototype.query;
  BoundedClient.prototype.query = function (this: pg.Client, config: unknown, ...rest: unknown[]) {
    return (query as (...args: unknown[]) => unknown).call(this, nameStatement(config), ...rest);
  } as typeof query;
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.poolSize ?? 10,
    // pg's typings declare a no-argument constructor; the pool passes its options.
    Client: BoundedClient as unknown as new () => pg.ClientBase,
    // The wait for a free client (and for a new one to connect) is bounded too.
    connectionTimeoutMillis: options.poolWaitTimeoutMs ?? 5000,
    // The server cancels a long statement; the client also gives up when the server is gone.
    statement_timeout: statementTimeoutMs,
    query_timeout: statementTimeoutMs + 1000,
    options: `-c plan_cache_mode=${PLAN_CACHE_MODE}`,
    keepAlive: true,
  });
  // An idle client that loses its server must not take the process down.
  pool.on('error', () => undefined);
  const db = drizzlePostgres({ client: pool, schema, casing: 'snake_case' });
  return {
    db: db as unknown as Database,
    kind: 'postgres',
    migrate: () => migratePostgresLocked(pool),
    close: () => pool.end(),
  };
}
