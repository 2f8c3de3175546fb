import { request as httpsRequest } from 'node:https';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PIX_TEST_CERTS } from '../../../test/fake-api-pix';
import { testDbKind } from '../../../test/test-app';
import { openPixShop, type PixShop } from './pix-inbound-test-kit';
import { startPixWebhookListener, type PixWebhookListener } from './webhook-tls-listener';

/**
 * The webhook-only HTTPS listener (decision 064): the bank's client certificate gets through to
 * the webhook route; a stranger's is refused at the handshake; nothing else is served there.
 */
describe(`the Pix webhook listener over mTLS on ${testDbKind}`, () => {
  let shop: PixShop;
  let listener: PixWebhookListener;

  beforeAll(async () => {
    shop = await openPixShop();
    listener = await startPixWebhookListener(shop.t.app, {
      port: 0,
      host: '127.0.0.1',
      cert: PIX_TEST_CERTS.server.cert,
      key: PIX_TEST_CERTS.server.key,
      clientCa: PIX_TEST_CERTS.ca,
    });
  });
  afterAll(async () => {
    await listener?.close();
    await shop?.close();
  });

  /** A POST over TLS as a client with this certificate (or none). */
  function post(
    path: string,
    body: string,
    headers: Record<string, string>,
    client: { cert: string; key: string } | null,
  ): Promise<{ status: number; body: string }> {
    return new Promise((resolve, reject) => {
      const req = httpsRequest(`https://127.0.0.1:${listener.port}${path}`, {
        method: 'POST',
        ca: PIX_TEST_CERTS.ca,
        ...(client ?? {}),
        agent: false,
        headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
      });
      req.on('error', reject);
      req.on('response', (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
        );
      });
      req.end(body);
    });
  }

  it("takes the bank's webhook: the Pix confirms its order", async () => {
    const { order, txid } = await shop.orderWithCharge();
    const { body, headers } = shop.memory.webhookOf([shop.memory.pay(txid)]);
    const res = await post(`/api/pix/webhook/${shop.token}/pix`, body, headers, PIX_TEST_CERTS.psp);
    expect(res.status, res.body).toBe(200);
    expect((await shop.orderRow(order.id)).paymentStatus).toBe('pago');
  });

  it("refuses a stranger's certificate, and no certificate, at the handshake", async () => {
    const { order, txid } = await shop.orderWithCharge();
    const { body, headers } = shop.memory.webhookOf([shop.memory.pay(txid)]);
    const url = `/api/pix/webhook/${shop.token}`;
    await expect(post(url, body, headers, PIX_TEST_CERTS.stranger)).rejects.toThrow();
    await expect(post(url, body, headers, null)).rejects.toThrow();
    // the same Pix through the door that would have shown it: still unpaid before
    expect((await shop.orderRow(order.id)).paymentStatus).toBe('a_receber');
  });

  it('serves nothing but the webhook', async () => {
    const res = await post(
      '/api/admin/settings',
      '{}',
      { 'content-type': 'application/json' },
      PIX_TEST_CERTS.psp,
    );
    expect(res.status).toBe(404);
    expect(JSON.parse(res.body)).toMatchObject({ error: { code: 'NOT_FOUND' } });
  });
});
