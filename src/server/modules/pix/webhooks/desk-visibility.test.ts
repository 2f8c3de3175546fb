import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { orders } from '../../../../db/schema';
import type { AdminOrder } from '../../../../domain/admin-orders';
import { testDbKind } from '../../../test/test-app';
import { openPixShop, type PixShop } from './pix-inbound-test-kit';

describe(`Pix orders on the desk and its alarm on ${testDbKind}`, () => {
  let shop: PixShop | undefined;
  afterEach(async () => {
    await shop?.close();
    shop = undefined;
  });

  const deskIds = async (s: PixShop) => {
    const res = await s.owner.get('/api/admin/orders?filter=pendentes');
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ orders: AdminOrder[] }>().orders.map((o) => o.id);
  };
  const ringingIds = async (s: PixShop) => {
    const res = await s.owner.get('/api/admin/orders/unopened');
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ orders: { id: number }[] }>().orders.map((o) => o.id);
  };

  it("'ocultar': an unpaid Pix order is left off the desk and the alarm until its Pix comes", async () => {
    const s = (shop = await openPixShop({ unpaidPolicy: 'ocultar' }));
    const { order, txid } = await s.orderWithCharge();
    // as the placement leaves it when the shop hides unpaid Pix orders
    await s.t.database.db
      .update(orders)
      .set({ awaitingPixPayment: true })
      .where(eq(orders.id, order.id));
    expect(await deskIds(s)).not.toContain(order.id);
    expect(await ringingIds(s)).not.toContain(order.id);

    expect(
      (await s.postWebhook([s.memory.pay(txid, { payerName: 'Bruno Reis' })])).statusCode,
    ).toBe(200);
    expect(await deskIds(s)).toContain(order.id);
    expect(await ringingIds(s)).toContain(order.id);
    const opened = await s.owner.get(`/api/admin/orders/${order.id}`);
    expect(opened.json<AdminOrder>()).toMatchObject({
      paymentStatus: 'pago',
      pix: { payerName: 'Bruno Reis', amountFlags: [], refundStatus: null, refundError: null },
    });
  });

  it("ringOn 'pagamento': shown while unpaid, silent until its Pix is confirmed", async () => {
    const s = (shop = await openPixShop({ ringOn: 'pagamento' }));
    const { order, txid } = await s.orderWithCharge();
    const other = await s.orderWithCharge();
    expect(await deskIds(s)).toContain(order.id);
    expect(await ringingIds(s)).not.toContain(order.id);

    // another amount is no payment: still silent, and flagged on the order
    const partial = s.memory.pay(other.txid, { amountCents: other.order.totalCents - 100 });
    expect((await s.postWebhook([partial])).statusCode).toBe(200);
    expect(await ringingIds(s)).not.toContain(other.order.id);
    const flagged = await s.owner.get(`/api/admin/orders/${other.order.id}`);
    expect(flagged.json<AdminOrder>().pix?.amountFlags).toEqual([
      { receivedCents: other.order.totalCents - 100, chargedCents: other.order.totalCents },
    ]);

    expect((await s.postWebhook([s.memory.pay(txid)])).statusCode).toBe(200);
    const res = await s.owner.get('/api/admin/orders/unopened');
    const ringing = res.json<{ orders: { id: number; createdAt: string; since: string }[] }>();
    const rung = ringing.orders.find((o) => o.id === order.id);
    // it rings from its payment, as a new order would
    expect(rung && rung.since >= rung.createdAt).toBe(true);
  });

  it('an order the provider never told of keeps its DTO as it was', async () => {
    const s = (shop = await openPixShop());
    const { order } = await s.orderWithCharge();
    const res = await s.owner.get(`/api/admin/orders/${order.id}`);
    expect(res.json<AdminOrder>()).not.toHaveProperty('pix');
  });
});
