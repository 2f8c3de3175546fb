import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { establishmentSettings, jobs, pixCharges, pixReceived } from '../../../../db/schema';
import { WEEKDAYS, type Schedules } from '../../../../domain/opening-hours';
import {
  chargeTxid,
  type PixChargeStatus,
  type PixRefundStatus,
} from '../../../../domain/pix-automation';
import type {
  Reconciliation,
  ReconciliationLine,
} from '../../../../domain/admin-pix-reconciliation';
import type { JobRunner } from '../../../jobs/job-queue';
import { loginAsAdmin } from '../../../test/admin-session';
import {
  connectTestPixProvider,
  createMemoryPixProvider,
  type MemoryPixProvider,
} from '../../../test/memory-pix-provider';
import { createTestApp, testDbKind, type TestApp } from '../../../test/test-app';
import {
  asAdmin,
  customerWith,
  placeOrder,
  setStatus,
  smallOrder,
} from '../../admin-orders/admin-test-kit';
import { readMenu } from '../../orders/order-test-kit';
import { applyReceivedPix } from '../apply-received-pix';
import { PIX_RECONCILE_JOB } from './reconcile-job';

/**
 * Conciliação Pix (decision 065): a night open 18:00 to 02:00 (the day turns at 03:00), its Pix
 * charges and received Pix in every state, listed and totalled on the business day they belong
 * to, as JSON and as CSV; 'Buscar no banco' brings the Pix the webhooks missed.
 */
describe(`Pix reconciliation on ${testDbKind}`, () => {
  let t: TestApp;
  let now = new Date('2026-11-27T19:00:00-03:00');
  let memory: MemoryPixProvider;
  let appRunner: JobRunner | undefined;
  let owner: ReturnType<typeof asAdmin>;
  const quiet = { publish: async () => undefined };
  const orderIds: Record<string, number> = {};
  const totals: Record<string, number> = {};
  let random = 0;

  const at = (local: string) => new Date(`${local}-03:00`);

  async function placeFor(name: string): Promise<void> {
    const placed = await placeOrder(
      t,
      smallOrder(await readMenu(t), { customer: customerWith({ name: `${name} Pereira` }) }),
    );
    orderIds[name] = placed.order.id;
    totals[name] = placed.order.totalCents;
  }

  async function addCharge(name: string, status: PixChargeStatus, createdAt: Date) {
    const orderId = orderIds[name] ?? 0;
    const txid = chargeTxid(
      orderId,
      1,
      `${String(++random).padStart(4, '0')}reconciliacaopix000000000`,
    );
    await t.database.db.insert(pixCharges).values({
      orderId,
      attempt: 1,
      txid,
      provider: 'api_pix',
      amountCents: totals[name] ?? 0,
      status,
      copiaECola: '000201…',
      expiresAt: new Date(createdAt.getTime() + 15 * 60_000),
      createdAt,
    });
    return txid;
  }

  async function receive(txid: string | null, amountCents: number, paidAt: Date, e2e: string) {
    return applyReceivedPix(t.database.db, quiet, {
      provider: 'api_pix',
      pix: { endToEndId: e2e, txid, amountCents, payerName: 'Carla Dias', paidAt },
      source: 'webhook',
      now: paidAt,
    });
  }

  async function setRefund(receivedId: number, refundStatus: PixRefundStatus) {
    await t.database.db
      .update(pixReceived)
      .set({ refundStatus })
      .where(eq(pixReceived.id, receivedId));
  }

  const e2e = (letter: string) => `E00000000202611272000${letter.repeat(11)}`;

  beforeAll(async () => {
    memory = createMemoryPixProvider(() => now);
    t = await createTestApp({
      now: () => now,
      pixProviderFactory: () => memory,
      jobs: {
        register: (runner) => {
          appRunner = runner;
        },
      },
    });
    owner = asAdmin(t, await loginAsAdmin(t.app, t.database, now));
    await t.database.db
      .update(establishmentSettings)
      .set({
        schedules: Object.fromEntries(WEEKDAYS.map((d) => [d, '18:00 às 02:00'])) as Schedules,
      })
      .where(eq(establishmentSettings.id, 1));
    for (const name of ['Ana', 'Bia', 'Caio', 'Davi', 'Eva', 'Fabio', 'Gil']) await placeFor(name);

    // Ana paid the exact amount; Bia paid less
    const ana = await addCharge('Ana', 'ativa', at('2026-11-27T20:00:00'));
    await receive(ana, totals.Ana ?? 0, at('2026-11-27T20:05:00'), e2e('A'));
    const bia = await addCharge('Bia', 'ativa', at('2026-11-27T20:10:00'));
    await receive(bia, (totals.Bia ?? 0) - 100, at('2026-11-27T20:12:00'), e2e('B'));
    // nobody paid Caio's (expired) nor Davi's (cancelled)
    await addCharge('Caio', 'expirada', at('2026-11-27T21:00:00'));
    await addCharge('Davi', 'cancelada', at('2026-11-27T21:30:00'));
    // Eva's and Fabio's orders were rejected after they paid: refunded, and a refund that failed
    await setStatus(t, [orderIds.Eva ?? 0, orderIds.Fabio ?? 0], 'rejeitado');
    const eva = await addCharge('Eva', 'ativa', at('2026-11-27T22:00:00'));
    const evaPix = await receive(eva, totals.Eva ?? 0, at('2026-11-27T22:03:00'), e2e('E'));
    await setRefund(evaPix.receivedId, 'concluida');
    const fabio = await addCharge('Fabio', 'ativa', at('2026-11-27T22:30:00'));
    const fabioPix = await receive(fabio, totals.Fabio ?? 0, at('2026-11-27T22:31:00'), e2e('F'));
    await setRefund(fabioPix.receivedId, 'falhou');
    // a stranger's Pix at 02:59 is still the night of 27/11; one at 03:00 is 28/11's
    await receive(null, 1234, at('2026-11-28T02:59:00'), e2e('S'));
    await receive(null, 999, at('2026-11-28T03:00:00'), e2e('T'));
    // and a charge made on 26/11 at 23:00 stays on 26/11
    await addCharge('Gil', 'expirada', at('2026-11-26T23:00:00'));
  });
  afterAll(async () => {
    await t.close();
  });

  const byState = (report: Reconciliation, state: ReconciliationLine['state']) =>
    report.lines.filter((line) => line.state === state);

  it('lists every charge and received Pix of the business day in its state, with totals', async () => {
    now = at('2026-11-28T01:00:00');
    const res = await owner.get('/api/admin/pix/reconciliation?from=2026-11-27&to=2026-11-27');
    expect(res.statusCode, res.body).toBe(200);
    const report = res.json<Reconciliation>();
    expect(report).toMatchObject({ from: '2026-11-27', to: '2026-11-27', dayTurnMinutes: 180 });
    expect(report.provider).toBe('none');
    expect(report.lines.map((line) => line.state)).toEqual([
      'pago',
      'valor_diferente',
      'expirado',
      'cancelado',
      'devolvido',
      'devolucao_falhou',
      'sem_pedido',
    ]);
    expect(byState(report, 'pago')[0]).toMatchObject({
      orderId: orderIds.Ana,
      channel: 'site',
      customerFirstName: 'Ana',
      chargedCents: totals.Ana,
      receivedCents: totals.Ana,
      payerName: 'Carla Dias',
      endToEndId: e2e('A'),
      date: '27/11/2026',
      time: '20:05',
    });
    expect(byState(report, 'valor_diferente')[0]).toMatchObject({
      orderId: orderIds.Bia,
      chargedCents: totals.Bia,
      receivedCents: (totals.Bia ?? 0) - 100,
    });
    expect(byState(report, 'expirado')[0]).toMatchObject({
      orderId: orderIds.Caio,
      chargedCents: totals.Caio,
      receivedCents: null,
      payerName: null,
    });
    expect(byState(report, 'sem_pedido')[0]).toMatchObject({
      orderId: null,
      channel: null,
      customerFirstName: null,
      chargedCents: null,
      receivedCents: 1234,
      // paid at 02:59 on 28/11: the night of 27/11
      date: '27/11/2026',
      time: '02:59',
    });
    expect(report.totals).toEqual([
      { state: 'pago', count: 1, amountCents: totals.Ana },
      { state: 'valor_diferente', count: 1, amountCents: (totals.Bia ?? 0) - 100 },
      { state: 'sem_pedido', count: 1, amountCents: 1234 },
      { state: 'devolvido', count: 1, amountCents: totals.Eva },
      { state: 'devolucao_falhou', count: 1, amountCents: totals.Fabio },
      { state: 'expirado', count: 1, amountCents: totals.Caio },
      { state: 'cancelado', count: 1, amountCents: totals.Davi },
    ]);
  });

  it('keeps the next business day and the day before apart', async () => {
    const next = (
      await owner.get('/api/admin/pix/reconciliation?from=2026-11-28&to=2026-11-28')
    ).json<Reconciliation>();
    expect(next.lines.map((l) => [l.state, l.receivedCents, l.date, l.time])).toEqual([
      ['sem_pedido', 999, '28/11/2026', '03:00'],
    ]);
    const before = (
      await owner.get(
        '/api/admin/pix/reconciliation?period=personalizado&from=2026-11-26&to=2026-11-26',
      )
    ).json<Reconciliation>();
    expect(before.lines.map((l) => [l.state, l.orderId])).toEqual([['expirado', orderIds.Gil]]);
    // 'hoje' at 01:00 on 28/11 is still the night of 27/11
    const today = (
      await owner.get('/api/admin/pix/reconciliation?period=hoje')
    ).json<Reconciliation>();
    expect(today.from).toBe('2026-11-27');
    expect(today.lines).toHaveLength(7);
  });

  it('exports the same lines as a CSV for Brazilian Excel', async () => {
    const res = await owner.get('/api/admin/pix/reconciliation.csv?from=2026-11-27&to=2026-11-27');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="conciliacao-pix-2026-11-27.csv"',
    );
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    const lines = res.body.slice(1).split('\r\n');
    expect(lines[0]).toBe(
      'Data;Hora;Situação;Pedido;Canal;Cliente;Valor cobrado;Valor recebido;Pagador;ID da transação (E2E);txid',
    );
    expect(lines).toHaveLength(1 + 7 + 1);
    expect(lines.at(-1)).toBe('');
    const reais = (cents: number) =>
      `${Math.floor(cents / 100)},${String(cents % 100).padStart(2, '0')}`;
    const ana = lines[1]?.split(';') ?? [];
    expect(ana.slice(0, 10)).toEqual([
      '27/11/2026',
      '20:05',
      'Pago',
      String(orderIds.Ana),
      'Site',
      'Ana',
      reais(totals.Ana ?? 0),
      reais(totals.Ana ?? 0),
      'Carla Dias',
      e2e('A'),
    ]);
    expect(ana[10]).toMatch(/^FORNO\d+C1R/);
    expect(lines[3]?.split(';').slice(2, 9)).toEqual([
      'Expirado',
      String(orderIds.Caio),
      'Site',
      'Caio',
      reais(totals.Caio ?? 0),
      '',
      '',
    ]);
    expect(lines[7]?.split(';')).toEqual([
      '27/11/2026',
      '02:59',
      'Sem pedido',
      '',
      '',
      '',
      '',
      '12,34',
      'Carla Dias',
      e2e('S'),
      '',
    ]);
  });

  it("'Buscar no banco' needs a provider, then brings a missed Pix and a stranger's", async () => {
    now = at('2026-11-28T01:00:00');
    const refused = await owner.post('/api/admin/pix/reconciliation/fetch', {
      from: '2026-11-27',
      to: '2026-11-27',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ error: { message: string } }>().error.message).toContain(
      'Configurações › Pagamento',
    );

    await connectTestPixProvider(t.database.db);
    // Gil renewed his code on the night of 27/11 and paid; the webhook never came
    now = at('2026-11-27T23:40:00');
    const gil = await addCharge('Gil', 'ativa', now);
    await memory.createCharge({
      txid: gil,
      amountCents: totals.Gil ?? 0,
      expiresInSeconds: 900,
      description: 'Pedido',
      payer: null,
    });
    now = at('2026-11-27T23:45:00');
    memory.pay(gil, { payerName: 'Gil Pereira' });
    memory.payStranger(5000);
    now = at('2026-11-28T01:00:00');

    const before = (
      await owner.get('/api/admin/pix/reconciliation?from=2026-11-27&to=2026-11-27')
    ).json<Reconciliation>();
    expect(before.provider).toBe('ready');
    expect(byState(before, 'aguardando').map((l) => l.orderId)).toEqual([orderIds.Gil]);

    const asked = await owner.post('/api/admin/pix/reconciliation/fetch', {
      from: '2026-11-27',
      to: '2026-11-27',
    });
    expect(asked.statusCode, asked.body).toBe(202);
    const queued = (
      await owner.get('/api/admin/pix/reconciliation?from=2026-11-27&to=2026-11-27')
    ).json<Reconciliation>();
    expect(queued.lastFetch).toMatchObject({ state: 'na_fila', from: '2026-11-27' });
    const [job] = await t.database.db.select().from(jobs).where(eq(jobs.kind, PIX_RECONCILE_JOB));
    // from the virada do dia of 27/11 up to now (the period's end is still to come)
    expect(job?.payload).toMatchObject({
      start: at('2026-11-27T03:00:00').toISOString(),
      end: at('2026-11-28T01:00:00').toISOString(),
    });

    await appRunner?.drain();
    expect(memory.calls).toContain('listReceived');
    const after = (
      await owner.get('/api/admin/pix/reconciliation?from=2026-11-27&to=2026-11-27')
    ).json<Reconciliation>();
    expect(after.lastFetch).toMatchObject({ state: 'concluida', error: null });
    expect(byState(after, 'aguardando')).toEqual([]);
    expect(byState(after, 'pago').map((l) => [l.orderId, l.payerName])).toEqual([
      [orderIds.Ana, 'Carla Dias'],
      [orderIds.Gil, 'Gil Pereira'],
    ]);
    expect(byState(after, 'sem_pedido').map((l) => l.receivedCents)).toEqual([5000, 1234]);
    const [received] = await t.database.db
      .select()
      .from(pixReceived)
      .where(eq(pixReceived.orderId, orderIds.Gil ?? 0));
    expect(received?.source).toBe('consulta');

    // asked again: the same Pix change nothing
    await owner.post('/api/admin/pix/reconciliation/fetch', {
      from: '2026-11-27',
      to: '2026-11-27',
    });
    await appRunner?.drain();
    const again = (
      await owner.get('/api/admin/pix/reconciliation?from=2026-11-27&to=2026-11-27')
    ).json<Reconciliation>();
    expect(again.lines).toHaveLength(after.lines.length);
  });

  it('says when a fetch failed, in pt-BR', async () => {
    memory.isDown = true;
    await owner.post('/api/admin/pix/reconciliation/fetch', {
      from: '2026-11-27',
      to: '2026-11-27',
    });
    await appRunner?.drain();
    memory.isDown = false;
    const report = (
      await owner.get('/api/admin/pix/reconciliation?from=2026-11-27&to=2026-11-27')
    ).json<Reconciliation>();
    expect(report.lastFetch).toMatchObject({
      state: 'na_fila',
      error: 'O provedor Pix não respondeu.',
    });
  });

  it('refuses a bad period with a pt-BR message', async () => {
    const res = await owner.get('/api/admin/pix/reconciliation?from=2026-11-28&to=2026-11-27');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error: {
        code: 'INVALID_PERIOD',
        message: 'A data final deve ser igual ou posterior à data inicial.',
      },
    });
    const post = await owner.post('/api/admin/pix/reconciliation/fetch', { from: '2026-02-30' });
    expect(post.statusCode).toBe(400);
    expect(post.json()).toMatchObject({ error: { code: 'INVALID_PERIOD' } });
  });

  it('is for the owner and the manager only', async () => {
    const manager = asAdmin(t, await loginAsAdmin(t.app, t.database, now, 'manager'));
    expect((await manager.get('/api/admin/pix/reconciliation')).statusCode).toBe(200);
    for (const role of ['attendant', 'kitchen'] as const) {
      const staff = asAdmin(t, await loginAsAdmin(t.app, t.database, now, role));
      expect((await staff.get('/api/admin/pix/reconciliation')).statusCode).toBe(403);
      expect((await staff.get('/api/admin/pix/reconciliation.csv')).statusCode).toBe(403);
      const post = await staff.post('/api/admin/pix/reconciliation/fetch', {
        from: '2026-11-27',
        to: '2026-11-27',
      });
      expect(post.statusCode).toBe(403);
    }
  });
});
