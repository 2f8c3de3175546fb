import { execFile, execFileSync } from 'node:child_process';
import {
  chownSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';
import { promisify } from 'node:util';

const execFileAsync = promisify(execFile);

const NO_POSTGRES = [
  'The api-postgres tests need PostgreSQL and found none.',
  'Either set TEST_DATABASE_URL to a server the tests may create databases on',
  '(e.g. TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres),',
  'or install the server binaries (Debian/Ubuntu: apt-get install postgresql) so that',
  '`initdb` and `pg_ctl` are on PATH or in /usr/lib/postgresql/<version>/bin;',
  'the tests then start a throwaway server of their own.',
].join('\n');

export interface ThrowawayPostgres {
  /** URL of the maintenance database `postgres`. */
  url: string;
  stop(): Promise<void>;
}

/** A throwaway server a test may also take down and bring back, as a restart or failover would. */
export interface RestartableThrowawayPostgres extends ThrowawayPostgres {
  /** Stops the server (fast shutdown: open connections are cut); its data stays. */
  halt(): Promise<void>;
  /** Starts it again on the same port, with the same options; resolves once it accepts connections. */
  resume(): Promise<void>;
}

interface SystemUser {
  name: string;
  uid: number;
  gid: number;
}

/**
 * Starts a PostgreSQL server of its own in a temporary folder, on a free loopback port, tuned for
 * speed over durability (no fsync); `stop()` stops it and deletes the folder. Also stopped when the
 * process exits before `stop()`. Used by the api-postgres tests and the benchmarks (bench/).
 */
export async function startThrowawayPostgres(): Promise<RestartableThrowawayPostgres> {
  const bin = findPostgresBinaries();
  const dir = mkdtempSync(join(tmpdir(), 'forno-pg-'));
  const dataDir = join(dir, 'data');
  const logFile = join(dir, 'log');
  // PostgreSQL refuses to run as root: run it as an unprivileged user that owns the folder.
  const user = process.getuid?.() === 0 ? unprivilegedUser() : undefined;
  if (user) chownSync(dir, user.uid, user.gid);
  const command = (file: string, args: string[]): [string, string[]] =>
    user ? ['runuser', ['-u', user.name, '--', file, ...args]] : [file, args];
  const pgCtlStop = command(bin.pgCtl, ['-D', dataDir, '-m', 'immediate', 'stop']);

  // Also true after a start that timed out but went on: whatever runs is stopped.
  const isRunning = () => existsSync(join(dataDir, 'postmaster.pid'));
  // Safety net when the run is interrupted before teardown: no server outlives the tests.
  const stopSync = () => {
    if (isRunning()) {
      try {
        execFileSync(...pgCtlStop, { cwd: dir, stdio: 'ignore' });
      } catch {
        // already stopped
      }
    }
    rmSync(dir, { recursive: true, force: true });
  };
  const stop = async () => {
    process.off('exit', stopSync);
    if (isRunning()) await execFileAsync(...pgCtlStop, { cwd: dir }).catch(() => undefined);
    rmSync(dir, { recursive: true, force: true });
  };
  process.on('exit', stopSync);

  const exec = (file: string, args: string[]) =>
    execFileAsync(...command(file, args), { cwd: dir });
  try {
    await exec(bin.initdb, [
      '-D',
      dataDir,
      '-A',
      'trust',
      '-U',
      'postgres',
      '--no-sync',
      // as a shop's server should be: every page read is checked (docs/decisions/036)
      '--data-checksums',
      '-E',
      'UTF8',
      '--locale=C',
    ]);
    // The free port is only free until someone else takes it: try a few.
    for (let attempt = 1; ; attempt++) {
      const port = await findFreePort();
      const serverOptions = [
        `-p ${port}`,
        `-k '${dir}'`,
        '-c listen_addresses=127.0.0.1',
        '-c fsync=off',
        '-c synchronous_commit=off',
        '-c full_page_writes=off',
      ].join(' ');
      const start = () =>
        exec(bin.pgCtl, [
          '-D',
          dataDir,
          '-l',
          logFile,
          '-o',
          serverOptions,
          '-w',
          '-t',
          '60',
          'start',
        ]);
      try {
        await start();
        return {
          url: `postgres://postgres@127.0.0.1:${port}/postgres`,
          stop,
          halt: async () => {
            await exec(bin.pgCtl, ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
          },
          resume: async () => {
            await start();
          },
        };
      } catch (error) {
        if (attempt >= 3) throw error;
      }
    }
  } catch (error) {
    const log = existsSync(logFile) ? readFileSync(logFile, 'utf8').slice(-2000) : '';
    await stop();
    throw new Error(
      `Could not start a throwaway PostgreSQL with ${bin.initdb}: ${errorText(error)}\n${log}`,
      { cause: error },
    );
  }
}

/** `initdb` and `pg_ctl` of one installation: PATH first, then Debian's newest version. */
function findPostgresBinaries(): { initdb: string; pgCtl: string } {
  const dirs = (process.env.PATH ?? '').split(delimiter).filter(Boolean);
  const debianRoot = '/usr/lib/postgresql';
  if (existsSync(debianRoot)) {
    const versions = readdirSync(debianRoot)
      .filter((v) => /^\d+(\.\d+)?$/.test(v))
      .sort((a, b) => Number(b) - Number(a));
    dirs.push(...versions.map((v) => join(debianRoot, v, 'bin')));
  }
  for (const dir of dirs) {
    const initdb = join(dir, 'initdb');
    if (!existsSync(initdb)) continue;
    // /usr/local/bin/initdb may be a link: pg_ctl lives beside the real file.
    const realDir = dirname(realpathSync(initdb));
    const pgCtl = join(realDir, 'pg_ctl');
    if (existsSync(pgCtl)) return { initdb: join(realDir, 'initdb'), pgCtl };
  }
  throw new Error(NO_POSTGRES);
}

function unprivilegedUser(): SystemUser {
  const existing = lookUpUser('postgres') ?? lookUpUser('pgtest');
  if (existing) return existing;
  execFileSync('useradd', ['-r', '-M', 'pgtest'], { stdio: 'ignore' });
  const created = lookUpUser('pgtest');
  if (!created) throw new Error('useradd -r -M pgtest did not create the user pgtest');
  return created;
}

function lookUpUser(name: string): SystemUser | undefined {
  const id = (flag: string) =>
    Number(
      execFileSync('id', [flag, name], {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      }).trim(),
    );
  try {
    return { name, uid: id('-u'), gid: id('-g') };
  } catch {
    return undefined;
  }
}

/** A loopback port nobody listens on right now. */
export function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => (port ? resolve(port) : reject(new Error('no free port'))));
    });
  });
}

/** execFile's errors already carry the command's stderr in their message. */
function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
