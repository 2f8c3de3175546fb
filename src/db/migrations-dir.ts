import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The committed migrations, found from wherever this code runs: `src/db` in development and tests,
 * the bundled `dist/server` in production.
 */
function findMigrationsDir(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const candidate = join(dir, 'src', 'db', 'migrations');
    if (existsSync(join(candidate, 'meta', '_journal.json'))) return candidate;
    const parent = dirname(dir);
    if (parent === dir) throw new Error('src/db/migrations not found above ' + import.meta.url);
    dir = parent;
  }
}

export const MIGRATIONS_DIR = findMigrationsDir();
