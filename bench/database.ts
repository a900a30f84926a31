// Throwaway databases for the bench, crash test and soak: a fresh PGlite directory, or a fresh
// PostgreSQL database created (and dropped after) through an admin URL.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { root } from './server';

export interface ThrowawayDatabase {
  kind: 'pglite' | 'postgresql';
  /** DATA_DIR or DATABASE_URL, for the server's environment. */
  env: Record<string, string>;
  /** The directory PGlite keeps its files in (PGlite only). */
  pgliteDir?: string;
  drop(): Promise<void>;
}

/** `npm run build`, unless --no-build: the commands measure what `npm start` would serve. */
export function buildUnlessSkipped(flags: Set<string>) {
  if (flags.has('--no-build')) return;
  console.log('Building (npm run build)…');
  const build = spawnSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

/** The value after `flag` on the command line (`--pg <url>`), or undefined. */
export function flagValue(flag: string): string | undefined {
  const args = process.argv.slice(2);
  const at = args.indexOf(flag);
  const value = at >= 0 ? args[at + 1] : undefined;
  return value && !value.startsWith('--') ? value : undefined;
}

/** A new PGlite directory under `parent` (.tmp/ in the repository unless given). */
export function throwawayPglite(parent?: string): ThrowawayDatabase {
  const base = parent ?? path.join(root, '.tmp');
  mkdirSync(base, { recursive: true });
  const dataDir = mkdtempSync(path.join(base, 'getaway-pglite-'));
  return {
    kind: 'pglite',
    env: { DATA_DIR: dataDir },
    // The server keeps PGlite's files in DATA_DIR/pglite (src/server/db/open-database.ts).
    pgliteDir: path.join(dataDir, 'pglite'),
    drop: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

async function admin(adminUrl: string, sql: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** Database `name` on the server at `adminUrl`, dropped first if a past run left it. */
export async function throwawayPostgres(
  adminUrl: string,
  name: string,
): Promise<ThrowawayDatabase> {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`not a plain database name: ${name}`);
  await admin(adminUrl, `drop database if exists ${name} with (force)`);
  await admin(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    kind: 'postgresql',
    env: { DATABASE_URL: url.toString() },
    drop: () => admin(adminUrl, `drop database if exists ${name} with (force)`),
  };
}
