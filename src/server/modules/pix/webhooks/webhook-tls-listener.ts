import { once } from 'node:events';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';

/** Only these requests are served on the webhook listener; anything else is a 404 there. */
const WEBHOOK_PATH_PREFIX = '/api/pix/webhook/';

export interface PixWebhookTlsOptions {
  port: number;
  host: string;
  /** Forno's own certificate and key for this listener (PEM). */
  cert: string | Buffer;
  key: string | Buffer;
  /** The bank's CA chain (PEM): only client certificates it signed finish the handshake. */
  clientCa: string | Buffer;
}

export interface PixWebhookListener {
  port: number;
  close(): Promise<void>;
}

/**
 * The webhook-only HTTPS listener (decision 064) for a shop without a proxy that checks client
 * certificates: TLS with `requestCert` and `rejectUnauthorized`, so a client whose certificate
 * the bank's chain did not sign is refused at the handshake and never reaches the app. A request
 * that gets through is handed to the same Fastify app (`app.routing`), where the webhook route
 * reads the verified certificate from the socket; every other path answers 404 here.
 */
export async function startPixWebhookListener(
  app: FastifyInstance,
  options: PixWebhookTlsOptions,
): Promise<PixWebhookListener> {
  await app.ready();
  const server: Server = createServer(
    {
      cert: options.cert,
      key: options.key,
      ca: options.clientCa,
      requestCert: true,
      rejectUnauthorized: true,
      minVersion: 'TLSv1.2',
    },
    (req, res) => {
      const path = (req.url ?? '').split('?')[0] ?? '';
      if (req.method !== 'POST' || !path.startsWith(WEBHOOK_PATH_PREFIX)) {
        res.writeHead(404, { 'content-type': 'application/json; charset=utf-8' });
        res.end(
          JSON.stringify({ error: { code: 'NOT_FOUND', message: 'Endereço não encontrado.' } }),
        );
        return;
      }
      app.routing(req, res);
    },
  );
  // a refused handshake is the client's problem: noted, never fatal
  server.on('tlsClientError', (error) => {
    app.log.info({ reason: error.message }, 'Pix webhook listener refused a TLS client');
  });
  server.listen(options.port, options.host);
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    port,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
