import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// #client, #server, #shared and #tests come from tsconfig.json's paths, the one alias list.
const resolve = { tsconfigPaths: true };

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
          globalSetup: ['tests/setup/global-db-template.ts'],
          setupFiles: ['tests/setup/console-guard.ts'],
          testTimeout: 20_000,
          hookTimeout: 60_000,
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
