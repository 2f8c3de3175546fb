import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import { errorBody } from '../errors';

/**
 * Slow and idle clients (docs/decisions/017-abuse-limits.md): a request must arrive whole within
 * the request timeout (its headers sooner), a socket silent for two minutes is closed, and one
 * address may hold only so many connections, so a few hundred trickling or idle requests cannot
 * use up the server's sockets and starve everyone else.
 */
export const CONNECTION_DEFAULTS = {
  /** The whole request, body included. Long enough for a slow phone to send an order. */
  requestTimeoutMs: 30_000,
  /** The request line and headers. */
  headersTimeoutMs: 15_000,
  /** No byte either way for this long: the socket is gone (live streams ping every 25 s). */
  idleSocketMs: 120_000,
  /** A whole office behind one address stays well under it; browsers use ~6 per site. */
  maxConnectionsPerAddress: 256,
};

/** Options for Fastify that apply the timeouts; Node checks them every few seconds. */
export function timeoutOptions(requestTimeoutMs: number) {
  const headersTimeoutMs = Math.min(CONNECTION_DEFAULTS.headersTimeoutMs, requestTimeoutMs);
  return {
    requestTimeout: requestTimeoutMs,
    connectionTimeout: CONNECTION_DEFAULTS.idleSocketMs,
    http: {
      headersTimeout: headersTimeoutMs,
      connectionsCheckingInterval: Math.max(250, Math.min(5_000, Math.floor(headersTimeoutMs / 3))),
    },
  };
}

/**
 * Closes a new connection at once when its address already holds `max`. The shop's own proxies
 * (`isExempt`) carry every customer's connections: they limit those themselves (decision 037), and
 * a client that reaches the server around them is still capped.
 */
export function limitConnectionsPerAddress(
  server: Server,
  max: number,
  isExempt: (address: string) => boolean = () => false,
): void {
  const open = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress ?? 'unknown';
    if (isExempt(address)) return;
    const count = open.get(address) ?? 0;
    if (count >= max) {
      socket.destroy();
      return;
    }
    open.set(address, count + 1);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
    });
  });
}

const CLIENT_ERRORS: Record<string, { status: number; code: string; message: string }> = {
  HPE_HEADER_OVERFLOW: {
    status: 431,
    code: 'HEADERS_TOO_LARGE',
    message: 'Os cabeçalhos da requisição são grandes demais.',
  },
  ERR_HTTP_REQUEST_TIMEOUT: {
    status: 408,
    code: 'REQUEST_TIMEOUT',
    message: 'A requisição demorou demais para chegar. Tente novamente.',
  },
};
const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  408: 'Request Timeout',
  431: 'Request Header Fields Too Large',
};

/**
 * Requests Node refuses before Fastify sees them (headers too large, malformed HTTP, too slow)
 * get the same `{ error: { code, message } }` as every other refusal.
 */
export function answerClientError(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const known = CLIENT_ERRORS[error.code ?? ''] ?? {
    status: 400,
    code: 'BAD_REQUEST',
    message: 'Requisição inválida.',
  };
  const body = JSON.stringify(errorBody(known.code, known.message));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${known.status} ${STATUS_TEXT[known.status] ?? 'Bad Request'}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        'Connection: close\r\n\r\n' +
        body,
    );
  }
  socket.destroy();
}
