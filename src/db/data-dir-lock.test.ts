import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { lockDataDir } from './data-dir-lock';

const FLOCK = '/usr/bin/flock';

/** The command lines of the processes waiting on `path` with `flock --timeout`. */
function flockWaitersOn(path: string): string[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .map((pid) => {
      try {
        return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ');
      } catch {
        return '';
      }
    })
    .filter((line) => line.startsWith(FLOCK) && line.includes('--timeout') && line.includes(path));
}

describe.runIf(process.platform === 'linux')('the data folder lock after a crash', () => {
  it('waits for the lock a dead holder’s child is still letting go of, instead of refusing', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'forno-lock-'));
    const path = join(dir, 'forno.lock');
    // the holder that died: its process is gone, its lock child has not ended yet
    const dead = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
    const deadPid = Number(dead.stdout.toString('utf8'));
    writeFileSync(
      path,
      `${JSON.stringify({ pid: deadPid, host: hostname(), since: new Date().toISOString(), purpose: 'server' })}\n`,
    );
    const lingering = spawn(FLOCK, [path, 'sh', '-c', 'echo locked; exec cat >/dev/null'], {
      stdio: ['pipe', 'pipe', 'inherit'],
    });
    await new Promise<void>((held) => lingering.stdout.once('data', () => held()));

    const restart = lockDataDir(dir, 'server');
    const refused = vi.fn();
    restart.catch(refused);
    // the restart waits on the lock (a refusal would have ended it before any wait)
    await vi.waitFor(() => expect(flockWaitersOn(path)).toHaveLength(1), { timeout: 10_000 });
    expect(refused).not.toHaveBeenCalled();
    // the child reads the end of its pipe and ends: the kernel lets go of the lock
    lingering.stdin.end();
    const lock = await restart;
    expect(JSON.parse(readFileSync(path, 'utf8'))).toMatchObject({ pid: process.pid });
    await lock.release();
  });

  it('still refuses at once a folder whose holder is alive', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'forno-lock-'));
    const path = join(dir, 'forno.lock');
    const holder = spawn(FLOCK, [path, 'sh', '-c', 'echo locked; exec cat >/dev/null'], {
      stdio: ['pipe', 'pipe', 'inherit'],
    });
    await new Promise<void>((held) => holder.stdout.once('data', () => held()));
    writeFileSync(
      path,
      `${JSON.stringify({ pid: holder.pid, host: hostname(), since: new Date().toISOString(), purpose: 'server' })}\n`,
    );
    await expect(lockDataDir(dir, 'db:migrate')).rejects.toMatchObject({
      problem: 'DATA_DIR_LOCKED',
    });
    expect(flockWaitersOn(path)).toEqual([]);
    holder.stdin.end();
  });
});
