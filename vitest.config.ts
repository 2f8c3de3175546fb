import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

const ROOT = fileURLToPath(new URL('.', import.meta.url));

/** API and database tests: every one runs on PGlite and on PostgreSQL (docs/product/principles.md#architecture). */
const API_TEST_DIRS = ['src/server', 'src/db'];
const API_TESTS = API_TEST_DIRS.map((dir) => `${dir}/**/*.test.ts`);
/** Server code tested without a database (`*.unit.test.ts`): once is enough. */
const SERVER_UNIT_TESTS = ['src/server/**/*.unit.test.ts'];

/**
 * What makes an API test file need a module graph of its own: a module mock (it would replace the
 * module for every file after it in the worker), or stubbed environment variables or globals.
 */
const NEEDS_OWN_MODULES = /\bvi\.(mock|doMock|unmock|doUnmock|resetModules|stubEnv|stubGlobal)\(/;

/**
 * The API test files that run each in its own fork with fresh modules (decision 054): found by
 * what they contain, so a new file that mocks a module is isolated without editing this list.
 */
const ISOLATED_API_TESTS = API_TEST_DIRS.flatMap((dir) =>
  readdirSync(join(ROOT, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.test.ts') && !file.endsWith('.unit.test.ts'))
    .map((file) => join(dir, file).replaceAll('\\', '/'))
    .filter((file) => NEEDS_OWN_MODULES.test(readFileSync(join(ROOT, file), 'utf8'))),
).sort();

/**
 * One database's API tests as two projects: `api-<db>`, whose files share one module graph per
 * worker (importing the server again for each file cost most of the project's time), and
 * `api-<db>-isolated` for the files above. Together they run every API test file exactly once.
 * Both name the same global setups, which make the template, server and bundle once per run
 * (src/server/test/shared-across-projects.ts).
 */
function apiProjects(database: 'pglite' | 'postgres'): TestProjectInlineConfiguration[] {
  const project = {
    extends: true,
    test: {
      environment: 'node',
      globalSetup: [
        `src/server/test/global-setup-${database}.ts`,
        'src/server/test/global-setup-built-server.ts',
      ],
    },
  } satisfies TestProjectInlineConfiguration;
  return [
    {
      ...project,
      test: {
        ...project.test,
        name: `api-${database}`,
        include: API_TESTS,
        exclude: [...SERVER_UNIT_TESTS, ...ISOLATED_API_TESTS],
        isolate: false,
      },
    },
    {
      ...project,
      test: { ...project.test, name: `api-${database}-isolated`, include: ISOLATED_API_TESTS },
    },
  ];
}

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
      ...apiProjects('pglite'),
      ...apiProjects('postgres'),
    ],
  },
});
