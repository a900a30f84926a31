import type pg from 'pg';

/**
 * Drops a test database. Not WITH (FORCE): that refuses outright when an autovacuum worker is on
 * the database and the test role may not signal it. The role's own leftover sessions are ended
 * instead, and a plain DROP cancels autovacuum itself, waiting a few seconds for the rest.
 */
export async function dropDatabase(admin: pg.Client, name: string): Promise<void> {
  await admin.query(
    `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
      WHERE datname = $1 AND usename = current_user AND pid <> pg_backend_pid()`,
    [name],
  );
  await admin.query(`DROP DATABASE IF EXISTS "${name}"`);
}
