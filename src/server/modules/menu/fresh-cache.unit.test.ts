import { describe, expect, it } from 'vitest';
import { createFreshCache } from './fresh-cache';

/** A load whose reads the test finishes by hand, on a clock the test moves. */
function harness(ttlMs: number) {
  let time = 1_000;
  let version = 0;
  let finished = 0;
  const pending: { resolve: (value: number) => void; reject: (error: Error) => void }[] = [];
  const settle = async (how: (read: (typeof pending)[number]) => void) => {
    const read = pending[finished++];
    if (!read) throw new Error('no read is running');
    how(read);
    // let the cache see it, and start the read queued behind it
    await new Promise((done) => setTimeout(done, 0));
  };
  const cache = createFreshCache(
    () =>
      new Promise<number>((resolve, reject) => {
        pending.push({ resolve, reject });
      }),
    { ttlMs, clock: () => time },
  );
  return {
    cache,
    get reads() {
      return pending.length;
    },
    tick: (ms: number) => {
      time += ms;
    },
    /** Finishes the oldest unfinished read with the next version of the value. */
    finishRead: () => settle((read) => read.resolve(++version)),
    failRead: () => settle((read) => read.reject(new Error('database down'))),
  };
}

describe('a FreshCache with no TTL', () => {
  it('answers every request with a read that started after it arrived', async () => {
    const h = harness(0);
    const first = h.cache.get();
    h.tick(1);
    // arrived while the first read ran: that read may have missed a change made just before
    const second = h.cache.get();
    const third = h.cache.get();
    expect(h.reads).toBe(1);
    await h.finishRead();
    expect(await first).toBe(1);
    expect(h.reads).toBe(2);
    await h.finishRead();
    expect([await second, await third]).toEqual([2, 2]);

    h.tick(1);
    const later = h.cache.get();
    expect(h.reads).toBe(3);
    await h.finishRead();
    expect(await later).toBe(3);
  });

  it('shares one read among requests that arrive before it starts', async () => {
    const h = harness(0);
    void h.cache.get();
    h.tick(1);
    const waiting = Array.from({ length: 20 }, () => h.cache.get());
    await h.finishRead();
    await h.finishRead();
    expect(h.reads).toBe(2);
    expect(new Set(await Promise.all(waiting))).toEqual(new Set([2]));
  });
});

describe('a FreshCache with a TTL', () => {
  it('serves what it read for ttlMs after the read started, then reads again', async () => {
    const h = harness(2_000);
    const first = h.cache.get();
    await h.finishRead();
    expect(await first).toBe(1);
    h.tick(1_999);
    expect(await h.cache.get()).toBe(1);
    expect(h.reads).toBe(1);
    h.tick(1);
    const stale = h.cache.get();
    expect(h.reads).toBe(2);
    await h.finishRead();
    expect(await stale).toBe(2);
  });

  it('after invalidate(), serves neither what it read nor the read then running', async () => {
    const h = harness(60_000);
    const first = h.cache.get();
    await h.finishRead();
    expect(await first).toBe(1);

    h.tick(1);
    h.cache.invalidate();
    h.tick(1);
    const afterChange = h.cache.get();
    expect(h.reads).toBe(2);
    h.tick(1);
    h.cache.invalidate();
    h.tick(1);
    const afterSecondChange = h.cache.get();
    await h.finishRead();
    expect(await afterChange).toBe(2);
    await h.finishRead();
    expect(await afterSecondChange).toBe(3);
    expect(await h.cache.get()).toBe(3);
  });

  it('keeps no failed read: the requests that shared it fail, the next request reads again', async () => {
    const h = harness(60_000);
    const first = h.cache.get();
    const second = h.cache.get();
    await h.failRead();
    await expect(first).rejects.toThrow('database down');
    await expect(second).rejects.toThrow('database down');
    const retry = h.cache.get();
    expect(h.reads).toBe(2);
    await h.finishRead();
    expect(await retry).toBe(1);
  });
});
