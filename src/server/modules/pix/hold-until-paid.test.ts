import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { jobs, pixCharges } from '../../../db/schema';
import type { AdminSettings } from '../../../domain/admin-catalogue';
import { AUTO_ACCEPT_ACTOR_NAME } from '../../../domain/admin-order-events';
import type { Menu } from '../../../domain/menu';
import type { PixAutomationChoices } from '../../../domain/pix-automation';
import { connectTestPixProvider } from '../../test/memory-pix-provider';
import { freePort } from '../../test/fake-printer';
import { testDbKind } from '../../test/test-app';
import { placeOrder, smallOrder } from '../admin-orders/admin-test-kit';
import { readMenu } from '../orders/order-test-kit';
import { PRINT_TICKET_JOB } from '../printers/print-jobs';
import { PIX_CHECK_CHARGE_JOB } from './polling/check-charge';
import { openPixShop, type PixShop } from './webhooks/pix-inbound-test-kit';

/**
 * With 'Tocar quando o Pix for pago' or 'Esconder do painel até ser pago', a customer's Pix
 * order is not accepted automatically nor printed before its Pix is confirmed (decision 064).
 */
describe(`Pix orders held until paid on ${testDbKind}`, () => {
  let shop: PixShop;
  let menu: Menu;

  beforeAll(async () => {
    shop = await openPixShop();
    menu = await readMenu(shop.t);
    // a kitchen printer that is off: its tickets wait in the queue, where the test counts them
    const printer = await shop.owner.post('/api/admin/printers', {
      name: 'Forno',
      role: 'cozinha',
      host: '127.0.0.1',
      port: await freePort(),
      paperWidth: '80',
      isActive: true,
    });
    expect(printer.statusCode, printer.body).toBe(201);
  });
  afterAll(async () => {
    await shop?.close();
  });
  beforeEach(async () => {
    await setAutoAccept(true);
  });

  async function setAutoAccept(autoAccept: boolean) {
    const current = (await shop.owner.get('/api/admin/settings')).json<AdminSettings>().settings;
    const res = await shop.owner.put('/api/admin/settings', { ...current, autoAccept });
    expect(res.statusCode, res.body).toBe(200);
  }

  const connect = (choices: Partial<PixAutomationChoices>) =>
    connectTestPixProvider(shop.t.database.db, {
      ringOn: 'chegada',
      unpaidPolicy: 'aguardar',
      ...choices,
    });

  /** A customer's order, its charge made at the provider. */
  async function place(paymentMethod = 'Pix') {
    const { order } = await placeOrder(shop.t, smallOrder(menu, { paymentMethod }));
    await shop.drain();
    const [charge] = await shop.t.database.db
      .select()
      .from(pixCharges)
      .where(eq(pixCharges.orderId, order.id));
    return { order, txid: charge?.txid ?? null };
  }

  const tickets = (orderId: number) =>
    shop.t.database.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, PRINT_TICKET_JOB), eq(jobs.key, `${orderId}:cozinha`)));

  const acceptances = async (orderId: number) =>
    (await shop.history(orderId, 'status')).filter((e) => e.toValue === 'aprovado');

  for (const choices of [
    { ringOn: 'pagamento' },
    { unpaidPolicy: 'ocultar' },
  ] satisfies Partial<PixAutomationChoices>[]) {
    it(`${JSON.stringify(choices)}: accepted and printed once its Pix is confirmed, once`, async () => {
      await connect(choices);
      const { order, txid } = await place();
      expect(order.status).toBe('pendente');
      expect((await shop.orderRow(order.id)).status).toBe('pendente');
      expect(await tickets(order.id)).toEqual([]);
      expect(await acceptances(order.id)).toEqual([]);

      const pix = shop.memory.pay(txid!, { payerName: 'Ana Souza' });
      expect((await shop.postWebhook([pix])).statusCode).toBe(200);
      expect(await shop.orderRow(order.id)).toMatchObject({
        status: 'aprovado',
        paymentStatus: 'pago',
        awaitingPixPayment: false,
      });
      expect(await acceptances(order.id)).toMatchObject([
        { actorName: AUTO_ACCEPT_ACTOR_NAME, fromValue: 'pendente' },
      ]);
      expect(await tickets(order.id)).toHaveLength(1);

      // the same Pix heard again, by webhook and by polling: nothing more
      expect((await shop.postWebhook([pix])).statusCode).toBe(200);
      await shop.makeDue(PIX_CHECK_CHARGE_JOB);
      await shop.drain();
      expect(await acceptances(order.id)).toHaveLength(1);
      expect(await tickets(order.id)).toHaveLength(1);
    });
  }

  it('ringing on arrival accepts and prints a Pix order at once, as before', async () => {
    await connect({});
    const { order } = await place();
    expect(order.status).toBe('aprovado');
    expect(await tickets(order.id)).toHaveLength(1);
  });

  it('holds only Pix orders: another payment is accepted on arrival', async () => {
    await connect({ ringOn: 'pagamento' });
    const { order } = await place('Dinheiro');
    expect(order.status).toBe('aprovado');
    expect(await tickets(order.id)).toHaveLength(1);
  });

  it('a shop that does not accept automatically leaves the paid order for staff', async () => {
    await setAutoAccept(false);
    await connect({ ringOn: 'pagamento' });
    const { order, txid } = await place();
    expect((await shop.postWebhook([shop.memory.pay(txid!)])).statusCode).toBe(200);
    expect(await shop.orderRow(order.id)).toMatchObject({
      status: 'pendente',
      paymentStatus: 'pago',
    });
    expect(await tickets(order.id)).toEqual([]);
  });

  it('an amount other than the charge does not release the order', async () => {
    await connect({ ringOn: 'pagamento' });
    const { order, txid } = await place();
    const partial = shop.memory.pay(txid!, { amountCents: 100 });
    expect((await shop.postWebhook([partial])).statusCode).toBe(200);
    expect((await shop.orderRow(order.id)).status).toBe('pendente');
    expect(await tickets(order.id)).toEqual([]);
  });

  it('switching to pay on delivery releases it: accepted and printed then', async () => {
    await connect({ unpaidPolicy: 'ocultar' });
    const { order } = await place();
    expect(await tickets(order.id)).toEqual([]);
    const res = await shop.t.app.inject({
      method: 'POST',
      url: `/api/orders/${order.publicId}/pix/switch`,
      payload: { paymentMethod: 'Dinheiro' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await shop.orderRow(order.id)).toMatchObject({
      status: 'aprovado',
      awaitingPixPayment: false,
    });
    expect(await acceptances(order.id)).toHaveLength(1);
    expect(await tickets(order.id)).toHaveLength(1);
  });
});
