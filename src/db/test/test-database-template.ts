/**
 * What the API projects' global setups hand to the test files: where to clone a migrated,
 * seeded database from. One template per run; each test file clones its own copy.
 */
export type TestDatabaseTemplate =
  | {
      kind: 'pglite';
      /** A tarball of a migrated PGlite data directory (`dumpDataDir`). */
      dumpFile: string;
    }
  | {
      kind: 'postgres';
      /** A URL of the server's maintenance database, used to create and drop test databases. */
      serverUrl: string;
      /** A migrated, seeded database that `CREATE DATABASE … TEMPLATE` copies. */
      templateName: string;
    };

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabase: TestDatabaseTemplate;
  }
}
