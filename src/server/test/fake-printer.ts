import { once } from 'node:events';
import { createServer, type AddressInfo, type Server, type Socket } from 'node:net';

/**
 * A network thermal printer as its documentation describes raw printing on port 9100: it accepts
 * a TCP connection, takes every byte sent on it as print data, and closes its side once the
 * sender has closed its own. Each connection's bytes are one received ticket. It can be switched
 * off (the port is closed: connections are refused) and on again on the same port.
 */
export interface FakePrinter {
  readonly port: number;
  /** The bytes of every finished connection, in the order they ended. */
  readonly received: readonly Buffer[];
  /** Resolves with the next ticket to finish from now on (ask before causing it). */
  nextTicket(): Promise<Buffer>;
  /** Resolves once a connection has been accepted (the sign a sender reached the printer). */
  nextConnection(): Promise<void>;
  switchOff(): Promise<void>;
  switchOn(): Promise<void>;
  close(): Promise<void>;
}

/** A port nothing listens on: a printer that is off from the start. */
export async function freePort(): Promise<number> {
  const probe = createServer();
  probe.listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address() as AddressInfo;
  probe.close();
  await once(probe, 'close');
  return port;
}

export async function startFakePrinter(
  options: { port?: number; isOn?: boolean } = {},
): Promise<FakePrinter> {
  const port = options.port ?? (await freePort());
  const received: Buffer[] = [];
  const ticketWaiters: ((ticket: Buffer) => void)[] = [];
  const connectionWaiters: (() => void)[] = [];
  const sockets = new Set<Socket>();
  let server: Server | null = null;

  const onConnection = (socket: Socket) => {
    sockets.add(socket);
    connectionWaiters.splice(0).forEach((resolve) => resolve());
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('end', () => {
      const ticket = Buffer.concat(chunks);
      received.push(ticket);
      ticketWaiters.splice(0).forEach((resolve) => resolve(ticket));
      socket.end();
    });
    socket.on('error', () => undefined);
    socket.on('close', () => sockets.delete(socket));
  };

  async function switchOn(): Promise<void> {
    if (server) return;
    server = createServer(onConnection);
    server.listen(port, '127.0.0.1');
    await once(server, 'listening');
  }
  async function switchOff(): Promise<void> {
    const current = server;
    if (!current) return;
    server = null;
    for (const socket of sockets) socket.destroy();
    current.close();
    await once(current, 'close');
  }

  if (options.isOn !== false) await switchOn();
  return {
    port,
    received,
    nextTicket: () => new Promise((resolve) => ticketWaiters.push(resolve)),
    nextConnection: () => new Promise((resolve) => connectionWaiters.push(resolve)),
    switchOff,
    switchOn,
    close: switchOff,
  };
}
