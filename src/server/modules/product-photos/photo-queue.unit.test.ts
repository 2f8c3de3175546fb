import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { PHOTO_QUEUE_DEFAULTS, PhotoQueue, PhotoQueueError } from './photo-queue';

/** By the upload's first byte it answers (1), crashes (2), runs out of memory (3) or hangs (4). */
const HOSTILE_WORKER = {
  path: fileURLToPath(new URL('./fixtures/hostile-photo-worker.mjs', import.meta.url)),
  execArgv: [],
};

function queue(options: Partial<typeof PHOTO_QUEUE_DEFAULTS> = {}) {
  return new PhotoQueue({
    ...PHOTO_QUEUE_DEFAULTS,
    maxHeapMb: 32,
    worker: HOSTILE_WORKER,
    ...options,
  });
}

async function refusal(promise: Promise<unknown>): Promise<PhotoQueueError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(PhotoQueueError);
  return error as PhotoQueueError;
}

async function failure(promise: Promise<unknown>): Promise<string> {
  return (await refusal(promise)).code;
}

describe('the photo queue', () => {
  it('a photo that crashes its worker or runs it out of memory fails alone; the next one is made', async () => {
    const q = queue();
    const crash = q.render(Uint8Array.of(2), 'jpeg');
    const after = q.render(Uint8Array.of(1), 'jpeg');
    const oom = q.render(Uint8Array.of(3), 'jpeg');
    const last = q.render(Uint8Array.of(1), 'jpeg');
    const crashed = await refusal(crash);
    expect(crashed.code).toBe('PHOTO_UNREADABLE');
    // what happened to the worker is told, for the server's log
    expect(crashed.workerLost).toMatch(/^exited (with code [1-9]|on SIG)/);
    await expect(after).resolves.toEqual([]);
    const exhausted = await refusal(oom);
    expect(exhausted.code).toBe('PHOTO_UNREADABLE');
    expect(exhausted.workerLost).toMatch(/^exited/);
    await expect(last).resolves.toEqual([]);
    await q.close();
  });

  it('stops a photo that never ends and goes on with the next', async () => {
    const q = queue({ jobTimeoutMs: 3_000 });
    const stuck = q.render(Uint8Array.of(4), 'jpeg');
    const next = q.render(Uint8Array.of(1), 'jpeg');
    const stopped = await refusal(stuck);
    expect(stopped.code).toBe('PHOTO_UNREADABLE');
    expect(stopped.workerLost).toBe('stopped after 3000 ms without an answer');
    await expect(next).resolves.toEqual([]);
    await q.close();
  });

  it("counts a photo's time from when its worker is loaded, not from a slow start", async () => {
    const q = queue({
      jobTimeoutMs: 1_000,
      worker: {
        path: fileURLToPath(new URL('./fixtures/slow-loading-photo-worker.mjs', import.meta.url)),
        execArgv: [],
      },
    });
    await expect(q.render(Uint8Array.of(1), 'jpeg')).resolves.toEqual([]);
    await q.close();
  });

  it('keeps a few photos waiting behind the one being made and turns more away', async () => {
    const q = queue({ maxWaiting: 2 });
    // the first never ends: the other two wait behind it until the queue is closed
    const jobs = [4, 1, 1].map((first) => failure(q.render(Uint8Array.of(first), 'jpeg')));
    expect(await failure(q.render(Uint8Array.of(1), 'jpeg'))).toBe('PHOTOS_BUSY');
    expect(q.size).toBe(3);
    await q.close();
    expect(await Promise.all(jobs)).toEqual(['PHOTO_UNREADABLE', 'PHOTOS_BUSY', 'PHOTOS_BUSY']);
  });
});
