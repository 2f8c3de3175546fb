import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../db/client';
import '../../db/test/test-database-template';
import { sharedAcrossProjects } from './shared-across-projects';

/**
 * A new PGlite data directory costs ~3 s and ~800 MB (STACK.md), so it is made, migrated and seeded
 * once per run, for both PGlite projects; every test file loads a copy of its dump (~0.3 s).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const { value: dumpFile, release } = await sharedAcrossProjects('pglite-dump', makeDump);
  project.provide('testDatabase', { kind: 'pglite', dumpFile });
  return release;
}

async function makeDump(): Promise<{ value: string; dispose: () => void }> {
  const dir = mkdtempSync(join(tmpdir(), 'forno-pglite-'));
  const dumpFile = join(dir, 'migrated.tar');
  try {
    const database = await openDatabase({ kind: 'pglite' });
    try {
      await database.migrate();
      if (!database.dump) throw new Error('the PGlite handle has no dump()');
      const dump = await database.dump();
      writeFileSync(dumpFile, Buffer.from(await dump.arrayBuffer()));
    } finally {
      await database.close();
    }
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  return { value: dumpFile, dispose: () => rmSync(dir, { recursive: true, force: true }) };
}
