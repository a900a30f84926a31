// Migrates the database the config names (DATABASE_URL, else PGlite under DATA_DIR) without
// starting the server: `npm run db:migrate`. The server also migrates at start.
import { ConfigError, loadConfig } from '#server/config';
import { openDatabase } from '#server/db/open-database';

async function migrate(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase(config);
  try {
    await database.migrate();
    console.log(`Migrated the ${database.kind} database.`);
  } finally {
    await database.close();
  }
}

migrate().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
