import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderEvents, orders, pixCharges, pixReceived } from '../../../db/schema';
import { chargeTxid } from '../../../domain/pix-automation';
import { createTestApp, type TestApp } from '../../test/test-app';
import { placeOrder, smallOrder } from '../admin-orders/admin-test-kit';
import { readMenu } from '../orders/order-test-kit';
import { applyReceivedPix } from './apply-received-pix';

let t: TestApp;
const heard: unknown[] = [];
const events = {
  publish: async (event: unknown) => {
    heard.push(event);
  },
};
const NOW = new Date('2026-11-20T23:10:00Z');

beforeAll(async () => {
  t = await createTestApp({ openAllDay: true });
});
afterAll(async () => {
  await t.close();
});

async function orderWithCharge(): Promise<{ orderId: number; txid: string; amount: number }> {
  const { order } = await placeOrder(t, smallOrder(await readMenu(t)));
  const txid = chargeTxid(order.id, 1, 'abcdefghijklmnopqrstuvwxyz0123');
  await t.database.db.insert(pixCharges).values({
    orderId: order.id,
    attempt: 1,
    txid,
    provider: 'api_pix',
    amountCents: order.totalCents,
    status: 'ativa',
    copiaECola: '000201…',
    expiresAt: new Date(NOW.getTime() + 15 * 60_000),
  });
  return { orderId: order.id, txid, amount: order.totalCents };
}

const pix = (txid: string | null, amountCents: number, endToEndId: string) => ({
  endToEndId,
  txid,
  amountCents,
  payerName: 'Maria Silva',
  paidAt: NOW,
});

describe('a received Pix', () => {
  it('confirms its order once, however often it is told', async () => {
    const { orderId, txid, amount } = await orderWithCharge();
    const first = await applyReceivedPix(t.database.db, events, {
      provider: 'api_pix',
      pix: pix(txid, amount, 'E00000000202611202310AAAAAAAAAAA'),
      source: 'webhook',
      now: NOW,
    });
    const again = await applyReceivedPix(t.database.db, events, {
      provider: 'api_pix',
      pix: pix(txid, amount, 'E00000000202611202310AAAAAAAAAAA'),
      source: 'consulta',
      now: NOW,
    });
    expect(first).toMatchObject({ outcome: 'confirmado', isNew: true, orderId });
    expect(again).toMatchObject({ outcome: 'confirmado', isNew: false, orderId });
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
    expect(row).toMatchObject({ paymentStatus: 'pago', pixPayerName: 'Maria Silva' });
    const [charge] = await t.database.db.select().from(pixCharges).where(eq(pixCharges.txid, txid));
    expect(charge?.status).toBe('paga');
    const history = await t.database.db
      .select()
      .from(orderEvents)
      .where(eq(orderEvents.orderId, orderId));
    expect(history.filter((e) => e.kind === 'pix')).toHaveLength(1);
    expect(await t.database.db.select().from(pixReceived)).toHaveLength(1);
  });

  it('flags another amount and never takes it as paid; a stranger Pix matches no order', async () => {
    const { orderId, txid, amount } = await orderWithCharge();
    const partial = await applyReceivedPix(t.database.db, events, {
      provider: 'api_pix',
      pix: pix(txid, amount - 100, 'E00000000202611202310BBBBBBBBBBB'),
      source: 'webhook',
      now: NOW,
    });
    expect(partial.outcome).toBe('valor_divergente');
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
    expect(row?.paymentStatus).toBe('a_receber');
    const stranger = await applyReceivedPix(t.database.db, events, {
      provider: 'api_pix',
      pix: pix(null, 1234, 'E00000000202611202310CCCCCCCCCCC'),
      source: 'consulta',
      now: NOW,
    });
    expect(stranger).toMatchObject({ outcome: 'sem_pedido', orderId: null });
  });
});
