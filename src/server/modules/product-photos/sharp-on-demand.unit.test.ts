import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '..', '..', '..', '..');

/**
 * In a fresh Node process (this one may have loaded sharp for another test): whether libvips, the
 * library under sharp, is mapped into the process after loading the whole server, and after
 * importing sharp itself, which shows that the check can see it.
 */
async function libvipsMapped(): Promise<{ afterServer: boolean; afterSharp: boolean }> {
  const script = `
    const { readFileSync } = require('node:fs');
    const mapped = () => readFileSync('/proc/self/maps', 'utf8').includes('libvips');
    import('./src/server/app.ts')
      .then(() => {
        const afterServer = mapped();
        return import('sharp').then(() => ({ afterServer, afterSharp: mapped() }));
      })
      .then((result) => console.log(JSON.stringify(result)));
  `;
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', '-e', script],
    { cwd: ROOT, env: { ...process.env, NODE_ENV: 'test' } },
  );
  return JSON.parse(stdout.trim().split('\n').at(-1) ?? '{}') as {
    afterServer: boolean;
    afterSharp: boolean;
  };
}

describe.runIf(process.platform === 'linux')("the server's memory", () => {
  it('holds no libvips until a photo comes: sharp is loaded with the first one', async () => {
    const { afterServer, afterSharp } = await libvipsMapped();
    expect(afterSharp).toBe(true);
    expect(afterServer).toBe(false);
  }, 90_000);
});
