import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../../../db/client';
import { pixReceived } from '../../../../db/schema';
import { PIX_PROVIDER_ACTOR_NAME } from '../../../../domain/admin-order-events';
import { createInProcessEventBus } from '../../../events/event-bus';
import { createJobRunner } from '../../../jobs/job-queue';
import { setStatus } from '../../admin-orders/admin-test-kit';
import { PIX_REFUND_JOB } from '../apply-received-pix';
import { openPixShop, type PixShop } from '../webhooks/pix-inbound-test-kit';
import { createSecretBox } from '../../../security/secret-box';
import { TEST_SECRETS_KEY, testDbKind } from '../../../test/test-app';
import { PIX_CHECK_REFUND_JOB, registerRefundJobs } from './refund-job';

describe(`Pix refunds on ${testDbKind}`, () => {
  let shop: PixShop;
  beforeAll(async () => {
    shop = await openPixShop();
  });
  afterAll(async () => {
    await shop?.close();
  });

  const paidOrder = async () => {
    const charged = await shop.orderWithCharge();
    const pix = shop.memory.pay(charged.txid);
    expect((await shop.postWebhook([pix])).statusCode).toBe(200);
    return { ...charged, pix };
  };
  const reject = async (id: number) => {
    const res = await shop.owner.post(`/api/admin/orders/${id}/status`, {
      status: 'rejeitado',
      reason: 'Acabou a massa',
    });
    expect(res.statusCode, res.body).toBe(200);
  };
  const refundOf = async (endToEndId: string) => {
    const [row] = await shop.t.database.db
      .select()
      .from(pixReceived)
      .where(eq(pixReceived.endToEndId, endToEndId));
    return row;
  };
  const refundCalls = () => shop.memory.calls.filter((c) => c.startsWith('refund:'));

  it('a Pix arriving after the order was rejected goes back, with the history', async () => {
    const { order, txid } = await shop.orderWithCharge();
    await setStatus(shop.t, order.id, 'rejeitado');
    const pix = shop.memory.pay(txid);
    expect((await shop.postWebhook([pix])).statusCode).toBe(200);
    await shop.drain();
    const row = await refundOf(pix.endToEndId);
    expect(row).toMatchObject({ outcome: 'pedido_recusado', refundStatus: 'concluida' });
    expect(shop.memory.refunds.get(row!.refundId!)?.endToEndId).toBe(pix.endToEndId);
    expect((await shop.orderRow(order.id)).pixRefundStatus).toBe('concluida');
    const lines = await shop.history(order.id, 'refund');
    expect(lines.map((l) => [l.actorName, l.toValue])).toEqual([
      [PIX_PROVIDER_ACTOR_NAME, 'solicitada'],
      [PIX_PROVIDER_ACTOR_NAME, 'concluida'],
    ]);
  });

  it('staff rejecting an order paid by Pix asks the refund in the same move, once', async () => {
    const { order, pix } = await paidOrder();
    const desk = await shop.openDeskStream();
    await reject(order.id);
    // asked at once, before any job ran
    expect((await shop.orderRow(order.id)).pixRefundStatus).toBe('solicitada');
    const [asked] = await shop.history(order.id, 'refund');
    expect(asked?.actorName).not.toBe(PIX_PROVIDER_ACTOR_NAME);
    await shop.drain();
    await shop.drain();
    const row = await refundOf(pix.endToEndId);
    expect(row?.refundStatus).toBe('concluida');
    expect(refundCalls().filter((c) => c.startsWith(`refund:FORNODEV${row!.id}N`))).toHaveLength(1);
    // the desks hear of the finished refund
    let event;
    do {
      event = JSON.parse((await desk.next('order.status')).data) as { orderId: number };
    } while (event.orderId !== order.id);
    expect((await shop.orderRow(order.id)).pixRefundStatus).toBe('concluida');
  });

  it('a refused refund shows why; a manager tries again with a new refund id', async () => {
    const { order, pix } = await paidOrder();
    shop.memory.refundOutcome = { status: 'nao_realizado', reason: 'Conta do pagador encerrada' };
    try {
      await reject(order.id);
      await shop.drain();
    } finally {
      shop.memory.refundOutcome = { status: 'devolvido', reason: null };
    }
    const failed = await refundOf(pix.endToEndId);
    expect(failed).toMatchObject({
      refundStatus: 'falhou',
      refundError: 'Conta do pagador encerrada',
    });
    expect((await shop.orderRow(order.id)).pixRefundStatus).toBe('falhou');
    const lines = await shop.history(order.id, 'refund');
    expect(lines.at(-1)?.note).toBe('Devolução falhou: Conta do pagador encerrada');

    const retry = await shop.owner.post(`/api/admin/pix/orders/${order.id}/refund`);
    expect(retry.statusCode, retry.body).toBe(202);
    // asked again while it is asked: refused
    const twice = await shop.owner.post(`/api/admin/pix/orders/${order.id}/refund`);
    expect(twice.statusCode).toBe(409);
    await shop.drain();
    const done = await refundOf(pix.endToEndId);
    expect(done?.refundStatus).toBe('concluida');
    expect(done?.refundId).not.toBe(failed?.refundId);
    expect((await shop.orderRow(order.id)).pixRefundStatus).toBe('concluida');
  });

  it('a refund still processing is asked about later until it is done', async () => {
    const { order, pix } = await paidOrder();
    shop.memory.refundOutcome = { status: 'em_processamento', reason: null };
    await reject(order.id);
    await shop.drain();
    expect((await refundOf(pix.endToEndId))?.refundStatus).toBe('solicitada');
    const row = await refundOf(pix.endToEndId);
    shop.memory.refunds.get(row!.refundId!)!.state = { status: 'devolvido', reason: null };
    shop.memory.refundOutcome = { status: 'devolvido', reason: null };
    expect(await shop.pendingJobs(PIX_CHECK_REFUND_JOB)).toHaveLength(1);
    await shop.makeDue(PIX_CHECK_REFUND_JOB);
    await shop.drain();
    expect((await refundOf(pix.endToEndId))?.refundStatus).toBe('concluida');
    expect((await shop.orderRow(order.id)).pixRefundStatus).toBe('concluida');
  });

  it('the provider down during a refund: retried, and sent once when it is back', async () => {
    const { order, pix } = await paidOrder();
    shop.memory.isDown = true;
    try {
      await reject(order.id);
      await shop.drain();
      const [waiting] = await shop.pendingJobs(PIX_REFUND_JOB);
      expect(waiting).toMatchObject({ attempts: 1, lastError: 'O provedor Pix não respondeu.' });
      expect((await refundOf(pix.endToEndId))?.refundStatus).toBe('solicitada');
    } finally {
      shop.memory.isDown = false;
    }
    await shop.makeDue(PIX_REFUND_JOB);
    await shop.drain();
    const row = await refundOf(pix.endToEndId);
    expect(row?.refundStatus).toBe('concluida');
    // asked twice under one id (the first call found the provider down): one refund made
    expect(refundCalls().filter((c) => c === `refund:${row!.refundId}`)).toHaveLength(2);
    const made = [...shop.memory.refunds.values()].filter((r) => r.endToEndId === pix.endToEndId);
    expect(made).toHaveLength(1);
  });

  it('the retry is for dono and gerente only, and only for a failed refund', async () => {
    const { order } = await paidOrder();
    const res = await shop.owner.post(`/api/admin/pix/orders/${order.id}/refund`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ error: { code: 'CONFLICT' } });
  });

  it.runIf(testDbKind === 'postgres')(
    'two instances on one PostgreSQL: each refund sent once, by one of them',
    async () => {
      const paid = [await paidOrder(), await paidOrder(), await paidOrder()];
      for (const { order } of paid) await reject(order.id);
      const url = shop.t.database.url;
      if (!url) throw new Error('no PostgreSQL url');
      const second = await openDatabase({ kind: 'postgres', url, poolSize: 4 });
      const silent = { info: () => undefined, warn: () => undefined };
      const other = createJobRunner(
        { database: second, events: createInProcessEventBus(), log: silent },
        { worker: 'second' },
      );
      registerRefundJobs(other, {
        db: second.db,
        events: createInProcessEventBus(),
        secrets: createSecretBox(TEST_SECRETS_KEY),
        pixProviders: () => shop.memory,
        now: () => new Date(),
      });
      try {
        await Promise.all([shop.drain(), other.drain()]);
        await Promise.all([shop.drain(), other.drain()]);
      } finally {
        await other.stop();
        await second.close();
      }
      for (const { pix } of paid) {
        const row = await refundOf(pix.endToEndId);
        expect(row?.refundStatus).toBe('concluida');
        expect(refundCalls().filter((c) => c === `refund:${row!.refundId}`)).toHaveLength(1);
      }
    },
  );
});
