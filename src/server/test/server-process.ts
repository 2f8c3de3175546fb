import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { inject } from 'vitest';

/**
 * The built server (`npm run build`'s bundle, see global-setup-built-server.ts) as a child
 * process: for what `app.inject()` cannot show — a second process on one data folder, SIGKILL,
 * SIGTERM, sockets that trickle or idle. Everything waits on what the process says or does
 * (a line on stdout, its exit), never on a clock.
 */

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

export interface ProcessExit {
  code: number | null;
  signal: NodeJS.Signals | null;
  /** stdout and stderr together, as written. */
  output: string;
}

/** Environment every child gets unless the test says otherwise. */
const BASE_ENV: Record<string, string> = {
  NODE_ENV: 'production',
  HOST: '127.0.0.1',
  WEB_DIR: '',
  LOG_LEVEL: 'warn',
  RATE_LIMITS: 'off',
};

function childEnv(env: Record<string, string | undefined>): NodeJS.ProcessEnv {
  const merged: NodeJS.ProcessEnv = { ...process.env, ...BASE_ENV };
  // the parent's database settings must not leak into the child's
  delete merged.DATABASE_URL;
  delete merged.DATA_DIR;
  for (const [key, value] of Object.entries(env)) {
    if (value === undefined) delete merged[key];
    else merged[key] = value;
  }
  // on PostgreSQL the setup code's file would land in the working folder, the repository
  if (merged.DATABASE_URL && !merged.FORNO_SETUP_CODE_FILE) {
    merged.FORNO_SETUP_CODE_FILE = join(
      tmpdir(),
      `forno-setup-code-${randomBytes(6).toString('hex')}`,
    );
  }
  return merged;
}

export class ServerProcess {
  private child: ChildProcess | undefined;
  private exit: Promise<ProcessExit> = Promise.resolve({ code: 0, signal: null, output: '' });
  private output = '';
  private readonly outputWaiters = new Set<() => void>();
  /** 0 until the first start; then every restart keeps the same port. */
  port = 0;
  starts = 0;

  /**
   * `prefix`: a command the server runs under, e.g. `['unshare', '-n']` for a server in a network
   * namespace of its own.
   */
  constructor(
    private readonly env: Record<string, string | undefined>,
    private readonly prefix: string[] = [],
  ) {}

  get baseUrl(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  get pid(): number | undefined {
    return this.child?.pid;
  }

  get isRunning(): boolean {
    return this.child !== undefined && this.child.exitCode === null && !this.child.signalCode;
  }

  /** Starts, and resolves once it listens and answers /api/health; rejects if it exits first. */
  async start(extraEnv: Record<string, string | undefined> = {}): Promise<void> {
    const outcome = await this.launch(extraEnv);
    if (outcome.kind === 'exited') {
      throw new Error(
        `the server exited before listening (${outcome.exit.code ?? outcome.exit.signal})\n${outcome.exit.output}`,
      );
    }
    const health = await fetch(`${this.baseUrl}/api/health`);
    if (health.status !== 200) {
      throw new Error(`the server listens but /api/health is ${health.status}\n${this.tail()}`);
    }
  }

  /** Starts a server that should refuse to start: resolves with how it exited. */
  async startExpectingRefusal(
    extraEnv: Record<string, string | undefined> = {},
  ): Promise<ProcessExit> {
    const outcome = await this.launch(extraEnv);
    if (outcome.kind === 'listening') {
      await this.kill();
      throw new Error(`the server started although it should have refused\n${this.tail()}`);
    }
    return outcome.exit;
  }

  /** Resolves with the first match of `pattern` in what the process writes from now on. */
  waitForOutput(pattern: RegExp): Promise<RegExpExecArray> {
    return this.waitForOutputCount(pattern, 1).then((matches) => matches[0] as RegExpExecArray);
  }

  /**
   * Resolves once `pattern` (a /g expression) has appeared `count` times from now on, or from
   * `from` (an `outputMark()` taken earlier, e.g. before a restart).
   */
  waitForOutputCount(
    pattern: RegExp,
    count: number,
    from = this.output.length,
  ): Promise<RegExpExecArray[]> {
    const global = new RegExp(
      pattern.source,
      pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`,
    );
    return new Promise((found, failed) => {
      const check = () => {
        const matches = [...this.output.slice(from).matchAll(global)];
        if (matches.length >= count) {
          this.outputWaiters.delete(check);
          found(matches.slice(0, count));
        } else if (this.child && !this.isRunning) {
          this.outputWaiters.delete(check);
          failed(new Error(`the server exited without writing ${pattern}\n${this.tail()}`));
        }
      };
      this.outputWaiters.add(check);
      check();
    });
  }

  /** How many times `pattern` appears in what the process wrote from `from` on. */
  countOutput(pattern: RegExp, from = 0): number {
    const global = new RegExp(
      pattern.source,
      pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`,
    );
    return [...this.output.slice(from).matchAll(global)].length;
  }

  /** Where the output stands now, for `waitForOutputCount` after a restart. */
  outputMark(): number {
    return this.output.length;
  }

  /** SIGKILL by default: no shutdown hook runs, whatever was in flight is cut. */
  async kill(signal: NodeJS.Signals = 'SIGKILL'): Promise<ProcessExit> {
    if (this.isRunning) this.child?.kill(signal);
    return this.exit;
  }

  /** Resolves when the process exits, however it ends. */
  exited(): Promise<ProcessExit> {
    return this.exit;
  }

  /** The last lines the server wrote, for a failure's message. */
  tail(): string {
    return this.output.slice(-4_000);
  }

  private launch(
    extraEnv: Record<string, string | undefined>,
  ): Promise<{ kind: 'listening' } | { kind: 'exited'; exit: ProcessExit }> {
    const env = childEnv({ PORT: String(this.port), ...this.env, ...extraEnv });
    const [command, ...args] = [...this.prefix, process.execPath, inject('builtServer')];
    if (!command) throw new Error('no command');
    const child = spawn(command, args, {
      cwd: ROOT,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    this.starts += 1;
    const startedAt = this.output.length;
    const keep = (chunk: Buffer) => {
      this.output += chunk.toString('utf8');
      for (const waiter of [...this.outputWaiters]) waiter();
    };
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    this.exit = new Promise((done) =>
      child.once('exit', (code, signal) => {
        done({ code, signal, output: this.output.slice(startedAt) });
        for (const waiter of [...this.outputWaiters]) waiter();
      }),
    );
    return new Promise((resolveOutcome) => {
      const onData = () => {
        const match = /running at http:\/\/[^\s:]+:(\d+)/.exec(this.output.slice(startedAt));
        if (!match?.[1]) return;
        this.port = Number(match[1]);
        child.stdout?.off('data', onData);
        resolveOutcome({ kind: 'listening' });
      };
      child.stdout?.on('data', onData);
      void this.exit.then((exit) => resolveOutcome({ kind: 'exited', exit }));
    });
  }
}

/** `npm run backup|restore|db:migrate` as the README runs them (tsx on the sources). */
export function runCli(
  script: 'backup-cli' | 'restore-cli' | 'migrate-cli',
  args: string[],
  env: Record<string, string | undefined>,
  prefix: string[] = [],
): Promise<ProcessExit> {
  const [command, ...commandArgs] = [
    ...prefix,
    process.execPath,
    '--import',
    'tsx',
    `src/server/${script}.ts`,
    ...args,
  ];
  if (!command) throw new Error('no command');
  const child = spawn(command, commandArgs, {
    cwd: ROOT,
    env: childEnv(env),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  return new Promise((done) =>
    child.once('exit', (code, signal) => done({ code, signal, output })),
  );
}
