import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { settingsToRow } from '../../../../db/establishment-row';
import {
  establishmentSettings,
  jobs,
  orderEvents,
  orders,
  pixCharges,
  pixReceived,
} from '../../../../db/schema';
import { DEFAULT_ESTABLISHMENT } from '../../../../domain/establishment';
import type { Menu } from '../../../../domain/menu';
import type { TrackedOrder } from '../../../../domain/order';
import {
  PIX_EXPIRED_REJECTION_REASON,
  TXID_PATTERN,
  orderIdOfTxid,
  type PixAutomationChoices,
} from '../../../../domain/pix-automation';
import type { JobRunner } from '../../../jobs/job-queue';
import { loginAsAdmin } from '../../../test/admin-session';
import {
  connectTestPixProvider,
  createMemoryPixProvider,
  type MemoryPixProvider,
} from '../../../test/memory-pix-provider';
import { createTestApp, testDbKind, type TestApp } from '../../../test/test-app';
import { asAdmin, placeOrder, smallOrder } from '../../admin-orders/admin-test-kit';
import { readMenu } from '../../orders/order-test-kit';
import { applyReceivedPix } from '../apply-received-pix';
import { PixProviderError } from '../provider';
import { upsertPixProviderRow } from '../repository';

describe(`dynamic Pix charges on ${testDbKind}`, () => {
  let t: TestApp;
  let menu: Menu;
  let runner: JobRunner;
  let memory: MemoryPixProvider;
  let admin: ReturnType<typeof asAdmin>;
  // the app's clock and the provider's: moved forward past a code's expiry by the tests
  let clock = new Date();
  const published: unknown[] = [];

  beforeAll(async () => {
    memory = createMemoryPixProvider(() => clock);
    t = await createTestApp({
      now: () => clock,
      openAllDay: true,
      pixProviderFactory: () => memory,
      jobs: {
        register: (r) => {
          runner = r;
        },
      },
    });
    admin = asAdmin(t, await loginAsAdmin(t.app, t.database, clock));
    menu = await readMenu(t);
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(async () => {
    clock = new Date();
    memory.isDown = false;
    memory.calls.length = 0;
    published.length = 0;
    await connect({});
  });

  async function connect(choices: Partial<PixAutomationChoices>) {
    await connectTestPixProvider(t.database.db, choices);
  }

  async function placePix() {
    const { order } = await placeOrder(t, smallOrder(menu));
    return order;
  }

  async function chargesOf(orderId: number) {
    return t.database.db
      .select()
      .from(pixCharges)
      .where(eq(pixCharges.orderId, orderId))
      .orderBy(pixCharges.attempt);
  }

  async function tracked(publicId: string): Promise<TrackedOrder> {
    const res = await t.app.inject({ method: 'GET', url: `/api/orders/${publicId}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<TrackedOrder>();
  }

  async function orderRow(orderId: number) {
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
    if (!row) throw new Error('order vanished');
    return row;
  }

  /** Jobs of a kind waiting for later (a retry's backoff, an expiry) become due now. */
  async function makeDue(kind: string) {
    await t.database.db
      .update(jobs)
      .set({ runAt: sql`now()` })
      .where(and(eq(jobs.kind, kind), eq(jobs.status, 'pending')));
  }

  /** The code's life is over: the clocks pass it and its expiry job runs. */
  async function expire() {
    clock = new Date(clock.getTime() + 16 * 60_000);
    await makeDue('pix.expire-charge');
    await runner.drain();
  }

  const post = (url: string, payload?: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url, ...(payload ? { payload } : {}) });

  it('creates the charge through a job: exact total, the order in the txid, the shop expiry', async () => {
    await connect({ expiryMinutes: 20 });
    const order = await placePix();
    const [charge] = await chargesOf(order.id);
    expect(charge).toMatchObject({ attempt: 1, status: 'criando', amountCents: order.totalCents });
    expect(charge!.txid).toMatch(TXID_PATTERN);
    expect(orderIdOfTxid(charge!.txid)).toBe(order.id);
    expect(charge!.expiresAt.getTime()).toBe(clock.getTime() + 20 * 60_000);
    expect((await tracked(order.publicId)).pixCharge).toMatchObject({
      status: 'criando',
      copiaECola: null,
      attempt: 1,
    });

    await runner.drain();
    const at = memory.charges.get(charge!.txid);
    expect(at?.request).toMatchObject({ amountCents: order.totalCents, expiresInSeconds: 20 * 60 });
    const page = await tracked(order.publicId);
    expect(page.pixCharge).toMatchObject({ status: 'ativa', copiaECola: at!.copiaECola });
    expect(page.pixCharge!.expiresAt).toBe(charge!.expiresAt.toISOString());
    // the QR image of a page without scripts is the dynamic code's
    const qr = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${order.publicId}/pix-qr.svg`,
    });
    expect(qr.statusCode).toBe(200);
    expect((await orderRow(order.id)).awaitingPixPayment).toBe(false);
  });

  /** The charge's pending polling jobs (decision 064), in the order they were added. */
  async function checksOf(chargeId: number) {
    const pending = await t.database.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, 'pix.check-charge'), eq(jobs.status, 'pending')))
      .orderBy(jobs.id);
    return pending.filter((job) => (job.payload as { chargeId: number }).chargeId === chargeId);
  }

  it('polls a charge from the moment it is made: a Pix whose webhook is lost is found', async () => {
    const order = await placePix();
    const [made] = await chargesOf(order.id);
    // nothing to ask about before the provider has the charge
    expect(await checksOf(made!.id)).toEqual([]);
    await runner.drain();
    const [charge] = await chargesOf(order.id);
    expect(charge?.status).toBe('ativa');
    const [first] = await checksOf(charge!.id);
    expect(first).toMatchObject({ key: `charge:${charge!.id}:start:1` });
    expect(first!.runAt.getTime()).toBeGreaterThan(clock.getTime());

    // paid in the bank app; no webhook ever comes
    memory.pay(charge!.txid, { payerName: 'Rita Lopes' });
    await makeDue('pix.check-charge');
    await runner.drain();
    expect(await orderRow(order.id)).toMatchObject({
      paymentStatus: 'pago',
      pixPayerName: 'Rita Lopes',
    });
    expect(
      await t.database.db.select().from(pixReceived).where(eq(pixReceived.orderId, order.id)),
    ).toMatchObject([{ source: 'consulta', outcome: 'confirmado' }]);
  });

  it('polls a renewed charge too', async () => {
    const order = await placePix();
    await runner.drain();
    await expire();
    const res = await post(`/api/orders/${order.publicId}/pix/renew`);
    expect(res.statusCode, res.body).toBe(200);
    await runner.drain();
    const [, renewed] = await chargesOf(order.id);
    expect(renewed?.status).toBe('ativa');
    expect(await checksOf(renewed!.id)).toMatchObject([{ key: `charge:${renewed!.id}:start:1` }]);
    memory.pay(renewed!.txid);
    await makeDue('pix.check-charge');
    await runner.drain();
    expect((await orderRow(order.id)).paymentStatus).toBe('pago');
  });

  it('keeps the static code and makes no charge without a provider', async () => {
    await upsertPixProviderRow(t.database.db, {
      kind: null,
      bank: null,
      baseUrl: '',
      tokenUrl: '',
      sealedCredentials: null,
      credentialSummary: {},
      webhookToken: 'x',
      isActive: false,
      expiryMinutes: 15,
      unpaidPolicy: 'aguardar',
      ringOn: 'chegada',
    });
    const order = await placePix();
    expect(await chargesOf(order.id)).toEqual([]);
    expect((await tracked(order.publicId)).pixCharge).toBeNull();
  });

  it('hides the order from the desk until paid when the shop chose ocultar', async () => {
    await connect({ unpaidPolicy: 'ocultar' });
    const order = await placePix();
    expect((await orderRow(order.id)).awaitingPixPayment).toBe(true);
    await runner.drain();
    const [charge] = await chargesOf(order.id);
    await applyReceivedPix(
      t.database.db,
      { publish: async () => undefined },
      {
        provider: 'api_pix',
        pix: memory.pay(charge!.txid),
        source: 'webhook',
        now: clock,
      },
    );
    expect(await orderRow(order.id)).toMatchObject({
      awaitingPixPayment: false,
      paymentStatus: 'pago',
    });
  });

  it('retries while the provider is down and makes one charge when it is back', async () => {
    const order = await placePix();
    memory.isDown = true;
    await runner.drain();
    const [waiting] = await chargesOf(order.id);
    expect(waiting?.status).toBe('criando');
    const [job] = await t.database.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, 'pix.create-charge'), eq(jobs.key, waiting!.txid)));
    expect(job).toMatchObject({ status: 'pending', attempts: 1 });
    expect(job!.lastError).toContain('não respondeu');

    memory.isDown = false;
    await makeDue('pix.create-charge');
    await runner.drain();
    const [charge] = await chargesOf(order.id);
    expect(charge?.status).toBe('ativa');
    expect(memory.calls.filter((c) => c === `createCharge:${charge!.txid}`)).toHaveLength(2);
    expect([...memory.charges.keys()].filter((txid) => txid === charge!.txid)).toHaveLength(1);
  });

  it('falls back to the static code when the provider refuses the charge for good', async () => {
    // the shop's own settings (its all-day hours too) come back after the test
    const [before] = await t.database.db.select().from(establishmentSettings);
    await t.database.db
      .update(establishmentSettings)
      .set({
        ...settingsToRow({
          ...DEFAULT_ESTABLISHMENT,
          schedules: before!.schedules,
          pix: {
            keyType: 'cnpj',
            key: '11.222.333/0001-81',
            receiverName: 'Pizzaria Forno',
            city: 'Sao Paulo',
          },
        }),
      })
      .where(eq(establishmentSettings.id, 1));
    const create = memory.createCharge;
    memory.createCharge = async () => {
      throw new PixProviderError('REFUSED', 'A Efí recusou a cobrança: chave Pix inválida.', false);
    };
    try {
      const order = await placePix();
      await runner.drain();
      const [charge] = await chargesOf(order.id);
      expect(charge).toMatchObject({
        status: 'falhou',
        lastError: 'A Efí recusou a cobrança: chave Pix inválida.',
      });
      const page = await tracked(order.publicId);
      expect(page.pixCharge?.status).toBe('falhou');
      expect(page.pixCode).toMatch(/^000201/);
      const [job] = await t.database.db
        .select()
        .from(jobs)
        .where(and(eq(jobs.kind, 'pix.create-charge'), eq(jobs.key, charge!.txid)));
      expect(job?.status).toBe('done');
    } finally {
      memory.createCharge = create;
      await t.database.db
        .update(establishmentSettings)
        .set(before!)
        .where(eq(establishmentSettings.id, 1));
    }
  });

  it.each(['aguardar', 'ocultar'] as const)(
    'an expired code with %s cancels it at the provider and keeps the order',
    async (unpaidPolicy) => {
      await connect({ unpaidPolicy });
      const order = await placePix();
      await runner.drain();
      const [charge] = await chargesOf(order.id);
      await expire();
      expect(memory.calls).toContain(`cancelCharge:${charge!.txid}`);
      expect((await chargesOf(order.id))[0]?.status).toBe('expirada');
      const row = await orderRow(order.id);
      expect(row).toMatchObject({ status: 'pendente', paymentStatus: 'a_receber' });
      expect(row.awaitingPixPayment).toBe(unpaidPolicy === 'ocultar');
      expect((await tracked(order.publicId)).pixCharge?.status).toBe('expirada');
    },
  );

  it('an expired code with cancelar rejects the order through the status change', async () => {
    await connect({ unpaidPolicy: 'cancelar' });
    const order = await placePix();
    await runner.drain();
    await expire();
    const row = await orderRow(order.id);
    expect(row).toMatchObject({
      status: 'rejeitado',
      rejectionReason: PIX_EXPIRED_REJECTION_REASON,
    });
    const history = await t.database.db
      .select()
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, order.id), eq(orderEvents.kind, 'status')));
    expect(history.at(-1)).toMatchObject({
      actorName: 'Pix automático',
      toValue: 'rejeitado',
      note: PIX_EXPIRED_REJECTION_REASON,
    });
    expect((await tracked(order.publicId)).status).toBe('rejeitado');
  });

  it('a payment applied before the expiry runs: paid once, the expiry changes nothing', async () => {
    await connect({ unpaidPolicy: 'cancelar' });
    const order = await placePix();
    await runner.drain();
    const [charge] = await chargesOf(order.id);
    const pix = memory.pay(charge!.txid);
    await applyReceivedPix(
      t.database.db,
      { publish: async () => undefined },
      {
        provider: 'api_pix',
        pix,
        source: 'webhook',
        now: clock,
      },
    );
    await expire();
    expect((await chargesOf(order.id))[0]?.status).toBe('paga');
    expect(await orderRow(order.id)).toMatchObject({ status: 'pendente', paymentStatus: 'pago' });
    expect(
      await t.database.db.select().from(pixReceived).where(eq(pixReceived.orderId, order.id)),
    ).toHaveLength(1);
  });

  it('a payment the webhook has not told yet when the expiry runs: found, paid once', async () => {
    await connect({ unpaidPolicy: 'cancelar' });
    const order = await placePix();
    await runner.drain();
    const [charge] = await chargesOf(order.id);
    const pix = memory.pay(charge!.txid);
    await expire();
    // the late webhook after the expiry found it
    const late = await applyReceivedPix(
      t.database.db,
      { publish: async () => undefined },
      {
        provider: 'api_pix',
        pix,
        source: 'webhook',
        now: clock,
      },
    );
    expect(late.isNew).toBe(false);
    expect((await chargesOf(order.id))[0]?.status).toBe('paga');
    expect(await orderRow(order.id)).toMatchObject({ status: 'pendente', paymentStatus: 'pago' });
    const received = await t.database.db
      .select()
      .from(pixReceived)
      .where(eq(pixReceived.orderId, order.id));
    expect(received).toMatchObject([{ outcome: 'confirmado', source: 'consulta' }]);
  });

  it('an expiry and a webhook of the same payment at the same moment: paid once', async () => {
    await connect({ unpaidPolicy: 'cancelar' });
    const order = await placePix();
    await runner.drain();
    const [charge] = await chargesOf(order.id);
    const pix = memory.pay(charge!.txid);
    const [, told] = await Promise.all([
      expire(),
      applyReceivedPix(
        t.database.db,
        { publish: async () => undefined },
        { provider: 'api_pix', pix, source: 'webhook', now: clock },
      ),
    ]);
    expect(told.outcome).toBe('confirmado');
    expect((await chargesOf(order.id))[0]?.status).toBe('paga');
    expect(await orderRow(order.id)).toMatchObject({ status: 'pendente', paymentStatus: 'pago' });
    const history = await t.database.db
      .select()
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, order.id), eq(orderEvents.kind, 'pix')));
    expect(history.filter((e) => e.toValue === 'pago')).toHaveLength(1);
    expect(
      await t.database.db.select().from(pixReceived).where(eq(pixReceived.orderId, order.id)),
    ).toHaveLength(1);
  });

  it('renews an expired code: a new attempt and txid, the old one cancelled', async () => {
    const order = await placePix();
    const early = await post(`/api/orders/${order.publicId}/pix/renew`);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ error: { code: 'PIX_CHARGE_STILL_OPEN' } });
    await runner.drain();
    await expire();
    const res = await post(`/api/orders/${order.publicId}/pix/renew`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<TrackedOrder>().pixCharge).toMatchObject({ status: 'criando', attempt: 2 });
    await runner.drain();
    const [first, second] = await chargesOf(order.id);
    expect(memory.calls).toContain(`cancelCharge:${first!.txid}`);
    expect(first?.status).toBe('expirada');
    expect(second).toMatchObject({ attempt: 2, status: 'ativa' });
    expect(second!.txid).not.toBe(first!.txid);
    expect(orderIdOfTxid(second!.txid)).toBe(order.id);
    expect(second!.expiresAt.getTime()).toBe(clock.getTime() + 15 * 60_000);
  });

  it('switches to paying on delivery: the charge cancelled at the provider, the desk told', async () => {
    await connect({ unpaidPolicy: 'ocultar' });
    const order = await placePix();
    await runner.drain();
    const refused = await post(`/api/orders/${order.publicId}/pix/switch`, {
      paymentMethod: 'Cheque',
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ error: { code: 'PIX_METHOD_NOT_OFFERED' } });
    const res = await post(`/api/orders/${order.publicId}/pix/switch`, {
      paymentMethod: 'Dinheiro',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<TrackedOrder>()).toMatchObject({
      paymentMethod: 'Dinheiro',
      pixCharge: { status: 'cancelada' },
    });
    expect(await orderRow(order.id)).toMatchObject({ awaitingPixPayment: false });
    await runner.drain();
    const [charge] = await chargesOf(order.id);
    expect(memory.calls).toContain(`cancelCharge:${charge!.txid}`);
    const history = await t.database.db
      .select()
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, order.id), eq(orderEvents.kind, 'pix')));
    expect(history.map((e) => e.note)).toContain(
      'Cliente trocou o Pix por Dinheiro na entrega ou retirada',
    );
    const again = await post(`/api/orders/${order.publicId}/pix/switch`, {
      paymentMethod: 'Dinheiro',
    });
    expect(again.json()).toMatchObject({ error: { code: 'PIX_NOT_AVAILABLE' } });
  });

  it('an order marked paid by hand has its open charge cancelled at the provider', async () => {
    const order = await placePix();
    await runner.drain();
    const res = await admin.post(`/api/admin/orders/${order.id}/payment`, {
      paymentStatus: 'pago',
    });
    expect(res.statusCode, res.body).toBe(200);
    const [charge] = await chargesOf(order.id);
    expect(charge?.status).toBe('cancelada');
    await runner.drain();
    expect(memory.calls).toContain(`cancelCharge:${charge!.txid}`);
    expect(memory.charges.get(charge!.txid)?.status).toBe('removida');
  });

  it('an order rejected while its code is open has the charge cancelled at the provider', async () => {
    const order = await placePix();
    await runner.drain();
    const res = await admin.post(`/api/admin/orders/${order.id}/status`, {
      status: 'rejeitado',
      reason: 'Acabou a massa',
    });
    expect(res.statusCode, res.body).toBe(200);
    await runner.drain();
    const [charge] = await chargesOf(order.id);
    expect(charge?.status).toBe('cancelada');
    expect(memory.calls).toContain(`cancelCharge:${charge!.txid}`);
  });
});
