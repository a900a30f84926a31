import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import pg from 'pg';
import { openPglite, openPostgres } from '#server/db/client';
import { dropDatabase } from './drop-database';

export const TEMPLATE_DIR = path.resolve('.tmp/test-db');

/**
 * Migrates one database once for the whole run; every test file then starts from a copy
 * (a PGlite dump, or a PostgreSQL `CREATE DATABASE … TEMPLATE`), never migrating itself.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const templateName = `${new URL(serverUrl).pathname.slice(1)}_template`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await dropDatabase(admin, templateName);
    await admin.query(`CREATE DATABASE "${templateName}"`);
    const templateUrl = new URL(serverUrl);
    templateUrl.pathname = `/${templateName}`;
    const template = await openPostgres({ url: templateUrl.toString(), poolSize: 1 });
    await template.migrate();
    await template.close();
    project.provide('postgresTemplate', templateName);
    return async () => {
      await dropDatabase(admin, templateName);
      await admin.end();
    };
  }
  const template = await openPglite();
  await template.migrate();
  const dump = await template.dump!();
  await template.close();
  await mkdir(TEMPLATE_DIR, { recursive: true });
  const file = path.join(TEMPLATE_DIR, 'template.tar.gz');
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplateFile', file);
  return async () => undefined;
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplateFile: string;
    postgresTemplate: string;
  }
}
