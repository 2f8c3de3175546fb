import { X509Certificate } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { jobs, orderEvents, orders, pixCharges, pixReceived } from '../../../db/schema';
import type { PixProviderView } from '../../../domain/admin-pix-provider';
import type { Menu } from '../../../domain/menu';
import type { JobRunner } from '../../jobs/job-queue';
import { loginAsAdmin } from '../../test/admin-session';
import { PIX_TEST_CERTS, startFakeApiPix, type FakeApiPix } from '../../test/fake-api-pix';
import { startFakeMercadoPago, type FakeMercadoPago } from '../../test/fake-mercadopago';
import { createTestApp, testDbKind, type TestApp } from '../../test/test-app';
import { asAdmin, placeOrder, smallOrder } from '../admin-orders/admin-test-kit';
import { readMenu } from '../orders/order-test-kit';
import { PIX_REFUND_JOB } from './apply-received-pix';
import { PIX_CREATE_CHARGE_JOB, PIX_EXPIRE_CHARGE_JOB } from './charges/charge-jobs';
import { PIX_CHECK_CHARGE_JOB } from './polling/check-charge';
import { createApiPixProvider } from './providers/api-pix/api-pix-provider';
import { createPixProvider } from './providers/create-provider';
import { PIX_CHECK_REFUND_JOB } from './refunds/refund-job';
import { PIX_LOOKUP_PAYMENT_JOB } from './webhooks/lookup-payment-job';

/**
 * Issue 26's provider scenarios through the whole app, against each provider's HTTP fake
 * (decisions 061 and 062) on 127.0.0.1: the shop connects through Configurações › Pagamento,
 * orders are placed through `POST /api/orders`, the provider's webhooks reach the real route
 * as the fake would send them, and every call to the provider runs in the app's job runner.
 */

const PASSWORD = 'senha-da-dona-123';
const CHOICES = { expiryMinutes: 15, unpaidPolicy: 'aguardar', ringOn: 'chegada' } as const;
/** The shop's public address: the API Pix registers https webhook addresses only. */
const PUBLIC_URL = 'https://pizzaria.forno.test';
/** nginx in front of Forno (decision 064): the one peer whose client-certificate headers count. */
const PROXY = '127.0.0.1';

/** A paid Pix at the fake, as the webhook and the checks will tell of it. */
interface FakePayment {
  /** What the webhook names: the API Pix's Pix, Mercado Pago's payment id. */
  ref: unknown;
}

/** What differs between the providers; the scenarios are the same. */
interface ProviderUnderTest {
  connection(): Record<string, unknown>;
  /** The customer pays the charge in the bank app (no webhook yet). */
  pay(txid: string, options?: { amountCents?: number; payerName?: string }): FakePayment;
  /**
   * The request the provider sends about a payment, to the address the shop registered; or,
   * named by one of `forgeries`, a request someone else sends pretending to be it.
   */
  webhook(
    payment: FakePayment,
    forgery?: string,
  ): { url: string; headers: Record<string, string>; body: string; remoteAddress?: string };
  readonly forgeries: readonly string[];
  /** How many charges the fake holds for this txid. */
  chargesAtFake(txid: string): number;
  /** Calls that created a charge for this txid, from the request number `since` on. */
  creationCalls(txid: string, since: number): number;
  requestCount(): number;
  /** Refunds the fake holds for this payment. */
  refundsAtFake(payment: FakePayment): number;
  failRefunds(fail: boolean): void;
  setDown(down: boolean): Promise<void>;
  close(): Promise<void>;
}

const proxyHeaders = (cert: string, verify = 'SUCCESS') => {
  const x509 = new X509Certificate(cert);
  return {
    'x-ssl-client-verify': verify,
    'x-ssl-client-fingerprint': x509.fingerprint256.replace(/:/g, '').toLowerCase(),
    'x-ssl-client-subject': x509.subject.split('\n').join(','),
    'x-ssl-client-issuer': x509.issuer.split('\n').join(','),
  };
};

async function apiPixUnderTest(
  now: () => Date,
  webhookUrl: () => string,
): Promise<ProviderUnderTest> {
  const fake: FakeApiPix = await startFakeApiPix({ variant: 'efi', now });
  const pixOf = (payment: FakePayment) => payment.ref as ReturnType<FakeApiPix['pay']>;
  return {
    connection: () => ({
      kind: 'api_pix',
      bank: 'efi',
      baseUrl: fake.baseUrl,
      tokenUrl: '',
      clientId: fake.clientId,
      clientSecret: fake.clientSecret,
      certificate: {
        format: 'p12',
        base64: PIX_TEST_CERTS.shop.p12Base64,
        passphrase: PIX_TEST_CERTS.shop.passphrase,
      },
      pixKey: fake.pixKey,
    }),
    pay: (txid, options) => ({ ref: fake.pay(txid, options) }),
    forgeries: [
      'no client certificate',
      'a certificate from another CA',
      'proxy headers sent by someone who is not the proxy',
      'the shop’s own certificate',
    ],
    webhook(payment, forgery) {
      // Efí posts to the registered address + '/pix', over mTLS ended at the shop's proxy
      const registered = fake.webhooks.get(fake.pixKey);
      expect(registered).toBe(webhookUrl());
      const url = `${new URL(registered!).pathname}/pix`;
      const body = fake.webhookBody([pixOf(payment)]);
      const base = { 'content-type': 'application/json' };
      switch (forgery) {
        case 'no client certificate':
          return { url, body, headers: base };
        case 'a certificate from another CA':
          // the proxy could not verify a certificate from a CA nobody here trusts
          return {
            url,
            body,
            headers: {
              ...base,
              ...proxyHeaders(PIX_TEST_CERTS.stranger.cert, 'FAILED:unknown CA'),
            },
          };
        case 'proxy headers sent by someone who is not the proxy':
          return {
            url,
            body,
            headers: { ...base, ...proxyHeaders(PIX_TEST_CERTS.psp.cert) },
            remoteAddress: '203.0.113.7',
          };
        case 'the shop’s own certificate':
          // anyone holding the shop's .p12 is not the bank
          return { url, body, headers: { ...base, ...proxyHeaders(PIX_TEST_CERTS.shop.cert) } };
        default:
          return { url, body, headers: { ...base, ...proxyHeaders(PIX_TEST_CERTS.psp.cert) } };
      }
    },
    chargesAtFake: (txid) => [...fake.charges.values()].filter((c) => c.txid === txid).length,
    creationCalls: (txid, since) =>
      fake.requests.slice(since).filter((r) => r.method === 'PUT' && r.path === `/v2/cob/${txid}`)
        .length,
    requestCount: () => fake.requests.length,
    refundsAtFake: (payment) =>
      fake.received.find((p) => p.endToEndId === pixOf(payment).endToEndId)?.devolucoes?.length ??
      0,
    failRefunds: (fail) => fake.failRefunds(fail ? 'Conta do pagador encerrada.' : false),
    setDown: (down) => (down ? fake.setDown('unavailable') : fake.setUp()),
    close: () => fake.close(),
  };
}

async function mercadoPagoUnderTest(
  now: () => Date,
  webhookUrl: () => string,
): Promise<ProviderUnderTest> {
  const fake: FakeMercadoPago = await startFakeMercadoPago({ now });
  const idOf = (payment: FakePayment) => payment.ref as number;
  return {
    connection: () => ({
      kind: 'mercadopago',
      baseUrl: fake.baseUrl,
      accessToken: fake.accessToken,
      webhookSecret: fake.webhookSecret,
    }),
    pay: (txid, options) => ({ ref: fake.approve(txid, options).id }),
    forgeries: ['a forged x-signature', 'no x-signature', 'signed with another secret'],
    webhook(payment, forgery) {
      const notification = fake.notificationOf(idOf(payment), {
        badSignature: forgery === 'a forged x-signature',
        unsigned: forgery === 'no x-signature',
        ...(forgery === 'signed with another secret' ? { secret: 'not-the-shops-secret' } : {}),
      });
      return {
        url: `${new URL(webhookUrl()).pathname}${notification.search}`,
        headers: notification.headers,
        body: notification.rawBody,
      };
    },
    chargesAtFake: (txid) =>
      [...fake.payments.values()].filter((p) => p.external_reference === txid).length,
    creationCalls: (txid, since) =>
      fake.requests
        .slice(since)
        .filter(
          (r) =>
            r.method === 'POST' &&
            r.url === '/v1/payments' &&
            (r.body as { external_reference?: string } | undefined)?.external_reference === txid,
        ).length,
    requestCount: () => fake.requests.length,
    refundsAtFake: (payment) => fake.refunds.filter((r) => r.payment_id === idOf(payment)).length,
    failRefunds: (fail) => fake.setRefundOutcome(fail ? 'rejected' : 'approved'),
    setDown: async (down) => (down ? fake.setDown('unavailable') : fake.setUp()),
    close: () => fake.close(),
  };
}

const PROVIDERS = [
  { name: 'the API Pix (Efí)', kind: 'api_pix', start: apiPixUnderTest },
  { name: 'Mercado Pago', kind: 'mercadopago', start: mercadoPagoUnderTest },
] as const;

describe.each(PROVIDERS)(`Pix scenarios with $name on ${testDbKind}`, ({ kind, start }) => {
  let t: TestApp;
  let provider: ProviderUnderTest;
  let runner: JobRunner | undefined;
  let owner: ReturnType<typeof asAdmin>;
  let menu: Menu;
  let webhookUrl = '';
  // the app's clock and the fake's: moved past a code's expiry by the tests that need it
  let clock = new Date();

  beforeAll(async () => {
    provider = await start(
      () => clock,
      () => webhookUrl,
    );
    t = await createTestApp({
      now: () => clock,
      openAllDay: true,
      publicUrl: PUBLIC_URL,
      trustProxy: { kind: 'addresses', addresses: [PROXY] },
      jobs: { register: (appRunner) => (runner = appRunner) },
      // the real adapters; the API Pix one trusts the fake PSP's test CA
      pixProviderFactory: (config) =>
        config.kind === 'api_pix'
          ? createApiPixProvider(config, { ca: PIX_TEST_CERTS.ca })
          : createPixProvider(config),
    });
    owner = asAdmin(t, await loginAsAdmin(t.app, t.database, clock, 'owner', PASSWORD));
    menu = await readMenu(t);

    // the owner connects the shop in Configurações › Pagamento; the webhook is registered by a job
    const saved = await owner.put('/api/admin/pix-provider', {
      connection: provider.connection(),
      choices: CHOICES,
      currentPassword: PASSWORD,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const view = saved.json<PixProviderView>();
    expect(view).toMatchObject({ status: 'ready', kind });
    webhookUrl = view.webhookUrl;
    expect(webhookUrl.startsWith(`${PUBLIC_URL}/api/pix/webhook/`)).toBe(true);
    await drain();
    const after = await owner.get('/api/admin/pix-provider');
    expect(after.json<PixProviderView>().webhookRegisteredAt).not.toBeNull();
  });
  afterAll(async () => {
    await t?.close();
    await provider?.close();
  });
  beforeEach(async () => {
    clock = new Date();
    provider.failRefunds(false);
    await provider.setDown(false);
  });

  async function drain() {
    if (!runner) throw new Error('the app registered no job runner');
    await runner.drain();
  }

  /** The pending jobs of `kind` are due now (a backoff waited, a check's round come). */
  async function makeDue(kind: string) {
    await t.database.db
      .update(jobs)
      .set({ runAt: sql`now() - interval '1 second'` })
      .where(and(eq(jobs.kind, kind), eq(jobs.status, 'pending')));
  }

  async function pendingJobs(kind: string) {
    return t.database.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, kind), eq(jobs.status, 'pending')));
  }

  async function chargeOf(orderId: number) {
    const rows = await t.database.db
      .select()
      .from(pixCharges)
      .where(eq(pixCharges.orderId, orderId))
      .orderBy(pixCharges.attempt);
    expect(rows).toHaveLength(1);
    return rows[0]!;
  }

  async function orderRow(id: number) {
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, id));
    if (!row) throw new Error('order vanished');
    return row;
  }

  async function pixLines(id: number) {
    return t.database.db
      .select()
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, id), eq(orderEvents.kind, 'pix')));
  }

  async function receivedRow(orderId: number) {
    return t.database.db.select().from(pixReceived).where(eq(pixReceived.orderId, orderId));
  }

  /** A Pix order placed by a customer, its charge created at the fake by the job. */
  async function placePix() {
    const since = provider.requestCount();
    const { order } = await placeOrder(t, smallOrder(menu));
    expect((await chargeOf(order.id)).status).toBe('criando');
    await drain();
    const charge = await chargeOf(order.id);
    expect(charge.status).toBe('ativa');
    expect(provider.chargesAtFake(charge.txid)).toBe(1);
    expect(provider.creationCalls(charge.txid, since)).toBe(1);
    return { order, txid: charge.txid };
  }

  async function postWebhook(
    payment: FakePayment,
    forgery?: string,
  ): Promise<LightMyRequestResponse> {
    const { url, headers, body, remoteAddress } = provider.webhook(payment, forgery);
    const res = await t.app.inject({
      method: 'POST',
      url,
      headers,
      payload: body,
      ...(remoteAddress ? { remoteAddress } : {}),
    });
    // Mercado Pago's notification names the payment: a job reads it
    await drain();
    return res;
  }

  async function expectPaidOnce(orderId: number, payerName: string) {
    expect(await orderRow(orderId)).toMatchObject({
      paymentStatus: 'pago',
      pixPayerName: payerName,
    });
    expect((await chargeOf(orderId)).status).toBe('paga');
    expect(await pixLines(orderId)).toHaveLength(1);
    const received = await receivedRow(orderId);
    expect(received).toHaveLength(1);
    expect(received[0]?.outcome).toBe('confirmado');
  }

  it('creates the charge once, with the exact total, and the page shows its code', async () => {
    const { order, txid } = await placePix();
    const page = await t.app.inject({ method: 'GET', url: `/api/orders/${order.publicId}` });
    expect(
      page.json<{ pixCharge: { status: string; copiaECola: string } }>().pixCharge,
    ).toMatchObject({ status: 'ativa', copiaECola: expect.stringMatching(/^000201/) });
    expect((await chargeOf(order.id)).amountCents).toBe(order.totalCents);
    // a job run again does not ask the provider again
    await makeDue(PIX_CREATE_CHARGE_JOB);
    await drain();
    expect(provider.chargesAtFake(txid)).toBe(1);
  });

  it('confirms a payment told by webhook, with the payer’s name', async () => {
    const { order, txid } = await placePix();
    const payment = provider.pay(txid, { payerName: 'Ana Lima' });
    const res = await postWebhook(payment);
    expect(res.statusCode, res.body).toBe(200);
    await expectPaidOnce(order.id, 'Ana Lima');
  });

  it('finds a payment whose webhook was lost by polling the open charge', async () => {
    const { order, txid } = await placePix();
    provider.pay(txid, { payerName: 'Bruno Dias' });
    expect(await pendingJobs(PIX_CHECK_CHARGE_JOB)).not.toHaveLength(0);
    await makeDue(PIX_CHECK_CHARGE_JOB);
    await drain();
    await expectPaidOnce(order.id, 'Bruno Dias');
  });

  it('applies repeated and out-of-order webhooks once each', async () => {
    const first = await placePix();
    const second = await placePix();
    const paidFirst = provider.pay(first.txid, { payerName: 'Carla Reis' });
    const paidSecond = provider.pay(second.txid, { payerName: 'Davi Melo' });
    for (const payment of [paidSecond, paidFirst, paidSecond, paidFirst]) {
      const res = await postWebhook(payment);
      expect(res.statusCode, res.body).toBe(200);
    }
    // and the polling that finds them paid changes nothing
    await makeDue(PIX_CHECK_CHARGE_JOB);
    await drain();
    await expectPaidOnce(first.order.id, 'Carla Reis');
    await expectPaidOnce(second.order.id, 'Davi Melo');
  });

  it('refuses a forged webhook (signature or client certificate) with 401 and changes nothing', async () => {
    const { order, txid } = await placePix();
    const payment = provider.pay(txid);
    for (const forgery of provider.forgeries) {
      const res = await postWebhook(payment, forgery);
      expect(res.statusCode, `${forgery}: ${res.body}`).toBe(401);
      expect(res.json()).toMatchObject({ error: { code: 'PIX_WEBHOOK_REFUSED' } });
    }
    expect(await pendingJobs(PIX_LOOKUP_PAYMENT_JOB)).toHaveLength(0);
    expect((await orderRow(order.id)).paymentStatus).toBe('a_receber');
    expect(await receivedRow(order.id)).toHaveLength(0);
  });

  it('flags a partial amount and never takes it as paid', async () => {
    const { order, txid } = await placePix();
    const payment = provider.pay(txid, { amountCents: order.totalCents - 500 });
    expect((await postWebhook(payment)).statusCode).toBe(200);
    expect((await orderRow(order.id)).paymentStatus).toBe('a_receber');
    const [received] = await receivedRow(order.id);
    expect(received).toMatchObject({
      outcome: 'valor_divergente',
      amountCents: order.totalCents - 500,
    });
    const [line] = await pixLines(order.id);
    expect(line?.note).toMatch(/^Pix de valor diferente: recebido R\$/);
  });

  it('a payment racing the expiry ends paid, once, whichever is heard first', async () => {
    const { order, txid } = await placePix();
    // paid in the last second; the expiry job runs before any webhook
    const payment = provider.pay(txid, { payerName: 'Eva Rocha' });
    clock = new Date(clock.getTime() + 16 * 60_000);
    await makeDue(PIX_EXPIRE_CHARGE_JOB);
    await drain();
    await expectPaidOnce(order.id, 'Eva Rocha');
    // the webhook, late, and the last polling round change nothing
    expect((await postWebhook(payment)).statusCode).toBe(200);
    await makeDue(PIX_CHECK_CHARGE_JOB);
    await drain();
    await expectPaidOnce(order.id, 'Eva Rocha');
  });

  it('an expiry that cancels the charge first leaves no payment to take', async () => {
    const { order, txid } = await placePix();
    clock = new Date(clock.getTime() + 16 * 60_000);
    await makeDue(PIX_EXPIRE_CHARGE_JOB);
    await drain();
    expect((await chargeOf(order.id)).status).toBe('expirada');
    expect(provider.chargesAtFake(txid)).toBe(1);
    expect((await orderRow(order.id)).paymentStatus).toBe('a_receber');
  });

  it('refunds a paid order the shop rejects, once, and shows a failed refund', async () => {
    const rejectPaid = async (payerName: string) => {
      const { order, txid } = await placePix();
      const payment = provider.pay(txid, { payerName });
      expect((await postWebhook(payment)).statusCode).toBe(200);
      const res = await owner.post(`/api/admin/orders/${order.id}/status`, {
        status: 'rejeitado',
        reason: 'Acabou a massa',
      });
      expect(res.statusCode, res.body).toBe(200);
      await drain();
      // the API Pix answers EM_PROCESSAMENTO: asked again later
      await makeDue(PIX_CHECK_REFUND_JOB);
      await drain();
      return { order, payment };
    };

    const done = await rejectPaid('Fábio Luz');
    expect((await orderRow(done.order.id)).pixRefundStatus).toBe('concluida');
    expect(provider.refundsAtFake(done.payment)).toBe(1);
    await makeDue(PIX_REFUND_JOB);
    await drain();
    expect(provider.refundsAtFake(done.payment)).toBe(1);

    provider.failRefunds(true);
    const failed = await rejectPaid('Gil Nunes');
    expect((await orderRow(failed.order.id)).pixRefundStatus).toBe('falhou');
    const [received] = await receivedRow(failed.order.id);
    expect(received?.refundError).toBeTruthy();
    expect(provider.refundsAtFake(failed.payment)).toBe(1);
  });

  it('the provider down for minutes: the charge job retries and creates one charge when it is back', async () => {
    await provider.setDown(true);
    const { order } = await placeOrder(t, smallOrder(menu));
    const { txid } = await chargeOf(order.id);
    // minutes of retries: each round made due as its backoff would
    for (let round = 0; round < 4; round += 1) {
      await makeDue(PIX_CREATE_CHARGE_JOB);
      await drain();
    }
    const [waiting] = await pendingJobs(PIX_CREATE_CHARGE_JOB);
    expect(waiting?.attempts).toBeGreaterThanOrEqual(4);
    expect((await chargeOf(order.id)).status).toBe('criando');
    expect(provider.chargesAtFake(txid)).toBe(0);

    await provider.setDown(false);
    const since = provider.requestCount();
    await makeDue(PIX_CREATE_CHARGE_JOB);
    await drain();
    expect((await chargeOf(order.id)).status).toBe('ativa');
    expect(provider.chargesAtFake(txid)).toBe(1);
    expect(provider.creationCalls(txid, since)).toBe(1);
    expect(await pendingJobs(PIX_CREATE_CHARGE_JOB)).toHaveLength(0);

    // a payment while the provider is down again is found once it answers
    const payment = provider.pay(txid, { payerName: 'Hugo Paz' });
    await provider.setDown(true);
    await makeDue(PIX_CHECK_CHARGE_JOB);
    await drain();
    expect((await orderRow(order.id)).paymentStatus).toBe('a_receber');
    await provider.setDown(false);
    await makeDue(PIX_CHECK_CHARGE_JOB);
    await drain();
    expect((await postWebhook(payment)).statusCode).toBe(200);
    await expectPaidOnce(order.id, 'Hugo Paz');
  });
});
