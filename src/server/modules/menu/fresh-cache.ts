/**
 * A value read from the database and shared by the requests that ask for it at about the same
 * time (docs/decisions/011-menu-cache.md). A request accepts a read that *started* less than
 * `ttlMs` before it arrived, and after the last `invalidate()`; otherwise it waits for a new read.
 * Reads never overlap: requests that arrive while one runs share the next one.
 *
 * With `ttlMs: 0` every request gets a read that started after it arrived: no answer is ever older
 * than the request, yet under load one read serves every request that waited for it.
 */
export interface FreshCache<T> {
  get(): Promise<T>;
  /** Whatever was read before now is not served again. */
  invalidate(): void;
}

export interface FreshCacheOptions {
  ttlMs: number;
  /** A monotonic clock in milliseconds, replaceable in tests. */
  clock?: () => number;
}

interface Read<T> {
  startedAt: number;
  promise: Promise<T>;
}

export function createFreshCache<T>(
  load: () => Promise<T>,
  { ttlMs, clock = () => performance.now() }: FreshCacheOptions,
): FreshCache<T> {
  let latest: { startedAt: number; value: T } | undefined;
  let running: Read<T> | undefined;
  /** The read that starts when `running` ends, shared by those who could not use `running`. */
  let next: Promise<T> | undefined;
  let invalidatedAt = Number.NEGATIVE_INFINITY;

  // A read that started at the very instant of the request or invalidation is not accepted (>):
  // it may have read the database just before a change that preceded them.
  const usable = (startedAt: number, arrivedAt: number) =>
    startedAt > invalidatedAt && startedAt > arrivedAt - ttlMs;

  function start(): Promise<T> {
    const startedAt = clock();
    const promise = load().then((value) => {
      if (!latest || latest.startedAt < startedAt) latest = { startedAt, value };
      return value;
    });
    const read: Read<T> = { startedAt, promise };
    running = read;
    const clear = () => {
      if (running === read) running = undefined;
    };
    promise.then(clear, clear);
    return promise;
  }

  return {
    get() {
      const arrivedAt = clock();
      if (latest && usable(latest.startedAt, arrivedAt)) return Promise.resolve(latest.value);
      if (running && usable(running.startedAt, arrivedAt)) return running.promise;
      // the next read starts after this request arrived: it will do
      if (next) return next;
      if (!running) return start();
      const settled = running.promise.then(
        () => undefined,
        () => undefined,
      );
      next = settled.then(() => {
        next = undefined;
        return start();
      });
      return next;
    },
    invalidate() {
      invalidatedAt = clock();
      latest = undefined;
    },
  };
}
