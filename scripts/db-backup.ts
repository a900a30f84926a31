// Backs up the embedded PGlite database to a gzip tarball of its data directory:
// `npm run db:backup [-- <file>]` (default backups/<timestamp>.tar.gz). Run it with the server
// stopped: PGlite is one process's database. A PostgreSQL server is backed up with pg_dump.
import { existsSync } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { ConfigError, loadConfig, type Config } from '#server/config';
import { PGLITE_SETTINGS } from '#server/db/client';
import { pgliteDataDir } from '#server/db/open-database';

/** A refusal the user can act on: the CLI prints its message alone, without a stack. */
export class BackupError extends Error {
  override name = 'BackupError';
}

export const PG_DUMP_HINT =
  'DATABASE_URL is set: back up that PostgreSQL server with pg_dump instead, e.g.\n' +
  '  pg_dump -Fc "$DATABASE_URL" > file.dump\n' +
  'and restore it with\n' +
  '  pg_restore --clean --if-exists -d "$DATABASE_URL" file.dump';

/** The PGlite data directory, or a refusal when the config names a PostgreSQL server. */
export function embeddedDataDir(config: Pick<Config, 'DATA_DIR' | 'DATABASE_URL'>): string {
  if (config.DATABASE_URL) throw new BackupError(PG_DUMP_HINT);
  return pgliteDataDir(config);
}

/** A file-name-safe UTC time, e.g. 2026-11-23T12-37-12-345Z. */
export function timestamp(now: Date = new Date()): string {
  return now.toISOString().replace(/[:.]/g, '-');
}

export function defaultBackupFile(now: Date = new Date()): string {
  return path.join('backups', `${timestamp(now)}.tar.gz`);
}

export function hasDatabase(dataDir: string): boolean {
  return existsSync(path.join(dataDir, 'PG_VERSION'));
}

/**
 * PGlite does not lock its directory: a second process would open it beside the server and
 * copy or replace files under it. postmaster.pid is there while a PGlite has it open (and
 * after one that did not close), so it is refused here.
 */
export function refuseIfInUse(dataDir: string): void {
  if (!existsSync(path.join(dataDir, 'postmaster.pid'))) return;
  throw new BackupError(
    `The database in ${dataDir} is in use: stop the server first, then try again.\n` +
      'If no server is running, the last one did not stop cleanly: start it and stop it ' +
      'once (npm start, then Ctrl+C), then try again.',
  );
}

export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

export interface BackupResult {
  file: string;
  bytes: number;
}

/** Writes the database in `dataDir` to `file` (a gzip tarball), leaving the database as it was. */
export async function backupDatabase(options: {
  dataDir: string;
  file: string;
}): Promise<BackupResult> {
  const dataDir = path.resolve(options.dataDir);
  const file = path.resolve(options.file);
  if (!hasDatabase(dataDir))
    throw new BackupError(`There is no database in ${dataDir} to back up.`);
  refuseIfInUse(dataDir);
  if (existsSync(file)) {
    throw new BackupError(`${file} already exists: choose another file or remove that one.`);
  }
  const client = await PGlite.create({ dataDir, postgresqlconf: PGLITE_SETTINGS });
  let archive: Blob;
  try {
    // Everything written so far goes into the data files, so the copy needs no WAL replay.
    await client.query('CHECKPOINT');
    // dumpDataDir runs alone, between queries: the tarball is one consistent state.
    archive = await client.dumpDataDir('gzip');
  } finally {
    await client.close();
  }
  await mkdir(path.dirname(file), { recursive: true });
  // Written beside and renamed, so a failed write never leaves a half file under the real name.
  const partial = `${file}.partial`;
  try {
    await writeFile(partial, Buffer.from(await archive.arrayBuffer()));
    await rename(partial, file);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
  return { file, bytes: (await stat(file)).size };
}

/** Reads .env as the server does (scripts/start.mjs); the real environment wins over it. */
export function loadDotEnv(): void {
  if (existsSync('.env')) process.loadEnvFile('.env');
}

/** Prints a refusal's message alone; anything unexpected with its stack. */
export function exitWithError(error: unknown): never {
  const known = error instanceof BackupError || error instanceof ConfigError;
  console.error(known ? error.message : error);
  process.exit(1);
}

async function main(args: string[]): Promise<void> {
  loadDotEnv();
  const dataDir = embeddedDataDir(loadConfig());
  const { file, bytes } = await backupDatabase({ dataDir, file: args[0] ?? defaultBackupFile() });
  console.log(`Backed up ${dataDir} to ${file} (${formatSize(bytes)}).`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main(process.argv.slice(2)).catch(exitWithError);
}
