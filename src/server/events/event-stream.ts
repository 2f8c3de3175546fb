import type { OutgoingHttpHeaders } from 'node:http';
import type { FastifyReply } from 'fastify';
import { AppError } from '../errors';

/** A comment line this often keeps proxies and load balancers from closing an idle stream. */
const SSE_PING_MS = 25_000;
/** How long a browser's EventSource waits before it reconnects. */
export const SSE_RETRY_MS = 3_000;
/** A client this far behind is not reading: its stream is ended rather than buffered forever. */
const MAX_BUFFERED_BYTES = 1024 * 1024;

/** One open server-sent-events answer. */
export interface EventStream {
  readonly isOpen: boolean;
  /** Writes `event: <name>` and `data: <json>`; does nothing once the stream has ended. */
  send(name: string, data: unknown): void;
  /** Runs when the stream ends, whoever ends it (the client leaving, the server closing). */
  onClose(callback: () => void): void;
  end(): void;
}

/**
 * Ends the stream once its session no longer stands ('Sair' elsewhere, an expiry), checked every
 * `recheckMs` while it stays open: the stream outlives the request the guard checked. A check
 * that cannot reach the database keeps the stream: the next one decides.
 */
export function endWhenSessionEnds(
  stream: EventStream,
  isSessionValid: () => Promise<boolean>,
  recheckMs: number,
): void {
  const recheck = setInterval(() => {
    isSessionValid().then(
      (isValid) => {
        if (!isValid) stream.end();
      },
      () => undefined,
    );
  }, recheckMs);
  recheck.unref();
  stream.onClose(() => clearInterval(recheck));
}

export interface EventStreamLimits {
  pingMs: number;
  /** Streams open at once on this instance: each holds a socket and some memory. */
  maxTotal: number;
  /** Streams open at once from one client address (a family, an office behind one address). */
  maxPerAddress: number;
}

const DEFAULT_STREAM_LIMITS: EventStreamLimits = {
  pingMs: SSE_PING_MS,
  maxTotal: 2_000,
  maxPerAddress: 20,
};

/** A full instance asks the browser to come back a little later. */
const STREAMS_FULL_RETRY_AFTER_S = 30;

/**
 * The open streams of one route module. They are ended when the server closes (a `preClose`
 * hook): an open stream is not an idle connection, and would keep `app.close()` waiting. Beyond
 * the limits a new stream is refused with 429 (docs/decisions/017).
 */
export class EventStreams {
  private readonly streams = new Set<EventStream>();
  private readonly perAddress = new Map<string, number>();
  private readonly options: EventStreamLimits;

  constructor(options: Partial<EventStreamLimits> = {}) {
    this.options = { ...DEFAULT_STREAM_LIMITS, ...options };
  }

  get size(): number {
    return this.streams.size;
  }

  /**
   * Takes the answer over from Fastify (hijack) and writes to the socket itself, so no onSend
   * hook, @fastify/compress included, buffers the events. Throws 429 RATE_LIMITED, before
   * anything is written, when the instance or the address has too many streams open.
   */
  open(reply: FastifyReply, address: string): EventStream {
    const fromAddress = this.perAddress.get(address) ?? 0;
    if (this.streams.size >= this.options.maxTotal || fromAddress >= this.options.maxPerAddress) {
      throw new AppError(
        'RATE_LIMITED',
        'Muitas conexões abertas agora. Tente novamente em instantes.',
        undefined,
        { 'retry-after': String(STREAMS_FULL_RETRY_AFTER_S) },
      );
    }
    this.perAddress.set(address, fromAddress + 1);
    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      // headers set by hooks so far (cache-control of the admin guard, …)
      ...fastifyHeaders(reply),
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      // nginx: pass each event on at once
      'x-accel-buffering': 'no',
    });
    res.flushHeaders();

    const callbacks: (() => void)[] = [];
    let isOpen = true;
    const finish = () => {
      if (!isOpen) return;
      isOpen = false;
      clearInterval(ping);
      this.streams.delete(stream);
      const left = (this.perAddress.get(address) ?? 1) - 1;
      if (left > 0) this.perAddress.set(address, left);
      else this.perAddress.delete(address);
      for (const callback of callbacks.splice(0)) {
        try {
          callback();
        } catch {
          // a clean-up that fails must not stop the others
        }
      }
    };
    const write = (chunk: string) => {
      if (!isOpen || res.writableEnded || res.destroyed) return;
      if (res.writableLength > MAX_BUFFERED_BYTES) {
        stream.end();
        return;
      }
      res.write(chunk);
    };
    const ping = setInterval(() => write(': ping\n\n'), this.options.pingMs);
    ping.unref();
    res.on('close', finish);
    res.on('error', finish);

    const stream: EventStream = {
      get isOpen() {
        return isOpen;
      },
      send(name, data) {
        write(`event: ${name}\ndata: ${JSON.stringify(data)}\n\n`);
      },
      onClose(callback) {
        if (isOpen) callbacks.push(callback);
        else callback();
      },
      end() {
        finish();
        if (!res.writableEnded) res.end();
      },
    };
    this.streams.add(stream);
    write(`retry: ${SSE_RETRY_MS}\n\n`);
    return stream;
  }

  endAll(): void {
    for (const stream of [...this.streams]) stream.end();
  }
}

function fastifyHeaders(reply: FastifyReply): OutgoingHttpHeaders {
  const headers: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (value !== undefined) headers[name] = value;
  }
  return headers;
}
