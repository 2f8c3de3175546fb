import compress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { registerErrorHandler } from '../errors';
import { EventStreams, SSE_RETRY_MS, type EventStream } from './event-stream';
import { openSse } from './sse-test-reader';

/** The stream helper on a bare Fastify with compression on, over a real socket. */
describe('EventStreams', () => {
  let app: FastifyInstance | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  async function serve(streams: EventStreams, onOpen: (stream: EventStream) => void) {
    app = Fastify();
    await app.register(compress, { global: true, threshold: 0, encodings: ['gzip'] });
    app.addHook('preClose', async () => streams.endAll());
    app.addHook('onRequest', async (_request, reply) => {
      reply.header('x-from-a-hook', 'yes');
    });
    registerErrorHandler(app);
    app.get('/stream', async (request, reply) => {
      onOpen(streams.open(reply, request.ip));
    });
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    return `${address}/stream`;
  }

  it('streams text/event-stream uncompressed, with retry, events and pings', async () => {
    const streams = new EventStreams({ pingMs: 40 });
    let opened: EventStream | undefined;
    const url = await serve(streams, (stream) => (opened = stream));
    const send = (n: number) => opened?.send('tick', { n });
    const sse = await openSse(url, { 'accept-encoding': 'gzip' });
    try {
      expect(sse.status).toBe(200);
      expect(sse.headers['content-type']).toBe('text/event-stream; charset=utf-8');
      expect(sse.headers['content-encoding']).toBeUndefined();
      expect(sse.headers['cache-control']).toBe('no-store');
      expect(sse.headers['x-from-a-hook']).toBe('yes');
      send(1);
      send(2);
      expect(JSON.parse((await sse.next('tick')).data)).toEqual({ n: 1 });
      expect(JSON.parse((await sse.next('tick')).data)).toEqual({ n: 2 });
      await expect.poll(() => sse.raw, { timeout: 1_000 }).toContain(': ping\n\n');
      expect(sse.raw.startsWith(`retry: ${SSE_RETRY_MS}\n\n`)).toBe(true);
    } finally {
      sse.close();
    }
  });

  it('forgets a stream, and runs its clean-ups, when the client goes away', async () => {
    const streams = new EventStreams();
    let cleanUps = 0;
    const url = await serve(streams, (stream) => stream.onClose(() => cleanUps++));
    const sse = await openSse(url);
    expect(streams.size).toBe(1);
    sse.close();
    await expect.poll(() => streams.size, { timeout: 2_000 }).toBe(0);
    expect(cleanUps).toBe(1);
  });

  it('ends open streams when the server closes, so close() does not wait for them', async () => {
    const streams = new EventStreams();
    let closedStreams = 0;
    app = Fastify();
    app.addHook('preClose', async () => streams.endAll());
    app.get('/stream', async (request, reply) => {
      streams.open(reply, request.ip).onClose(() => closedStreams++);
    });
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const sse = await openSse(`${address}/stream`);
    const started = Date.now();
    await app.close();
    app = undefined;
    await sse.ended;
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(closedStreams).toBe(1);
  });

  it('refuses a stream beyond the limit of its address with 429 and Retry-After, until one ends', async () => {
    const streams = new EventStreams({ maxPerAddress: 2 });
    const url = await serve(streams, () => undefined);
    const first = await openSse(url);
    const second = await openSse(url);
    try {
      const refused = await fetch(url);
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toBe('30');
      expect(await refused.json()).toEqual({
        error: {
          code: 'RATE_LIMITED',
          message: 'Muitas conexões abertas agora. Tente novamente em instantes.',
        },
      });
      expect(streams.size).toBe(2);
      first.close();
      await expect.poll(() => streams.size, { timeout: 2_000 }).toBe(1);
      const third = await openSse(url);
      expect(third.status).toBe(200);
      third.close();
    } finally {
      first.close();
      second.close();
    }
  });

  it('refuses a stream beyond the limit of the whole instance, whatever the address', async () => {
    const streams = new EventStreams({ maxTotal: 1 });
    const url = await serve(streams, () => undefined);
    const first = await openSse(url);
    try {
      expect((await fetch(url)).status).toBe(429);
    } finally {
      first.close();
    }
  });
});
