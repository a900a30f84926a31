import react from '@vitejs/plugin-react';
import { configDefaults, defineConfig } from 'vitest/config';

// #client, #server, #shared and #tests come from tsconfig.json's paths, the one alias list.
const resolve = { tsconfigPaths: true };

// Server tests run twice in CI: on embedded PGlite, then on a PostgreSQL server named by
// TEST_DATABASE_URL. A *.pg.test.ts needs the server; a *.pglite.test.ts needs the embedded one.
const onServer = Boolean(process.env.TEST_DATABASE_URL);
const otherDatabaseOnly = onServer ? '**/*.pglite.test.ts' : '**/*.pg.test.ts';

// Server test files share one module graph per worker, so the app's data (places, costs,
// climate) is loaded once per worker rather than once per file: the server pass took 364 s
// isolated and 195 s shared. Modules hold only read-only data; every file builds its own app and
// database. A file that replaces a module (vi.mock) needs a graph of its own: *.isolated.test.ts.
const isolatedServerFiles = '{src,tests}/server/**/*.isolated.test.ts';

export default defineConfig({
  test: {
    projects: [
      {
        resolve,
        test: {
          name: 'shared',
          environment: 'node',
          include: ['src/shared/**/*.test.ts'],
        },
      },
      {
        resolve,
        test: {
          name: 'server',
          environment: 'node',
          include: ['src/server/**/*.test.ts', 'tests/server/**/*.test.ts'],
          exclude: [...configDefaults.exclude, otherDatabaseOnly, isolatedServerFiles],
          globalSetup: ['tests/setup/global-db-template.ts'],
          setupFiles: ['tests/setup/console-guard.ts'],
          isolate: false,
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
      {
        resolve,
        test: {
          name: 'server-isolated',
          environment: 'node',
          include: [isolatedServerFiles],
          setupFiles: ['tests/setup/console-guard.ts'],
        },
      },
      {
        plugins: [react()],
        resolve,
        test: {
          name: 'client',
          environment: 'jsdom',
          include: ['src/client/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/setup/client-setup.ts'],
        },
      },
    ],
  },
});
