import { fork, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { setPriority } from 'node:os';
import { fileURLToPath } from 'node:url';
import type { PhotoSourceType } from '../../../domain/product-photo';
import type { PhotoJob, PhotoJobResult, PhotoWorkerMessage } from './photo-worker';
import type { PhotoFailure, PhotoVariant } from './render-photo-variants';

export interface PhotoQueueOptions {
  /** Photos that may wait behind the one being made; past it, uploads are turned away. */
  maxWaiting: number;
  /** A photo taking longer (counted once its worker is loaded) has its worker stopped and is refused. */
  jobTimeoutMs: number;
  /** A worker not loaded after this long is stopped and its photo refused. */
  startTimeoutMs: number;
  /** An idle worker is stopped after this long, giving its memory back. */
  idleMs: number;
  /** The worker's JavaScript heap, in MB (decoded pixels live outside it, bounded by the header check). */
  maxHeapMb: number;
  /** The worker's entry: the built photo-worker.js, or the sources through tsx. */
  worker?: WorkerEntry;
}

interface WorkerEntry {
  path: string;
  execArgv: string[];
}

export const PHOTO_QUEUE_DEFAULTS: PhotoQueueOptions = {
  // a shop's one or two admins uploading: three behind the current one is plenty
  maxWaiting: 3,
  jobTimeoutMs: 30_000,
  // starting a worker on a busy machine may take seconds; it is not the photo's time
  startTimeoutMs: 60_000,
  idleMs: 30_000,
  maxHeapMb: 128,
};

/** Why a queued photo was not made: a code the upload is answered with. */
export class PhotoQueueError extends Error {
  constructor(
    readonly code: PhotoFailure | 'PHOTOS_BUSY',
    /** Set when the worker died or was stopped on this photo: what happened, for the log. */
    readonly workerLost?: string,
  ) {
    super(workerLost ? `${code}: ${workerLost}` : code);
  }
}

interface Job {
  input: PhotoJob;
  resolve(variants: PhotoVariant[]): void;
  reject(error: PhotoQueueError): void;
}

/**
 * Where the photo worker is: beside the bundle (dist/server/photo-worker.js, built by
 * scripts/build-server.mjs), or, running from the sources (tests, `npm run dev`), the TypeScript
 * file loaded through tsx.
 */
function workerEntry(): WorkerEntry {
  const built = fileURLToPath(new URL('./photo-worker.js', import.meta.url));
  if (existsSync(built)) return { path: built, execArgv: [] };
  return {
    path: fileURLToPath(new URL('./photo-worker.ts', import.meta.url)),
    execArgv: ['--import', 'tsx'],
  };
}

/**
 * Product photos are made one at a time in a worker process (decision 037): decoding and resizing
 * never stall the server's requests nor grow its memory, the worker runs at the lowest priority, a
 * photo that crashes or exhausts the worker fails alone, and a few uploads wait their turn while
 * more are turned away (503 with Retry-After). The worker is started on the first photo and kept
 * for the next; it is replaced after each HEIC (the HEIC decoder's WebAssembly memory only grows)
 * and stopped when idle.
 */
export class PhotoQueue {
  private worker: ChildProcess | null = null;
  /** The worker has said it is loaded: a photo sent now starts its clock at once. */
  private isWorkerReady = false;
  private current: Job | null = null;
  /** The current photo has been sent to the worker (it waits for the worker to load otherwise). */
  private isCurrentSent = false;
  private readonly waiting: Job[] = [];
  private jobTimer: NodeJS.Timeout | null = null;
  private idleTimer: NodeJS.Timeout | null = null;

  constructor(private readonly options: PhotoQueueOptions = PHOTO_QUEUE_DEFAULTS) {}

  /** The variants of `upload`, made in the worker once the photos before it are done. */
  render(upload: Uint8Array, type: PhotoSourceType): Promise<PhotoVariant[]> {
    if (this.current && this.waiting.length >= this.options.maxWaiting) {
      return Promise.reject(new PhotoQueueError('PHOTOS_BUSY'));
    }
    return new Promise((resolve, reject) => {
      this.waiting.push({ input: { upload, type }, resolve, reject });
      this.next();
    });
  }

  /** Photos waiting or being made. */
  get size(): number {
    return this.waiting.length + (this.current ? 1 : 0);
  }

  /** Stops the worker; photos still waiting are refused. */
  async close(): Promise<void> {
    for (const job of this.waiting.splice(0)) job.reject(new PhotoQueueError('PHOTOS_BUSY'));
    this.finish({ ok: false, code: 'PHOTO_UNREADABLE' });
    await this.stopWorker();
  }

  private next(): void {
    if (this.current) return;
    const job = this.waiting.shift();
    if (this.idleTimer) clearTimeout(this.idleTimer);
    if (!job) {
      this.idleTimer = setTimeout(() => void this.stopWorker(), this.options.idleMs);
      this.idleTimer.unref();
      return;
    }
    this.current = job;
    this.isCurrentSent = false;
    const worker = this.startedWorker();
    if (this.isWorkerReady) this.send(worker, job);
    else {
      this.jobTimer = setTimeout(() => {
        this.finish(
          { ok: false, code: 'PHOTO_UNREADABLE' },
          `not started after ${this.options.startTimeoutMs} ms`,
        );
        void this.stopWorker().then(() => this.next());
      }, this.options.startTimeoutMs);
      this.jobTimer.unref();
    }
  }

  /** The photo goes to the loaded worker, and its time starts. */
  private send(worker: ChildProcess, job: Job): void {
    if (this.jobTimer) clearTimeout(this.jobTimer);
    this.isCurrentSent = true;
    this.jobTimer = setTimeout(() => {
      // a photo that never ends: its worker goes with it
      this.finish(
        { ok: false, code: 'PHOTO_UNREADABLE' },
        `stopped after ${this.options.jobTimeoutMs} ms without an answer`,
      );
      void this.stopWorker().then(() => this.next());
    }, this.options.jobTimeoutMs);
    this.jobTimer.unref();
    worker.send(job.input);
  }

  private startedWorker(): ChildProcess {
    if (this.worker) return this.worker;
    const entry = this.options.worker ?? workerEntry();
    const worker = fork(entry.path, [], {
      execArgv: [...entry.execArgv, `--max-old-space-size=${this.options.maxHeapMb}`],
      // Uint8Arrays cross as they are, not as JSON
      serialization: 'advanced',
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    try {
      // the worker lowers itself too; this covers the moments before it runs
      if (worker.pid !== undefined) setPriority(worker.pid, 19);
    } catch {
      // it has exited already, or this is not allowed here
    }
    // an idle worker never keeps the server from exiting
    worker.unref();
    worker.channel?.unref();
    worker.on('message', (message: PhotoWorkerMessage) => {
      if (this.worker !== worker) return;
      if ('ready' in message) {
        this.isWorkerReady = true;
        if (this.current && !this.isCurrentSent) this.send(worker, this.current);
        return;
      }
      const result: PhotoJobResult = message;
      const wasHeic = this.current?.input.type === 'heic';
      this.finish(result);
      if (wasHeic) void this.stopWorker().then(() => this.next());
      else this.next();
    });
    // out of memory, a crash, or anything else that ends it: the photo it had fails alone
    const lost = (what: string) => {
      if (this.worker !== worker) return;
      this.worker = null;
      this.finish({ ok: false, code: 'PHOTO_UNREADABLE' }, what);
      this.next();
    };
    worker.on('error', (error) => lost(`failed: ${error.message}`));
    worker.on('exit', (code, signal) =>
      lost(`exited ${signal ? `on ${signal}` : `with code ${String(code)}`}`),
    );
    this.worker = worker;
    this.isWorkerReady = false;
    return worker;
  }

  private finish(result: PhotoJobResult, workerLost?: string): void {
    if (this.jobTimer) clearTimeout(this.jobTimer);
    this.jobTimer = null;
    const job = this.current;
    this.current = null;
    if (!job) return;
    if (result.ok) job.resolve(result.variants);
    else job.reject(new PhotoQueueError(result.code, workerLost));
  }

  private async stopWorker(): Promise<void> {
    const worker = this.worker;
    this.worker = null;
    this.isWorkerReady = false;
    if (!worker || worker.exitCode !== null || worker.signalCode !== null) return;
    const exited = new Promise((resolve) => worker.once('exit', resolve));
    worker.kill('SIGKILL');
    await exited;
  }
}
