import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/** API and database tests: every one runs on PGlite and on PostgreSQL (docs/product/principles.md#architecture). */
const API_TESTS = ['src/server/**/*.test.ts', 'src/db/**/*.test.ts'];
/** Server code tested without a database (`*.unit.test.ts`): once is enough. */
const SERVER_UNIT_TESTS = ['src/server/**/*.unit.test.ts'];

export default defineConfig({
  test: {
    // The web project may have no tests yet.
    passWithNoTests: true,
    // Two cores, and each API test file holds a database (PGlite ~360 MB): two workers at a time.
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/domain/**/*.test.ts'],
          environment: 'node',
          // pure functions (no mocks, no globals, no I/O): the files of a worker share one module
          // graph instead of importing the domain again for each file (decision 054)
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          include: SERVER_UNIT_TESTS,
          environment: 'node',
        },
      },
      {
        extends: true,
        plugins: [react()],
        test: {
          name: 'web',
          include: ['src/web/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['src/web/test/setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'api-pglite',
          include: API_TESTS,
          exclude: SERVER_UNIT_TESTS,
          environment: 'node',
          globalSetup: [
            'src/server/test/global-setup-pglite.ts',
            'src/server/test/global-setup-built-server.ts',
          ],
        },
      },
      {
        extends: true,
        test: {
          name: 'api-postgres',
          include: API_TESTS,
          exclude: SERVER_UNIT_TESTS,
          environment: 'node',
          globalSetup: [
            'src/server/test/global-setup-postgres.ts',
            'src/server/test/global-setup-built-server.ts',
          ],
        },
      },
    ],
  },
});
