import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  closeSync,
  existsSync,
  openSync,
  readFileSync,
  realpathSync,
  rmSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import { createConnection, createServer, type Server, type Socket } from 'node:net';
import { hostname } from 'node:os';
import { dirname, join } from 'node:path';
import { DataDirError } from './data-dir-error';

/**
 * One process at a time on an embedded data folder (two PGlite instances on one folder corrupt it:
 * docs/decisions/016-embedded-database-safety.md).
 *
 * On Linux the lock is an flock(2) on `forno.lock` inside the folder: it belongs to the file itself,
 * so a second process sees it whatever path it opens the folder by (a bind mount, a symlink, another
 * container on the same volume) and whatever namespace it runs in. Node has no flock, so a small
 * child, util-linux's `flock --nonblock`, takes it and then waits for the end of its stdin, a pipe
 * from this process: when this process dies, SIGKILL included, the pipe closes, the child ends and
 * the kernel frees the lock, so a restart after a crash never finds a stale lock; one that comes within moments of the crash,
 * while the dead holder's child is still ending, waits for it (flock --timeout) instead of being
 * refused (docs/decisions/036-setup-code-and-folder-lock.md).
 *
 * The holder also listens on a Unix socket in the abstract namespace, with a random name written in
 * `forno.lock`: it answers the backup command (`npm run backup` while the server runs). It is no
 * longer the lock: abstract names are per network namespace.
 *
 * Without flock (not Linux), a lock file created with O_EXCL holds the process id; a file whose
 * process is gone is stale and taken over.
 *
 * Either way `forno.lock` in the folder says who holds it, for the message the next process prints.
 */

const LOCK_FILE = 'forno.lock';

interface LockHolder {
  pid: number;
  host: string;
  since: string;
  /** What the holder is: 'server', 'db:migrate', 'backup', … */
  purpose: string;
  /** Proof that a control client may read the folder (the file is readable by its owner only). */
  controlToken?: string;
  /** The abstract socket answering control requests (without its leading NUL). */
  controlSocket?: string;
}

/** What a control client may ask the process that holds the lock. */
type ControlRequest = { command: 'backup' };

/** Answers a control request with bytes (a backup's tarball). */
type ControlHandler = (request: ControlRequest) => Promise<Uint8Array>;

export interface DataDirLock {
  readonly dir: string;
  /** Lets other processes ask this one for a consistent backup while it holds the folder. */
  handleControl(handler: ControlHandler): void;
  release(): Promise<void>;
}

const FLOCK = '/usr/bin/flock';
/**
 * How long a restart waits for the lock of a holder whose process is gone: its lock child is
 * ending (it reads the end of its pipe); past this, another process holds the folder.
 */
const DEAD_HOLDER_WAIT_SECONDS = 10;
/** flock(1)'s exit code when the file is already locked (`--conflict-exit-code`). */
const FLOCK_CONFLICT = 75;
const SUPPORTS_FLOCK = process.platform === 'linux' && existsSync(FLOCK);
/** A control answer larger than this is not ours: the client stops reading. */
const MAX_CONTROL_ANSWER_BYTES = 4 * 1024 * 1024 * 1024;

export async function lockDataDir(dir: string, purpose: string): Promise<DataDirLock> {
  const realDir = realpathSync(dir);
  const holder: LockHolder = {
    pid: process.pid,
    host: hostname(),
    since: new Date().toISOString(),
    purpose,
    controlToken: randomBytes(24).toString('base64url'),
    controlSocket: `forno-control-${randomBytes(16).toString('hex')}`,
  };
  return SUPPORTS_FLOCK ? lockWithFlock(realDir, holder) : lockWithPidFile(realDir, holder);
}

/** Who holds the folder, from its lock file (best effort: it may be gone or half written). */
function readLockHolder(dir: string): LockHolder | null {
  try {
    const parsed = JSON.parse(readFileSync(join(dir, LOCK_FILE), 'utf8')) as Partial<LockHolder>;
    if (typeof parsed.pid !== 'number') return null;
    return {
      pid: parsed.pid,
      host: String(parsed.host ?? ''),
      since: String(parsed.since ?? ''),
      purpose: String(parsed.purpose ?? ''),
      ...(typeof parsed.controlToken === 'string' ? { controlToken: parsed.controlToken } : {}),
      ...(typeof parsed.controlSocket === 'string' ? { controlSocket: parsed.controlSocket } : {}),
    };
  } catch {
    return null;
  }
}

function writeLockFile(realDir: string, holder: LockHolder): void {
  // readable by the folder's owner only: it holds the control token
  writeFileSync(join(realDir, LOCK_FILE), `${JSON.stringify(holder)}\n`, { mode: 0o600 });
}

function lockedError(realDir: string): DataDirError {
  const holder = readLockHolder(realDir);
  const who = holder
    ? ` (${holder.purpose || 'processo'}, PID ${holder.pid}${holder.host && holder.host !== hostname() ? ` em ${holder.host}` : ''}, desde ${holder.since})`
    : '';
  const whoEn = holder
    ? ` (${holder.purpose || 'process'}, PID ${holder.pid}${holder.host && holder.host !== hostname() ? ` on ${holder.host}` : ''}, since ${holder.since})`
    : '';
  return new DataDirError(
    'DATA_DIR_LOCKED',
    `A pasta de dados ${realDir} já está em uso por outro processo do Forno${who}. Só um processo pode abrir o banco embutido: pare o outro antes (ou use DATABASE_URL com PostgreSQL para várias instâncias).`,
    `The data folder ${realDir} is already in use by another Forno process${whoEn}. Only one process may open the embedded database: stop the other one first (or use DATABASE_URL with PostgreSQL for several instances).`,
  );
}

/**
 * Takes the flock through a child that holds it as long as its stdin stays open. Resolves once the
 * child says it holds the lock; DATA_DIR_LOCKED when another process holds it.
 */
async function holdFlock(path: string, waitSeconds = 0): Promise<() => Promise<void>> {
  const child = spawn(
    FLOCK,
    [
      ...(waitSeconds > 0 ? ['--timeout', String(waitSeconds)] : ['--nonblock']),
      '--conflict-exit-code',
      String(FLOCK_CONFLICT),
      path,
      'sh',
      '-c',
      // once locked: say so, then wait for our end of the pipe to close
      'echo locked; exec cat >/dev/null',
    ],
    { stdio: ['pipe', 'pipe', 'pipe'] },
  );
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
  const exited = new Promise<number | null>((done) => {
    child.once('exit', (code) => done(code));
    child.once('error', () => done(null));
  });
  const locked = await new Promise<boolean>((done) => {
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString('utf8');
      if (out.includes('locked\n')) done(true);
    });
    void exited.then(() => done(false));
  });
  if (!locked) {
    const code = await exited;
    if (code === FLOCK_CONFLICT) throw lockedError(dirname(path));
    throw new Error(`could not lock ${path} with ${FLOCK} (exit ${code}): ${stderr.trim()}`);
  }
  // the lock must never keep the process alive on its own
  child.stdout.destroy();
  child.stderr.destroy();
  (child.stdin as unknown as Socket).unref();
  child.unref();
  return async () => {
    // waiting for the child to end must keep the process alive until it has
    child.ref();
    child.stdin.end();
    await exited;
  };
}

async function lockWithFlock(realDir: string, holder: LockHolder): Promise<DataDirLock> {
  const path = join(realDir, LOCK_FILE);
  // created once, readable by the folder's owner only (it holds the control token), never removed:
  // removing a locked file would let the next process lock a new one beside it
  closeSync(openSync(path, 'a', 0o600));
  const unlock = await holdFlock(path).catch((error: unknown) => {
    // the holder died (a crash, SIGKILL) a moment ago: its lock child ends as soon as it reads
    // the end of its pipe, so the kernel lets go within moments; flock waits for exactly that
    const current = readLockHolder(realDir);
    const isDeadHolder =
      error instanceof DataDirError &&
      current !== null &&
      current.host === holder.host &&
      !isAlive(current.pid);
    if (!isDeadHolder) throw error;
    return holdFlock(path, DEAD_HOLDER_WAIT_SECONDS);
  });
  let server: Server;
  let handler: ControlHandler | null = null;
  try {
    server = await listenForControl(holder, () => handler);
    writeLockFile(realDir, holder);
  } catch (error) {
    await unlock();
    throw error;
  }
  let released = false;
  return {
    dir: realDir,
    handleControl(next) {
      handler = next;
    },
    async release() {
      if (released) return;
      released = true;
      if (readLockHolder(realDir)?.controlToken === holder.controlToken) {
        writeFileSync(path, '');
      }
      await closeServer(server);
      await unlock();
    },
  };
}

async function listenForControl(
  holder: LockHolder,
  currentHandler: () => ControlHandler | null,
): Promise<Server> {
  const server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen({ path: `\0${holder.controlSocket}`, exclusive: true }, () => resolve());
  });
  server.unref();
  server.on('error', () => undefined);
  server.on('connection', (socket) => serveControl(socket, holder, currentHandler));
  return server;
}

function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => server.close(() => resolve()));
}

function clearLockFile(realDir: string, holder: LockHolder): void {
  // only our own: a file another holder wrote after us is theirs
  if (readLockHolder(realDir)?.controlToken === holder.controlToken) {
    rmSync(join(realDir, LOCK_FILE), { force: true });
  }
}

async function lockWithPidFile(realDir: string, holder: LockHolder): Promise<DataDirLock> {
  const path = join(realDir, LOCK_FILE);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(path, 'wx', 0o600);
      try {
        writeSync(fd, `${JSON.stringify(holder)}\n`);
      } finally {
        closeSync(fd);
      }
      let released = false;
      return {
        dir: realDir,
        handleControl() {
          // no control channel without abstract sockets: a backup needs the server stopped
        },
        async release() {
          if (released) return;
          released = true;
          clearLockFile(realDir, holder);
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const current = readLockHolder(realDir);
      if (current && current.host === holder.host && isAlive(current.pid)) {
        throw lockedError(realDir);
      }
      // the process that held it is gone (or the file is unreadable): a stale lock
      rmSync(path, { force: true });
    }
  }
  throw lockedError(realDir);
}

function isAlive(pid: number): boolean {
  if (pid === process.pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Control protocol: the client sends one JSON line `{ command, token }`; the holder answers one
 * JSON line `{ ok, bytes | error }` and then, when ok, that many bytes.
 */
function serveControl(
  socket: Socket,
  holder: LockHolder,
  currentHandler: () => ControlHandler | null,
): void {
  socket.on('error', () => undefined);
  socket.setTimeout(30_000, () => socket.destroy());
  let received = '';
  const answer = (head: Record<string, unknown>, body?: Uint8Array) => {
    socket.write(`${JSON.stringify(head)}\n`);
    if (body) socket.write(body);
    socket.end();
  };
  const onData = (chunk: Buffer) => {
    received += chunk.toString('utf8');
    if (received.length > 4096) return socket.destroy();
    const newline = received.indexOf('\n');
    if (newline < 0) return;
    socket.off('data', onData);
    let request: { command?: unknown; token?: unknown };
    try {
      request = JSON.parse(received.slice(0, newline)) as typeof request;
    } catch {
      return answer({ ok: false, error: 'bad request' });
    }
    if (request.token !== holder.controlToken) return answer({ ok: false, error: 'bad token' });
    const handler = currentHandler();
    if (request.command !== 'backup' || !handler) {
      return answer({ ok: false, error: `not available in ${holder.purpose}` });
    }
    socket.setTimeout(0);
    handler({ command: 'backup' }).then(
      (bytes) => answer({ ok: true, bytes: bytes.byteLength }, bytes),
      (error: unknown) => answer({ ok: false, error: String(error) }),
    );
  };
  socket.on('data', onData);
}

/**
 * Asks the process that holds `dir` for a backup. Null when no process holds it (the caller opens
 * the folder itself); throws when one does but cannot answer.
 */
export async function requestBackupFromHolder(dir: string): Promise<Uint8Array | null> {
  if (!SUPPORTS_FLOCK) return null;
  const realDir = realpathSync(dir);
  const holder = readLockHolder(realDir);
  // no holder written: nobody holds it (or it is held from elsewhere, and opening it says so)
  if (!holder?.controlSocket) return null;
  const socket = createConnection({ path: `\0${holder.controlSocket}` });
  const connected = await new Promise<boolean>((resolve, reject) => {
    socket.once('connect', () => resolve(true));
    socket.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ECONNREFUSED' || error.code === 'ENOENT') resolve(false);
      else reject(error);
    });
  });
  if (!connected) return null;
  if (!holder.controlToken) {
    socket.destroy();
    throw new Error(`the process holding ${realDir} left no readable ${LOCK_FILE}`);
  }
  socket.write(`${JSON.stringify({ command: 'backup', token: holder.controlToken })}\n`);
  return readControlAnswer(socket);
}

function readControlAnswer(socket: Socket): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    let buffered = Buffer.alloc(0);
    let expected: number | null = null;
    socket.on('data', (chunk: Buffer) => {
      buffered = Buffer.concat([buffered, chunk]);
      if (expected === null) {
        const newline = buffered.indexOf(0x0a);
        if (newline < 0) return;
        const head = JSON.parse(buffered.subarray(0, newline).toString('utf8')) as {
          ok?: boolean;
          bytes?: number;
          error?: string;
        };
        if (!head.ok || typeof head.bytes !== 'number' || head.bytes > MAX_CONTROL_ANSWER_BYTES) {
          socket.destroy();
          reject(new Error(head.error ?? 'the server refused the backup'));
          return;
        }
        expected = head.bytes;
        buffered = buffered.subarray(newline + 1);
      }
      if (buffered.length >= expected) {
        socket.destroy();
        resolve(new Uint8Array(buffered.subarray(0, expected)));
      }
    });
    socket.once('error', reject);
    socket.once('close', () => {
      if (expected === null || buffered.length < expected) {
        reject(new Error('the server closed the connection before the backup was complete'));
      }
    });
  });
}
