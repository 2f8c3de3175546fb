import { connect } from 'node:net';

/** Why bytes did not reach a printer: what the test print says, and what a print job retries on. */
export type PrinterFailure = 'timeout' | 'refused' | 'unreachable';

export class PrinterUnavailableError extends Error {
  constructor(
    readonly failure: PrinterFailure,
    readonly address: string,
    readonly seconds: number,
  ) {
    super(`printer ${address}: ${failure}`);
    this.name = 'PrinterUnavailableError';
  }
}

export interface PrinterAddress {
  host: string;
  port: number;
}

export interface SendOptions {
  /** How long connecting and handing over the bytes may take together. */
  timeoutMs: number;
  /**
   * After the bytes left, how long to wait for the printer to close its side (the sign it read
   * them all). A printer that keeps the connection open has them already: it is closed here.
   */
  closeGraceMs: number;
  signal?: AbortSignal;
}

export const DEFAULT_SEND_OPTIONS: SendOptions = { timeoutMs: 5_000, closeGraceMs: 2_000 };

const REFUSED = new Set(['ECONNREFUSED']);
const UNREACHABLE = new Set([
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EHOSTDOWN',
  'ECONNRESET',
  'EPIPE',
]);

/**
 * Raw printing over TCP (port 9100, 'AppSocket'/JetDirect; docs/decisions/050): connect, write the
 * ESC/POS bytes, half-close, and wait until they are flushed to the network and the printer has
 * closed its side (or the grace time passed). Resolves once the printer has the bytes; rejects with
 * a `PrinterUnavailableError` when it refused, could not be reached, or did not take them in time.
 */
export function sendToPrinter(
  address: PrinterAddress,
  bytes: Uint8Array,
  { timeoutMs, closeGraceMs, signal }: SendOptions = DEFAULT_SEND_OPTIONS,
): Promise<void> {
  const label = `${address.host}:${address.port}`;
  const seconds = Math.round(timeoutMs / 100) / 10;
  return new Promise<void>((resolve, reject) => {
    let settled = false;
    let flushed = false;
    const socket = connect({ host: address.host, port: address.port });
    const finish = (error: Error | null) => {
      if (settled) return;
      settled = true;
      clearTimeout(deadline);
      clearTimeout(grace);
      signal?.removeEventListener('abort', onAbort);
      socket.destroy();
      if (error) reject(error);
      else resolve();
    };
    const fail = (failure: PrinterFailure) =>
      finish(new PrinterUnavailableError(failure, label, seconds));
    const deadline = setTimeout(() => fail('timeout'), timeoutMs);
    let grace: ReturnType<typeof setTimeout> | undefined;
    const onAbort = () => fail('timeout');
    signal?.addEventListener('abort', onAbort, { once: true });

    socket.on('connect', () => {
      socket.end(bytes, () => {
        // every byte is in the network's hands; the printer's close says it read them
        flushed = true;
        clearTimeout(deadline);
        grace = setTimeout(() => finish(null), closeGraceMs);
      });
    });
    // a printer that answers (status bytes) is read and ignored, so its close can arrive
    socket.on('data', () => undefined);
    socket.on('close', () => (flushed ? finish(null) : fail('unreachable')));
    socket.on('error', (error: NodeJS.ErrnoException) => {
      if (flushed) return finish(null);
      const code = error.code ?? '';
      if (REFUSED.has(code)) fail('refused');
      else if (UNREACHABLE.has(code)) fail('unreachable');
      else fail('unreachable');
    });
  });
}
