import { request as httpRequest, type IncomingHttpHeaders, type IncomingMessage } from 'node:http';

/**
 * A server-sent-events client for tests: a real HTTP request on a real socket, read as it comes,
 * as a browser's EventSource would. node:http rather than fetch: an aborted fetch leaves undici
 * opening a spare connection that holds `app.close()` for Fastify's 72 s keep-alive.
 */

interface SseMessage {
  event: string;
  data: string;
}

export interface SseReader {
  status: number;
  headers: IncomingHttpHeaders;
  /** Everything read so far, as it came: `retry:` lines and `: ping` comments included. */
  readonly raw: string;
  /** The next message named `event` (others before it are skipped), or a rejection after `timeoutMs`. */
  next(event: string, timeoutMs?: number): Promise<SseMessage>;
  /** Resolves when the stream ends, whoever ends it. */
  ended: Promise<void>;
  close(): void;
}

export async function openSse(
  url: string,
  headers: Record<string, string> = {},
): Promise<SseReader> {
  const request = httpRequest(url, { headers, agent: false });
  const response = await new Promise<IncomingMessage>((resolve, reject) => {
    request.once('response', resolve);
    request.once('error', reject);
    request.end();
  });
  response.setEncoding('utf8');
  const queue: SseMessage[] = [];
  const waiters = new Set<() => void>();
  let raw = '';
  let pending = '';
  let isEnded = false;
  const wakeAll = () => {
    for (const wake of [...waiters]) wake();
  };
  response.on('data', (text: string) => {
    raw += text;
    pending += text;
    let end: number;
    while ((end = pending.indexOf('\n\n')) >= 0) {
      const message = parseBlock(pending.slice(0, end));
      pending = pending.slice(end + 2);
      if (message) queue.push(message);
    }
    wakeAll();
  });
  const ended = new Promise<void>((resolve) => {
    const finish = () => {
      isEnded = true;
      wakeAll();
      resolve();
    };
    response.once('end', finish);
    response.once('close', finish);
    request.once('error', finish);
  });

  return {
    status: response.statusCode ?? 0,
    headers: response.headers,
    get raw() {
      return raw;
    },
    ended,
    next(event, timeoutMs = 2_000) {
      return new Promise<SseMessage>((resolve, reject) => {
        const check = () => {
          const index = queue.findIndex((message) => message.event === event);
          if (index >= 0) {
            const [message] = queue.splice(0, index + 1).slice(-1);
            finish();
            if (message) resolve(message);
          } else if (isEnded) {
            finish();
            reject(new Error(`the stream ended before an '${event}' event; read:\n${raw}`));
          }
        };
        const timer = setTimeout(() => {
          finish();
          reject(new Error(`no '${event}' event within ${timeoutMs} ms; read so far:\n${raw}`));
        }, timeoutMs);
        const finish = () => {
          clearTimeout(timer);
          waiters.delete(check);
        };
        waiters.add(check);
        check();
      });
    },
    close() {
      request.destroy();
    },
  };
}

function parseBlock(block: string): SseMessage | null {
  let event = 'message';
  const data: string[] = [];
  for (const line of block.split('\n')) {
    if (line.startsWith(':')) continue;
    const colon = line.indexOf(':');
    const field = colon < 0 ? line : line.slice(0, colon);
    const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
  }
  return data.length > 0 ? { event, data: data.join('\n') } : null;
}
