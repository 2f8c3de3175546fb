import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startFakeMercadoPago, type FakeMercadoPago } from '../../../../test/fake-mercadopago';
import { freePort } from '../../../../test/fake-printer';
import {
  PixProviderError,
  WebhookRefused,
  type ChargeRequest,
  type PixProvider,
  type WebhookRequest,
} from '../../provider';
import { amountOf, createMercadoPagoProvider, mpDate } from './mercadopago-provider';

const TXID = 'FORNO42C1RabcdefghijklmnopqrstuV';

let clock: Date;
let fake: FakeMercadoPago;
let provider: PixProvider;

function connect(
  overrides: { baseUrl?: string; accessToken?: string; webhookSecret?: string } = {},
) {
  return createMercadoPagoProvider({
    kind: 'mercadopago',
    baseUrl: overrides.baseUrl ?? fake.baseUrl,
    credentials: {
      accessToken: overrides.accessToken ?? fake.accessToken,
      webhookSecret: overrides.webhookSecret ?? fake.webhookSecret,
    },
  });
}

function charge(overrides: Partial<ChargeRequest> = {}): ChargeRequest {
  return {
    txid: TXID,
    amountCents: 4550,
    expiresInSeconds: 15 * 60,
    description: 'Pedido #42 - Pizzaria Forno',
    payer: { name: 'Maria da Silva Souza' },
    ...overrides,
  };
}

async function rejection(promise: Promise<unknown>): Promise<PixProviderError> {
  const error: unknown = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(PixProviderError);
  return error as PixProviderError;
}

beforeEach(async () => {
  clock = new Date();
  fake = await startFakeMercadoPago({ now: () => clock });
  provider = connect();
});

afterEach(async () => {
  await fake.close();
});

describe('Mercado Pago: charges', () => {
  it('creates a Pix payment with the exact amount, our txid and an expiry Mercado Pago accepts', async () => {
    const created = await provider.createCharge(charge());

    expect(fake.requests).toHaveLength(1);
    const sent = fake.requests[0]!;
    expect(sent.method).toBe('POST');
    expect(sent.url).toBe('/v1/payments');
    expect(sent.headers.authorization).toBe(`Bearer ${fake.accessToken}`);
    expect(sent.headers['x-idempotency-key']).toBe(TXID);
    const body = sent.body as Record<string, unknown>;
    expect(body).toMatchObject({
      transaction_amount: 45.5,
      payment_method_id: 'pix',
      description: 'Pedido #42 - Pizzaria Forno',
      external_reference: TXID,
      payer: { first_name: 'Maria', last_name: 'da Silva Souza' },
    });
    expect((body.payer as { email: string }).email).toMatch(/^pix\.forno42c1r[a-z]+@example\.com$/);
    // 15 minutes asked; Mercado Pago takes 30 at least: sent as 30, in Brasília's offset, with ms
    const expiration = body.date_of_expiration as string;
    expect(expiration).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}-03:00$/);
    expect(new Date(expiration).getTime() - clock.getTime()).toBeGreaterThanOrEqual(
      30 * 60_000 - 1000,
    );

    const payment = fake.paymentOf(TXID)!;
    expect(created).toEqual({
      copiaECola: payment.point_of_interaction.transaction_data.qr_code,
      providerRef: String(payment.id),
      // the customer's countdown is the shop's 15 minutes from when Mercado Pago made it
      expiresAt: new Date(new Date(payment.date_created).getTime() + 15 * 60_000),
    });
  });

  it('asked again with the same txid answers the same payment and makes no other', async () => {
    const first = await provider.createCharge(charge());
    clock = new Date(clock.getTime() + 20_000);
    const again = await provider.createCharge(charge());

    expect(again).toEqual(first);
    expect(fake.payments.size).toBe(1);
    expect(fake.requests.map((r) => r.headers['x-idempotency-key'])).toEqual([TXID, TXID]);
  });

  it('sends a long expiry as asked and every amount as its exact decimal', async () => {
    await provider.createCharge(charge({ expiresInSeconds: 2 * 3600, amountCents: 1999 }));
    const body = fake.requests[0]!.body as {
      date_of_expiration: string;
      transaction_amount: number;
    };
    const sentFor = new Date(body.date_of_expiration).getTime() - clock.getTime();
    expect(Math.abs(sentFor - 2 * 3600_000)).toBeLessThan(1000);
    expect(body.transaction_amount).toBe(19.99);

    for (let cents = 1; cents <= 300_000; cents += 1) {
      const written = JSON.stringify(amountOf(cents));
      const reais = `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
      if (written !== reais.replace(/\.?0+$/, '')) throw new Error(`${cents} → ${written}`);
    }
  });

  it('reads a payment: waiting, then paid with the payer and the amount really paid', async () => {
    const created = await provider.createCharge(charge());
    expect(await provider.getCharge(TXID, created.providerRef)).toEqual({
      status: 'ativa',
      payments: [],
    });

    clock = new Date(clock.getTime() + 60_000);
    fake.approve(TXID, { amountCents: 4000, payerName: 'MARIA DA SILVA SOUZA' });
    const paid = await provider.getCharge(TXID, created.providerRef);

    expect(paid).toEqual({
      status: 'paga',
      payments: [
        {
          endToEndId: `mp-${created.providerRef}`,
          txid: TXID,
          amountCents: 4000,
          payerName: 'MARIA DA SILVA SOUZA',
          paidAt: new Date(fake.paymentOf(TXID)!.date_approved!),
        },
      ],
    });
    // without its id, the payment is found by our reference: the same Pix, the same e2e id
    expect(await provider.getCharge(TXID, null)).toEqual(paid);
    expect(fake.requests.at(-1)!.url).toContain(`external_reference=${TXID}`);
  });

  it('an expired payment reads as expirada; a cancelled one as removida', async () => {
    const created = await provider.createCharge(charge());
    fake.expire(TXID);
    expect((await provider.getCharge(TXID, created.providerRef)).status).toBe('expirada');

    const other = 'FORNO43C1RabcdefghijklmnopqrstuV';
    const second = await provider.createCharge(charge({ txid: other }));
    await provider.cancelCharge(other, second.providerRef);
    const put = fake.requests.at(-1)!;
    expect(put.method).toBe('PUT');
    expect(put.url).toBe(`/v1/payments/${second.providerRef}`);
    expect(put.body).toEqual({ status: 'cancelled' });
    expect(fake.paymentOf(other)!.status).toBe('cancelled');
    expect((await provider.getCharge(other, second.providerRef)).status).toBe('removida');
  });

  it('cancelling finds the payment by txid, and a payment already paid stays paid without an error', async () => {
    await provider.createCharge(charge());
    fake.approve(TXID);

    await provider.cancelCharge(TXID, null);

    expect(fake.paymentOf(TXID)!.status).toBe('approved');
    expect(fake.requests.some((r) => r.method === 'PUT')).toBe(true);
    expect((await provider.getCharge(TXID, null)).status).toBe('paga');
  });

  it('a payment Mercado Pago does not know is a NOT_FOUND that asking again will not fix', async () => {
    const error = await rejection(provider.getCharge(TXID, '999'));
    expect(error.code).toBe('NOT_FOUND');
    expect(error.isRetriable).toBe(false);
    expect((await rejection(provider.getCharge(TXID, null))).code).toBe('NOT_FOUND');
  });
});

describe('Mercado Pago: Pix received in a period', () => {
  it('pages through the search and keeps only the Pix approved inside the period', async () => {
    const start = clock;
    await provider.createCharge(charge()); // pending: never received
    clock = new Date(start.getTime() - 3600_000);
    fake.payStranger(999); // before the period
    clock = start;
    const inside = Array.from({ length: 230 }, (_, i) => {
      clock = new Date(start.getTime() + i * 1000);
      return fake.payStranger(1000 + i);
    });
    clock = new Date(start.getTime() + 10 * 3600_000);
    fake.payStranger(777); // after the period

    const received = await provider.listReceived(start, new Date(start.getTime() + 3600_000));

    expect(received.map((pix) => pix.endToEndId)).toEqual(inside.map((p) => `mp-${p.id}`));
    expect(received[0]).toMatchObject({ txid: null, amountCents: 1000, payerName: 'JOAO SOUZA' });
    const searches = fake.requests
      .filter((r) => r.method === 'GET')
      .map((r) => new URL(r.url, 'http://x').searchParams);
    expect(searches.map((q) => q.get('offset'))).toEqual(['0', '100', '200']);
    expect(searches[0]!.get('range')).toBe('date_approved');
    expect(searches[0]!.get('payment_method_id')).toBe('pix');
    expect(searches[0]!.get('begin_date')).toBe(mpDate(start));
  });

  it('a Pix later refunded still counts as received', async () => {
    await provider.createCharge(charge());
    const paid = fake.approve(TXID);
    await provider.refund({
      endToEndId: `mp-${paid.id}`,
      refundId: 'D42R1',
      amountCents: 4550,
      providerRef: String(paid.id),
    });
    expect(fake.paymentOf(TXID)!.status).toBe('refunded');

    const received = await provider.listReceived(
      new Date(clock.getTime() - 1000),
      new Date(clock.getTime() + 1000),
    );
    expect(received.map((pix) => pix.txid)).toEqual([TXID]);
  });
});

describe('Mercado Pago: refunds', () => {
  async function paidPix() {
    const created = await provider.createCharge(charge());
    fake.approve(TXID);
    return { endToEndId: `mp-${created.providerRef}`, providerRef: created.providerRef };
  }

  it('refunds once per refund id, even asked twice, and reads it back as done', async () => {
    const pix = await paidPix();
    const request = { ...pix, refundId: 'D42R1', amountCents: 4550 };

    expect(await provider.refund(request)).toEqual({ status: 'devolvido', reason: null });
    expect(await provider.refund(request)).toEqual({ status: 'devolvido', reason: null });

    expect(fake.refunds).toHaveLength(1);
    const posts = fake.requests.filter((r) => r.method === 'POST' && r.url.endsWith('/refunds'));
    expect(posts.map((r) => r.url)).toEqual([
      `/v1/payments/${pix.providerRef}/refunds`,
      `/v1/payments/${pix.providerRef}/refunds`,
    ]);
    expect(posts.map((r) => r.headers['x-idempotency-key'])).toEqual(['D42R1', 'D42R1']);
    expect(posts[0]!.body).toEqual({ amount: 45.5 });
    // by the e2e id alone (mp-<payment id>) too
    expect(await provider.getRefund({ ...request, providerRef: null })).toEqual({
      status: 'devolvido',
      reason: null,
    });
  });

  it('a refund still in process is em_processamento until Mercado Pago finishes it', async () => {
    const pix = await paidPix();
    fake.setRefundOutcome('in_process');
    const request = { ...pix, refundId: 'D42R1', amountCents: 4550 };

    expect((await provider.refund(request)).status).toBe('em_processamento');
    expect((await provider.getRefund(request)).status).toBe('em_processamento');
    fake.completeRefunds();
    expect((await provider.getRefund(request)).status).toBe('devolvido');
  });

  it('a refund Mercado Pago rejects is nao_realizado with a reason', async () => {
    const pix = await paidPix();
    fake.failRefunds('rejected');
    const state = await provider.refund({ ...pix, refundId: 'D42R1', amountCents: 4550 });
    expect(state.status).toBe('nao_realizado');
    expect(state.reason).toMatch(/Mercado Pago/);
  });

  it('a refund Mercado Pago refuses outright is a REFUSED error in pt-BR, not retried', async () => {
    const pix = await paidPix();
    fake.failRefunds('error');
    const error = await rejection(
      provider.refund({ ...pix, refundId: 'D42R1', amountCents: 4550 }),
    );
    expect(error.code).toBe('REFUSED');
    expect(error.isRetriable).toBe(false);
    expect(error.message).toMatch(/^O Mercado Pago recusou o pedido \(devolver o Pix\): 2075 /);
    expect(fake.refunds).toHaveLength(0);
  });
});

describe('Mercado Pago: notifications', () => {
  function webhookOf(notification: {
    query: Record<string, string>;
    headers: Record<string, string>;
    rawBody: string;
  }): WebhookRequest {
    return { ...notification, clientCertificate: null };
  }

  it('a signed payment notification names the payment to look up', () => {
    const notification = fake.notificationOf(1310000042);
    expect(notification.headers['x-signature']).toMatch(/^ts=\d+,v1=[0-9a-f]{64}$/);
    expect(JSON.parse(notification.rawBody)).toMatchObject({
      action: 'payment.updated',
      type: 'payment',
      data: { id: '1310000042' },
    });
    expect(provider.readWebhook(webhookOf(notification))).toEqual({
      kind: 'lookup',
      providerRefs: ['1310000042'],
    });
  });

  it('checks the id lower-cased, as Mercado Pago signs alphanumeric ids', () => {
    const notification = fake.notificationOf('ORD01JQ4S4KY8HWQ6NA5PXB65B3D3');
    expect(provider.readWebhook(webhookOf(notification))).toEqual({
      kind: 'lookup',
      providerRefs: ['ORD01JQ4S4KY8HWQ6NA5PXB65B3D3'],
    });
  });

  it('refuses a notification with a bad signature, none, or signed with another secret', () => {
    const refused = (request: WebhookRequest) => () => provider.readWebhook(request);
    expect(refused(webhookOf(fake.notificationOf(1, { badSignature: true })))).toThrow(
      WebhookRefused,
    );
    expect(refused(webhookOf(fake.notificationOf(1, { unsigned: true })))).toThrow(WebhookRefused);
    expect(refused(webhookOf(fake.notificationOf(1, { secret: 'outra-assinatura' })))).toThrow(
      WebhookRefused,
    );
    const malformed = fake.notificationOf(1);
    malformed.headers['x-signature'] = 'ts=abc,v1=zz';
    expect(refused(webhookOf(malformed))).toThrow(WebhookRefused);
  });

  it('refuses a signature moved to another payment or another request id', () => {
    const signed = fake.notificationOf(1310000042);
    const otherPayment = { ...signed, query: { ...signed.query, 'data.id': '1310000043' } };
    expect(() => provider.readWebhook(webhookOf(otherPayment))).toThrow(WebhookRefused);
    const otherRequest = { ...signed, headers: { ...signed.headers, 'x-request-id': 'other' } };
    expect(() => provider.readWebhook(webhookOf(otherRequest))).toThrow(WebhookRefused);
  });

  it('accepts an old signature again: a notification only names a payment read over the API', () => {
    const dayOld = fake.notificationOf(1310000042, { ts: clock.getTime() - 24 * 3600_000 });
    expect(provider.readWebhook(webhookOf(dayOld))).toEqual({
      kind: 'lookup',
      providerRefs: ['1310000042'],
    });
  });

  it('ignores other topics, and refuses everything when no secret was set', () => {
    expect(
      provider.readWebhook(webhookOf(fake.notificationOf(77, { type: 'merchant_order' }))),
    ).toEqual({ kind: 'ignored' });
    const withoutSecret = connect({ webhookSecret: '' });
    expect(() => withoutSecret.readWebhook(webhookOf(fake.notificationOf(1)))).toThrow(
      WebhookRefused,
    );
  });

  it('registering the webhook calls nothing: the address is set in Suas integrações', async () => {
    await provider.registerWebhook('https://pizzaria.example/api/pix/webhook/abc');
    expect(fake.requests).toHaveLength(0);
  });

  it('notify() posts the signed notification to a URL', async () => {
    const received: { url: string; headers: Record<string, unknown>; body: string }[] = [];
    const app: Server = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        received.push({ url: req.url ?? '', headers: req.headers, body });
        res.writeHead(200).end('{}');
      });
    });
    app.listen(0, '127.0.0.1');
    await once(app, 'listening');
    const { port } = app.address() as AddressInfo;
    try {
      const answer = await fake.notify(`http://127.0.0.1:${port}/api/pix/webhook/tok`, 55);
      expect(answer.status).toBe(200);
    } finally {
      app.close();
    }
    const [call] = received;
    const url = new URL(call!.url, 'http://x');
    expect(url.pathname).toBe('/api/pix/webhook/tok');
    expect(Object.fromEntries(url.searchParams)).toEqual({ 'data.id': '55', type: 'payment' });
    const request: WebhookRequest = {
      headers: call!.headers as WebhookRequest['headers'],
      query: Object.fromEntries(url.searchParams),
      rawBody: call!.body,
      clientCertificate: null,
    };
    expect(provider.readWebhook(request)).toEqual({ kind: 'lookup', providerRefs: ['55'] });
  });
});

describe('Mercado Pago: connection and failures', () => {
  it('Testar conexão reads /users/me with the token', async () => {
    await provider.testConnection();
    expect(fake.requests.map((r) => [r.method, r.url, r.headers.authorization])).toEqual([
      ['GET', '/users/me', `Bearer ${fake.accessToken}`],
    ]);
  });

  it('a token Mercado Pago refuses says so in pt-BR, is not retried and is never shown', async () => {
    const wrong = connect({ accessToken: 'APP_USR-wrong-token-123' });
    const error = await rejection(wrong.testConnection());
    expect(error.code).toBe('AUTH_REFUSED');
    expect(error.isRetriable).toBe(false);
    expect(error.message).toMatch(/^O Mercado Pago recusou o access token/);
    expect(error.message).not.toContain('APP_USR-wrong-token-123');
    expect((await rejection(wrong.createCharge(charge()))).code).toBe('AUTH_REFUSED');
  });

  it('Mercado Pago answering 503 is retriable', async () => {
    fake.setDown();
    const error = await rejection(provider.createCharge(charge()));
    expect(error.code).toBe('PROVIDER_ERROR');
    expect(error.isRetriable).toBe(true);
    expect(error.message).toMatch(/Mercado Pago está com problemas \(erro 503/);

    fake.setUp();
    await provider.createCharge(charge());
    expect(fake.payments.size).toBe(1);
  });

  it('a dropped connection or nobody listening is UNREACHABLE and retriable, without the address', async () => {
    fake.setDown('unreachable');
    const dropped = await rejection(provider.getCharge(TXID, '1'));
    expect([dropped.code, dropped.isRetriable]).toEqual(['UNREACHABLE', true]);

    const nowhere = connect({ baseUrl: `http://127.0.0.1:${await freePort()}` });
    const refused = await rejection(nowhere.testConnection());
    expect([refused.code, refused.isRetriable]).toEqual(['UNREACHABLE', true]);
    expect(refused.message).toBe('Não foi possível falar com o Mercado Pago (testar a conexão).');
  });

  it('a Mercado Pago that never answers times out, retriable', async () => {
    const silent: Server = createServer(() => undefined);
    silent.listen(0, '127.0.0.1');
    await once(silent, 'listening');
    const { port } = silent.address() as AddressInfo;
    try {
      const slow = createMercadoPagoProvider(
        {
          kind: 'mercadopago',
          baseUrl: `http://127.0.0.1:${port}`,
          credentials: { accessToken: fake.accessToken, webhookSecret: fake.webhookSecret },
        },
        { timeoutMs: 100 },
      );
      const error = await rejection(slow.getCharge(TXID, '1'));
      expect([error.code, error.isRetriable]).toEqual(['TIMEOUT', true]);
    } finally {
      silent.closeAllConnections();
      silent.close();
    }
  });

  it('a call the job gives up on (its signal aborted) fails retriable', async () => {
    const controller = new AbortController();
    controller.abort();
    const error = await rejection(provider.createCharge(charge(), controller.signal));
    expect(error.isRetriable).toBe(true);
    expect(fake.payments.size).toBe(0);
  });

  it('a refused charge is not retried and its message never carries a credential', async () => {
    const error = await rejection(provider.createCharge(charge({ amountCents: 0 })));
    expect([error.code, error.isRetriable]).toEqual(['REFUSED', false]);

    // a provider that echoes the request's token in its error still shows no token
    const echo: Server = createServer((req, res) => {
      res.writeHead(400, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          message: 'bad request',
          error: 'bad_request',
          status: 400,
          cause: [{ code: 1, description: `invalid header ${req.headers.authorization}` }],
        }),
      );
    });
    echo.listen(0, '127.0.0.1');
    await once(echo, 'listening');
    const { port } = echo.address() as AddressInfo;
    try {
      const echoing = connect({ baseUrl: `http://127.0.0.1:${port}` });
      const refused = await rejection(echoing.createCharge(charge()));
      expect(refused.message).toBe(
        'O Mercado Pago recusou o pedido (criar a cobrança Pix): 1 invalid header Bearer ***.',
      );
    } finally {
      echo.closeAllConnections();
      echo.close();
    }
  });
});
