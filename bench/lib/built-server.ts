// Starting and stopping the built server (dist/) as a child process, for the benchmarks.
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..', '..');

/**
 * A private copy of dist/ for one benchmark run, under .tmp/ in the repository (so the bundled
 * server still finds node_modules and src/db/migrations above it): a build started by someone else
 * while the benchmark runs cannot change the files under measurement.
 */
export function snapshotBuild(): { dir: string; remove(): void } {
  const dist = join(ROOT, 'dist');
  for (const file of ['server/main.js', 'web/index.html', 'ssr/entry-server.js']) {
    if (!existsSync(join(dist, file))) {
      throw new Error(`dist/${file} is missing: run \`npm run build\` first`);
    }
  }
  mkdirSync(join(ROOT, '.tmp'), { recursive: true });
  const dir = mkdtempSync(join(ROOT, '.tmp', 'bench-'));
  cpSync(dist, join(dir, 'dist'), { recursive: true });
  return { dir: join(dir, 'dist'), remove: () => rmSync(dir, { recursive: true, force: true }) };
}

export interface RunningServer {
  url: string;
  pid: number;
  /** The child's resident memory now, in MB (VmRSS). */
  rssMb(): number;
  /** The most the child has held so far, in MB (VmHWM). */
  peakRssMb(): number;
  /**
   * The child's resident memory now, in MB, split as the kernel counts it: anonymous (heaps,
   * stacks: the process's own) and file-backed (Node's binary and the libraries, as far as read).
   */
  rssSplitMb(): { anon: number; file: number };
  stop(): Promise<void>;
}

export interface StartServerOptions {
  /** The dist/ folder to run (see snapshotBuild). */
  distDir: string;
  port: number;
  env: Record<string, string>;
  /** Arguments for node before the script, e.g. ['--import', 'tsx']. */
  nodeArgs?: string[];
  /** Another script than dist/server/main.js. */
  script?: string;
  /** A path answering 200 once the server is ready. */
  readyPath?: string;
  timeoutMs?: number;
}

/**
 * The V8 flags of `npm run serve` (package.json), so the benchmarks measure the server as it is
 * started in production: `node <flags> dist/server/main.js`.
 */
function serveNodeFlags(): string[] {
  const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  };
  const words = (pkg.scripts.serve ?? '').split(/\s+/);
  if (words[0] !== 'node' || words.at(-1) !== 'dist/server/main.js') {
    throw new Error(`unexpected "serve" script: ${pkg.scripts.serve}`);
  }
  return words.slice(1, -1);
}

/**
 * Starts `node dist/server/main.js` (or another script) with the V8 flags of `npm run serve` on
 * 127.0.0.1:port and waits until it answers.
 */
export async function startServer(options: StartServerOptions): Promise<RunningServer> {
  const script = options.script ?? join(options.distDir, 'server', 'main.js');
  const flags = serveNodeFlags();
  const child = spawn(process.execPath, [...flags, ...(options.nodeArgs ?? []), script], {
    cwd: ROOT,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(options.port),
      WEB_DIR: join(options.distDir, 'web'),
      SSR_DIR: join(options.distDir, 'ssr'),
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const url = `http://127.0.0.1:${options.port}`;
  try {
    await waitUntilReady(child, url + (options.readyPath ?? '/api/health'), options.timeoutMs);
  } catch (error) {
    await stopChild(child);
    throw new Error(`the server did not start: ${String(error)}\n${output}`, { cause: error });
  }
  const pid = child.pid;
  if (pid === undefined) throw new Error('the server has no pid');
  return {
    url,
    pid,
    rssMb: () => readStatusMb(pid, 'VmRSS'),
    peakRssMb: () => readStatusMb(pid, 'VmHWM'),
    rssSplitMb: () => ({ anon: readStatusMb(pid, 'RssAnon'), file: readStatusMb(pid, 'RssFile') }),
    stop: () => stopChild(child),
  };
}

async function waitUntilReady(child: ChildProcess, url: string, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`exited with code ${child.exitCode}`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  throw new Error(`no answer from ${url} in ${timeoutMs} ms`);
}

/** SIGTERM (the server finishes in-flight requests and closes its database), SIGKILL after 10 s. */
function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((done) => {
    const kill = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(kill);
      done();
    });
    child.kill('SIGTERM');
  });
}

/** A line of /proc/<pid>/status in MB (Linux). */
function readStatusMb(pid: number, field: 'VmRSS' | 'VmHWM' | 'RssAnon' | 'RssFile'): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1];
  if (!kb) throw new Error(`no ${field} in /proc/${pid}/status`);
  return Number(kb) / 1024;
}

export function sleep(ms: number): Promise<void> {
  return new Promise((done) => setTimeout(done, ms));
}
