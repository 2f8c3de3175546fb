import { connect, type Socket } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createServerTestDatabase, type ServerTestDatabase } from '../../db/test/test-database';
import { testDbKind } from '../test/test-app';
import { ServerProcess } from '../test/server-process';

/**
 * Clients that are slow on purpose (docs/decisions/017), at the socket level against the built
 * server: requests trickled a byte at a time, connections opened and left idle, headers too
 * large, garbage instead of HTTP, and a SIGTERM while all that is going on. Nothing here touches
 * the database, so it runs once, on the embedded one.
 */
describe.skipIf(testDbKind !== 'pglite')(
  'slow and hostile clients at the socket level',
  { timeout: 120_000 },
  () => {
    let database: ServerTestDatabase;
    const servers: ServerProcess[] = [];
    const sockets: Socket[] = [];

    beforeAll(async () => {
      database = await createServerTestDatabase();
    });
    afterEach(async () => {
      for (const socket of sockets.splice(0)) socket.destroy();
      await Promise.all(servers.splice(0).map((server) => server.kill()));
    });
    afterAll(async () => {
      await database?.dispose();
    });

    async function startServer(env: Record<string, string> = {}): Promise<ServerProcess> {
      const server = new ServerProcess({ ...database.env, ...env });
      servers.push(server);
      await server.start();
      return server;
    }

    interface RawClient {
      socket: Socket;
      /** Everything the server sent. */
      received(): string;
      /** Resolves when the socket closes, whoever closes it. */
      closed: Promise<void>;
    }

    /** A raw connection from `localAddress` (127.0.0.2: another client than the test's fetches). */
    async function rawClient(port: number, localAddress = '127.0.0.2'): Promise<RawClient> {
      const socket = connect({ port, host: '127.0.0.1', localAddress });
      sockets.push(socket);
      let received = '';
      socket.on('data', (chunk: Buffer) => (received += chunk.toString('utf8')));
      socket.on('error', () => undefined);
      const closed = new Promise<void>((done) => socket.once('close', () => done()));
      await new Promise<void>((done, failed) => {
        socket.once('connect', () => done());
        socket.once('error', failed);
      });
      return { socket, received: () => received, closed };
    }

    /** A POST whose body comes a byte at a time, as long as the socket lives. */
    function trickle(client: RawClient, everyMs: number) {
      client.socket.write(
        'POST /api/orders HTTP/1.1\r\nHost: forno\r\nContent-Type: application/json\r\n' +
          'Idempotency-Key: abcdefghijklmnopqrstuv\r\nContent-Length: 1000\r\n\r\n{',
      );
      const timer = setInterval(() => {
        if (!client.socket.destroyed) client.socket.write(' ');
      }, everyMs);
      void client.closed.then(() => clearInterval(timer));
    }

    it('cuts requests that trickle in, with a JSON 408, while the menu answers meanwhile', async () => {
      const server = await startServer({ REQUEST_TIMEOUT_MS: '2000' });
      const clients = await Promise.all(Array.from({ length: 100 }, () => rawClient(server.port)));
      for (const client of clients) trickle(client, 300);
      const menu = await fetch(`${server.baseUrl}/api/menu`);
      expect(menu.status).toBe(200);
      // every one of them is closed by the server (the test never closes them itself)
      await Promise.all(clients.map((client) => client.closed));
      const answered = clients.filter((client) => client.received().startsWith('HTTP/1.1 408'));
      expect(answered.length).toBeGreaterThan(0);
      expect(answered[0]?.received()).toContain(
        '{"error":{"code":"REQUEST_TIMEOUT","message":"A requisição demorou demais para chegar. Tente novamente."}}',
      );
      expect((await fetch(`${server.baseUrl}/api/menu`)).status).toBe(200);
    });

    it('closes connections beyond the share of one address at once, and serves other addresses', async () => {
      const server = await startServer({ MAX_CONNECTIONS_PER_ADDRESS: '20' });
      let closedEarly = 0;
      let tenClosed: () => void = () => undefined;
      const tenAreClosed = new Promise<void>((done) => (tenClosed = done));
      const clients = await Promise.all(
        Array.from({ length: 30 }, async () => {
          const client = await rawClient(server.port);
          void client.closed.then(() => {
            closedEarly += 1;
            if (closedEarly === 10) tenClosed();
          });
          return client;
        }),
      );
      // the ten beyond the share are closed by the server without a word
      await tenAreClosed;
      const menu = await fetch(`${server.baseUrl}/api/menu`);
      expect(menu.status).toBe(200);
      expect(closedEarly).toBe(10);
      expect(clients.filter((client) => !client.socket.destroyed)).toHaveLength(20);

      // the address gets room again as its connections end: once the server has seen them
      // close, a new one is served (each try waits on its own answer or close)
      for (const client of clients) client.socket.destroy();
      await Promise.all(clients.map((client) => client.closed));
      let answer = '';
      for (let attempt = 0; attempt < 50 && !answer.startsWith('HTTP/1.1 200'); attempt++) {
        const later = await rawClient(server.port);
        later.socket.write('GET /api/health HTTP/1.1\r\nHost: forno\r\nConnection: close\r\n\r\n');
        await later.closed;
        answer = later.received();
      }
      expect(answer).toMatch(/^HTTP\/1.1 200/);
    });

    it('answers headers that are too large with a JSON 431, and garbage with a JSON 400', async () => {
      const server = await startServer();
      const big = await rawClient(server.port);
      big.socket.write(
        `GET /api/menu HTTP/1.1\r\nHost: forno\r\nX-Padding: ${'a'.repeat(20_000)}\r\n\r\n`,
      );
      await big.closed;
      expect(big.received()).toMatch(/^HTTP\/1.1 431 /);
      expect(big.received()).toContain(
        '{"error":{"code":"HEADERS_TOO_LARGE","message":"Os cabeçalhos da requisição são grandes demais."}}',
      );

      const garbage = await rawClient(server.port);
      garbage.socket.write('BONJOUR \u0000\u0001 HTTP/9\r\n\r\n');
      await garbage.closed;
      expect(garbage.received()).toMatch(/^HTTP\/1.1 400 /);
      expect(garbage.received()).toContain(
        '{"error":{"code":"BAD_REQUEST","message":"Requisição inválida."}}',
      );
    });

    it('stops on SIGTERM within its deadline although requests never finish', async () => {
      // the request timeout alone would wait five minutes: only the shutdown deadline can end it
      const server = await startServer({ REQUEST_TIMEOUT_MS: '300000', LOG_LEVEL: 'info' });
      const arrived = server.waitForOutputCount(/"msg":"incoming request"/, 20);
      const clients = await Promise.all(Array.from({ length: 20 }, () => rawClient(server.port)));
      for (const client of clients) trickle(client, 500);
      // every request is in flight: its headers are in, its body never will be
      await arrived;
      const exit = await server.kill('SIGTERM');
      expect(exit.code).toBe(0);
      expect(exit.output).toContain('requests still open after 10000 ms: closing them');
      await Promise.all(clients.map((client) => client.closed));
    });
  },
);
