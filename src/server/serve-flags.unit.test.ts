import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '..', '..');

/** The Node flags of `npm run serve` (`node <flags> dist/server/main.js`), as production starts. */
function serveFlags(): string[] {
  const pkg = JSON.parse(readFileSync(resolve(ROOT, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  };
  const words = (pkg.scripts.serve ?? '').split(/\s+/);
  expect(words[0]).toBe('node');
  expect(words.at(-1)).toBe('dist/server/main.js');
  return words.slice(1, -1);
}

describe('npm run serve', () => {
  it("gives V8 a heap ceiling, so garbage cannot pile up with the machine's memory (decision 045)", async () => {
    const { stdout } = await promisify(execFile)(process.execPath, [
      ...serveFlags(),
      '-e',
      "console.log(require('node:v8').getHeapStatistics().heap_size_limit)",
    ]);
    const limitMb = Number(stdout.trim()) / 2 ** 20;
    // V8 grows the old generation by up to 4 × what is live past 2 GB, by ~1.35 × at 384 MB
    expect(limitMb).toBeGreaterThan(256);
    expect(limitMb).toBeLessThanOrEqual(512);
  }, 60_000);
});
