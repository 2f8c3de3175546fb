import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ifoodConnection, ifoodOrders } from '../../../db/schema';
import type { AdminOrder } from '../../../domain/admin-orders';
import type { IfoodSettings } from '../../../domain/admin-ifood';
import { enqueueJob, type JobRunner } from '../../jobs/job-queue';
import { loginAsAdmin } from '../../test/admin-session';
import { startFakeIfood, type FakeIfood } from '../../test/fake-ifood';
import { createTestApp, testDbKind, type TestApp } from '../../test/test-app';
import { asAdmin } from '../admin-orders/admin-test-kit';
import { IFOOD_POLL_EVERY_MS, IFOOD_POLL_JOB } from './poll-events';

/**
 * Decision 072 against a fake iFood that answers as iFood's public documentation says: the store
 * connected with a link code, orders polled, stored, acknowledged and mapped, the desk's moves
 * sent back step by step, cancellations both ways, a lost acknowledgment, a token that ends.
 */
describe(`iFood on the desk on ${testDbKind}`, () => {
  let t: TestApp;
  let fake: FakeIfood;
  let runner: JobRunner;
  let owner: ReturnType<typeof asAdmin>;
  let polls = 0;

  beforeAll(async () => {
    fake = await startFakeIfood();
    t = await createTestApp({
      openAllDay: true,
      ifood: {
        apiUrl: fake.url,
        clientId: fake.clientId,
        clientSecret: fake.clientSecret,
        backoff: { baseMs: 0, maxMs: 0 },
      },
      jobs: { register: (r) => (runner = r) },
    });
    owner = asAdmin(t, await loginAsAdmin(t.app, t.database));
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  /** One poll now, as the queue runs it each 30-second slot, and everything it caused. */
  async function poll(): Promise<void> {
    polls += 1;
    // a slot hours ahead: its successor is not due, so draining runs this poll alone
    const slot = Math.floor(Date.now() / IFOOD_POLL_EVERY_MS) + 1_000 + polls * 10;
    await enqueueJob(t.database.db, {
      kind: IFOOD_POLL_JOB,
      key: `test:${polls}`,
      payload: { slot },
    });
    await runner.drain();
  }

  async function deskOrderOf(ifoodOrderId: string): Promise<AdminOrder> {
    const [link] = await t.database.db
      .select()
      .from(ifoodOrders)
      .where(eq(ifoodOrders.ifoodOrderId, ifoodOrderId));
    expect(link, 'the iFood order became ours').toBeDefined();
    const response = await owner.get(`/api/admin/orders/${link!.orderId}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<AdminOrder>();
  }

  const move = async (id: number, status: string, reason?: string) => {
    const response = await owner.post(`/api/admin/orders/${id}/status`, {
      status,
      ...(reason ? { reason } : {}),
    });
    expect(response.statusCode, response.body).toBe(200);
  };
  const stepsOf = (ifoodOrderId: string) =>
    fake.actions.filter((action) => action.orderId === ifoodOrderId).map((a) => a.step);

  it('connects the store with the link code the owner authorized, showing only a masked token', async () => {
    const asked = await owner.post('/api/admin/ifood/link-code');
    expect(asked.statusCode, asked.body).toBe(200);
    const pending = asked.json<IfoodSettings>();
    expect(pending.status).toBe('aguardando');
    expect(pending.userCode).toBeTruthy();

    const wrong = await owner.post('/api/admin/ifood/connect', { authorizationCode: 'nao-e-esse' });
    expect(wrong.statusCode).toBe(502);
    expect(wrong.json()).toMatchObject({ error: { code: 'IFOOD_REFUSED' } });

    const code = fake.authorize(pending.userCode!);
    const connected = await owner.post('/api/admin/ifood/connect', { authorizationCode: code });
    expect(connected.statusCode, connected.body).toBe(200);
    const settings = connected.json<IfoodSettings>();
    expect(settings).toMatchObject({
      status: 'conectado',
      merchantId: fake.merchantId,
      merchantName: 'Pizzaria Teste',
    });
    expect(settings.tokenSummary).toMatch(/^••••.{4}$/);
    expect(connected.body).not.toMatch(/at-\d+-/);
    const [row] = await t.database.db.select().from(ifoodConnection);
    expect(row?.sealedTokens).not.toMatch(/at-\d+-|rt-\d+-/);

    const status = await owner.get('/api/admin/ifood/store-status');
    expect(status.json()).toMatchObject({ connected: true, isOpen: true, state: 'OK' });
  });

  it('makes a polled order a Forno order: acknowledged, mapped with its halves and crust, ringing', async () => {
    const id = fake.place();
    await poll();
    const order = await deskOrderOf(id);
    expect(fake.acknowledged.size).toBeGreaterThan(0);
    expect(order).toMatchObject({
      channel: 'ifood',
      status: 'pendente',
      fulfilment: 'entrega',
      customerName: 'Joana Cliente',
      subtotalCents: 9000,
      deliveryFeeCents: 800,
      discountCents: 1000,
      totalCents: 8800,
      paymentMethod: 'iFood (pago online)',
      paymentStatus: 'pago',
    });
    expect(order.deliveryAddress).toContain('Rua das Flores, 100 - Apto 12');
    const [pizza, drink] = order.items;
    expect(pizza).toMatchObject({
      productName: '1/2 Calabresa',
      sizeName: 'Grande',
      crustName: 'Borda de catupiry',
      crustPriceCents: 1200,
      notes: 'Sem cebola',
      lineTotalCents: 7800,
    });
    expect(pizza?.extraFlavours).toEqual([
      { productId: 0, name: '1/2 Margherita', priceCents: 3200 },
    ]);
    expect(drink).toMatchObject({
      productName: 'Refrigerante lata',
      quantity: 2,
      lineTotalCents: 1200,
    });
    const [link] = await t.database.db
      .select()
      .from(ifoodOrders)
      .where(eq(ifoodOrders.ifoodOrderId, id));
    expect(link?.fees).toMatchObject({ deliveryFeeCents: 800, benefitsCents: 1000 });
    expect(link?.fees.benefits).toEqual([{ valueCents: 1000, sponsors: ['IFOOD'] }]);
    expect(link?.payment).toMatchObject({ prepaidCents: 8800, pendingCents: 0 });

    // nobody opened it: the desk's alarm rings for it
    const unopened = await owner.get('/api/admin/orders/unopened');
    expect(unopened.json<{ orders: { id: number }[] }>().orders.map((o) => o.id)).toContain(
      order.id,
    );
  });

  it('never makes a second order when an acknowledgment is lost and iFood sends the event again', async () => {
    fake.loseNextAcknowledgment();
    const id = fake.place();
    await poll();
    const first = await deskOrderOf(id);
    const acknowledgedBefore = fake.acknowledged.size;
    await poll(); // iFood sends the PLC again: it was never acknowledged
    expect(fake.acknowledged.size).toBeGreaterThan(acknowledgedBefore);
    const links = await t.database.db
      .select()
      .from(ifoodOrders)
      .where(eq(ifoodOrders.ifoodOrderId, id));
    expect(links).toHaveLength(1);
    expect((await deskOrderOf(id)).id).toBe(first.id);
  });

  it('sends the desk’s moves to iFood in order, each once, even when they pile up', async () => {
    const id = fake.place();
    await poll();
    const order = await deskOrderOf(id);
    await move(order.id, 'aprovado');
    await move(order.id, 'em preparo');
    await move(order.id, 'saiu para entrega');
    await runner.drain();
    expect(stepsOf(id)).toEqual(['confirm', 'startPreparation', 'dispatch']);
    await move(order.id, 'entregue');
    await runner.drain();
    await poll(); // iFood's CFM, PRS, DSP of our own moves add nothing to the history
    expect(stepsOf(id)).toEqual(['confirm', 'startPreparation', 'dispatch']);
  });

  it('sends a pickup order as ready for pickup', async () => {
    const id = fake.place({ orderType: 'TAKEOUT', delivery: null });
    await poll();
    const order = await deskOrderOf(id);
    expect(order.fulfilment).toBe('retirada');
    await move(order.id, 'aprovado');
    await move(order.id, 'em preparo');
    await move(order.id, 'saiu para entrega');
    await runner.drain();
    expect(stepsOf(id)).toEqual(['confirm', 'startPreparation', 'readyToPickup']);
  });

  it('cancels on iFood with the reason the desk chose from iFood’s list', async () => {
    const id = fake.place();
    await poll();
    const order = await deskOrderOf(id);
    const reasons = await owner.get(`/api/admin/ifood/orders/${order.id}/cancellation-reasons`);
    expect(reasons.statusCode, reasons.body).toBe(200);
    const chosen = reasons.json<{ code: string; description: string }[]>()[2]!;
    expect(chosen).toEqual({ code: '503', description: 'Item indisponível' });
    await move(order.id, 'rejeitado', chosen.description);
    await runner.drain();
    const cancel = fake.actions.find((a) => a.orderId === id && a.step === 'requestCancellation');
    expect(cancel?.body).toEqual({ reason: 'Item indisponível', cancellationCode: '503' });
    await poll(); // iFood's CAN of our own request changes nothing
    expect((await deskOrderOf(id)).status).toBe('rejeitado');
    expect(stepsOf(id)).toEqual(['requestCancellation']);
  });

  it('rejects our order when iFood cancels it, with iFood’s reason, and tells iFood nothing back', async () => {
    const id = fake.place();
    await poll();
    const order = await deskOrderOf(id);
    await move(order.id, 'aprovado');
    fake.customerAsksCancellation(id);
    await poll();
    const history = await owner.get(`/api/admin/orders/${order.id}/events`);
    expect(history.body).toContain('O cliente pediu o cancelamento no iFood');
    fake.cancel(id, 'Cliente desistiu');
    await poll();
    const cancelled = await deskOrderOf(id);
    expect(cancelled.status).toBe('rejeitado');
    expect(cancelled.rejectionReason).toBe('Cancelado pelo iFood: Cliente desistiu');
    await runner.drain();
    expect(stepsOf(id)).toEqual(['confirm']);
  });

  it('renews a token that ended mid-evening and polls again through the queue', async () => {
    const refreshes = fake.tokenRefreshes;
    fake.expireAccessTokens();
    const id = fake.place();
    await poll();
    expect(fake.tokenRefreshes).toBe(refreshes + 1);
    expect((await deskOrderOf(id)).channel).toBe('ifood');
    // the desk's move after it goes out with the new token
    fake.expireAccessTokens();
    await move((await deskOrderOf(id)).id, 'aprovado');
    await runner.drain();
    expect(stepsOf(id)).toEqual(['confirm']);
    expect(fake.tokenRefreshes).toBe(refreshes + 2);
  });

  it('shows the store closed, and stops polling once disconnected', async () => {
    fake.setStoreOpen(false);
    const status = await owner.get('/api/admin/ifood/store-status');
    expect(status.json()).toMatchObject({ connected: true, isOpen: false, state: 'CLOSED' });
    const gone = await owner.delete('/api/admin/ifood');
    expect(gone.json<IfoodSettings>()).toMatchObject({
      status: 'desconectado',
      tokenSummary: null,
    });
    const before = fake.polls;
    await poll();
    expect(fake.polls).toBe(before);
  });
});
