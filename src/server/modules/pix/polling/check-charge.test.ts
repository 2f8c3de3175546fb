import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, pixCharges } from '../../../../db/schema';
import { testDbKind } from '../../../test/test-app';
import { openPixShop, type PixShop } from '../webhooks/pix-inbound-test-kit';
import { PIX_CHECK_CHARGE_JOB, PIX_SWEEP_CHARGES_JOB, seedChargeSweep } from './check-charge';

describe(`polling open Pix charges on ${testDbKind}`, () => {
  let shop: PixShop;
  beforeAll(async () => {
    shop = await openPixShop();
  });
  afterAll(async () => {
    await shop?.close();
  });

  const checksOf = async (chargeId: number) =>
    (await shop.pendingJobs(PIX_CHECK_CHARGE_JOB)).filter(
      (job) => (job.payload as { chargeId: number }).chargeId === chargeId,
    );

  it('finds a Pix whose webhook was lost, and the late webhook then changes nothing', async () => {
    const { order, txid, chargeId } = await shop.orderWithCharge();
    // the charge is asked about again a little later, not at once
    const [first] = await checksOf(chargeId);
    expect(first?.runAt.getTime()).toBeGreaterThan(Date.now());

    // a round with nothing paid asks again later
    await shop.makeDue(PIX_CHECK_CHARGE_JOB);
    await shop.drain();
    expect(shop.memory.calls).toContain(`getCharge:${txid}`);
    const [second] = await checksOf(chargeId);
    expect(second?.key).toBe(`charge:${chargeId}:start:2`);
    expect((await shop.orderRow(order.id)).paymentStatus).toBe('a_receber');

    // paid; the webhook never comes
    const pix = shop.memory.pay(txid, { payerName: 'Carla Dias' });
    await shop.makeDue(PIX_CHECK_CHARGE_JOB);
    await shop.drain();
    const row = await shop.orderRow(order.id);
    expect(row).toMatchObject({ paymentStatus: 'pago', pixPayerName: 'Carla Dias' });
    const received = (await shop.received()).filter((r) => r.endToEndId === pix.endToEndId);
    expect(received).toMatchObject([{ source: 'consulta', outcome: 'confirmado' }]);

    // the webhook, late: applied once all the same
    expect((await shop.postWebhook([pix])).statusCode).toBe(200);
    expect(await shop.history(order.id, 'pix')).toHaveLength(1);
    // the charge is paid: the chain ends at its next round without asking the provider
    const asked = shop.memory.calls.length;
    await shop.makeDue(PIX_CHECK_CHARGE_JOB);
    await shop.drain();
    expect(shop.memory.calls.slice(asked).filter((c) => c === `getCharge:${txid}`)).toEqual([]);
    expect(await checksOf(chargeId)).toEqual([]);
  });

  it('keeps polling through a provider outage, retrying the round', async () => {
    const { order, txid, chargeId } = await shop.orderWithCharge();
    shop.memory.pay(txid);
    shop.memory.isDown = true;
    try {
      await shop.makeDue(PIX_CHECK_CHARGE_JOB);
      await shop.drain();
      const [failed] = await checksOf(chargeId);
      expect(failed).toMatchObject({ key: `charge:${chargeId}:start:1`, attempts: 1 });
      expect(failed?.lastError).toBe('O provedor Pix não respondeu.');
    } finally {
      shop.memory.isDown = false;
    }
    await shop.makeDue(PIX_CHECK_CHARGE_JOB);
    await shop.drain();
    expect((await shop.orderRow(order.id)).paymentStatus).toBe('pago');
  });

  it('the sweep starts polling again for an open charge whose chain was lost', async () => {
    const { order, txid, chargeId } = await shop.orderWithCharge();
    // the chain is gone (its job died and was discarded, say)
    await shop.t.database.db.delete(jobs).where(eq(jobs.key, `charge:${chargeId}:start:1`));
    expect(await checksOf(chargeId)).toEqual([]);
    shop.memory.pay(txid);

    await seedChargeSweep(shop.t.database.db);
    await shop.drain();
    const [restarted] = await checksOf(chargeId);
    expect(restarted?.key).toMatch(new RegExp(`^charge:${chargeId}:sweep\\d+:1$`));
    // the sweep added its next slot, once
    expect(await shop.pendingJobs(PIX_SWEEP_CHARGES_JOB)).toHaveLength(1);

    await shop.makeDue(PIX_CHECK_CHARGE_JOB);
    await shop.drain();
    expect((await shop.orderRow(order.id)).paymentStatus).toBe('pago');
  });

  it('stops asking once the charge is past its expiry and the grace', async () => {
    const { txid, chargeId } = await shop.orderWithCharge();
    await shop.t.database.db
      .update(pixCharges)
      .set({ expiresAt: new Date(Date.now() - 10 * 60_000) })
      .where(eq(pixCharges.id, chargeId));
    await shop.makeDue(PIX_CHECK_CHARGE_JOB);
    await shop.drain();
    expect(shop.memory.calls).toContain(`getCharge:${txid}`);
    expect(await checksOf(chargeId)).toEqual([]);
  });

  it('ends a code the provider no longer takes, without waiting for its own expiry', async () => {
    const { txid, chargeId } = await shop.orderWithCharge();
    // removed at the provider (its panel, or its clock ran out first)
    shop.memory.charges.get(txid)!.status = 'removida';
    await shop.makeDue(PIX_CHECK_CHARGE_JOB);
    await shop.drain();
    const [row] = await shop.t.database.db
      .select()
      .from(pixCharges)
      .where(eq(pixCharges.id, chargeId));
    expect(row?.status).toBe('expirada');
    expect(await checksOf(chargeId)).toEqual([]);
  });
});
