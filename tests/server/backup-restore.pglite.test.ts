import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openPglite } from '#server/db/client';
import { pgliteDataDir } from '#server/db/open-database';
import { buildTrip, buildWishlist } from '#tests/factories/trips';
import { buildUser } from '#tests/factories/users';
import { backupDatabase, embeddedDataDir } from '../../scripts/db-backup';
import { restoreDatabase } from '../../scripts/db-restore';

let root: string;
let sourceDir: string;
let backupFile: string;
let saved: { email: string; tripLocation: string; listName: string };

/** What a user would look for after a restore: their account, trip and wishlist. */
async function readRows(dataDir: string) {
  const client = await PGlite.create({ dataDir });
  try {
    const { rows } = await client.query<{
      email: string;
      trip_location: string;
      list_name: string;
    }>(
      `SELECT u.email, t.trip_location, w.list_name FROM users u
         JOIN trips t ON t.user_id = u.id
         JOIN wishlist_trips wt ON wt.trip_id = t.id
         JOIN wishlists w ON w.id = wt.wishlist_id`,
    );
    return rows.map((row) => ({
      email: row.email,
      tripLocation: row.trip_location,
      listName: row.list_name,
    }));
  } finally {
    await client.close();
  }
}

// Runs in the PGlite pass only (*.pglite.test.ts): it backs up the embedded database, and a
// server is backed up with pg_dump (README).
describe('the embedded database', () => {
  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'backup-restore-'));
    sourceDir = pgliteDataDir({ DATA_DIR: path.join(root, 'source') });
    // Starts from the run's migrated template instead of a slow new cluster.
    await mkdir(sourceDir, { recursive: true });
    const template = await PGlite.create({
      dataDir: sourceDir,
      loadDataDir: new Blob([await readFile(inject('pgliteTemplateFile'))]),
    });
    await template.close();
    const database = await openPglite({ dataDir: sourceDir });
    await database.migrate();
    const user = await buildUser(database.db, { email: 'backup-owner@example.com' });
    const trip = await buildTrip(database.db, user.id, { tripLocation: 'Porto' });
    await buildWishlist(database.db, user.id, { listName: 'Summer', tripIds: [trip.id] });
    await database.close();
    saved = { email: 'backup-owner@example.com', tripLocation: 'Porto', listName: 'Summer' };

    backupFile = path.join(root, 'backups', 'copy.tar.gz');
    const result = await backupDatabase({ dataDir: sourceDir, file: backupFile });
    expect(result.file).toBe(backupFile);
    expect(result.bytes).toBeGreaterThan(0);
  });

  afterAll(async () => {
    if (root) await rm(root, { recursive: true, force: true });
  });

  describe('backing up and restoring the embedded database', () => {
    it('restores a backup into another directory with the same user, trip and wishlist', async () => {
      const target = pgliteDataDir({ DATA_DIR: path.join(root, 'restored') });
      const result = await restoreDatabase({ file: backupFile, dataDir: target });
      expect(result).toEqual({ dataDir: target });

      // The server migrates at start; the restored database takes that and keeps its rows.
      const database = await openPglite({ dataDir: target });
      await database.migrate();
      await database.close();
      expect(await readRows(target)).toEqual([saved]);
    });

    it('refuses a file that is not a backup, even with --force, and changes nothing', async () => {
      const notABackup = path.join(root, 'notes.tar.gz');
      await writeFile(notABackup, 'just some text, not a tarball');
      const before = await readdir(sourceDir);
      const siblings = await readdir(path.dirname(sourceDir));

      await expect(
        restoreDatabase({ file: notABackup, dataDir: sourceDir, force: true }),
      ).rejects.toThrow('is not a database backup (nothing was changed)');
      expect(await readdir(sourceDir)).toEqual(before);
      expect(await readdir(path.dirname(sourceDir))).toEqual(siblings);
      expect(await readRows(sourceDir)).toEqual([saved]);
    });

    it('refuses to overwrite a database without --force, and keeps the old one aside with it', async () => {
      const before = await readdir(sourceDir);
      await expect(restoreDatabase({ file: backupFile, dataDir: sourceDir })).rejects.toThrow(
        'already holds a database. To replace it, run again with --force',
      );
      expect(await readdir(sourceDir)).toEqual(before);

      const result = await restoreDatabase({ file: backupFile, dataDir: sourceDir, force: true });
      expect(result.previousDir).toMatch(/pglite\.before-restore-/);
      expect(await readdir(result.previousDir!)).toEqual(before);
      expect(await readRows(sourceDir)).toEqual([saved]);
    });

    it('refuses to back up a database the server has open', async () => {
      const server = await PGlite.create({ dataDir: sourceDir });
      const file = path.join(root, 'backups', 'while-running.tar.gz');
      try {
        await expect(backupDatabase({ dataDir: sourceDir, file })).rejects.toThrow(
          'is in use: stop the server first',
        );
      } finally {
        await server.close();
      }
      expect(await readdir(path.dirname(file))).toEqual(['copy.tar.gz']);
    });

    it('points to pg_dump when DATABASE_URL names a PostgreSQL server', () => {
      expect(() =>
        embeddedDataDir({ DATA_DIR: root, DATABASE_URL: 'postgres://db.example/trips' }),
      ).toThrow('pg_dump -Fc "$DATABASE_URL" > file.dump');
    });
  });
});
