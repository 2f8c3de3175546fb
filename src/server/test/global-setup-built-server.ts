import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { TestProject } from 'vitest/node';
import { sharedAcrossProjects } from './shared-across-projects';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

declare module 'vitest' {
  export interface ProvidedContext {
    /** The server as `npm run build` bundles it, for tests that run it as a child process. */
    builtServer: string;
  }
}

/**
 * Bundles the server the way `npm run build` does (scripts/build-server.mjs), once per run for
 * every API project, into .tmp/ inside the repository (the bundle finds node_modules and the
 * migrations above it). The data-folder, socket and crash tests run that file, not the sources.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const { value: outfile, release } = await sharedAcrossProjects('built-server', buildServer);
  project.provide('builtServer', outfile);
  return release;
}

async function buildServer(): Promise<{ value: string; dispose: () => void }> {
  mkdirSync(join(ROOT, '.tmp'), { recursive: true });
  const dir = mkdtempSync(join(ROOT, '.tmp', 'test-server-'));
  const outfile = join(dir, 'main.js');
  try {
    await promisify(execFile)(
      process.execPath,
      ['scripts/build-server.mjs', '--outfile', outfile],
      { cwd: ROOT },
    );
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  return { value: outfile, dispose: () => rmSync(dir, { recursive: true, force: true }) };
}
