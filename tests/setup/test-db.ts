import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { openPglite, openPostgres, type DatabaseHandle } from '#server/db/client';
import { dropDatabase } from './drop-database';

/**
 * A fresh, migrated database for one test file: a copy of the run's template, on PGlite by
 * default or on the PostgreSQL server at TEST_DATABASE_URL.
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const dump = await readFile(inject('pgliteTemplateFile'));
    return openPglite({ loadDataDir: new Blob([dump]) });
  }
  const name = `test_${randomUUID().replaceAll('-', '')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${inject('postgresTemplate')}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openPostgres({ url: url.toString(), poolSize: 4 });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await dropDatabase(admin, name);
      await admin.end();
    },
  };
}
