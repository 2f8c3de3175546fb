import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { pixCharges, pixProvider } from '../../../../db/schema';
import { PIX_EXPIRED_NOTE } from '../../../../domain/pix-automation';
import { testDbKind } from '../../../test/test-app';
import { PIX_CHECK_CHARGE_JOB } from '../polling/check-charge';
import type { WebhookContent } from '../provider';
import { PIX_LOOKUP_PAYMENT_JOB } from './lookup-payment-job';
import { openPixShop, type PixShop } from './pix-inbound-test-kit';

describe(`the Pix webhook on ${testDbKind}`, () => {
  let shop: PixShop;
  beforeAll(async () => {
    shop = await openPixShop();
  });
  afterAll(async () => {
    await shop?.close();
  });

  it('confirms the order a paid charge names, tells the desks, and answers 200', async () => {
    const { order, txid } = await shop.orderWithCharge();
    const desk = await shop.openDeskStream();
    const pix = shop.memory.pay(txid, { payerName: 'Maria Silva' });
    const res = await shop.postWebhook([pix]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    const row = await shop.orderRow(order.id);
    expect(row).toMatchObject({
      paymentStatus: 'pago',
      pixPayerName: 'Maria Silva',
      pixEndToEndId: pix.endToEndId,
    });
    expect(JSON.parse((await desk.next('order.status')).data)).toMatchObject({
      type: 'order.status',
      orderId: order.id,
    });
  });

  it('Efí appends /pix to the address: the same webhook there works too', async () => {
    const { order, txid } = await shop.orderWithCharge();
    const res = await shop.postWebhook([shop.memory.pay(txid)], { suffix: '/pix' });
    expect(res.statusCode, res.body).toBe(200);
    expect((await shop.orderRow(order.id)).paymentStatus).toBe('pago');
  });

  it('applies a repeated and an out-of-order webhook once', async () => {
    const first = await shop.orderWithCharge();
    const second = await shop.orderWithCharge();
    const pixOne = shop.memory.pay(first.txid);
    const pixTwo = shop.memory.pay(second.txid);
    // the second payment's webhook arrives first, then both together, then the first again
    for (const batch of [[pixTwo], [pixOne, pixTwo], [pixOne]]) {
      const res = await shop.postWebhook(batch);
      expect(res.statusCode, res.body).toBe(200);
    }
    for (const { order } of [first, second]) {
      expect((await shop.orderRow(order.id)).paymentStatus).toBe('pago');
      expect(await shop.history(order.id, 'pix')).toHaveLength(1);
    }
    const received = await shop.received();
    expect(received.filter((r) => r.endToEndId === pixOne.endToEndId)).toHaveLength(1);
    expect(received.filter((r) => r.endToEndId === pixTwo.endToEndId)).toHaveLength(1);
  });

  it('flags a partial amount and never takes it as paid', async () => {
    const { order, txid } = await shop.orderWithCharge();
    const pix = shop.memory.pay(txid, { amountCents: order.totalCents - 500 });
    const res = await shop.postWebhook([pix]);
    expect(res.statusCode, res.body).toBe(200);
    const row = await shop.orderRow(order.id);
    expect(row.paymentStatus).toBe('a_receber');
    const [line] = await shop.history(order.id, 'pix');
    expect(line?.note).toMatch(/^Pix de valor diferente: recebido R\$/);
    const received = (await shop.received()).find((r) => r.endToEndId === pix.endToEndId);
    expect(received?.outcome).toBe('valor_divergente');
  });

  it('refuses a bad signature with 401 and a code, and changes nothing', async () => {
    const { order, txid } = await shop.orderWithCharge();
    const pix = shop.memory.pay(txid);
    const res = await shop.postWebhook([pix], { headers: { 'x-memory-signature': 'forged' } });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ error: { code: 'PIX_WEBHOOK_REFUSED' } });
    expect((await shop.orderRow(order.id)).paymentStatus).toBe('a_receber');
    expect((await shop.received()).some((r) => r.endToEndId === pix.endToEndId)).toBe(false);
  });

  it('answers 404 to an address that is not the shop’s, 400 to a malformed one', async () => {
    const { txid } = await shop.orderWithCharge();
    const pix = shop.memory.pay(txid);
    const unknown = await shop.postWebhook([pix], { token: 'x'.repeat(shop.token.length) });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
    const malformed = await shop.postWebhook([pix], { token: 'a.b' });
    expect(malformed.statusCode).toBe(400);
    expect((await shop.received()).some((r) => r.endToEndId === pix.endToEndId)).toBe(false);
  });

  it('answers 503 with a code while the provider is switched off, so the provider retries', async () => {
    const { order, txid } = await shop.orderWithCharge();
    const pix = shop.memory.pay(txid);
    await shop.t.database.db.update(pixProvider).set({ isActive: false });
    try {
      const res = await shop.postWebhook([pix]);
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ error: { code: 'PIX_PROVIDER_UNAVAILABLE' } });
      expect((await shop.orderRow(order.id)).paymentStatus).toBe('a_receber');
    } finally {
      await shop.t.database.db.update(pixProvider).set({ isActive: true });
    }
    // the retry, once the provider is back, confirms it
    expect((await shop.postWebhook([pix])).statusCode).toBe(200);
    expect((await shop.orderRow(order.id)).paymentStatus).toBe('pago');
  });

  it('looks up a payment a notification only names, once per delivery, and applies it', async () => {
    const { order, txid } = await shop.orderWithCharge();
    const charge = shop.memory.charges.get(txid)!;
    shop.memory.pay(txid, { payerName: 'Ana Lima' });
    const readWebhook = shop.memory.readWebhook;
    // a provider whose notifications name the payment (as Mercado Pago's do)
    shop.memory.readWebhook = (request): WebhookContent => {
      readWebhook(request);
      return { kind: 'lookup', providerRefs: [charge.providerRef] };
    };
    try {
      for (let i = 0; i < 2; i += 1) {
        const res = await shop.postWebhook([]);
        expect(res.statusCode, res.body).toBe(200);
      }
      // the same delivery twice: one job
      expect(await shop.pendingJobs(PIX_LOOKUP_PAYMENT_JOB)).toHaveLength(1);
      expect((await shop.orderRow(order.id)).paymentStatus).toBe('a_receber');
      await shop.makeDue(PIX_CHECK_CHARGE_JOB);
      await shop.drain();
    } finally {
      shop.memory.readWebhook = readWebhook;
    }
    const row = await shop.orderRow(order.id);
    expect(row).toMatchObject({ paymentStatus: 'pago', pixPayerName: 'Ana Lima' });
    expect(await shop.history(order.id, 'pix')).toHaveLength(1);
  });

  it('ends a code the provider says expired at once, without waiting for its own expiry', async () => {
    const { order, txid, chargeId } = await shop.orderWithCharge();
    const charge = shop.memory.charges.get(txid)!;
    // its time ran out at the provider, whose clock is ahead of ours
    charge.status = 'expirada';
    const readWebhook = shop.memory.readWebhook;
    shop.memory.readWebhook = (request): WebhookContent => {
      readWebhook(request);
      return { kind: 'lookup', providerRefs: [charge.providerRef] };
    };
    try {
      expect((await shop.postWebhook([])).statusCode).toBe(200);
      await shop.drain();
    } finally {
      shop.memory.readWebhook = readWebhook;
    }
    const [row] = await shop.t.database.db
      .select()
      .from(pixCharges)
      .where(eq(pixCharges.id, chargeId));
    expect(row?.status).toBe('expirada');
    expect((await shop.history(order.id, 'pix')).map((event) => event.note)).toEqual([
      PIX_EXPIRED_NOTE,
    ]);
    // the tracking page offers a new code now
    const tracked = await shop.t.app.inject({ url: `/api/orders/${order.publicId}` });
    expect(tracked.json()).toMatchObject({ pixCharge: { status: 'expirada' } });
  });
});
