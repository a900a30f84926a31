// Restores a backup from `npm run db:backup` into the configured PGlite data directory:
// `npm run db:restore -- <file> [--force]`. Run it with the server stopped; the next start
// migrates the restored database as usual.
import { existsSync } from 'node:fs';
import { mkdir, readFile, readdir, rename, rm, rmdir } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { loadConfig } from '#server/config';
import { PGLITE_SETTINGS } from '#server/db/client';
import {
  BackupError,
  embeddedDataDir,
  exitWithError,
  loadDotEnv,
  refuseIfInUse,
  timestamp,
} from './db-backup';

export interface RestoreResult {
  dataDir: string;
  /** Where the database that was there before went (only with `force`). */
  previousDir?: string;
}

async function isEmptyOrMissing(dir: string): Promise<boolean> {
  return !existsSync(dir) || (await readdir(dir)).length === 0;
}

/**
 * Opens the archive in a new directory beside the target and checks it holds this app's
 * database, so a bad file fails before the target is touched.
 */
async function unpackAndCheck(
  file: string,
  bytes: Buffer<ArrayBuffer>,
  stagingDir: string,
): Promise<void> {
  // PGlite throws a bad gzip stream's error where it cannot be caught: check it first.
  let tar: Buffer;
  try {
    tar = gunzipSync(bytes);
  } catch {
    throw new BackupError(`${file} is not a database backup (nothing was changed).`);
  }
  if (tar.subarray(257, 262).toString('latin1') !== 'ustar') {
    throw new BackupError(`${file} is not a database backup (nothing was changed).`);
  }
  const archive = new Blob([bytes]);
  let client: PGlite;
  try {
    client = await PGlite.create({
      dataDir: stagingDir,
      loadDataDir: archive,
      postgresqlconf: PGLITE_SETTINGS,
    });
  } catch {
    throw new BackupError(`${file} is not a database backup (nothing was changed).`);
  }
  try {
    const { rows } = await client.query<{ found: boolean }>(
      "SELECT to_regclass('public.users') IS NOT NULL AS found",
    );
    if (!rows[0]?.found) {
      throw new BackupError(
        `${file} holds no users table: it is not a backup of this app (nothing was changed).`,
      );
    }
  } finally {
    await client.close();
  }
}

/** Replaces the database in `dataDir` with the backup in `file`, keeping any old one aside. */
export async function restoreDatabase(options: {
  file: string;
  dataDir: string;
  force?: boolean;
}): Promise<RestoreResult> {
  const file = path.resolve(options.file);
  const dataDir = path.resolve(options.dataDir);
  if (!existsSync(file)) throw new BackupError(`${file} does not exist.`);
  const replacing = !(await isEmptyOrMissing(dataDir));
  if (replacing && !options.force) {
    throw new BackupError(
      `${dataDir} already holds a database. To replace it, run again with --force ` +
        '(the current one is moved aside, not deleted).',
    );
  }
  if (replacing) refuseIfInUse(dataDir);

  const stamp = timestamp();
  // Beside the target, on the same file system, so the final swap is a rename.
  const stagingDir = `${dataDir}.restoring-${stamp}`;
  await mkdir(path.dirname(dataDir), { recursive: true });
  try {
    await unpackAndCheck(file, await readFile(file), stagingDir);
  } catch (error) {
    await rm(stagingDir, { recursive: true, force: true });
    throw error;
  }

  let previousDir: string | undefined;
  if (replacing) {
    previousDir = `${dataDir}.before-restore-${stamp}`;
    await rename(dataDir, previousDir);
  } else if (existsSync(dataDir)) {
    await rmdir(dataDir);
  }
  await rename(stagingDir, dataDir);
  return previousDir ? { dataDir, previousDir } : { dataDir };
}

async function main(args: string[]): Promise<void> {
  const force = args.includes('--force');
  const files = args.filter((arg) => arg !== '--force');
  if (files.length !== 1) {
    throw new BackupError('Usage: npm run db:restore -- <backup file> [--force]');
  }
  loadDotEnv();
  const dataDir = embeddedDataDir(loadConfig());
  const result = await restoreDatabase({ file: files[0]!, dataDir, force });
  console.log(`Restored ${path.resolve(files[0]!)} into ${result.dataDir}.`);
  if (result.previousDir)
    console.log(`The database that was there is now in ${result.previousDir}.`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main(process.argv.slice(2)).catch(exitWithError);
}
